import { type BusinessAngle, bi, competitor, words } from './types.ts';

/**
 * Industries seen from the businesses that serve them. Used when a consumer industry idea sells
 * to businesses: "churn alerts for gym owners" is judged as gym software, not as a fitness app.
 */
export const BUSINESS_ANGLES: ReadonlyMap<string, BusinessAngle> = new Map<string, BusinessAngle>([
  [
    'fitness-wellness',
    {
      channels: ['local-offline', 'partnerships', 'trade-shows'],
      triggers: {
        en: words(
          'gym owner*, studio owner*, gyms, fitness studio*, fitness club*, personal trainers',
        ),
        zh: words('健身房老板, 场馆, 健身工作室, 健身房运营, 私教工作室'),
      },
      customer: bi('independent gym and studio owners', '独立健身房和工作室老板'),
      problem: bi(
        'gyms and studios lose members quietly; most cancellations follow weeks of falling attendance that nobody notices, and winning members back is manual work',
        '健身房和工作室的会员在悄无声息中流失，大多数退卡之前都有几周到店次数下滑，却没人注意到，挽回会员全靠人工',
      ),
      value: bi(
        'It can help {customer} keep more members and fill more classes with less front-desk work, more focused than all-in-one systems such as {competitors}.',
        '它可以帮{customer}留住更多会员、排满更多课程，同时减少前台工作量，比{competitors}这类大而全的系统更聚焦。',
      ),
      demand: bi(
        'Demand from {customer} is real and budgeted (member retention is their biggest profit lever), but most run on thin margins and already pay for a management system.',
        '{customer}的需求真实且有预算，会员留存是他们最大的利润杠杆；但多数门店利润微薄，而且已经在为一套管理系统付费。',
      ),
      challenge: bi(
        'Switching costs: gyms already run billing and bookings on {competitors}, so a new tool must integrate with them or replace them painlessly.',
        '切换成本高：健身房的收费和约课已经在用{competitors}，新工具必须能与之打通，或者能毫不费力地替换它们。',
      ),
      suggestion: bi(
        'Prove the money first: run a 60-day pilot with 3 gyms, measure members saved against a control group, and price as a share of retained revenue.',
        '先证明能赚钱：与 3 家健身房做 60 天试点，和对照组比较挽回了多少会员，并按挽回收入的比例定价。',
      ),
      nextStep: bi(
        'Interview 10 {customer} this week about how they track member churn today and what one saved member is worth to them.',
        '本周访谈 10 位{customer}，了解他们现在如何追踪会员流失，以及挽回一个会员对他们值多少钱。',
      ),
      competitors: [
        competitor(
          'Mindbody',
          'global',
          [
            'Booking, payments and a consumer marketplace for studios',
            '为工作室提供约课、收款和客源平台',
          ],
          ['Expensive and complex for small gyms', '对小型健身房来说昂贵又复杂'],
        ),
        competitor(
          'ABC Fitness (Glofox)',
          'global',
          [
            'Club-management software with branded member apps',
            '健身俱乐部管理软件，可定制会员 App',
          ],
          ['Generic retention features', '留存功能较为通用'],
        ),
        competitor(
          bi('Santi Yundong', '三体云动'),
          'china',
          ['Gym-management SaaS used by Chinese clubs', '国内健身房常用的管理 SaaS'],
          ['Focus on operations rather than retention insight', '侧重运营管理，而非留存分析'],
        ),
        competitor(
          bi('Meituan-Dianping', '美团/大众点评'),
          'china',
          ['Where Chinese gyms buy new customers', '国内健身房获取新客的主要渠道'],
          ['Drives discounting, not loyalty', '带来的是折扣客而非忠诚会员'],
        ),
      ],
    },
  ],
  [
    'pets',
    {
      channels: ['local-offline', 'partnerships', 'cold-email'],
      triggers: {
        en: words(
          'groomer*, vet clinic*, veterinary clinic*, pet shop*, pet store*, pet business*, kennel*',
        ),
        zh: words('宠物店, 宠物医院, 宠物美容, 宠物门店, 宠物商家'),
      },
      customer: bi(
        'pet-care businesses such as groomers, vets and pet shops',
        '宠物店、美容店和宠物医院等宠物商家',
      ),
      problem: bi(
        'pet businesses juggle bookings, reminders and repeat visits by phone and paper, so no-shows and lapsed customers cost them revenue every week',
        '宠物商家靠电话和纸本管理预约、提醒和复购，爽约和老客流失每周都在吞掉收入',
      ),
      value: bi(
        'It can bring {customer} fuller schedules and more repeat visits, with a lighter setup than {competitors}.',
        '它可以让{customer}的预约更满、复购更多，而且比{competitors}更轻、更容易上手。',
      ),
      demand: bi(
        'Demand from {customer} grows with pet ownership, but they are small, busy and price-sensitive buyers.',
        '随着养宠人群增长，{customer}的需求在上升；但他们规模小、很忙，对价格也很敏感。',
      ),
      challenge: bi(
        'Small, fragmented buyers: each shop pays little, so sales and onboarding costs must stay tiny compared with {competitors}.',
        '客户小而分散：每家店付费有限，销售和上线成本必须远低于{competitors}。',
      ),
      suggestion: bi(
        'Start with one business type (e.g. groomers) in one city, set them up in under an hour, and charge a simple monthly fee that one saved appointment covers.',
        '先从一类商家（例如宠物美容店）和一个城市做起，一小时内完成上线，按月收取一个“挽回一单就回本”的简单费用。',
      ),
      nextStep: bi(
        "Visit 10 {customer} this week and count last month's no-shows and lapsed clients with them.",
        '本周拜访 10 家{customer}，和老板一起算算上个月的爽约和流失老客各有多少。',
      ),
      competitors: [
        competitor(
          'Gingr',
          'global',
          ['Booking and management for boarding and daycare', '寄养和日托的预约管理系统'],
          ['Built for larger facilities', '偏向规模较大的门店'],
        ),
        competitor(
          'PetDesk',
          'global',
          ['Client reminders and app for vet clinics', '宠物医院的客户提醒和 App'],
          ['Vet-focused', '只聚焦宠物医院'],
        ),
        competitor(
          bi('Meituan-Dianping', '美团/大众点评'),
          'china',
          ['Main discovery channel for local pet shops', '本地宠物店的主要获客渠道'],
          ['Commissions and discount pressure', '抽成和打折压力'],
        ),
      ],
    },
  ],
  [
    'health-medtech',
    {
      channels: ['linkedin-outbound', 'trade-shows', 'partnerships'],
      triggers: {
        en: words(
          'clinics, practices, medical practice*, dental practice*, dentists, physiotherap*, front desk',
        ),
        zh: words('诊所, 门诊部, 口腔医院, 医疗机构, 民营医院'),
      },
      customer: bi('independent clinics and medical practices', '民营诊所和专科门诊'),
      problem: bi(
        'small clinics lose hours to scheduling, paperwork and follow-ups, and no-shows and unpaid claims leak revenue',
        '小型诊所在排班、文书和随访上耗费大量时间，爽约和未结款项不断流失收入',
      ),
      value: bi(
        'It can give {customer} back staff hours and recover lost revenue, with less cost and setup than {competitors}.',
        '它可以为{customer}节省人手、找回流失的收入，成本和实施难度都低于{competitors}。',
      ),
      demand: bi(
        'Demand from {customer} is strong (staff shortages and margin pressure), but buyers are conservative and require privacy guarantees and integrations.',
        '在人手短缺和利润压力下，{customer}的需求很强；但他们采购保守，要求隐私保障和系统对接。',
      ),
      challenge: bi(
        'Integration with clinical systems: practices will not re-enter data, so the product must connect to the records systems they use, dominated by {competitors}.',
        '与临床系统的对接：诊所不会重复录入数据，产品必须接入他们在用的病历系统，而这些系统由{competitors}主导。',
      ),
      suggestion: bi(
        'Pick one specialty (dental, physiotherapy, dermatology) and one workflow, and show the hours or revenue recovered in a 30-day pilot.',
        '选一个专科（口腔、康复、皮肤）和一个具体流程，用 30 天试点展示节省的工时或找回的收入。',
      ),
      nextStep: bi(
        'Shadow the front desk of 3 {customer} for half a day this week and list every manual step and its time cost.',
        '本周到 3 家{customer}的前台各观察半天，列出每一个手工环节及其耗时。',
      ),
      competitors: [
        competitor(
          'Epic',
          'global',
          ['Dominant hospital records system', '医院病历系统的主导者'],
          ['Too heavy for small practices', '对小诊所来说过重'],
        ),
        competitor(
          'athenahealth',
          'global',
          ['Cloud practice management and billing', '云端诊所管理和计费'],
          ['Costly and generic', '价格高、功能通用'],
        ),
        competitor(
          'Doctolib',
          'global',
          ['Booking and practice software across Europe', '覆盖欧洲的预约和诊所软件'],
          ['Europe-only', '仅限欧洲市场'],
        ),
        competitor(
          bi('Winning Health', '卫宁健康'),
          'china',
          ['Hospital IT leader in China', '国内医院信息化龙头'],
          ['Focused on public hospitals', '主要服务公立医院'],
        ),
      ],
    },
  ],
  [
    'k12-edtech',
    {
      channels: ['schools', 'online-communities', 'trade-shows'],
      triggers: {
        en: words('teachers, schools, school district*, classroom*, grading, lesson plan*'),
        zh: words('老师, 教师, 学校, 班主任, 备课, 批改'),
      },
      customer: bi('schools and teachers', '学校和老师'),
      problem: bi(
        'teachers spend evenings on grading, planning and admin instead of teaching, and schools have little budget or time to adopt new tools',
        '老师把晚上的时间花在批改、备课和行政事务上，而不是教学本身；学校的预算和引入新工具的精力都很有限',
      ),
      value: bi(
        'It can give {customer} hours back every week on a task they dread, simpler to adopt than platforms like {competitors}.',
        '它可以在{customer}最头疼的事情上每周节省数小时，比{competitors}这类平台更容易推广使用。',
      ),
      demand: bi(
        'Demand from {customer} is strong where the tool saves time, but budgets are fixed annually and purchases follow the school calendar.',
        '只要能节省时间，{customer}的需求就很强；但预算按年度固定，采购也跟着学年节奏走。',
      ),
      challenge: bi(
        'Slow, seasonal procurement: districts buy once a year, need privacy approvals, and already have {competitors} for free.',
        '采购慢且有季节性：学校一年采购一次，需要隐私审批，而且已经免费在用{competitors}。',
      ),
      suggestion: bi(
        'Win teachers bottom-up with a free tier, then sell a school licence once several teachers in the same school use it.',
        '先用免费版自下而上赢得老师，当同一所学校有多位老师在用时，再向学校销售授权。',
      ),
      nextStep: bi(
        'Sit with 5 teachers this week while they grade or plan, time the task, and ask what they would drop to use a new tool.',
        '本周陪 5 位老师批改作业或备课，记录耗时，并问他们愿意为新工具放弃什么。',
      ),
      competitors: [
        competitor(
          'Google Classroom',
          'global',
          ['Free and everywhere in schools', '免费且在学校普及'],
          ['Generic; little help with grading quality', '功能通用，对批改质量帮助有限'],
        ),
        competitor(
          'ClassDojo',
          'global',
          ['Teacher-parent communication used by millions', '数百万师生家长在用的家校沟通工具'],
          ['Communication rather than teaching workload', '侧重沟通，而非减轻教学负担'],
        ),
        competitor(
          bi('Seewo', '希沃'),
          'china',
          [
            'Classroom screens and teaching software in Chinese schools',
            '国内学校的教学一体机和教学软件',
          ],
          ['Hardware-led', '以硬件为主导'],
        ),
        competitor(
          bi('DingTalk', '钉钉'),
          'china',
          ['Used by many Chinese schools for admin and homework', '很多学校用于管理和布置作业'],
          ['Not built for teaching quality', '并非为教学质量设计'],
        ),
      ],
    },
  ],
  [
    'ecommerce-retail',
    {
      channels: ['partnerships', 'seo-content', 'online-communities'],
      triggers: {
        en: words(
          'sellers, merchants, shopify, online store owner*, brands, amazon seller*, retailers',
        ),
        zh: words('卖家, 商家, 店主, 品牌方, 跨境卖家'),
      },
      customer: bi('small online sellers and brands', '中小电商卖家和品牌'),
      problem: bi(
        'small sellers are squeezed by ad costs, returns and marketplace fees, and lack the tools and data big brands have',
        '中小卖家被广告费、退货和平台佣金挤压，也缺少大品牌拥有的工具和数据',
      ),
      value: bi(
        'It can raise margins for {customer} on one costly problem, plugging into {competitors} rather than replacing them.',
        '它可以针对一个高成本问题提升{customer}的利润，并接入{competitors}而不是取代它们。',
      ),
      demand: bi(
        'Demand from {customer} is large and measurable (every point of margin counts), but the app ecosystems are crowded and sellers churn when results stall.',
        '{customer}的需求大且可量化，每一个点的利润都重要；但应用生态拥挤，效果一停滞卖家就会流失。',
      ),
      challenge: bi(
        'Crowded app stores: {competitors} and their ecosystems host thousands of seller tools, so distribution and proof of ROI decide everything.',
        '应用市场拥挤：{competitors}的生态里有成千上万个卖家工具，分发能力和可证明的回报决定一切。',
      ),
      suggestion: bi(
        "Show the return in the seller's own numbers within 30 days (returns avoided, conversion gained) and list in the app store of the platform they use.",
        '30 天内用卖家自己的数据证明回报（减少的退货、提升的转化），并上架到他们所用平台的应用市场。',
      ),
      nextStep: bi(
        "Ask 10 {customer} this week for last month's returns, ad spend and margin, and find the line your product would move.",
        '本周请 10 家{customer}分享上个月的退货、广告花费和利润数据，找出你的产品能改善的那一项。',
      ),
      competitors: [
        competitor(
          'Shopify',
          'global',
          ['Store platform with a huge app ecosystem', '拥有庞大应用生态的建站平台'],
          ['Ships native features that replace apps', '会推出原生功能替代第三方应用'],
        ),
        competitor(
          'Helium 10',
          'global',
          ['Leading toolset for Amazon sellers', '亚马逊卖家工具的头部产品'],
          ['Amazon-only and complex', '只服务亚马逊，较复杂'],
        ),
        competitor(
          bi('Youzan', '有赞'),
          'china',
          ['Private-domain store tools on WeChat', '微信私域商城工具'],
          ['Tied to WeChat rules', '受微信规则约束'],
        ),
        competitor(
          bi('Weimob', '微盟'),
          'china',
          ['Commerce and marketing SaaS for merchants', '面向商家的电商与营销 SaaS'],
          ['Broad suite, less depth', '套件广而不深'],
        ),
      ],
    },
  ],
  [
    'travel-hospitality',
    {
      channels: ['cold-email', 'partnerships', 'trade-shows'],
      triggers: {
        en: words(
          'hotels, hostels, guesthouse*, tour operator*, b&b*, hotel owner*, property owners',
        ),
        zh: words('民宿老板, 酒店老板, 单体酒店, 地接社, 旅行社'),
      },
      customer: bi('independent hotels, guesthouses and tour operators', '单体酒店、民宿和地接社'),
      problem: bi(
        'independent operators pay 15-25% commissions to booking platforms and juggle rates, calendars and guest messages by hand',
        '单体经营者要向预订平台支付 15%-25% 的佣金，还要手工处理房价、房态和客人消息',
      ),
      value: bi(
        'It can win {customer} more direct bookings and save front-desk time, as a lighter alternative to {competitors}.',
        '它可以为{customer}带来更多直订、节省前台时间，是比{competitors}更轻量的选择。',
      ),
      demand: bi(
        'Demand from {customer} is steady and driven by commissions they want to escape, but they are small, seasonal buyers.',
        '{customer}想摆脱高佣金，需求稳定；但他们规模小、经营有明显季节性。',
      ),
      challenge: bi(
        'Channel dependence: most guests still book through platforms, and property systems like {competitors} already sit at the centre of operations.',
        '渠道依赖：多数客人仍通过平台预订，而{competitors}这类管理系统已处在运营核心。',
      ),
      suggestion: bi(
        'Prove extra direct bookings for 5 properties in one destination in a single season, and charge per booking rather than per month.',
        '在一个目的地用一个旅游季证明能为 5 家店带来额外直订，并按订单而不是按月收费。',
      ),
      nextStep: bi(
        'Ask 10 {customer} this week what they paid in platform commissions last month and how guests found them.',
        '本周询问 10 家{customer}上个月交了多少平台佣金，以及客人是怎么找到他们的。',
      ),
      competitors: [
        competitor(
          'Cloudbeds',
          'global',
          ['All-in-one system for independent hotels', '面向单体酒店的一体化系统'],
          ['Setup effort for tiny properties', '对小体量物业来说部署较重'],
        ),
        competitor(
          'FareHarbor',
          'global',
          ['Booking software for tours and activities', '面向旅游体验项目的预订软件'],
          ['Owned by Booking Holdings', '隶属 Booking 集团'],
        ),
        competitor(
          bi('Dingdan Laile', '订单来了'),
          'china',
          ['Management system popular with Chinese guesthouses', '国内民宿常用的管理系统'],
          ['Guesthouse-focused', '主要聚焦民宿'],
        ),
        competitor(
          bi('Ctrip eBooking', '携程 eBooking'),
          'china',
          ["Direct link to China's largest travel platform", '直连国内最大在线旅游平台'],
          ['Keeps operators dependent on the platform', '让商家持续依赖平台'],
        ),
      ],
    },
  ],
  [
    'fashion-beauty',
    {
      channels: ['local-offline', 'influencers', 'partnerships'],
      triggers: {
        en: words('salons, salon owner*, boutiques, stylists, barbershop*, nail studio*'),
        zh: words('美甲店, 美发店, 美容院, 服装店, 门店'),
      },
      customer: bi(
        'salons, studios and independent boutiques',
        '美容美发店、美甲工作室和独立服装店',
      ),
      problem: bi(
        'small beauty and fashion businesses lose revenue to no-shows, empty slots and customers who never come back',
        '小型美业和服装门店的收入被爽约、空档时段和不再回头的客人不断侵蚀',
      ),
      value: bi(
        'It can fill the calendars of {customer} and bring regulars back, with less cost and complexity than {competitors}.',
        '它可以让{customer}的预约排得更满、老客更常回来，成本和复杂度都低于{competitors}。',
      ),
      demand: bi(
        'Demand from {customer} is broad and recurring, but most are very small and switch tools easily.',
        '{customer}的需求广泛且持续；但多数门店规模很小，换工具也很随意。',
      ),
      challenge: bi(
        'Free competition: {competitors} give booking tools away and earn on payments or marketplace fees.',
        '免费竞争：{competitors}免费提供预约工具，靠支付或平台佣金赚钱。',
      ),
      suggestion: bi(
        "Focus on one revenue leak (no-shows or rebooking) and show the recovered revenue per month in the owner's dashboard.",
        '聚焦一个收入漏洞（爽约或复约），在老板的后台直接展示每月找回的收入。',
      ),
      nextStep: bi(
        "Visit 10 {customer} this week and count last week's empty slots and no-shows with the owner.",
        '本周走访 10 家{customer}，和老板一起统计上周的空档和爽约数量。',
      ),
      competitors: [
        competitor(
          'Fresha',
          'global',
          ['Free booking software with a consumer marketplace', '免费预约软件，附带消费者平台'],
          ['Monetises through payment fees', '通过支付手续费变现'],
        ),
        competitor(
          'Vagaro',
          'global',
          ['Booking and payments for salons and spas', '美业门店的预约和收款'],
          ['Feature-heavy for small shops', '对小店来说功能偏重'],
        ),
        competitor(
          bi('Meituan-Dianping', '美团/大众点评'),
          'china',
          ['Dominant discovery and booking for beauty services', '美业服务的主要获客和预约平台'],
          ['Commissions and discount wars', '抽成和价格战'],
        ),
      ],
    },
  ],
  [
    'real-estate-proptech',
    {
      channels: ['seo-content', 'online-communities', 'partnerships'],
      triggers: {
        en: words('landlords, property manager*, property management, rent collection'),
        zh: words('房东, 物业公司, 物业管理, 收租, 公寓运营'),
      },
      customer: bi('small landlords and property managers', '小型房东和物业管理者'),
      problem: bi(
        'property managers chase rent, maintenance requests and paperwork across spreadsheets, phone calls and chat groups',
        '物业管理者要在表格、电话和群聊之间追收租金、处理报修和文书工作',
      ),
      value: bi(
        'It can save {customer} hours per unit each month and reduce late rent, at a fraction of the complexity of {competitors}.',
        '它可以让{customer}每套房每月节省数小时、减少拖欠房租，复杂度远低于{competitors}。',
      ),
      demand: bi(
        'Demand from {customer} is steady and tied to the number of units they manage, though the smallest landlords are very price-sensitive.',
        '{customer}的需求稳定，并与管理的房源数量挂钩；但小房东对价格非常敏感。',
      ),
      challenge: bi(
        'Incumbent suites: {competitors} already serve professional managers, while the smallest landlords resist paying at all.',
        '现有套件：{competitors}已经服务专业管理机构，而最小的房东往往根本不愿付费。',
      ),
      suggestion: bi(
        'Target owners with 10-200 units, automate rent collection and maintenance first, and price per unit.',
        '锁定管理 10 到 200 套房源的业主，先把收租和报修自动化，按房源数量定价。',
      ),
      nextStep: bi(
        'Interview 10 {customer} this week about how they collected rent and handled repairs last month.',
        '本周访谈 10 位{customer}，了解他们上个月如何收租、如何处理报修。',
      ),
      competitors: [
        competitor(
          'AppFolio',
          'global',
          ['Property management suite for professional managers', '面向专业物业管理者的套件'],
          ['Minimum sizes exclude small landlords', '有最低规模门槛，不服务小房东'],
        ),
        competitor(
          'Buildium',
          'global',
          ['Cloud software for small and mid-sized managers', '面向中小物业管理者的云软件'],
          ['Costly for a handful of units', '房源少时成本偏高'],
        ),
        competitor(
          bi('Mingyuan Cloud', '明源云'),
          'china',
          ['Real-estate SaaS leader in China', '国内地产 SaaS 龙头'],
          ['Built for developers and large operators', '主要服务开发商和大型运营商'],
        ),
      ],
    },
  ],
  [
    'food-beverage-products',
    {
      channels: ['local-offline', 'partnerships', 'cold-email'],
      triggers: {
        en: words('cafes, cafés, coffee shop*, bakeries, food brands, bakery owner*'),
        zh: words('咖啡店, 烘焙店, 奶茶店, 茶饮店, 门店'),
      },
      customer: bi('cafés, bakeries and small food brands', '咖啡店、烘焙店和小型食品品牌'),
      problem: bi(
        'small food businesses run on thin margins and lose money to waste, stock-outs and unpredictable demand',
        '小型餐饮和食品品牌利润微薄，还因损耗、断货和难以预测的需求不断亏钱',
      ),
      value: bi(
        'It can cut waste and raise margins for {customer}, more focused than point-of-sale suites like {competitors}.',
        '它可以帮{customer}减少损耗、提升利润，比{competitors}这类收银套件更聚焦。',
      ),
      demand: bi(
        'Demand from {customer} is real (waste often eats several points of margin), but owners are time-poor and sceptical of new software.',
        '{customer}的需求真实存在，损耗往往吃掉好几个点的利润；但老板们时间紧张，对新软件持怀疑态度。',
      ),
      challenge: bi(
        'The POS owns the data: {competitors} sit at the till, so the product must integrate with them to get sales data without extra work.',
        '数据掌握在收银系统手里：{competitors}占据收银台，产品必须与之打通，才能零负担地拿到销售数据。',
      ),
      suggestion: bi(
        'Measure waste by hand for two weeks in 3 shops, then show the saving your forecast would have made.',
        '先在 3 家店手工记录两周损耗，再展示如果用了你的预测能省下多少。',
      ),
      nextStep: bi(
        'Ask 10 {customer} this week what they threw away and what sold out last week.',
        '本周询问 10 家{customer}上周扔掉了什么、什么卖断了货。',
      ),
      competitors: [
        competitor(
          'Toast',
          'global',
          ['Restaurant and café POS with add-on modules', '餐厅和咖啡店收银系统及扩展模块'],
          ['Generic analytics', '数据分析较通用'],
        ),
        competitor(
          'Square',
          'global',
          ['Simple POS for small food businesses', '面向小型餐饮的简易收银'],
          ['Little forecasting or waste help', '缺乏预测和减损功能'],
        ),
        competitor(
          bi('Keruyun', '客如云'),
          'china',
          ['Restaurant SaaS and POS in China', '国内餐饮 SaaS 和收银系统'],
          ['Operations-focused', '侧重运营流程'],
        ),
        competitor(
          bi('Meituan POS', '美团收银'),
          'china',
          ['Bundled with Meituan traffic', '与美团流量捆绑'],
          ['Ties merchants to the platform', '让商家绑定平台'],
        ),
      ],
    },
  ],
  [
    'elderly-care',
    {
      channels: ['trade-shows', 'partnerships', 'linkedin-outbound'],
      triggers: {
        en: words('care home*, nursing home*, home-care agenc*, home care agenc*, caregivers'),
        zh: words('养老院, 养老机构, 护理机构, 护理院'),
      },
      customer: bi('care homes and home-care agencies', '养老机构和居家护理服务商'),
      problem: bi(
        'care providers are short-staffed and drown in scheduling, care notes and family updates, which leaves less time for residents',
        '养老服务机构人手紧缺，排班、护理记录和家属沟通占用大量时间，留给老人的时间越来越少',
      ),
      value: bi(
        'It can give {customer} back caregiver hours and keep families informed, with less setup than suites like {competitors}.',
        '它可以为{customer}节省护理人员的时间，并让家属随时了解情况，比{competitors}这类套件更易部署。',
      ),
      demand: bi(
        'Demand from {customer} rises with ageing populations and staff shortages, but budgets are tight and often depend on public funding.',
        '随着老龄化加剧和人手短缺，{customer}的需求持续上升；但预算紧张，且常依赖政府补贴。',
      ),
      challenge: bi(
        'Tight budgets and compliance: providers buy slowly, need records that satisfy inspectors, and compare you with {competitors}.',
        '预算紧张且要合规：机构采购慢，记录必须满足监管检查，还会拿你和{competitors}比较。',
      ),
      suggestion: bi(
        'Pick one workflow (shift handovers or family updates), pilot it in 2 homes for a month, and measure caregiver time saved.',
        '选一个流程（交接班或家属沟通），在 2 家机构试点一个月，衡量护理人员节省的时间。',
      ),
      nextStep: bi(
        'Spend a shift at 2 {customer} this week and log where caregivers lose time to paperwork.',
        '本周到 2 家{customer}各跟一个班次，记录护理人员在文书上浪费的时间。',
      ),
      competitors: [
        competitor(
          'PointClickCare',
          'global',
          ['Dominant care-home records platform in North America', '北美养老机构记录平台的主导者'],
          ['Heavy and costly for small providers', '对小型机构来说重且贵'],
        ),
        competitor(
          'AlayaCare',
          'global',
          ['Software for home-care agencies', '居家护理机构软件'],
          ['Enterprise-oriented', '偏向大型客户'],
        ),
      ],
    },
  ],
  [
    'parenting-childcare',
    {
      channels: ['local-offline', 'partnerships', 'referrals'],
      triggers: {
        en: words('daycare*, preschool*, childcare centre*, childcare center*, nurseries'),
        zh: words('托育机构, 幼儿园, 托育中心, 早教机构, 园长'),
      },
      customer: bi('daycare centres and preschools', '托育机构和幼儿园'),
      problem: bi(
        'childcare centres spend hours on attendance, billing and parent updates, while staff turnover is high and margins are thin',
        '托育机构在考勤、收费和家长沟通上耗费大量时间，员工流动率高、利润又薄',
      ),
      value: bi(
        'It can cut admin for {customer} and delight parents with updates, at lower cost than {competitors}.',
        '它可以减少{customer}的行政工作，用及时的动态让家长满意，成本低于{competitors}。',
      ),
      demand: bi(
        'Demand from {customer} is steady, but centres are small buyers and birth-rate declines shrink the market in China and Europe.',
        '{customer}的需求稳定；但单个机构采购规模小，中国和欧洲的出生率下降也在缩小市场。',
      ),
      challenge: bi(
        'Established tools: {competitors} already bundle attendance, billing and parent apps.',
        '已有成熟工具：{competitors}早已把考勤、收费和家长 App 打包提供。',
      ),
      suggestion: bi(
        "Win centre directors with one pain removed (billing or parent updates) and let parents' enthusiasm sell the next centre.",
        '先帮园长解决一个痛点（收费或家长沟通），再让家长的好评带来下一家机构。',
      ),
      nextStep: bi(
        'Visit 5 {customer} this week and list the admin tasks the director does after closing time.',
        '本周走访 5 家{customer}，列出园长在下班后还要处理的行政事务。',
      ),
      competitors: [
        competitor(
          'Brightwheel',
          'global',
          ['Leading childcare management app in the US', '美国头部托育管理 App'],
          ['US-centric', '以美国市场为主'],
        ),
        competitor(
          'Procare',
          'global',
          ['Long-standing childcare software', '老牌托育管理软件'],
          ['Dated user experience', '用户体验陈旧'],
        ),
        competitor(
          bi('Zhangtong Jiayuan', '掌通家园'),
          'china',
          ['Kindergarten-parent app used widely in China', '国内幼儿园常用的家园沟通 App'],
          ['Communication-focused', '侧重家园沟通'],
        ),
      ],
    },
  ],
  [
    'home-services',
    {
      channels: ['online-communities', 'paid-search', 'partnerships'],
      triggers: {
        en: words(
          'cleaning compan*, cleaning business*, repair compan*, contractors, trades business*, plumbers, electricians',
        ),
        zh: words('保洁公司, 家政公司, 维修公司, 装修公司, 师傅派单'),
      },
      customer: bi('small cleaning and repair companies', '小型保洁和维修公司'),
      problem: bi(
        'small service companies lose jobs to slow quotes, double-booked crews and unpaid invoices, and run everything from a phone',
        '小型服务公司因报价慢、派工冲突和欠款而丢单，所有事情都靠一部手机处理',
      ),
      value: bi(
        'It can help {customer} win and schedule more jobs and get paid faster, simpler than {competitors}.',
        '它可以帮{customer}接到并排好更多订单、更快收款，比{competitors}更简单。',
      ),
      demand: bi(
        'Demand from {customer} is large and fragmented, and owners pay for tools that clearly bring more jobs.',
        '{customer}的需求大而分散，只要能明显带来更多订单，老板愿意付费。',
      ),
      challenge: bi(
        'Crowded field-service software: {competitors} already serve the trades, so a newcomer needs a sharp niche.',
        '现场服务软件赛道拥挤：{competitors}已经在服务各类工种，新进入者需要一个鲜明的细分定位。',
      ),
      suggestion: bi(
        'Choose one trade (e.g. window cleaners) and make quoting and scheduling take minutes from a phone.',
        '选一个工种（例如擦窗保洁），让报价和排班在手机上几分钟完成。',
      ),
      nextStep: bi(
        'Ride along with 3 {customer} this week and note every job lost to a slow quote or a scheduling mix-up.',
        '本周跟 3 家{customer}出一次工，记录每一单因报价慢或排班混乱而丢掉的生意。',
      ),
      competitors: [
        competitor(
          'Jobber',
          'global',
          [
            'Quoting, scheduling and invoicing for home-service firms',
            '为家政服务公司提供报价、排班和开票',
          ],
          ['Generic across trades', '各工种通用，缺少深度'],
        ),
        competitor(
          'ServiceTitan',
          'global',
          ['Powerful platform for larger trades businesses', '面向大型维修企业的强大平台'],
          ['Expensive and complex', '昂贵且复杂'],
        ),
        competitor(
          'Housecall Pro',
          'global',
          ['Easy field-service app for small teams', '小团队易用的现场服务 App'],
          ['Limited customisation', '定制能力有限'],
        ),
      ],
    },
  ],
  [
    'upskilling-education',
    {
      channels: ['linkedin-outbound', 'employers', 'trade-shows'],
      triggers: {
        en: words(
          'employee training, corporate training, l&d, learning and development, hr teams, onboarding new hires',
        ),
        zh: words('企业培训, 员工培训, 内训, 培训部门'),
      },
      customer: bi('HR and learning teams at mid-sized companies', '中型企业的 HR 和培训团队'),
      problem: bi(
        'companies spend on training that employees do not finish and that cannot be tied to performance',
        '企业在培训上花了钱，员工却学不完，效果也无法和业绩挂钩',
      ),
      value: bi(
        'It can give {customer} training people actually complete, with results they can report, more targeted than libraries like {competitors}.',
        '它可以让{customer}的培训真正被学完，并产出可汇报的效果，比{competitors}这类课程库更有针对性。',
      ),
      demand: bi(
        'Demand from {customer} is steady, with AI reskilling pushing budgets up, but training is often the first line cut in a downturn.',
        '{customer}的需求稳定，AI 带来的技能转型还在推高预算；但经济下行时培训往往最先被砍。',
      ),
      challenge: bi(
        'Proving impact: buyers already license {competitors} and now ask for evidence that training changes performance.',
        '证明效果：企业已经采购了{competitors}，现在要求拿出培训改善业绩的证据。',
      ),
      suggestion: bi(
        'Tie the programme to one business metric (time-to-productivity for new hires, sales win rate) and report it monthly to the buyer.',
        '把培训与一个业务指标挂钩（新员工上手时间、销售赢单率），每月向采购方汇报。',
      ),
      nextStep: bi(
        'Interview 8 {customer} this week about the last training they bought and how they judged whether it worked.',
        '本周访谈 8 位{customer}，了解他们最近采购的一次培训，以及如何判断培训是否有效。',
      ),
      competitors: [
        competitor(
          'LinkedIn Learning',
          'global',
          ['Huge library bundled with LinkedIn', '与领英捆绑的大型课程库'],
          ['Low completion, generic content', '完课率低，内容通用'],
        ),
        competitor(
          'Docebo',
          'global',
          ['AI-powered corporate learning platform', 'AI 驱动的企业学习平台'],
          ['Platform without content outcomes', '只是平台，不保证学习效果'],
        ),
        competitor(
          bi('Yunxuetang', '云学堂'),
          'china',
          ['Corporate learning SaaS in China', '国内企业学习 SaaS'],
          ['Mostly compliance and content delivery', '多用于合规培训和内容分发'],
        ),
      ],
    },
  ],
  [
    'grocery-group-buying',
    {
      channels: ['local-offline', 'partnerships', 'trade-shows'],
      triggers: {
        en: words('grocers, grocery stores, convenience stores, supermarkets, corner shops'),
        zh: words('超市老板, 便利店, 夫妻店, 小超市, 生鲜店'),
      },
      customer: bi('independent grocers and convenience stores', '独立超市和便利店'),
      problem: bi(
        'small grocers lose margin to spoilage and stock-outs and cannot match the delivery and data of chains',
        '小型超市因损耗和断货而流失利润，又无法与连锁企业的配送能力和数据能力竞争',
      ),
      value: bi(
        'It can help {customer} cut waste and keep shoppers, without the cost of enterprise systems like {competitors}.',
        '它可以帮{customer}减少损耗、留住顾客，而不必承担{competitors}这类企业级系统的成本。',
      ),
      demand: bi(
        'Demand from {customer} is real but margins are razor-thin, so any tool must pay back within weeks.',
        '{customer}的需求真实存在，但利润极薄，任何工具都必须在几周内回本。',
      ),
      challenge: bi(
        'Thin margins and low tech adoption: owners compare every fee with what {competitors} give chains for free.',
        '利润薄、数字化程度低：老板会把每一笔费用与{competitors}给连锁企业的条件相比较。',
      ),
      suggestion: bi(
        'Start with one measurable win (less fresh-produce waste) in 3 stores and charge from the savings.',
        '先在 3 家店实现一个可量化的成果（减少生鲜损耗），从省下的钱里收费。',
      ),
      nextStep: bi(
        'Spend a morning in 3 {customer} this week and weigh what gets thrown away.',
        '本周到 3 家{customer}各待一个上午，称一称被扔掉的商品有多少。',
      ),
      competitors: [
        competitor(
          'Instacart (retailer tools)',
          'global',
          ['E-commerce and delivery for grocers of all sizes', '为各类超市提供线上商城和配送'],
          ['Takes fees and owns the customer', '收取费用并掌握顾客关系'],
        ),
        competitor(
          bi('Dmall', '多点'),
          'china',
          ['Retail digitisation for Chinese supermarkets', '国内超市数字化服务商'],
          ['Geared to larger chains', '更适合大型连锁'],
        ),
      ],
    },
  ],
]);
