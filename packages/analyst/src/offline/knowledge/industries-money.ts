import { bi, competitor, type Industry, risk, words } from './types.ts';

/** Money and property: payments, personal finance, insurance, crypto, accounting, real estate. */
export const MONEY_INDUSTRIES: readonly Industry[] = [
  {
    id: 'fintech-payments',
    name: bi('Fintech & payments', '金融科技与支付'),
    keywords: {
      en: words(
        'fintech, payment*, wallet*, bank*, neobank*, remittance*, money transfer*, cross-border, checkout, lend*, loan*, credit card*, bnpl, buy now pay later, microfinance, merchant payment*',
      ),
      zh: words(
        '支付, 收款, 转账, 钱包, 银行, 贷款, 借贷, 信贷, 网贷, 跨境支付, 汇款, 分期, 先买后付, 金融科技',
      ),
    },
    weakKeywords: { en: words('money, financ*, pay'), zh: words('金融, 借钱') },
    customer: bi('small merchants and underbanked consumers', '小微商户和传统金融服务不足的人群'),
    problem: bi(
      'moving, borrowing and accepting money is still slow, expensive or simply unavailable for many people and small businesses',
      '对很多个人和小微企业来说，收付款、转账和借贷仍然慢、贵，甚至根本用不上',
    ),
    value: bi(
      'It can make money movement cheaper, faster or more accessible for {customer}, a segment that {competitors} serve only with one-size-fits-all products.',
      '它可以让{customer}的资金往来更便宜、更快或更容易获得，而{competitors}只为这一群体提供标准化产品。',
    ),
    demand: bi(
      'Demand from {customer} is very large (every transaction is a market), but incumbents and big-tech wallets are entrenched, margins are thin, and trust plus licences are the entry ticket.',
      '{customer}的需求规模巨大，每一笔交易都是市场；但传统银行和超级钱包地位稳固，费率利润薄，信任和牌照是入场门票。',
    ),
    competition: 'high',
    difficulty: 'high',
    baseScore: 5.5,
    competitors: [
      competitor(
        'Stripe',
        'global',
        ['Best-in-class developer payments platform', '开发者体验一流的支付平台'],
        ['Less focused on very small offline merchants', '对线下微小商户覆盖较少'],
      ),
      competitor(
        'PayPal',
        'global',
        ['Massive consumer trust and merchant reach', '消费者信任度和商户覆盖面巨大'],
        ['Ageing product and high fees', '产品老化，手续费偏高'],
      ),
      competitor(
        'Wise',
        'global',
        ['Transparent low-cost cross-border transfers', '透明低价的跨境汇款'],
        ['Thin margins; heavy compliance load', '利润薄，合规负担重'],
      ),
      competitor(
        bi('Alipay', '支付宝'),
        'china',
        ['Ubiquitous wallet with credit and wealth products', '无处不在的钱包，叠加信贷和理财'],
        ['Regulators limit expansion; little room for niche needs', '监管限制扩张，难照顾细分需求'],
      ),
      competitor(
        bi('WeChat Pay', '微信支付'),
        'china',
        ['Embedded in daily social and mini-program use', '嵌入社交和小程序的日常场景'],
        ['Generic; does not solve vertical workflows', '通用工具，不解决垂直行业流程'],
      ),
    ],
    challenges: [
      bi(
        'Entrenched incumbents: {competitors} already own distribution and trust, and switching payment or banking providers is a hassle for customers.',
        '巨头盘踞：{competitors}已经掌握渠道和信任，而用户更换支付或银行服务的成本很高。',
      ),
      bi(
        'Fraud and credit losses can wipe out thin margins before scale arrives.',
        '欺诈和坏账可能在规模起来之前就吞掉微薄的利润。',
      ),
    ],
    suggestions: [
      bi(
        'Embed in one vertical workflow (e.g. payments inside software for salons or tradespeople) where {competitors} are generic, and earn on volume there.',
        '嵌入一个垂直行业的业务流程（例如美业门店或装修师傅的经营软件里的收款），在{competitors}做不深的地方赚取交易流水。',
      ),
      bi(
        "Model fraud and default rates conservatively and start with small limits that grow with each customer's history.",
        '保守估算欺诈率和违约率，从小额度起步，随用户信用记录逐步提额。',
      ),
    ],
    risks: [
      risk(
        'compliance',
        'high',
        ['Operating without the right licence', '无牌或超范围经营'],
        ['Partner with licensed institutions', '与持牌机构合作'],
      ),
      risk(
        'execution',
        'high',
        ['Fraud losses', '欺诈损失'],
        ['Risk scoring and transaction limits from day one', '从第一天起做风控评分和交易限额'],
      ),
    ],
    channels: ['partnerships', 'developer-communities', 'cold-email', 'wechat-private'],
    sides: { supply: bi('lenders', '资金方'), demand: bi('borrowers', '借款人') },
    nextStep: bi(
      'Interview 10 {customer} this week about how they pay, get paid and borrow today, and what each costs them in fees and time.',
      '本周访谈 10 位{customer}，了解他们现在如何收付款和借钱，以及每种方式花费了多少手续费和时间。',
    ),
    regulations: ['finance'],
  },
  {
    id: 'personal-finance',
    name: bi('Personal finance', '个人理财'),
    keywords: {
      en: words(
        'budget*, savings, save money, saving money, save for, saving for, emergency fund*, personal finance, invest, investing, investment*, retirement, stocks, stock market, wealth, expense track*, spending, debt*, financial literacy, net worth, frugal*',
      ),
      zh: words(
        '理财, 记账, 存钱, 攒钱, 投资, 基金, 股票, 财富, 省钱, 负债, 消费记录, 财商, 养老金',
      ),
    },
    weakKeywords: { en: words('money, financ*'), zh: words('钱') },
    customer: bi('young professionals managing their own money', '自己打理财务的年轻上班族'),
    problem: bi(
      'people do not know where their money goes, feel anxious about saving and investing, and find financial advice confusing or conflicted',
      '很多人不清楚钱花到了哪里，对存钱和投资感到焦虑，而理财建议要么难懂、要么别有用心',
    ),
    value: bi(
      'It can give {customer} clarity and a simple plan for their money, with a more honest, personal approach than {competitors}.',
      '它可以帮{customer}看清自己的钱，并给出简单可执行的计划，比{competitors}更诚实、更个性化。',
    ),
    demand: bi(
      'Demand from {customer} is broad and rises with every downturn, but willingness to pay for budgeting tools is modest and free apps from banks and brokers set price expectations.',
      '{customer}的需求广泛，每逢经济波动还会上升；但大家为记账和理财工具付费的意愿不高，银行和券商的免费 App 压低了价格预期。',
    ),
    competition: 'high',
    difficulty: 'medium',
    baseScore: 5.6,
    competitors: [
      competitor(
        'YNAB',
        'global',
        ['Loyal paying users of a clear budgeting method', '一套清晰的预算方法，付费用户忠诚'],
        ['Steep learning curve', '上手门槛高'],
      ),
      competitor(
        'Monarch Money',
        'global',
        ['Polished all-in-one money dashboard', '精致的一站式财务看板'],
        ['Subscription price deters casual users', '订阅价格劝退轻度用户'],
      ),
      competitor(
        'Robinhood',
        'global',
        ['Commission-free investing for young users', '面向年轻人的零佣金投资'],
        ['Criticised for gamifying trading', '被批评把交易游戏化'],
      ),
      competitor(
        bi('Suishouji', '随手记'),
        'china',
        ['Long-standing bookkeeping app with a big user base', '老牌记账 App，用户基数大'],
        [
          'Monetisation through financial product sales erodes trust',
          '靠导流理财产品变现，影响信任',
        ],
      ),
      competitor(
        bi('Ant Fortune', '蚂蚁财富'),
        'china',
        ['Fund sales built into Alipay', '内嵌于支付宝的基金销售平台'],
        ['Sales-driven rather than advice-driven', '以销售为导向，而非以建议为导向'],
      ),
    ],
    challenges: [
      bi(
        'Low willingness to pay: {competitors} and banks give similar tools away, so revenue often drifts to selling financial products, which hurts trust.',
        '付费意愿低：{competitors}和银行都在免费提供类似工具，收入容易滑向导流金融产品，反过来损害信任。',
      ),
      bi(
        'Data access: connecting bank accounts needs aggregators (Plaid) in the US and is restricted in China, where manual entry hurts retention.',
        '数据接入难：在美国需要 Plaid 等聚合服务连接银行账户，在国内接口受限，靠手动记账又会拖累留存。',
      ),
    ],
    suggestions: [
      bi(
        'Serve one life situation with a concrete goal (freelancers saving for taxes, couples merging finances, first-time investors) instead of generic budgeting.',
        '服务一个具体人生场景和明确目标（自由职业者预留税款、情侣共同理财、第一次投资的人），而不是泛泛的记账。',
      ),
      bi(
        'Charge a transparent fee from the start rather than earning on product referrals, and make that your trust advantage over {competitors}.',
        '从一开始就收取透明的服务费，而不是靠推荐金融产品赚佣金，并把这一点作为相对{competitors}的信任优势。',
      ),
    ],
    risks: [
      risk(
        'compliance',
        'medium',
        ['Giving regulated investment advice without a licence', '无资质提供受监管的投资建议'],
        ['Stay educational or partner with a licensed adviser', '定位为教育内容，或与持牌机构合作'],
      ),
      risk(
        'market',
        'medium',
        ['Users churn once the novelty of tracking fades', '记账新鲜感过后用户流失'],
        ['Automate and tie features to real goals', '自动化记录，并与真实目标挂钩'],
      ),
    ],
    channels: ['short-video', 'xiaohongshu', 'seo-content', 'app-store'],
    sides: { supply: bi('financial coaches', '理财顾问'), demand: bi('clients', '客户') },
    nextStep: bi(
      'Interview 10 {customer} this week: ask them to show how they tracked money last month and what they gave up on.',
      '本周访谈 10 位{customer}，请他们现场演示上个月是怎么管钱的、在哪一步放弃了。',
    ),
  },
  {
    id: 'insurtech',
    name: bi('Insurtech', '保险科技'),
    keywords: {
      en: words(
        'insur*, underwrit*, claims, policyholder*, reinsur*, actuar*, renters insurance, pet insurance, car insurance, health insurance, life insurance, travel insurance, home insurance',
      ),
      zh: words('保险, 保单, 理赔, 投保, 承保, 保费, 核保, 险种'),
    },
    customer: bi('households and small businesses buying cover', '购买保险的家庭和小企业'),
    problem: bi(
      'insurance is confusing to buy, slow to claim and priced with little regard for individual risk',
      '保险买起来看不懂、理赔慢，定价也很少考虑个人的真实风险',
    ),
    value: bi(
      'It can make cover simpler, fairer and faster to claim for {customer}, building on what {competitors} proved about digital distribution.',
      '它可以让{customer}的投保更简单、定价更公平、理赔更快，在{competitors}验证过的线上化路径上更进一步。',
    ),
    demand: bi(
      'Demand from {customer} is structural (much insurance is mandatory or essential), but acquisition costs are high and margins depend on underwriting discipline.',
      '{customer}的需求是刚性的，很多保险属于强制或必需；但获客成本高，利润取决于核保和风控能力。',
    ),
    competition: 'medium',
    difficulty: 'high',
    baseScore: 5.2,
    competitors: [
      competitor(
        'Lemonade',
        'global',
        ['Slick app and instant AI-driven claims', '体验流畅的 App，AI 秒级理赔'],
        ['Loss ratios have been hard to control', '赔付率长期难以控制'],
      ),
      competitor(
        'Root Insurance',
        'global',
        ['Telematics-based car insurance pricing', '基于驾驶行为数据的车险定价'],
        ['Heavy losses during scale-up', '扩张期亏损严重'],
      ),
      competitor(
        'Policygenius',
        'global',
        ['Comparison marketplace across carriers', '跨保险公司的比价平台'],
        ['Lead-generation economics, little differentiation', '靠卖线索赚钱，差异化不足'],
      ),
      competitor(
        bi('ZhongAn', '众安保险'),
        'china',
        [
          "China's first internet-only insurer, embedded in e-commerce",
          '国内首家互联网保险公司，深度嵌入电商场景',
        ],
        ['Small-ticket products with thin margins', '小额险种利润薄'],
      ),
      competitor(
        bi('Waterdrop', '水滴保'),
        'china',
        ['Huge traffic from crowdfunding and health products', '众筹和健康险带来巨大流量'],
        ['Aggressive sales practices drew regulatory scrutiny', '激进销售引发监管关注'],
      ),
    ],
    challenges: [
      bi(
        'Capital and licensing: you need a carrier partner and regulatory approval before selling a single policy, and {competitors} already have them.',
        '资本和牌照门槛：卖出第一张保单之前，就需要保险公司合作和监管许可，而{competitors}早已具备。',
      ),
      bi(
        'Underwriting risk: growing fast with mispriced risk creates losses that show up only a year later.',
        '核保风险：定价不准的快速增长，会在一年后以巨额赔付的形式显现。',
      ),
    ],
    suggestions: [
      bi(
        "Start as a distribution or claims-experience layer for an existing carrier in one narrow product (e.g. cover for freelancers' equipment) rather than carrying risk.",
        '先作为现有保险公司的销售或理赔服务层，从一个窄险种切入（例如自由职业者的设备险），而不是自己承担风险。',
      ),
      bi(
        'Use an embedded channel (a platform your customers already use) to bring acquisition cost below the first-year premium.',
        '借助嵌入式渠道（客户已经在用的平台）把获客成本压到首年保费以下。',
      ),
    ],
    risks: [
      risk(
        'compliance',
        'high',
        ['Selling without the proper licence or misleading sales', '无资质销售或误导销售'],
        ['Licensed partner and compliance review of all copy', '持牌合作并审核所有宣传话术'],
      ),
      risk(
        'market',
        'high',
        ['Loss ratio above plan', '赔付率超出预期'],
        ['Small limits and reinsurance', '小额度起步并安排再保险'],
      ),
    ],
    channels: ['partnerships', 'paid-search', 'seo-content', 'wechat-private'],
    sides: { supply: bi('insurers', '保险公司'), demand: bi('policyholders', '投保人') },
    nextStep: bi(
      'Interview 10 {customer} this week about their last purchase or claim, and ask an insurance broker what carriers would need to partner.',
      '本周访谈 10 位{customer}，了解他们最近一次投保或理赔的经历，并请教一位保险经纪人：保险公司愿意合作需要满足什么条件。',
    ),
    regulations: ['insurance'],
  },
  {
    id: 'crypto-web3',
    name: bi('Crypto & Web3', '加密货币与 Web3'),
    keywords: {
      en: words(
        'crypto*, bitcoin*, blockchain*, ethereum, nft*, defi, web3, stablecoin*, dao, dapp*, token*, smart contract*, wallet address*, solana',
      ),
      zh: words(
        '加密货币, 虚拟货币, 数字货币, 比特币, 区块链, 以太坊, 代币, 币圈, 稳定币, 数字藏品, 链上, Web3',
      ),
    },
    customer: bi('crypto holders and traders', '加密资产持有者和交易者'),
    problem: bi(
      'crypto products are hard to use safely; users lose funds to hacks, scams and mistakes, and yields or prices swing wildly',
      '加密产品很难安全使用，用户常因黑客、骗局和操作失误损失资金，收益和价格也剧烈波动',
    ),
    value: bi(
      'It can give {customer} a safer, simpler experience than {competitors}, provided the regulatory model is settled first.',
      '它可以为{customer}提供比{competitors}更安全、更易用的体验，前提是先把合规模式想清楚。',
    ),
    demand: bi(
      'Demand from {customer} is real but cyclical, rising and falling with token prices; institutional interest is growing while consumer trust was hit by exchange and lending collapses.',
      '{customer}的需求真实存在但周期性很强，随币价涨跌；机构兴趣在上升，但交易所和借贷平台的接连暴雷重创了普通用户的信任。',
    ),
    competition: 'high',
    difficulty: 'high',
    baseScore: 4.8,
    competitors: [
      competitor(
        'Coinbase',
        'global',
        ['Regulated, trusted US exchange', '受监管、可信度高的美国交易所'],
        ['High fees for retail users', '散户手续费高'],
      ),
      competitor(
        'Binance',
        'global',
        ['Largest exchange by volume with many products', '交易量最大的交易所，产品线丰富'],
        ['Repeated regulatory actions', '屡受监管处罚'],
      ),
      competitor(
        'Aave',
        'global',
        ['Leading decentralised lending protocol', '头部去中心化借贷协议'],
        ['Complex for mainstream users', '对普通用户过于复杂'],
      ),
      competitor(
        'MetaMask',
        'global',
        ['Default self-custody wallet for Ethereum', '以太坊默认的自托管钱包'],
        ['Easy to make costly mistakes', '操作失误代价高'],
      ),
      competitor(
        'OKX',
        'global',
        ['Large exchange with Web3 wallet', '大型交易所并提供 Web3 钱包'],
        ['Cannot serve mainland China legally', '无法合法服务中国大陆用户'],
      ),
    ],
    challenges: [
      bi(
        'Security: smart-contract bugs and hacks have drained even well-funded projects; one exploit can end the company.',
        '安全问题：智能合约漏洞和黑客攻击让不少资金雄厚的项目血本无归，一次漏洞就可能让公司倒下。',
      ),
      bi(
        'Cyclical trust and demand: after exchange and lender collapses, users compare every newcomer with {competitors} on safety first.',
        '信任和需求的周期性：在交易所和借贷平台暴雷之后，用户会先拿安全性和{competitors}比较。',
      ),
    ],
    suggestions: [
      bi(
        'Solve a non-speculative problem (payments, payroll in stablecoins, compliance tooling) so demand survives the next bear market.',
        '解决非投机性的问题（稳定币支付、跨境薪资发放、合规工具），让需求能穿越下一个熊市。',
      ),
      bi(
        'Budget for two independent smart-contract audits and a bug bounty before holding any user funds.',
        '在托管任何用户资金之前，预留两次独立合约审计和漏洞赏金的预算。',
      ),
    ],
    risks: [
      risk(
        'compliance',
        'high',
        [
          'Service classified as unlicensed securities or money transmission',
          '业务被认定为无牌证券或资金业务',
        ],
        ['Legal opinion and a clear jurisdiction', '取得法律意见并选择明确的司法辖区'],
      ),
      risk(
        'technical',
        'high',
        ['Smart-contract exploit', '智能合约被攻击'],
        ['Audits, limits, bug bounty', '审计、限额和漏洞赏金'],
      ),
    ],
    channels: ['online-communities', 'developer-communities', 'influencers', 'partnerships'],
    sides: { supply: bi('lenders', '出借方'), demand: bi('borrowers', '借款方') },
    nextStep: bi(
      'Book a call with a crypto-specialist lawyer this week and interview 10 {customer} about the last time they lost money or gave up on a crypto product.',
      '本周约一位加密领域律师做合规咨询，并访谈 10 位{customer}，了解他们最近一次亏钱或放弃某个加密产品的原因。',
    ),
    regulations: ['crypto'],
  },
  {
    id: 'accounting-back-office',
    name: bi('Accounting & finance operations', '财税与企业财务'),
    keywords: {
      en: words(
        'invoice*, invoicing, bookkeep*, accounting, accountant*, expense report*, expense management, payroll, tax, reconcil*, accounts payable, accounts receivable, receipt*, cash flow, cfo*, erp',
      ),
      zh: words(
        '发票, 财务, 报销, 会计, 税务, 报税, 对账, 应收, 应付, 工资, 代账, 现金流, 记账报税, 财税',
      ),
    },
    customer: bi('small-business owners and their accountants', '小微企业老板和财务人员'),
    problem: bi(
      'finance admin eats hours every week; chasing invoices, matching payments, filing expenses and preparing taxes by hand, with costly mistakes',
      '财务杂事每周吞掉大量时间，催款、对账、报销、报税都靠手工，还容易出错造成损失',
    ),
    value: bi(
      'It can give {customer} back hours every week and get them paid faster, with a focus and price point that suites like {competitors} do not match for this segment.',
      '它可以每周为{customer}节省数小时并加快回款，在这一细分市场上比{competitors}这类综合套件更专注、更实惠。',
    ),
    demand: bi(
      'Demand from {customer} is steady and budgeted: every company must invoice, pay and file taxes, and buyers pay readily for software that saves measurable time or speeds up cash collection.',
      '{customer}的需求稳定且有预算：每家企业都要开票、付款和报税，只要能节省可量化的时间或加快回款，客户愿意付费。',
    ),
    competition: 'high',
    difficulty: 'medium',
    baseScore: 6.6,
    competitors: [
      competitor(
        'QuickBooks',
        'global',
        [
          'Default small-business ledger with a huge accountant network',
          '小企业默认的账务软件，会计师生态庞大',
        ],
        ['Bloated and increasingly expensive', '功能臃肿，价格不断上涨'],
      ),
      competitor(
        'Xero',
        'global',
        ['Clean cloud accounting with a big app marketplace', '简洁的云会计，应用生态丰富'],
        ['Weaker in the US market', '在美国市场相对较弱'],
      ),
      competitor(
        'BILL',
        'global',
        ['Accounts-payable and receivable automation', '应付应收流程自动化'],
        [
          'Priced for mid-market, complex for micro businesses',
          '定价面向中型企业，对小微企业偏复杂',
        ],
      ),
      competitor(
        bi('Kingdee', '金蝶'),
        'china',
        [
          'Leading Chinese finance software with SME cloud products',
          '国内领先的财务软件，有中小企业云产品',
        ],
        ['Heavy implementation for small teams', '对小团队而言实施较重'],
      ),
      competitor(
        bi('Yonyou', '用友'),
        'china',
        ['Enterprise ERP incumbent', '企业 ERP 老牌厂商'],
        ['Slow and costly for small companies', '对小公司来说慢且贵'],
      ),
    ],
    challenges: [
      bi(
        'Integration depth: customers will not switch unless you plug into the ledger they already use ({competitors}) and their bank feeds.',
        '集成深度：如果不能接入客户已在用的账务系统（{competitors}）和银行流水，客户不会切换。',
      ),
      bi(
        'Accuracy and accountability: a single wrong tax or payment entry costs the customer real money, so trust builds slowly.',
        '准确性和责任：一次报税或付款出错就会造成真实损失，信任建立得很慢。',
      ),
    ],
    suggestions: [
      bi(
        'Go deep for one vertical (e.g. construction subcontractors or agencies) and integrate with {competitors} rather than replacing them.',
        '深耕一个垂直行业（例如装修分包商或广告代理），选择与{competitors}集成而不是替代它们。',
      ),
      bi(
        'Sell through accountants and bookkeepers: one firm that recommends you brings dozens of clients.',
        '通过代账公司和会计师销售：一家推荐你的代账机构能带来几十家客户。',
      ),
    ],
    risks: [
      risk(
        'technical',
        'medium',
        ['Errors in tax or payment data', '税务或付款数据出错'],
        ['Human review queues and audit trails', '人工复核队列和审计留痕'],
      ),
      risk(
        'market',
        'medium',
        ['Incumbents bundle the feature', '老牌厂商把功能打包免费提供'],
        ['Vertical depth and faster onboarding', '垂直行业深度和更快的上手'],
      ),
    ],
    channels: ['partnerships', 'linkedin-outbound', 'seo-content', 'cold-email'],
    sides: { supply: bi('bookkeepers', '代账会计'), demand: bi('small businesses', '小微企业') },
    nextStep: bi(
      'Shadow 5 {customer} for an hour each this week while they do their invoicing and month-end close, and time every manual step.',
      '本周旁观 5 位{customer}各一小时，看他们开票和月末结账的全过程，并记录每个手工步骤耗时多少。',
    ),
  },
  {
    id: 'real-estate-proptech',
    name: bi('Real estate & proptech', '房产与物业科技'),
    keywords: {
      en: words(
        'real estate, property, properties, rental propert*, rent payment*, rental home*, rental apartment*, landlord*, tenant*, apartment*, housing, mortgage*, home buyer*, homebuyer*, realtor*, property manag*, flatmate*, roommate*, lease*',
      ),
      zh: words('房产, 租房, 房东, 租客, 二手房, 物业, 公寓, 房地产, 买房, 房贷, 长租, 合租, 看房'),
    },
    // Renting alone is not property: camping gear and cargo bikes are rented too.
    weakKeywords: { en: words('rent, rental*, renting'), zh: [] },
    customer: bi('renters and small landlords', '租客和小房东'),
    problem: bi(
      'finding, renting and managing property is opaque and paperwork-heavy, with fake listings, hidden fees and slow maintenance',
      '找房、租房和管房的过程信息不透明、手续繁琐，假房源、隐性收费和维修拖延屡见不鲜',
    ),
    value: bi(
      'It can make the process more transparent and less painful for {customer} than portals like {competitors}, which are built around listings and agents.',
      '它可以让{customer}的租房管房过程更透明、更省心，而{competitors}这类平台是围绕房源和中介构建的。',
    ),
    demand: bi(
      'Demand from {customer} is huge and recurring (every move, every lease), but it follows the property cycle and portals control listing supply.',
      '{customer}的需求巨大且反复出现（每次搬家、每份租约）；但它跟随房地产周期波动，房源供给掌握在大平台手里。',
    ),
    competition: 'high',
    difficulty: 'medium',
    baseScore: 5.7,
    competitors: [
      competitor(
        'Zillow',
        'global',
        ['Dominant US listings portal with massive traffic', '美国流量最大的房源平台'],
        ['Monetises agents, not renters', '向经纪人收费，而不是为租客服务'],
      ),
      competitor(
        'Redfin',
        'global',
        ['Tech-enabled brokerage with lower fees', '技术驱动的低佣金经纪'],
        ['Tied to the sales cycle', '受房屋交易周期影响大'],
      ),
      competitor(
        'Opendoor',
        'global',
        ['Instant cash offers for home sellers', '为卖房者提供即时现金报价'],
        ['Balance-sheet risk in downturns', '下行周期资产负债风险大'],
      ),
      competitor(
        bi('Beike', '贝壳找房'),
        'china',
        [
          'Largest housing platform with verified listings (Lianjia network)',
          '国内最大的居住服务平台，依托链家真房源',
        ],
        ['Agent-centric commissions', '以经纪人佣金为核心'],
      ),
      competitor(
        bi('Ziroom', '自如'),
        'china',
        ['Branded long-term rental apartments', '品牌化长租公寓'],
        ['Asset-heavy; past trust issues (formaldehyde)', '重资产，曾出现甲醛等信任危机'],
      ),
    ],
    challenges: [
      bi(
        'Listing supply is controlled by {competitors} and agents; without inventory, a new portal has nothing to show.',
        '房源供给被{competitors}和中介掌控，没有房源，新平台就没有可展示的内容。',
      ),
      bi(
        'Transaction frequency is low for buyers, so acquisition cost must be recovered from a single deal.',
        '买房频次低，获客成本必须在一次交易里收回。',
      ),
    ],
    suggestions: [
      bi(
        'Serve the landlord or property-manager side with a workflow tool (rent collection, maintenance) first; that brings inventory you can later open to renters.',
        '先为房东或物业管理方提供工作流工具（收租、报修），有了房源之后再对租客开放。',
      ),
      bi(
        'Pick one city and one segment (student housing, short-term corporate rentals) where {competitors} are weak.',
        '选定一个城市和一个细分场景（学生公寓、企业短租），在{competitors}薄弱的地方切入。',
      ),
    ],
    risks: [
      risk(
        'market',
        'medium',
        ['Housing downturn cuts transaction volume', '楼市下行导致交易量萎缩'],
        [
          'Rental and management revenue over sales commissions',
          '偏重租赁和管理收入，而非买卖佣金',
        ],
      ),
      risk(
        'compliance',
        'medium',
        ['Fair-housing and deposit-handling rules', '公平住房和押金监管规定'],
        ['Escrow through licensed partners', '通过持牌机构托管押金'],
      ),
    ],
    channels: ['seo-content', 'local-offline', 'online-communities', 'partnerships'],
    sides: { supply: bi('landlords', '房东'), demand: bi('tenants', '租客') },
    nextStep: bi(
      'Interview 10 {customer} this week about their last move or lease renewal and list every step that cost them time or money.',
      '本周访谈 10 位{customer}，复盘他们最近一次找房或续租的经历，列出每一个耗费时间或金钱的环节。',
    ),
  },
];
