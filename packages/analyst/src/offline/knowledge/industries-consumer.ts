import { bi, competitor, type Industry, risk, words } from './types.ts';

/** Consumer markets: shopping, food, travel, style, media, games, social life and home services. */
export const CONSUMER_INDUSTRIES: readonly Industry[] = [
  {
    id: 'ecommerce-retail',
    name: bi('E-commerce & retail', '电商与零售'),
    keywords: {
      en: words(
        'e-commerce, ecommerce, online store*, online shop*, shopping, shopper*, retail*, dropship*, shopify, amazon seller*, resale, second-hand, secondhand, thrift*, checkout, d2c, dtc, direct-to-consumer, live commerce, livestream shopping',
      ),
      zh: words(
        '电商, 网店, 零售, 商城, 淘宝, 直播带货, 购物, 二手, 交易平台, 跨境电商, 开店, 店铺, 带货, 选品, 拼团, 闲置',
      ),
    },
    weakKeywords: {
      en: words('store*, shop, shops, sell*, products, brand*'),
      zh: words('卖, 商品, 品牌'),
    },
    customer: bi('online shoppers', '网购消费者'),
    problem: bi(
      'shoppers face endless choice, fake reviews and slow or costly returns, while small sellers struggle to be found next to giant platforms',
      '消费者面对海量选择、虚假评价和麻烦的退换货，小卖家则很难在巨头平台上被看到',
    ),
    value: bi(
      'It can give {customer} a curated, trustworthy way to buy in one category, something the endless catalogues of {competitors} do not provide.',
      '它可以在一个品类里为{customer}提供精选、可信的购买体验，这是{competitors}的海量货架给不了的。',
    ),
    demand: bi(
      'Demand from {customer} is enormous but fiercely contested: platforms with massive scale compete on price and delivery speed, so newcomers win only on a sharp niche, community or brand.',
      '{customer}的需求巨大但竞争白热化：规模庞大的平台在价格和配送速度上比拼，新进入者只能靠鲜明的细分定位、社群或品牌取胜。',
    ),
    competition: 'high',
    difficulty: 'medium',
    baseScore: 5.8,
    competitors: [
      competitor(
        'Amazon',
        'global',
        [
          'Unmatched selection, logistics and Prime loyalty',
          '无可比拟的品类、物流和 Prime 会员忠诚度',
        ],
        ['Impersonal; counterfeit and review problems', '缺乏个性化，假货和刷评问题'],
      ),
      competitor(
        'Temu',
        'global',
        ['Ultra-low prices shipped from China', '从中国直发的超低价商品'],
        ['Quality concerns and long delivery', '质量存疑，配送时间长'],
      ),
      competitor(
        'Shopify',
        'global',
        ["Powers independent brands' own stores", '支撑独立品牌自建店铺'],
        ['Merchants must bring their own traffic', '商家需要自己解决流量'],
      ),
      competitor(
        bi('Taobao / Tmall', '淘宝/天猫'),
        'china',
        ["China's largest shopping destination", '国内最大的网购平台'],
        ['Traffic costs squeeze small sellers', '流量成本挤压小卖家'],
      ),
      competitor(
        bi('Pinduoduo', '拼多多'),
        'china',
        ['Group-buying and lowest-price positioning', '拼团和极致低价定位'],
        ['Price wars hurt quality brands', '价格战伤害品质品牌'],
      ),
    ],
    challenges: [
      bi(
        'Customer acquisition cost: ads on the platforms of {competitors} get more expensive every year, and price wars leave little margin.',
        '获客成本高：在{competitors}等平台上投放的成本逐年上涨，价格战又让利润所剩无几。',
      ),
      bi(
        'Operations eat margin: inventory, returns and fulfilment errors matter more than the storefront.',
        '运营吞噬利润：库存、退货和履约差错比店面本身更重要。',
      ),
    ],
    suggestions: [
      bi(
        'Start with one hero product for one community (e.g. climbers, home bakers) and sell where they already gather before building your own site.',
        '从一个社群的一个爆款单品做起（例如攀岩爱好者、家庭烘焙者），先在他们聚集的地方卖，再建自有站点。',
      ),
      bi(
        'Track contribution margin per order (after ads, shipping and returns) from the first week, not just revenue.',
        '从第一周起就计算每单的边际贡献（扣除广告、运费和退货），而不只是看销售额。',
      ),
    ],
    risks: [
      risk(
        'market',
        'high',
        ['Rising ad costs make orders unprofitable', '广告成本上涨导致订单亏损'],
        ['Owned channels: community, email, repeat buyers', '自有渠道：社群、邮件、复购用户'],
      ),
      risk(
        'execution',
        'medium',
        ['Inventory tied up in slow sellers', '滞销商品占用库存资金'],
        ['Small batches and pre-orders', '小批量和预售'],
      ),
    ],
    channels: ['retail-marketplaces', 'short-video', 'xiaohongshu', 'influencers'],
    sides: { supply: bi('sellers', '卖家'), demand: bi('buyers', '买家') },
    nextStep: bi(
      'Put up a one-page shop with 3 products this week and drive 200 targeted visitors to it; count how many {customer} actually buy.',
      '本周上线一个只有 3 件商品的简易店铺，引来 200 位精准访客，看有多少{customer}真的下单。',
    ),
  },
  {
    id: 'grocery-group-buying',
    name: bi('Grocery & community group buying', '生鲜与社区团购'),
    keywords: {
      en: words(
        'grocery, groceries, grocer*, fresh produce, supermarket*, group buying, group-buying, farmers market*, vegetables, fruit*, convenience store*, fridge*, pantry, pantries, meal plan*',
      ),
      zh: words(
        '社区团购, 生鲜, 买菜, 团购, 菜市场, 超市, 蔬菜, 水果, 团长, 便利店, 前置仓, 社区店',
      ),
    },
    customer: bi('households buying everyday groceries', '日常买菜的家庭'),
    problem: bi(
      'buying fresh food is a weekly chore; prices vary, quality is uncertain, and delivery is either slow or expensive',
      '买菜是每周都躲不开的琐事，价格不透明、品质不稳定，配送要么慢、要么贵',
    ),
    value: bi(
      'It can give {customer} fresher food at lower cost and less hassle, with a leaner model than {competitors}.',
      '它可以用比{competitors}更轻的模式，让{customer}以更低的成本、更少的麻烦买到更新鲜的食材。',
    ),
    demand: bi(
      "Demand from {customer} is universal and high-frequency, but margins are razor-thin and the category has seen brutal subsidy wars (China's community group-buying boom and bust, US quick-commerce shutdowns).",
      '{customer}的需求普遍且高频，但利润极薄；这个赛道经历过惨烈的补贴战，国内社区团购的大起大落和海外即时零售的相继关停都是前车之鉴。',
    ),
    competition: 'high',
    difficulty: 'high',
    baseScore: 5.0,
    competitors: [
      competitor(
        'Instacart',
        'global',
        ['Delivery from existing supermarkets across the US', '覆盖全美超市的代购配送'],
        ['Fees and thin margins', '服务费高、利润薄'],
      ),
      competitor(
        'Walmart+',
        'global',
        ['Low prices and store network for pickup and delivery', '低价和门店网络支持自提与配送'],
        ['Mass-market, little curation', '大众化，缺乏精选'],
      ),
      competitor(
        bi('Meituan Select', '美团优选'),
        'china',
        ['Next-day group buying with huge reach', '次日达社区团购，覆盖面极广'],
        ['Dependent on subsidies and group leaders', '依赖补贴和团长'],
      ),
      competitor(
        bi('Duoduo Maicai', '多多买菜'),
        'china',
        ['Lowest prices through Pinduoduo traffic', '借助拼多多流量做到极致低价'],
        ['Quality consistency', '品质一致性不足'],
      ),
      competitor(
        bi('Dingdong Maicai', '叮咚买菜'),
        'china',
        ['30-minute delivery from front warehouses', '前置仓 30 分钟送达'],
        ['Costly front-warehouse model', '前置仓模式成本高'],
      ),
    ],
    challenges: [
      bi(
        'Unit economics: spoilage, cold chain and last-mile costs on low-value baskets, against {competitors} that subsidise prices.',
        '单位经济难算：低客单价订单要承担损耗、冷链和最后一公里成本，还要面对{competitors}的价格补贴。',
      ),
      bi(
        'Local density decides profit: orders spread thinly over a city never pay for delivery.',
        '本地密度决定盈亏：订单如果分散在整个城市，配送成本永远收不回来。',
      ),
    ],
    suggestions: [
      bi(
        'Prove profitability in one residential compound or neighbourhood with a pickup point and a volunteer or paid group leader before expanding.',
        '先在一个小区或街区用自提点加团长模式跑通盈利，再考虑扩张。',
      ),
      bi(
        'Differentiate on a category (organic, regional specialities, halal) where {competitors} compete only on price.',
        '在{competitors}只拼价格的地方，用特色品类（有机、地方特产、清真）形成差异。',
      ),
    ],
    risks: [
      risk(
        'execution',
        'high',
        ['Spoilage and cold-chain failures', '损耗和冷链失误'],
        ['Pre-orders and next-day pickup', '预售加次日自提'],
      ),
      risk(
        'market',
        'high',
        ['Subsidy wars by giant platforms', '巨头平台的补贴战'],
        ['Niche assortment and loyal community', '特色品类和忠实社群'],
      ),
    ],
    channels: ['wechat-private', 'local-offline', 'referrals', 'online-communities'],
    sides: {
      supply: bi('suppliers and group leaders', '供货商和团长'),
      demand: bi('households', '居民'),
    },
    nextStep: bi(
      'Run a one-week pre-order test in a single residential compound this week: 30 {customer}, one pickup point, and count repeat orders.',
      '本周在一个小区做一周预售测试：招募 30 户{customer}，设一个自提点，统计复购订单数。',
    ),
    regulations: ['food'],
  },
  {
    id: 'food-delivery-restaurants',
    name: bi('Food delivery & restaurants', '外卖与餐饮'),
    keywords: {
      en: words(
        'restaurant*, food delivery, takeout, take-out, takeaway*, diner*, dining, chef*, menu*, cafe, cafes, café, cafés, coffee shop*, bistro*, catering, ghost kitchen*, cloud kitchen*, commercial kitchen*, shared kitchen*, food truck*, meal kit*, home-cooked, food waste, leftover food',
      ),
      zh: words(
        '外卖, 餐厅, 饭店, 餐饮, 点餐, 堂食, 订餐, 厨师, 私房菜, 食堂, 菜单, 团餐, 餐馆, 预制菜, 剩菜, 咖啡馆, 咖啡店',
      ),
    },
    weakKeywords: {
      en: words('food, meal*, lunch*, dinner*, kitchen*, cook*, reservation*'),
      zh: words('美食, 吃饭, 午餐, 晚餐, 做饭'),
    },
    customer: bi('independent restaurant owners', '独立餐饮老板'),
    problem: bi(
      'independent restaurants operate on thin margins, pay steep commissions to delivery apps and struggle with staffing, waste and repeat customers',
      '独立餐厅利润微薄，要向外卖平台支付高额抽成，还要应对人手不足、食材浪费和回头客少的问题',
    ),
    value: bi(
      'It can help {customer} earn more per order and keep their regulars, reducing dependence on the commissions of {competitors}.',
      '它可以帮{customer}提高每单利润、留住老顾客，减少对{competitors}高额抽成的依赖。',
    ),
    demand: bi(
      'Demand from {customer} is high (delivery is now a large share of restaurant sales), but the market is dominated by a few platforms and restaurants have little money or time for new tools.',
      '{customer}的需求很强，外卖已占餐厅营收的很大一部分；但市场被少数平台主导，餐厅也没有多少预算和精力尝试新工具。',
    ),
    competition: 'high',
    difficulty: 'medium',
    baseScore: 5.0,
    competitors: [
      competitor(
        'DoorDash',
        'global',
        ['US delivery leader with dense courier network', '美国外卖龙头，骑手网络密集'],
        ['High commissions anger restaurants', '高抽成引发商家不满'],
      ),
      competitor(
        'Uber Eats',
        'global',
        ['Global reach and bundling with Uber rides', '全球覆盖并与打车业务捆绑'],
        ['Thin margins, commoditised', '利润薄，同质化'],
      ),
      competitor(
        'Toast',
        'global',
        ['Restaurant POS and software suite', '餐厅收银和管理软件套件'],
        ['Hardware lock-in and fees', '硬件绑定和费用'],
      ),
      competitor(
        bi('Meituan', '美团'),
        'china',
        ['Dominant delivery and local-services super-app', '外卖和本地生活的超级平台'],
        ['Merchants complain about commissions and traffic fees', '商家抱怨抽成和推广费'],
      ),
      competitor(
        bi('Ele.me', '饿了么'),
        'china',
        ['Alibaba-backed delivery with Alipay traffic', '阿里系外卖平台，支付宝导流'],
        ['Number two in most cities', '多数城市排名第二'],
      ),
    ],
    challenges: [
      bi(
        "Platform dominance: {competitors} control diners' attention and couriers, so a new delivery app faces a brutal chicken-and-egg problem.",
        '平台垄断：{competitors}掌握着食客的注意力和骑手运力，新的外卖平台要面对极其残酷的冷启动难题。',
      ),
      bi(
        'Restaurants are hard customers: low margins, high staff turnover and little time to learn new software.',
        '餐厅是难服务的客户：利润低、员工流动大，几乎没时间学习新软件。',
      ),
    ],
    suggestions: [
      bi(
        'Sell to restaurants a tool that makes direct orders and repeat customers cheaper than commissions paid to {competitors}, and prove the saving in one month.',
        '为餐厅提供能让自有订单和回头客比{competitors}抽成更便宜的工具，并在一个月内证明省下的钱。',
      ),
      bi(
        'Win one street or food court first: ten restaurants close together make delivery and marketing economics work.',
        '先拿下一条街或一个美食城：十家相邻的餐厅才能让配送和营销的账算得过来。',
      ),
    ],
    risks: [
      risk(
        'market',
        'high',
        ['Platforms retaliate with exclusivity or fees', '平台以“二选一”或费用手段反制'],
        ['Stay complementary to platforms', '定位为平台的补充而非对手'],
      ),
      risk(
        'execution',
        'medium',
        ['Restaurants churn or close', '餐厅流失或倒闭'],
        ['Monthly plans with quick payback', '按月付费、回本快'],
      ),
    ],
    channels: ['local-offline', 'cold-email', 'partnerships', 'short-video'],
    sides: { supply: bi('restaurants', '餐厅'), demand: bi('diners', '食客') },
    nextStep: bi(
      'Visit 10 {customer} this week between lunch and dinner service and ask what they paid in delivery commissions last month and what they would change.',
      '本周在午市和晚市之间拜访 10 位{customer}，问清上个月交了多少外卖抽成、最想改变什么。',
    ),
    regulations: ['food'],
  },
  {
    id: 'food-beverage-products',
    name: bi('Food & beverage brands', '食品饮料品牌'),
    keywords: {
      en: words(
        'snack*, beverage*, soda*, soft drink*, energy drink*, sparkling water, coffee, tea, bubble tea, bakery, bakeries, sauce*, brew*, juice*, plant-based, protein bar*, kombucha, chocolate*, spice*, food brand*, packaged food, recipe*, vegan',
      ),
      zh: words(
        '零食, 饮料, 咖啡, 奶茶, 茶饮, 烘焙, 食品, 预制菜, 调味, 酱料, 代餐, 植物基, 果汁, 茶叶, 糕点, 新消费',
      ),
    },
    weakKeywords: {
      en: words('food, healthy, organic, flavor*, flavour*, drink*'),
      zh: words('美食, 健康, 有机, 口味, 配方'),
    },
    customer: bi('health-conscious consumers', '注重健康的消费者'),
    problem: bi(
      'consumers want tasty products that fit their health, budget or identity, but shelves are full of near-identical options',
      '消费者想要既好吃、又符合健康、预算或生活方式的产品，但货架上充斥着几乎一样的选择',
    ),
    value: bi(
      'It can give {customer} a product with a clear story and taste advantage, standing out from established brands like {competitors}.',
      '它可以用清晰的品牌故事和口味优势打动{customer}，在{competitors}等成熟品牌中脱颖而出。',
    ),
    demand: bi(
      'Demand from {customer} exists but is trend-driven: new brands can take off fast through social media, yet shelf space, distribution and repeat purchase decide who survives.',
      '{customer}的需求存在但受潮流驱动：新品牌借助社交媒体可以迅速起量，但能否活下来取决于渠道铺货和复购。',
    ),
    competition: 'high',
    difficulty: 'medium',
    baseScore: 5.8,
    competitors: [
      competitor(
        'Oatly',
        'global',
        ['Category-defining oat-milk brand', '燕麦奶品类的开创者'],
        ['Struggled with profitability', '长期难以盈利'],
        ['oat milk, plant-based milk, plant milk, milk*, dairy', '燕麦奶, 植物奶, 牛奶, 乳制品'],
      ),
      competitor(
        'Liquid Death',
        'global',
        ['Brand-led water that sells through humour', '靠幽默营销出圈的品牌饮用水'],
        ['Hard to replicate marketing-led growth', '营销驱动的增长难以复制'],
        ['water, drink*, beverage*', '饮用水, 矿泉水, 饮料'],
      ),
      competitor(
        'Olipop',
        'global',
        ['Fast-growing better-for-you soda', '增长迅速的健康型汽水'],
        ['Big soda brands launching copies', '传统饮料巨头推出模仿产品'],
        ['soda*, soft drink*, drink*, beverage*', '汽水, 饮料'],
      ),
      competitor(
        'Graze',
        'global',
        [
          'Healthy snack boxes by post, now also in supermarkets',
          '以健康零食订阅盒起家，现已进入商超',
        ],
        ['Subscribers drift away; it had to move into retail', '订阅用户流失，不得不转向零售渠道'],
        ['snack*', '零食'],
      ),
      competitor(
        'KIND Snacks',
        'global',
        ['Better-for-you snack bars sold almost everywhere', '健康零食棒，渠道几乎无处不在'],
        ['A crowded bar aisle full of look-alikes', '零食棒货架拥挤，同质化严重'],
        ['snack*, bar*', '零食, 能量棒'],
      ),
      competitor(
        bi('Genki Forest', '元气森林'),
        'china',
        ['Sugar-free drinks built through social media', '借助社交媒体打造的无糖饮料'],
        ['Slowing growth and channel battles', '增速放缓，渠道竞争激烈'],
        ['drink*, beverage*, soda*, sugar-free', '饮料, 汽水, 无糖, 气泡水'],
      ),
      competitor(
        bi('Three Squirrels', '三只松鼠'),
        'china',
        ['Online-first snack brand with enormous reach', '线上起家、覆盖面极广的零食品牌'],
        ['Thin margins under heavy platform fees', '平台费用高，利润微薄'],
        ['snack*, nut*', '零食, 坚果'],
      ),
      competitor(
        bi('Luckin Coffee', '瑞幸咖啡'),
        'china',
        ['App-based coffee chain with massive scale', '以 App 为核心的规模化咖啡连锁'],
        ['Price wars across the coffee market', '咖啡市场价格战'],
        ['coffee', '咖啡'],
      ),
    ],
    challenges: [
      bi(
        'Distribution and shelf space: retailers charge slotting fees and favour proven sellers like {competitors}.',
        '渠道和货架：商超收取进场费，并偏向{competitors}这类已被验证的品牌。',
      ),
      bi(
        'Manufacturing and working capital: minimum runs at co-packers and shelf-life limits tie up cash.',
        '生产和资金压力：代工厂有起订量，保质期又有限，大量占用现金。',
      ),
    ],
    suggestions: [
      bi(
        'Test the product at markets, pop-ups or online pre-orders with 100 real buyers and track the reorder rate before scaling production.',
        '先在市集、快闪店或线上预售中让 100 位真实顾客购买，跟踪复购率，再扩大生产。',
      ),
      bi(
        'Choose one channel to win first (DTC, one retail chain or cafés) instead of spreading thin against {competitors}.',
        '先集中拿下一个渠道（线上直营、一家连锁商超或咖啡店），不要与{competitors}全面铺开竞争。',
      ),
    ],
    risks: [
      risk(
        'compliance',
        'medium',
        ['Food-safety or labelling failure', '食品安全或标签违规'],
        ['Licensed co-packer and label review', '持证代工厂和标签审核'],
      ),
      risk(
        'market',
        'medium',
        ['Trend fades before repeat purchase builds', '潮流退去前没建立复购'],
        ['Build around taste and habit, not hype', '依靠口味和习惯，而非噱头'],
      ),
    ],
    channels: ['xiaohongshu', 'short-video', 'retail-marketplaces', 'local-offline'],
    sides: { supply: bi('producers', '生产商'), demand: bi('retailers', '零售商') },
    nextStep: bi(
      'Make a small batch this month and sell it to 50 {customer} at a local market or online; ask each buyer whether and why they would reorder.',
      '本月做一小批产品，在本地市集或线上卖给 50 位{customer}，逐一问他们会不会回购、为什么。',
    ),
    regulations: ['food'],
  },
  {
    id: 'travel-hospitality',
    name: bi('Travel & hospitality', '旅游与酒店'),
    keywords: {
      en: words(
        'travel*, trip*, hotel*, tourism, tourist*, vacation*, holiday*, itinerar*, hostel*, airbnb, flight*, backpack*, tour guide*, tours, short-term rental*, resort*, hospitality',
      ),
      zh: words(
        '旅游, 旅行, 酒店, 民宿, 景区, 攻略, 机票, 出游, 导游, 自由行, 度假, 露营, 研学, 文旅, 签证',
      ),
    },
    customer: bi('independent travellers', '自由行游客'),
    problem: bi(
      'planning a trip means hours across dozens of sites, inconsistent reviews and rigid packages, and things still go wrong on the road',
      '规划一次旅行要在几十个网站之间来回比较，评价良莠不齐，套餐又不够灵活，路上还是会出问题',
    ),
    value: bi(
      'It can give {customer} a trip that fits them with less planning effort, more personal than booking giants like {competitors}.',
      '它可以让{customer}少花时间规划，就能得到真正适合自己的行程，比{competitors}这类预订巨头更个性化。',
    ),
    demand: bi(
      'Demand from {customer} has fully recovered after the pandemic and keeps growing, but booking is dominated by a few online travel agencies and travel is infrequent, which makes repeat use hard.',
      '{customer}的需求已在疫情后全面恢复并持续增长；但预订环节被少数在线旅游平台垄断，加上出行频率低，很难形成高频使用。',
    ),
    competition: 'high',
    difficulty: 'medium',
    baseScore: 5.5,
    competitors: [
      competitor(
        'Booking.com',
        'global',
        ['Largest hotel inventory and marketing budget', '酒店库存最多，营销预算最大'],
        ['Transactional, little personalisation', '交易导向，个性化不足'],
      ),
      competitor(
        'Airbnb',
        'global',
        ['Unique stays and a trusted host community', '独特住宿和可信的房东社区'],
        ['Rising fees and regulation of short-term rentals', '费用上涨，短租监管收紧'],
      ),
      competitor(
        'Tripadvisor',
        'global',
        ['Huge review database', '庞大的点评数据库'],
        ['Losing traffic to search and AI', '流量被搜索引擎和 AI 分流'],
      ),
      competitor(
        bi('Trip.com / Ctrip', '携程'),
        'china',
        ["China's dominant travel booking platform", '国内最大的在线旅游预订平台'],
        ['Mass-market packages', '大众化套餐为主'],
      ),
      competitor(
        bi('Mafengwo', '马蜂窝'),
        'china',
        ['Travel guides and community content', '旅游攻略和社区内容'],
        ['Weak at converting content into bookings', '内容转化为预订的能力弱'],
      ),
    ],
    challenges: [
      bi(
        'Low frequency: people travel a few times a year, so acquisition cost must be recovered quickly, while {competitors} outspend everyone on ads.',
        '出行频率低：一年只出游几次，获客成本必须快速回收，而{competitors}的广告预算无人能及。',
      ),
      bi(
        'Supply access: inventory and best prices sit with hotels, airlines and OTAs, who protect their margins.',
        '供给难拿：库存和最优价格掌握在酒店、航司和在线旅游平台手中，它们会保护自己的利润。',
      ),
    ],
    suggestions: [
      bi(
        'Target a niche with specific needs (travellers with disabilities, digital nomads, family trips with toddlers) and earn through curated packages or commissions.',
        '瞄准有特殊需求的细分人群（无障碍出行、数字游民、带幼儿出游的家庭），通过精选产品或佣金赚钱。',
      ),
      bi(
        'Partner with local operators for inventory instead of competing with {competitors} for hotel rates.',
        '与当地运营商合作获取独特资源，而不是与{competitors}比拼酒店价格。',
      ),
    ],
    risks: [
      risk(
        'market',
        'medium',
        ['Seasonality and travel shocks', '季节性波动和突发事件冲击'],
        ['Diversify destinations and seasons', '分散目的地和季节'],
      ),
      risk(
        'compliance',
        'low',
        ['Package-travel and short-term rental rules', '包价旅游和短租法规'],
        ['Work with licensed travel agencies', '与持证旅行社合作'],
      ),
    ],
    channels: ['xiaohongshu', 'short-video', 'seo-content', 'influencers'],
    sides: {
      supply: bi('local guides and hosts', '本地向导和房东'),
      demand: bi('travellers', '游客'),
    },
    nextStep: bi(
      'Plan trips by hand for 5 {customer} this month for a fee, and note which parts of the work they value and which you could automate.',
      '本月以收费方式为 5 位{customer}手工规划行程，记录他们最看重哪部分、哪些环节可以自动化。',
    ),
  },
  {
    id: 'events-experiences',
    name: bi('Events, weddings & local experiences', '活动、婚礼与本地体验'),
    keywords: {
      en: words(
        'wedding*, bride*, groom*, event planning, event planner*, party planning, birthday part*, venue*, cooking class*, local experience*, ticketing, meetup*, bachelorette, baby shower*, event vendor*, caterer*, photographer*',
      ),
      zh: words(
        '婚礼, 婚庆, 备婚, 婚宴, 婚纱, 活动策划, 派对, 生日会, 场地预订, 会展, 体验课, 手工课, 烹饪课, 同城活动, 剧本杀, 票务, 演出',
      ),
    },
    weakKeywords: {
      en: words('event*, experiences, workshop*, classes, celebrat*'),
      zh: words('活动, 体验'),
    },
    customer: bi('couples and hosts planning an event', '正在筹备活动的新人和主办方'),
    problem: bi(
      'planning an event means juggling dozens of vendors, quotes and deadlines across spreadsheets and chat threads, with a fixed budget and a date that cannot move',
      '筹备一场活动要同时对接几十个商家、报价和时间节点，资料散落在表格和聊天记录里，预算有限、日期又不能改',
    ),
    value: bi(
      'It can give {customer} one place to find, compare and book, with clearer prices and fewer surprises than directories like {competitors}.',
      '它可以让{customer}在一个地方找商家、比价格、完成预订，比{competitors}这类信息平台价格更透明、意外更少。',
    ),
    demand: bi(
      'Demand from {customer} is steady and emotional (weddings and celebrations happen in every economy), but each of them buys rarely, so customers must be won cheaply or through the vendors who serve them.',
      '{customer}的需求稳定且感性（无论经济好坏，婚礼和庆祝都会发生），但每个人很少重复购买，所以获客必须便宜，或者借助为他们服务的商家。',
    ),
    competition: 'high',
    difficulty: 'medium',
    baseScore: 5.6,
    competitors: [
      competitor(
        'The Knot',
        'global',
        [
          'The best-known US wedding marketplace and planning tools',
          '美国知名度最高的婚礼商家平台和备婚工具',
        ],
        [
          'Vendors complain about paying for leads that do not book',
          '商家抱怨花钱买的线索难以成交',
        ],
        ['wedding*, bride*, groom*', '婚礼, 婚庆, 备婚'],
      ),
      competitor(
        'Zola',
        'global',
        ['Gift registry and planning tools couples like', '新人喜爱的礼物清单和备婚工具'],
        ['Used for one year, then forgotten', '只在备婚那一年使用，之后就被遗忘'],
        ['wedding*, registry', '婚礼, 备婚'],
      ),
      competitor(
        'Eventbrite',
        'global',
        ['Self-serve ticketing for millions of events', '数百万场活动在用的自助票务工具'],
        ['Fees and crowded discovery for small organisers', '手续费高，小型主办方难以被发现'],
        ['ticket*, event*, meetup*, conference*', '票务, 活动, 演出'],
      ),
      competitor(
        'Airbnb Experiences',
        'global',
        [
          "Local classes and tours sold to Airbnb's travellers",
          '向 Airbnb 旅客销售本地课程和游览体验',
        ],
        ['Demand rises and falls with travel', '需求随旅游淡旺季起伏'],
        ['experience*, class*, workshop*, tour*', '体验, 手工课, 烹饪课'],
      ),
      competitor(
        bi('Hunliji', '婚礼纪'),
        'china',
        [
          "China's leading wedding-planning app linking couples and vendors",
          '国内头部备婚 App，连接新人和婚庆商家',
        ],
        ['Depends on vendors buying advertising', '收入依赖商家购买广告'],
        ['wedding*', '婚礼, 婚庆, 备婚, 婚纱'],
      ),
      competitor(
        bi('Damai', '大麦'),
        'china',
        ['Dominant ticketing for concerts and shows', '演唱会和演出票务的头部平台'],
        ['Scalping and refund complaints', '黄牛和退票问题饱受诟病'],
        ['ticket*, concert*, show*', '票务, 演出, 演唱会'],
      ),
    ],
    challenges: [
      bi(
        'Rare purchases: a couple plans one wedding and a host a few parties, so every customer must be won anew, while {competitors} already own the search results.',
        '购买频率低：一对新人只办一次婚礼，一位主办方一年也办不了几场，每个客户都要重新获取，而{competitors}早已占据搜索入口。',
      ),
      bi(
        'Supply first: venues and vendors already pay for leads elsewhere, and will list and keep prices current only if you bring them bookings.',
        '先有供给：场地和商家已经在别处付费买线索，只有你能带来订单，他们才愿意入驻并及时更新价格。',
      ),
    ],
    suggestions: [
      bi(
        'Start with one event type in one city, and sign 20 good vendors before you market to a single customer.',
        '先做一个城市的一种活动类型，在向客户推广之前先签下 20 家优质商家。',
      ),
      bi(
        'Earn from the vendors (a commission per booking or a subscription) rather than from {customer}, who buy once.',
        '向商家收费（按成交抽佣或订阅），而不是向只买一次的{customer}收费。',
      ),
      bi(
        'Publish the real prices and honest reviews that {competitors} leave out; transparency is the wedge.',
        '公开{competitors}缺少的真实价格和真实评价，用透明度打开市场。',
      ),
    ],
    risks: [
      risk(
        'market',
        'medium',
        [
          'Seasonal, date-bound demand (wedding season, holidays)',
          '需求集中在特定季节和日期（婚礼季、节假日）',
        ],
        ['Add off-season event types and corporate events', '增加淡季活动类型和企业活动'],
      ),
      risk(
        'execution',
        'medium',
        ['A no-show vendor ruins a day that cannot be repeated', '商家爽约会毁掉无法重来的一天'],
        [
          'Vet vendors, hold deposits in escrow and keep backups',
          '严格审核商家，托管定金并准备备选',
        ],
      ),
    ],
    channels: ['xiaohongshu', 'influencers', 'seo-content', 'partnerships'],
    sides: {
      supply: bi('venues and event vendors', '场地和活动服务商'),
      demand: bi('couples and event hosts', '新人和活动主办方'),
    },
    nextStep: bi(
      'Interview 10 {customer} who held an event in the last year: what they booked, how they found each vendor, and what went wrong.',
      '访谈 10 位过去一年办过活动的{customer}：预订了哪些服务、如何找到每个商家、哪里出了问题。',
    ),
  },
  {
    id: 'fashion-beauty',
    name: bi('Fashion & beauty', '时尚与美妆'),
    keywords: {
      en: words(
        'fashion, cloth*, apparel, outfit*, wardrobe*, beauty, cosmetic*, skincare, skin care, makeup, haircut*, hairstyl*, nail*, salon*, jewel*, sneaker*, shoes, styling, stylist*, perfume*',
      ),
      zh: words(
        '服装, 穿搭, 时尚, 美妆, 护肤, 化妆品, 美甲, 美发, 衣服, 口红, 香水, 造型, 发型, 首饰, 鞋, 衣橱, 美容',
      ),
    },
    customer: bi('style-conscious young women', '注重穿搭和形象的年轻女性'),
    problem: bi(
      'shoppers buy clothes and beauty products that do not suit them, waste money on returns and trends, and get little personal advice',
      '消费者常买到不适合自己的衣服和化妆品，在退货和追潮流上浪费钱，却很少得到个性化建议',
    ),
    value: bi(
      'It can help {customer} look and feel their best with personal advice, a more tailored experience than {competitors}.',
      '它可以用个性化建议帮{customer}找到最适合自己的风格，比{competitors}提供更贴身的体验。',
    ),
    demand: bi(
      'Demand from {customer} is large and emotionally driven, but trends move fast, returns are costly and social platforms decide which brands get attention.',
      '{customer}的需求大且感性驱动；但潮流变化快、退货成本高，哪个品牌能被看到由社交平台说了算。',
    ),
    competition: 'high',
    difficulty: 'medium',
    baseScore: 5.6,
    competitors: [
      competitor(
        'SHEIN',
        'global',
        ['Ultra-fast fashion at very low prices', '极速上新、价格极低的快时尚'],
        ['Sustainability and quality criticism', '可持续性和质量饱受批评'],
      ),
      competitor(
        'Sephora',
        'global',
        ['Beauty retail leader with a strong loyalty programme', '美妆零售龙头，会员体系强大'],
        ['Mass experience, limited personal advice online', '线上个性化建议有限'],
      ),
      competitor(
        'Stitch Fix',
        'global',
        ['Personal styling by algorithm plus stylists', '算法加造型师的个人穿搭服务'],
        ['Declining customers and high costs', '用户下滑，成本高'],
      ),
      competitor(
        bi('Dewu (Poizon)', '得物'),
        'china',
        ['Authenticated sneakers and fashion for young buyers', '面向年轻人的潮鞋潮服鉴别电商'],
        ['Price premiums and authenticity disputes', '溢价和鉴别纠纷'],
      ),
      competitor(
        bi('Perfect Diary', '完美日记'),
        'china',
        ['Beauty brand built on Xiaohongshu and private traffic', '依靠小红书和私域起家的美妆品牌'],
        ['Heavy marketing spend, weak loyalty', '营销投入大，品牌忠诚度弱'],
      ),
    ],
    challenges: [
      bi(
        'Attention is expensive: {competitors} dominate feeds and search, and trends change faster than inventory can.',
        '注意力昂贵：{competitors}占据信息流和搜索，潮流的变化比库存周转还快。',
      ),
      bi(
        'Returns and sizing: fit and shade mismatches drive return rates that destroy margins.',
        '退货和尺码问题：尺码和色号不合适导致的高退货率会吞噬利润。',
      ),
    ],
    suggestions: [
      bi(
        'Serve an underserved body type, skin type or budget precisely (plus-size workwear, sensitive skin) and build content around it.',
        '精准服务一类被忽视的身材、肤质或预算人群（大码通勤装、敏感肌），围绕它打造内容。',
      ),
      bi(
        'Grow through creators on Xiaohongshu, Instagram and TikTok with measurable codes rather than brand ads.',
        '借助小红书、Instagram 和抖音的达人合作，用可追踪的优惠码带货，而不是投品牌广告。',
      ),
    ],
    risks: [
      risk(
        'market',
        'medium',
        ['Trend-driven demand collapses', '潮流驱动的需求骤降'],
        ['Core evergreen range', '保留长青核心款'],
      ),
      risk(
        'compliance',
        'low',
        ['Cosmetics ingredient and claim rules', '化妆品成分和功效宣称规定'],
        [
          'Register products (NMPA filing in China) and review claims',
          '完成备案（国内药监局备案）并审核宣传语',
        ],
      ),
    ],
    channels: ['xiaohongshu', 'influencers', 'short-video', 'retail-marketplaces'],
    sides: { supply: bi('stylists and sellers', '造型师和卖家'), demand: bi('shoppers', '消费者') },
    nextStep: bi(
      'Offer personal styling or product picks by hand to 10 {customer} this week via chat, and see how many buy what you recommend.',
      '本周通过聊天为 10 位{customer}手动提供穿搭或选品建议，看有多少人购买你推荐的商品。',
    ),
  },
  {
    id: 'creator-economy-media',
    name: bi('Creator economy & media', '内容创作与媒体'),
    keywords: {
      en: words(
        'creator*, influencer*, youtuber*, podcast*, newsletter*, youtube, vlog*, streamer*, music*, musician*, artist*, blog*, content creation, fans, fan club*, subscriber*, news, publishing, writer*, ebook*, audiobook*, novel*, comic*, film*, photograph*',
      ),
      zh: words(
        '自媒体, 博主, 网红, 创作者, 短视频, 直播, 播客, 内容创作, 音乐, 粉丝, 主播, UP主, 公众号, 视频号, 写作, 小说, 漫画, 摄影, 电影',
      ),
    },
    weakKeywords: { en: words('content, audience, video*, streaming'), zh: words('内容, 视频') },
    customer: bi('independent creators', '独立创作者'),
    problem: bi(
      'creators depend on platform algorithms that change without notice, and most earn little despite large audiences',
      '创作者依赖随时可能变化的平台算法，大多数人即使拥有不少粉丝，收入依然很低',
    ),
    value: bi(
      'It can give {customer} more income and control over their audience, complementing rather than fighting platforms such as {competitors}.',
      '它可以让{customer}获得更多收入、更能掌控自己的粉丝关系，与{competitors}等平台形成互补而非对抗。',
    ),
    demand: bi(
      "Demand from {customer} is large and growing (tens of millions worldwide), but most have little money to spend, so tools must pay for themselves through the creator's revenue.",
      '{customer}的需求庞大且在增长，全球有数千万人；但多数人预算很少，工具必须通过创作者的收入来为自己买单。',
    ),
    competition: 'high',
    difficulty: 'medium',
    baseScore: 5.8,
    competitors: [
      competitor(
        'YouTube',
        'global',
        ['Largest video platform with ad revenue share', '最大的视频平台，广告分成成熟'],
        ['Creators at the mercy of the algorithm', '创作者受制于算法'],
      ),
      competitor(
        'Patreon',
        'global',
        ['Membership income directly from fans', '让粉丝直接按月支持创作者'],
        ['Works mainly for creators with big audiences', '主要对大体量创作者有效'],
      ),
      competitor(
        'Substack',
        'global',
        ['Paid newsletters with built-in discovery', '付费邮件通讯并带推荐网络'],
        ['Mostly text-based writers', '以文字作者为主'],
      ),
      competitor(
        bi('Douyin', '抖音'),
        'china',
        ['Massive reach with live-commerce monetisation', '流量巨大，直播带货变现成熟'],
        ['Winner-takes-most; traffic is rented', '赢家通吃，流量是“租”来的'],
      ),
      competitor(
        bi('Xiaohongshu', '小红书'),
        'china',
        ['Trusted lifestyle recommendations', '可信的生活方式种草社区'],
        ['Monetisation for small creators is limited', '小创作者变现有限'],
      ),
    ],
    challenges: [
      bi(
        'Platform dependence: {competitors} control distribution and can copy any successful creator tool.',
        '平台依赖：{competitors}掌握分发渠道，还能复制任何成功的创作者工具。',
      ),
      bi(
        'The customers have little budget: most creators earn little, and the few who earn a lot have teams.',
        '客户预算有限：大多数创作者收入不高，而少数高收入创作者往往已有团队。',
      ),
    ],
    suggestions: [
      bi(
        'Focus on mid-sized creators (10k-200k followers) in one niche who earn money but have no team, and charge a share of revenue you create.',
        '聚焦某一领域中粉丝 1 万到 20 万、已有收入但没有团队的腰部创作者，按为其新增的收入分成收费。',
      ),
      bi(
        'Help creators own their audience (email lists, private groups, memberships) so value survives algorithm changes at {competitors}.',
        '帮助创作者把粉丝沉淀到自有渠道（邮件列表、私域社群、会员），让价值不受{competitors}算法变化影响。',
      ),
    ],
    risks: [
      risk(
        'market',
        'high',
        ['Platforms launch the same feature', '平台推出相同功能'],
        ['Multi-platform value and creator relationships', '跨平台价值和创作者关系'],
      ),
      risk(
        'compliance',
        'low',
        ['Copyright and content liability', '版权和内容责任'],
        ['Clear terms and takedown process', '明确条款和下架流程'],
      ),
    ],
    channels: ['influencers', 'short-video', 'online-communities', 'product-hunt'],
    sides: { supply: bi('creators', '创作者'), demand: bi('fans and brands', '粉丝和品牌方') },
    nextStep: bi(
      'Message 20 {customer} in one niche this week, get 5 on a call, and ask how they earned money last month and what took the most time.',
      '本周联系某一垂类的 20 位{customer}，约到 5 位通话，问他们上个月靠什么赚钱、什么最耗时间。',
    ),
  },
  {
    id: 'gaming',
    name: bi('Games', '游戏'),
    keywords: {
      en: words(
        'game, games, gaming, gamer*, esport*, e-sport*, mobile game*, indie game*, console*, steam, multiplayer, rpg, puzzle game*, roblox, twitch, gameplay, metaverse',
      ),
      zh: words('游戏, 电竞, 手游, 玩家, 网游, 桌游, 剧本杀, 主机游戏, 独立游戏, 元宇宙, 开黑'),
    },
    weakKeywords: { en: words('gamif*, play*'), zh: words('玩') },
    customer: bi('players in an underserved genre', '某一小众品类的玩家'),
    problem: bi(
      'players in niche genres are underserved by big studios, while thousands of new games launch every month and most are never discovered',
      '小众品类的玩家得不到大厂重视，而每个月又有成千上万款新游戏上线，绝大多数无人问津',
    ),
    value: bi(
      'It can give {customer} an experience built for them, something big platforms and publishers like {competitors} rarely prioritise.',
      '它可以为{customer}打造真正为他们设计的体验，这是{competitors}等大平台和大厂很少优先考虑的。',
    ),
    demand: bi(
      'Demand from {customer} is real but hit-driven: the games market is huge, yet discovery is brutal and a small share of titles takes most of the revenue.',
      '{customer}的需求真实存在，但游戏行业是“爆款驱动”的：市场巨大，获得曝光极难，少数作品拿走了大部分收入。',
    ),
    competition: 'high',
    difficulty: 'high',
    baseScore: 5.2,
    competitors: [
      competitor(
        'Roblox',
        'global',
        ['Huge young audience and creator economy', '庞大的年轻用户群和创作者经济'],
        ['Safety and monetisation concerns for kids', '儿童安全和变现方式饱受质疑'],
      ),
      competitor(
        'Steam (Valve)',
        'global',
        ['The default PC store and community', 'PC 游戏的默认商店和社区'],
        ['Discovery is hard among 10,000+ yearly releases', '每年上万款新作，曝光困难'],
      ),
      competitor(
        'Supercell',
        'global',
        ['Masters of long-lived mobile hits', '擅长长线运营的手游爆款'],
        ['Kills most prototypes; few new hits', '大量原型被砍，新爆款少'],
      ),
      competitor(
        bi('Tencent Games', '腾讯游戏'),
        'china',
        [
          'Largest publisher with WeChat/QQ distribution',
          '全球最大游戏发行商之一，拥有微信/QQ 流量',
        ],
        ['Big-bet portfolio, less niche focus', '偏大作组合，对小众关注少'],
      ),
      competitor(
        bi('miHoYo', '米哈游'),
        'china',
        [
          'Global hits with high production values (Genshin Impact)',
          '以《原神》为代表的高品质全球爆款',
        ],
        ['Very high production budgets', '研发投入极高'],
      ),
    ],
    challenges: [
      bi(
        'Hit-driven discovery: thousands of releases compete for attention, and {competitors} dominate stores and ads.',
        '爆款逻辑下的曝光难题：成千上万款游戏争夺注意力，而{competitors}占据商店推荐和广告位。',
      ),
      bi(
        'Content treadmill: players expect constant updates, which keeps costs high long after launch.',
        '内容更新压力：玩家期待持续更新，上线后成本仍居高不下。',
      ),
    ],
    suggestions: [
      bi(
        'Build a playable prototype in weeks and test it with 50 target players; proceed only if session length and day-7 retention beat genre benchmarks.',
        '用几周时间做出可玩原型，找 50 位目标玩家测试，只有当单次时长和 7 日留存超过品类基准时才继续投入。',
      ),
      bi(
        'Grow a community (Discord, TapTap, streamers) before launch so you are not dependent on store featuring.',
        '上线前先经营社区（Discord、TapTap、主播合作），不要只指望商店推荐。',
      ),
    ],
    risks: [
      risk(
        'market',
        'high',
        ['The game does not find an audience', '游戏找不到玩家'],
        ['Prototype testing and community before production', '量产前先做原型测试和社区'],
      ),
      risk(
        'compliance',
        'medium',
        ['Licensing in China and loot-box rules', '国内版号和抽卡机制监管'],
        ['Launch overseas first or with a licensed publisher', '先出海或与持有版号的发行商合作'],
      ),
    ],
    channels: ['online-communities', 'influencers', 'short-video', 'app-store'],
    sides: { supply: bi('game developers', '游戏开发者'), demand: bi('players', '玩家') },
    nextStep: bi(
      'Build a 10-minute playable prototype and get 30 {customer} to play it this month; measure how many ask to play again.',
      '本月做一个 10 分钟可玩的原型，请 30 位{customer}试玩，统计有多少人主动要求再玩。',
    ),
    regulations: ['games'],
  },
  {
    id: 'social-dating',
    name: bi('Social & dating', '社交与婚恋'),
    keywords: {
      en: words(
        'dating, singles, relationship*, matchmak*, social network*, friendship*, make friends, meet people, meet new people, lonely, loneliness, soulmate*, chat app*',
      ),
      zh: words('社交, 交友, 相亲, 婚恋, 约会, 脱单, 陌生人, 找对象, 搭子, 恋爱, 单身, 孤独'),
    },
    weakKeywords: {
      en: words('friends, social, chat*, meet*, companion*'),
      zh: words('朋友, 聊天'),
    },
    customer: bi('young urban singles', '城市年轻单身人群'),
    problem: bi(
      'people feel lonelier than ever, and dating and social apps are full of swiping fatigue, fake profiles and conversations that go nowhere',
      '人们比以往更孤独，而社交和婚恋软件里充斥着“刷卡疲劳”、虚假资料和无疾而终的聊天',
    ),
    value: bi(
      'It can give {customer} more genuine connections with less wasted time, a real alternative to the swipe mechanics of {competitors}.',
      '它可以让{customer}少浪费时间、建立更真实的连接，成为{competitors}滑卡模式之外的真正选择。',
    ),
    demand: bi(
      'Demand from {customer} is strong and persistent, but network effects favour incumbents, paying users are a minority and users leave once they succeed.',
      '{customer}的需求强烈且持久；但网络效应有利于现有平台，付费用户只占少数，而且用户一旦成功配对就会离开。',
    ),
    competition: 'high',
    difficulty: 'medium',
    baseScore: 4.9,
    competitors: [
      competitor(
        'Tinder',
        'global',
        ['Largest dating audience worldwide', '全球用户最多的约会应用'],
        ['Swipe fatigue and declining paying users', '滑卡疲劳，付费用户下降'],
      ),
      competitor(
        'Hinge',
        'global',
        [
          '"Designed to be deleted" positioning for serious daters',
          '“为被删除而设计”，面向认真恋爱的人',
        ],
        ['Owned by Match Group with similar mechanics', '隶属 Match 集团，机制趋同'],
      ),
      competitor(
        'Bumble',
        'global',
        ['Women-first approach and BFF friend mode', '女性优先，并有交友模式'],
        ['Growth stalled', '增长停滞'],
      ),
      competitor(
        bi('Tantan', '探探'),
        'china',
        ['Swipe dating for young Chinese users', '面向国内年轻人的滑卡交友'],
        ['Content safety and declining engagement', '内容安全压力，活跃度下降'],
      ),
      competitor(
        'Soul',
        'china',
        ['Interest-based anonymous social for Gen Z', '基于兴趣的 Z 世代匿名社交'],
        ['Monetisation and moderation costs', '变现和审核成本'],
      ),
    ],
    challenges: [
      bi(
        'Network effects: people join where others already are, and {competitors} have tens of millions of profiles.',
        '网络效应：人们只去有人的地方，而{competitors}已有数千万用户资料。',
      ),
      bi(
        'Safety and moderation: fake profiles, scams and harassment need continuous investment, and one incident can define the brand.',
        '安全与审核：虚假资料、诈骗和骚扰需要持续投入，一次事故就可能定义整个品牌。',
      ),
    ],
    suggestions: [
      bi(
        "Launch in one dense community first (one campus, one city's expat scene, one hobby) and run in-person events so the app never feels empty.",
        '先在一个密集的群体中上线（一所大学、一座城市的外籍圈、一个兴趣圈），配合线下活动，让产品从不显得冷清。',
      ),
      bi(
        "Make verification and safety the headline feature, since that is where {competitors} are weakest in users' eyes.",
        '把实名认证和安全作为核心卖点，这正是用户心中{competitors}最薄弱的地方。',
      ),
    ],
    risks: [
      risk(
        'market',
        'high',
        ['Empty network at launch', '上线时用户太少'],
        ['Launch in a single dense community', '在单一密集社群中上线'],
      ),
      risk(
        'compliance',
        'medium',
        ['User safety incidents and data leaks', '用户安全事件和数据泄露'],
        ['Verification, reporting and encryption', '实名认证、举报机制和加密'],
      ),
    ],
    channels: ['local-offline', 'online-communities', 'referrals', 'short-video'],
    sides: { supply: bi('members', '男性用户'), demand: bi('members', '女性用户') },
    nextStep: bi(
      'Host one in-person event for 30 {customer} this month using your matching idea by hand, and count how many want a second event.',
      '本月用你的匹配思路手动组织一场 30 位{customer}参加的线下活动，统计有多少人想参加下一场。',
    ),
    regulations: ['personal-data'],
  },
  {
    id: 'home-services',
    name: bi('Home services', '家政与上门服务'),
    keywords: {
      en: words(
        'cleaning, cleaner*, housekeep*, maid*, plumb*, electrician*, handyman, handymen, home repair*, repairs, renovat*, remodel*, moving service*, movers, laundry, gardening, landscap*, pest control, tradespeople, contractor*, home improvement',
      ),
      zh: words('家政, 保洁, 维修, 搬家, 装修, 保姆, 钟点工, 家电清洗, 开锁, 洗衣, 家居维修, 水电'),
    },
    weakKeywords: { en: words('repair*, home'), zh: words('上门') },
    customer: bi('busy urban households', '忙碌的城市家庭'),
    problem: bi(
      'finding a reliable cleaner or repair person is a gamble; quotes are opaque, no-shows are common and quality varies wildly',
      '找一个靠谱的保洁或维修师傅像赌运气，报价不透明、放鸽子常见、服务质量参差不齐',
    ),
    value: bi(
      'It can give {customer} vetted, on-time help at a clear price, with more quality control than listing sites like {competitors}.',
      '它可以为{customer}提供经过审核、准时上门、明码标价的服务，质量管控比{competitors}这类信息平台更严格。',
    ),
    demand: bi(
      'Demand from {customer} is large, recurring and local, but quality control is hard and good providers often take repeat customers off-platform.',
      '{customer}的需求大、重复且本地化；但服务质量难以把控，优秀的师傅也常把回头客带到平台之外。',
    ),
    competition: 'medium',
    difficulty: 'medium',
    baseScore: 5.9,
    competitors: [
      competitor(
        'Thumbtack',
        'global',
        ['Large US lead marketplace for local pros', '美国大型本地服务线索平台'],
        ['Pros pay for leads that may not convert', '师傅为可能不成交的线索付费'],
      ),
      competitor(
        'Angi',
        'global',
        ['Well-known brand for home projects', '家装项目的知名品牌'],
        ['Mixed reviews on quality and lead prices', '质量和线索价格评价不一'],
      ),
      competitor(
        'TaskRabbit',
        'global',
        ['Quick booking for small tasks (IKEA-owned)', '小任务快速预约（宜家旗下）'],
        ['Limited to simple jobs', '只适合简单任务'],
      ),
      competitor(
        bi('58 Daojia', '58到家'),
        'china',
        ['Broad home-services platform in China', '国内综合家政服务平台'],
        ['Inconsistent service quality', '服务质量不稳定'],
      ),
      competitor(
        bi('Tiane Daojia', '天鹅到家'),
        'china',
        ['Standardised cleaning and nanny services', '标准化保洁和保姆服务'],
        ['Labour supply and training costs', '劳动力供给和培训成本'],
      ),
    ],
    challenges: [
      bi(
        'Quality at scale: every visit is a human service, so vetting, training and insurance decide reputation, an area where {competitors} still get complaints.',
        '规模化下的质量问题：每一次上门都是人工服务，审核、培训和保险决定口碑，而{competitors}在这方面仍饱受投诉。',
      ),
      bi(
        'Leakage: once a customer finds a good provider, both sides have an incentive to skip the platform.',
        '跳单问题：客户找到满意的师傅后，双方都有绕开平台的动机。',
      ),
    ],
    suggestions: [
      bi(
        'Start with one service (deep cleaning or appliance repair) in one district, employ or tightly train the first providers, and sell recurring plans.',
        '从一个服务项目（深度保洁或家电维修）和一个区域做起，首批师傅自己雇用或严格培训，主推包月套餐。',
      ),
      bi(
        'Keep value on-platform with guarantees, insurance and easy rebooking so leakage does not pay.',
        '用服务保障、保险和一键复约让价值留在平台上，让跳单得不偿失。',
      ),
    ],
    risks: [
      risk(
        'execution',
        'high',
        ["Damage or safety incidents in customers' homes", '在客户家中造成损坏或安全事故'],
        ['Background checks and liability insurance', '背景审查和责任保险'],
      ),
      risk(
        'compliance',
        'medium',
        ['Worker classification rules for gig workers', '零工从业者的劳动关系认定'],
        ['Get employment advice early', '尽早咨询用工合规'],
      ),
    ],
    channels: ['local-offline', 'paid-search', 'referrals', 'wechat-private'],
    sides: {
      supply: bi('cleaners and handymen', '保洁员和维修师傅'),
      demand: bi('households', '家庭用户'),
    },
    nextStep: bi(
      'Take 10 real bookings from {customer} this week through a simple form, deliver them with providers you vetted yourself, and collect ratings.',
      '本周用一个简单表单接下{customer}的 10 个真实订单，由你亲自审核的师傅上门服务，并收集评价。',
    ),
  },
];
