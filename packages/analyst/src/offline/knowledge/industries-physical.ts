import { bi, competitor, type Industry, risk, words } from './types.ts';

/** The physical world: transport, logistics, farming, energy and devices. */
export const PHYSICAL_INDUSTRIES: readonly Industry[] = [
  {
    id: 'mobility',
    name: bi('Mobility & ride-hailing', '出行与网约车'),
    keywords: {
      en: words(
        'ride-hailing, ridehailing, rideshar*, ride sharing, taxi*, carpool*, scooter*, e-bike*, ebike*, cargo bike*, bicycle*, bike sharing, bike-sharing, commut*, parking, car rental*, car sharing, car-sharing, driver*, ev charging, electric vehicle*, public transport, shuttle*, vehicle*, rides',
      ),
      zh: words(
        '打车, 网约车, 共享单车, 拼车, 代驾, 停车, 出行, 电动车, 司机, 顺风车, 通勤, 租车, 充电桩, 新能源车, 公交, 汽车',
      ),
    },
    weakKeywords: { en: words('car, cars, bike*, ride'), zh: words('车') },
    customer: bi('daily commuters', '每天通勤的上班族'),
    problem: bi(
      'getting around cities is expensive, unreliable or slow, and the last mile between transit and home is often poorly served',
      '城市出行要么贵、要么不可靠、要么慢，公共交通到家门口的“最后一公里”常常没有好的选择',
    ),
    value: bi(
      'It can make trips cheaper or more reliable for {customer} on routes that {competitors} serve poorly.',
      '它可以在{competitors}覆盖不好的线路上，让{customer}的出行更便宜或更可靠。',
    ),
    demand: bi(
      'Demand from {customer} is daily and huge, but the market is capital-intensive, heavily regulated city by city, and dominated by platforms that can subsidise rides for years.',
      '{customer}的需求每天都有且规模巨大；但这个市场资金密集、各城市监管不同，还被能够长期补贴的平台主导。',
    ),
    competition: 'high',
    difficulty: 'high',
    baseScore: 4.8,
    competitors: [
      competitor(
        'Uber',
        'global',
        ['Global network with deep driver supply', '全球网络，司机供给充足'],
        ['Regulatory fights and thin margins', '监管纠纷不断，利润薄'],
      ),
      competitor(
        'Lyft',
        'global',
        ['Strong US number two', '美国市场稳居第二'],
        ['Smaller scale than Uber', '规模不及 Uber'],
      ),
      competitor(
        'Lime',
        'global',
        ['Leading shared e-scooters and e-bikes', '共享电动滑板车和电单车的领先者'],
        ['City permits and vandalism costs', '城市许可和车辆损耗成本'],
      ),
      competitor(
        bi('DiDi', '滴滴出行'),
        'china',
        ['Dominant ride-hailing platform in China', '国内网约车市场主导者'],
        ['Regulatory scrutiny and data-security review history', '曾受数据安全审查，监管压力大'],
      ),
      competitor(
        bi('Hello', '哈啰'),
        'china',
        [
          'Bike sharing, carpooling and e-bikes in lower-tier cities',
          '在下沉市场布局共享单车、顺风车和电动车',
        ],
        ['Asset-heavy operations', '重资产运营'],
      ),
    ],
    challenges: [
      bi(
        'Capital intensity: vehicles, driver incentives and insurance burn cash, and {competitors} can outspend any newcomer.',
        '资金密集：车辆、司机补贴和保险都在烧钱，{competitors}的投入能力远超任何新玩家。',
      ),
      bi(
        'City-by-city rules: permits, caps and labour rules differ in every city and can change quickly.',
        '逐城监管：每个城市的许可、投放上限和用工规定都不同，而且可能迅速变化。',
      ),
    ],
    suggestions: [
      bi(
        'Serve a specific route type the platforms neglect (school runs, night-shift workers, industrial parks) and sell it to the organisation that pays (schools, employers).',
        '服务平台忽视的特定出行场景（接送孩子、夜班工人、工业园区通勤），并卖给真正付费的机构（学校、企业）。',
      ),
      bi(
        'Run one route manually with rented vehicles for a month and measure occupancy and cost per ride before buying anything.',
        '先用租来的车辆手动运营一条线路一个月，测算满载率和单程成本，再决定是否购置资产。',
      ),
    ],
    risks: [
      risk(
        'compliance',
        'high',
        ['Operating without city permits', '未取得城市运营许可'],
        ['Engage regulators before launch', '上线前与监管部门沟通'],
      ),
      risk(
        'execution',
        'high',
        ['Accidents and insurance costs', '交通事故和保险成本'],
        ['Commercial insurance and driver vetting', '营运保险和司机审核'],
      ),
    ],
    channels: ['employers', 'partnerships', 'local-offline', 'app-store'],
    sides: { supply: bi('drivers', '司机'), demand: bi('riders', '乘客') },
    nextStep: bi(
      'Pick one route and survey 30 {customer} at a station or industrial park this week about the trip, what they pay today and what they would pay.',
      '本周选定一条线路，在车站或工业园区调研 30 位{customer}，了解他们的出行路线、现在的花费和愿意支付的价格。',
    ),
  },
  {
    id: 'logistics',
    name: bi('Logistics & supply chain', '物流与供应链'),
    keywords: {
      en: words(
        'logistic*, shipping, shipment*, freight, truck*, trucking, warehous*, last-mile, last mile, courier*, parcel*, package deliver*, supply chain*, fleet*, inventory, fulfil*, fulfill*, cold chain, dispatch*, procurement',
      ),
      zh: words(
        '物流, 快递, 货运, 仓储, 配送, 供应链, 跑腿, 仓库, 冷链, 运输, 货车, 车队, 库存, 同城配送, 发货, 采购',
      ),
    },
    weakKeywords: { en: words('deliver*, route*'), zh: words('送货') },
    customer: bi('small shippers and e-commerce sellers', '中小货主和电商卖家'),
    problem: bi(
      'shipping is opaque and inefficient; trucks run empty, quotes take days, tracking is patchy and small shippers pay the highest rates',
      '物流环节不透明、效率低，货车空驶、报价要等好几天、追踪断断续续，小货主还要承担最高的运价',
    ),
    value: bi(
      'It can cut cost and uncertainty for {customer} with better visibility and matching than {competitors} offer this segment.',
      '它可以用更好的可视化和匹配能力，为{customer}降低成本和不确定性，这是{competitors}在这个细分市场做得不够的。',
    ),
    demand: bi(
      'Demand from {customer} is enormous and non-discretionary (goods must move), but margins are thin, operations are complex and freight markets swing with the economy.',
      '{customer}的需求巨大且刚性，货物总要流动；但利润薄、运营复杂，运价还随经济周期大幅波动。',
    ),
    competition: 'medium',
    difficulty: 'high',
    baseScore: 5.9,
    competitors: [
      competitor(
        'Flexport',
        'global',
        ['Digital freight forwarding with strong software', '软件能力强的数字化货代'],
        ['Layoffs and volatility after the freight boom', '运价高峰后裁员和波动'],
      ),
      competitor(
        'Uber Freight',
        'global',
        ['Load-matching marketplace at scale', '规模化的车货匹配平台'],
        ['Low margins in brokerage', '货运经纪利润低'],
      ),
      competitor(
        'ShipBob',
        'global',
        ['E-commerce fulfilment for small brands', '为小品牌提供电商仓配服务'],
        ['Capital-heavy warehouses', '仓库重资产'],
      ),
      competitor(
        bi('SF Express', '顺丰'),
        'china',
        ['Premium, reliable express network', '高端、可靠的快递网络'],
        ['Higher prices than rivals', '价格高于同行'],
      ),
      competitor(
        bi('Full Truck Alliance', '满帮'),
        'china',
        ['Largest truck-load matching platform in China', '国内最大的整车货运匹配平台'],
        ['Driver trust and regulatory scrutiny', '司机信任和监管关注'],
      ),
    ],
    challenges: [
      bi(
        'Operational complexity: real-world exceptions (delays, damage, customs) dominate, and {competitors} have years of process and data.',
        '运营复杂：现实中的异常（延误、破损、报关）才是主要工作，而{competitors}已积累多年流程和数据。',
      ),
      bi(
        'Thin, cyclical margins: freight rates swing with demand, which can erase a year of profit.',
        '利润薄且周期性强：运价随需求剧烈波动，可能抹掉一整年的利润。',
      ),
    ],
    suggestions: [
      bi(
        'Pick one lane or vertical (e.g. cold-chain for local bakeries, furniture last mile) and make it measurably more reliable before widening.',
        '选定一条线路或一个垂直领域（例如本地烘焙店的冷链、家具最后一公里），先做到可量化的更可靠，再扩大范围。',
      ),
      bi(
        'Start asset-light: partner with carriers and warehouses, own the software and customer relationship.',
        '轻资产起步：与承运商和仓库合作，自己掌握软件和客户关系。',
      ),
    ],
    risks: [
      risk(
        'execution',
        'high',
        ['Service failures with real goods', '真实货物的履约失败'],
        ['Manual fallback processes and insurance', '人工兜底流程和货运保险'],
      ),
      risk(
        'market',
        'medium',
        ['Freight downturn', '货运市场下行'],
        ['Diversified customer base and variable costs', '客户多元化，保持成本可变'],
      ),
    ],
    channels: ['cold-email', 'linkedin-outbound', 'trade-shows', 'partnerships'],
    sides: { supply: bi('carriers and drivers', '承运商和司机'), demand: bi('shippers', '货主') },
    nextStep: bi(
      'Call 10 {customer} this week, ask to see their last month of shipping invoices, and find the costliest recurring problem.',
      '本周给 10 位{customer}打电话，请他们看看上个月的物流账单，找出最费钱的反复出现的问题。',
    ),
  },
  {
    id: 'agriculture-agtech',
    name: bi('Agriculture & agtech', '农业与农业科技'),
    keywords: {
      en: words(
        'farm*, agricultur*, agtech, crop*, harvest*, livestock, cattle, poultry, irrigat*, soil, greenhouse*, orchard*, fertili*, pesticide*, agronom*, aquaculture, fishery, fisheries, rural',
      ),
      zh: words(
        '农业, 农民, 农户, 种植, 养殖, 农产品, 果园, 大棚, 灌溉, 土壤, 化肥, 农药, 乡村, 助农, 农村, 粮食, 渔业',
      ),
    },
    customer: bi('small and mid-sized farmers', '中小农户和种植养殖户'),
    problem: bi(
      'farmers face volatile prices, rising input costs, labour shortages and weather risk, with little data to guide decisions',
      '农户面临价格波动、农资成本上涨、劳动力短缺和天气风险，却缺少数据支撑决策',
    ),
    value: bi(
      'It can raise yields or prices for {customer} with a practical tool that fits their budget, unlike enterprise offerings from {competitors}.',
      '它可以用符合预算的实用工具帮{customer}提高产量或卖出好价钱，而{competitors}的方案更多面向大型农场。',
    ),
    demand: bi(
      'Demand from {customer} is real (food security and climate pressure are pushing adoption), but farmers are cautious, seasonal and cash-constrained, and trust their peers over tech companies.',
      '{customer}的需求真实存在，粮食安全和气候压力正在推动技术采用；但农户谨慎、受季节限制、现金紧张，更相信身边的同行而非科技公司。',
    ),
    competition: 'low',
    difficulty: 'medium',
    baseScore: 5.8,
    competitors: [
      competitor(
        'John Deere',
        'global',
        ['Precision-farming ecosystem built into machinery', '内置于农机的精准农业生态'],
        ['Expensive; aimed at large farms', '价格高，主要面向大型农场'],
      ),
      competitor(
        'Climate FieldView (Bayer)',
        'global',
        ['Field data platform with agronomic backing', '有农学支持的田间数据平台'],
        ['Tied to a seed-and-chemicals vendor', '与种子农化厂商绑定'],
      ),
      competitor(
        'Indigo Ag',
        'global',
        ['Biologicals and carbon programmes for farmers', '生物制剂和农业碳汇项目'],
        ['Complex value proposition', '价值主张复杂'],
      ),
      competitor(
        bi('DJI Agriculture', '大疆农业'),
        'china',
        ['Dominant spraying drones in China', '国内植保无人机的主导者'],
        ['Hardware-centric', '以硬件为主'],
      ),
      competitor(
        bi('XAG', '极飞科技'),
        'china',
        ['Agricultural drones and smart-farm systems', '农业无人机和智慧农场系统'],
        ['High upfront cost for smallholders', '小农户前期投入高'],
      ),
    ],
    challenges: [
      bi(
        'Slow, seasonal adoption: farmers test over a full season before committing, so each sales cycle is a year, and incumbents like {competitors} own dealer channels.',
        '采用慢且受季节限制：农户要试用一整季才会决定，每个销售周期就是一年，而{competitors}掌握着经销商渠道。',
      ),
      bi(
        'Rural realities: patchy connectivity, low digital skills and cash flow tied to harvests.',
        '农村现实条件：网络覆盖不稳定、数字技能有限、现金流取决于收成。',
      ),
    ],
    suggestions: [
      bi(
        'Work through trusted intermediaries (cooperatives, input dealers, extension agents) rather than selling to farmers one by one.',
        '通过农户信任的中间方（合作社、农资经销商、农技推广员）推广，而不是一家家地卖。',
      ),
      bi(
        'Price on results (per acre, per extra yuan of sales) and run a side-by-side field trial that neighbours can see.',
        '按效果定价（按亩、按增收分成），并做一块邻居都看得见的对比试验田。',
      ),
    ],
    risks: [
      risk(
        'market',
        'medium',
        ['One bad season kills adoption', '一季效果不佳就失去信任'],
        ['Guarantees and shared-risk pricing', '效果保障和风险共担定价'],
      ),
      risk(
        'execution',
        'medium',
        ['Hardware and connectivity in the field', '田间环境的硬件和网络问题'],
        ['Offline-first design', '离线优先设计'],
      ),
    ],
    channels: ['partnerships', 'local-offline', 'trade-shows', 'short-video'],
    sides: { supply: bi('farmers', '农户'), demand: bi('buyers', '采购商') },
    nextStep: bi(
      'Visit 5 {customer} and one cooperative this month, walk their fields or barns, and write down what decision they struggle with most each season.',
      '本月走访 5 位{customer}和一家合作社，实地看看田间或养殖场，记下他们每季最难做的决定是什么。',
    ),
  },
  {
    id: 'climate-energy',
    name: bi('Climate & energy', '气候与能源'),
    keywords: {
      en: words(
        'climate, carbon, carbon footprint*, packaging waste, plastic-free, compostable, biodegradable, solar, energy, renewable*, ev charging, charging station*, emission*, recycl*, sustainab*, decarboni*, carbon accounting, cbam, csrd, esg, scope 3, heat pump*, battery storage, energy storage, net zero, net-zero, composting, circular economy, greenhouse gas*, upcycl*',
      ),
      zh: words(
        '碳排放, 碳中和, 碳足迹, 低碳, 光伏, 新能源, 储能, 充电桩, 回收, 环保, 减排, 太阳能, 节能, 绿电, 垃圾分类, 可持续, 循环经济, 双碳',
      ),
    },
    weakKeywords: { en: words('green, waste, eco*'), zh: words('绿色, 垃圾') },
    customer: bi('companies under pressure to cut emissions', '面临减排压力的企业'),
    problem: bi(
      'companies and households want to cut emissions and energy bills but lack data, capital and clear ways to act',
      '企业和家庭都想减少排放、降低能源开支，却缺少数据、资金和清晰的行动路径',
    ),
    value: bi(
      'It can turn climate goals into measurable savings for {customer}, with a simpler path than large players like {competitors}.',
      '它可以把{customer}的减排目标转化为可量化的节省，路径比{competitors}等大型玩家更简单。',
    ),
    demand: bi(
      "Demand from {customer} is rising with regulation (EU CSRD and CBAM, China's dual-carbon goals) and energy prices, but buyers pay for savings or compliance, not for good intentions.",
      '随着监管（欧盟 CSRD 和碳边境调节机制、国内“双碳”目标）和能源价格推动，{customer}的需求在上升；但买家只为省钱或合规付费，而不是为情怀付费。',
    ),
    competition: 'medium',
    difficulty: 'high',
    baseScore: 5.9,
    competitors: [
      competitor(
        'Tesla Energy',
        'global',
        ['Brand-leading solar and home batteries', '品牌领先的光伏和家用储能'],
        ['Premium pricing, long installation waits', '价格高，安装等待长'],
        ['solar, batter*, energy storage, home energy', '光伏, 太阳能, 储能, 电池'],
      ),
      competitor(
        'Sunrun',
        'global',
        ['Largest US residential solar leasing', '美国最大的户用光伏租赁商'],
        ['Sensitive to interest rates and subsidies', '对利率和补贴敏感'],
        ['solar, rooftop*, heat pump*', '光伏, 太阳能, 屋顶'],
      ),
      competitor(
        'Watershed',
        'global',
        ['Enterprise carbon accounting platform', '企业碳核算平台'],
        ['Priced for large companies', '面向大企业定价'],
        [
          'carbon accounting, carbon footprint*, emission*, esg, csrd, cbam, scope 3',
          '碳核算, 碳足迹, 碳排放, 减排, 双碳',
        ],
      ),
      competitor(
        'Notpla',
        'global',
        [
          'Seaweed-based packaging already used by food-delivery brands',
          '海藻基包装，已被外卖品牌采用',
        ],
        ['Costs more than plastic; production is still scaling', '成本高于塑料，产能仍在爬坡'],
        ['packaging, plastic*, seaweed, compostable, biodegradable', '包装, 塑料, 可降解, 海藻'],
      ),
      competitor(
        bi('TELD', '特来电'),
        'china',
        ['Largest EV charging network in China', '国内最大的充电网络之一'],
        ['Capital-heavy, utilisation varies', '重资产，利用率不均'],
        ['ev charging, charging station*, electric vehicle*', '充电桩, 充电, 新能源车'],
      ),
      competitor(
        bi('Envision', '远景科技'),
        'china',
        ['Wind, storage and energy-IoT platform', '风电、储能和能源物联网平台'],
        ['Focused on large projects', '聚焦大型项目'],
      ),
    ],
    challenges: [
      bi(
        'Long, capital-heavy projects: hardware and installation need financing, and {competitors} have cheaper capital.',
        '项目周期长、资金重：硬件和安装需要融资，而{competitors}的资金成本更低。',
      ),
      bi(
        'Policy dependence: subsidies, tariffs and carbon prices change with politics and can flip the business case.',
        '依赖政策：补贴、电价和碳价随政策变化，可能让商业逻辑瞬间反转。',
      ),
    ],
    suggestions: [
      bi(
        'Lead with money saved or compliance achieved (an energy bill, a CSRD/CBAM report) and keep the climate story as the bonus.',
        '先讲能省多少钱或能解决什么合规问题（电费账单、CSRD/碳关税报告），把气候价值作为加分项。',
      ),
      bi(
        'Choose a segment with a deadline (exporters facing CBAM, buildings facing efficiency rules) so customers must act now.',
        '选择有截止期限的客户群（面临碳关税的出口企业、面临能效标准的楼宇），让客户必须现在就行动。',
      ),
    ],
    risks: [
      risk(
        'market',
        'medium',
        ['Subsidy or policy reversal', '补贴或政策反转'],
        ['Business case that works without subsidies', '不依赖补贴也成立的商业模式'],
      ),
      risk(
        'execution',
        'medium',
        ['Installation and hardware reliability', '安装和硬件可靠性'],
        ['Certified installers and warranties', '认证安装商和质保'],
      ),
    ],
    channels: ['linkedin-outbound', 'partnerships', 'trade-shows', 'seo-content'],
    sides: { supply: bi('installers', '安装服务商'), demand: bi('property owners', '业主') },
    nextStep: bi(
      'Collect 10 energy bills or emissions-reporting requests from {customer} this week and estimate, by hand, the saving your idea would deliver for each.',
      '本周收集 10 家{customer}的电费账单或碳排放披露要求，手工估算你的方案能为每家节省多少。',
    ),
  },
  {
    id: 'hardware-iot',
    name: bi('Hardware & IoT', '智能硬件与物联网'),
    keywords: {
      en: words(
        'hardware, gadget*, iot, internet of things, smart home, wearable*, sensor*, consumer electronics, electronics, robot*, 3d print*, bluetooth, firmware, device*, smartwatch*, smart watch*, smart bottle*, smart water bottle*, smart ring*, smart glasses, earbud*, headphone*, drone*',
      ),
      zh: words(
        '硬件, 智能硬件, 智能家居, 可穿戴, 传感器, 设备, 机器人, 蓝牙, 手环, 耳机, 物联网, 智能手表, 智能水杯, 无人机, 扫地机, 电子产品, 喂食器, 智能门锁, 智能音箱',
      ),
    },
    weakKeywords: { en: words('smart, battery, camera*, gps'), zh: words('智能, 摄像头') },
    customer: bi('early adopters of smart gadgets', '爱尝鲜的智能设备用户'),
    problem: bi(
      'everyday objects still leave people guessing, and most smart devices add apps and charging without solving a real daily problem',
      '很多日常用品仍然让人“凭感觉”，而大多数智能设备只是多了一个 App 和一根充电线，并没有解决真正的日常问题',
    ),
    value: bi(
      'It can make one daily task effortless for {customer} with a device that just works, focused where ecosystems like {competitors} are broad.',
      '它可以用一台“开箱即用”的设备，让{customer}的某件日常小事变得毫不费力，在{competitors}这类大生态顾及不到的地方做专。',
    ),
    demand: bi(
      'Demand from {customer} can be proven quickly through crowdfunding, but mass-market demand is fickle, and big ecosystems copy successful categories at lower prices.',
      '{customer}的需求可以通过众筹快速验证；但大众市场的需求变化无常，大生态一旦发现成功品类，就会以更低价格跟进。',
    ),
    competition: 'medium',
    difficulty: 'high',
    baseScore: 5.6,
    competitors: [
      competitor(
        'Apple',
        'global',
        ['Tight ecosystem and premium brand trust', '生态紧密，品牌信任度高'],
        ['Enters only very large categories', '只进入体量很大的品类'],
      ),
      competitor(
        'Google Nest',
        'global',
        ['Smart-home devices tied to Google Assistant', '与 Google 助手联动的智能家居设备'],
        ['Frequent product discontinuations', '产品线频繁砍掉'],
      ),
      competitor(
        'Anker',
        'global',
        ['Fast, affordable consumer electronics via Amazon', '借助亚马逊快速推出平价消费电子'],
        ['Competes on price and speed, less on novelty', '以价格和速度竞争，创新性有限'],
      ),
      competitor(
        bi('Xiaomi', '小米'),
        'china',
        ['Huge ecosystem of low-cost smart devices', '庞大的高性价比智能设备生态'],
        ['Copies successful categories at low margins', '以低利润快速复制成功品类'],
      ),
      competitor(
        bi('Huawei', '华为'),
        'china',
        ['HarmonyOS devices and strong wearables', '鸿蒙生态设备和强大的可穿戴产品'],
        ['Focuses on flagship categories', '聚焦旗舰品类'],
      ),
    ],
    challenges: [
      bi(
        'Copycat risk: once a category works, {competitors} can ship a cheaper version within months.',
        '被模仿的风险：品类一旦跑通，{competitors}几个月内就能推出更便宜的版本。',
      ),
      bi(
        'Hardware is unforgiving: unit cost, battery life, firmware updates and returns all hit margins at once.',
        '硬件容错率低：单位成本、续航、固件升级和退货会同时挤压利润。',
      ),
    ],
    suggestions: [
      bi(
        'Prove people keep using it: give 20 hand-built prototypes to target users for four weeks and measure daily use before tooling.',
        '先证明用户会持续使用：把 20 台手工样机交给目标用户用四周，衡量日常使用率，再决定开模。',
      ),
      bi(
        'Build recurring revenue around the device (consumables, subscription service) so you are not competing with {competitors} on unit price alone.',
        '围绕设备建立持续收入（耗材、订阅服务），避免只在单价上与{competitors}竞争。',
      ),
    ],
    risks: [
      risk(
        'execution',
        'high',
        ['Manufacturing delays and defects', '量产延期和质量问题'],
        ['Experienced manufacturer and pilot runs', '有经验的代工厂和试产'],
      ),
      risk(
        'market',
        'medium',
        ['Novelty fades and devices end up in drawers', '新鲜感消退，设备被闲置'],
        ['Measure 30-day active use in pilots', '在试用中衡量 30 日活跃率'],
      ),
    ],
    channels: ['crowdfunding', 'retail-marketplaces', 'short-video', 'influencers'],
    sides: { supply: bi('manufacturers', '制造商'), demand: bi('retailers', '零售商') },
    nextStep: bi(
      'Put up a crowdfunding-style pre-order page with a clear price this week and drive 500 {customer} to it; aim for at least 25 deposits.',
      '本周上线一个带明确价格的预售页面，引导 500 位{customer}访问，目标是至少收到 25 笔定金。',
    ),
    models: ['hardware'],
  },
];
