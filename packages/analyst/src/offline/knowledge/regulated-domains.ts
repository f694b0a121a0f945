import { bi, type RegulatedDomain, words } from './types.ts';

/** Regulated domains, their triggers and the concrete rules an idea there must plan for. */
export const REGULATED_DOMAINS: readonly RegulatedDomain[] = [
  {
    id: 'health',
    name: { en: 'health and medical data', zh: '医疗健康' },
    keywords: {
      en: words(
        'health data, health record*, medical, patient*, diagnos*, clinic*, telemedicine, telehealth, prescription*, symptom*, ehr, therap*, disease*, medication*, blood pressure, glucose, mental health',
      ),
      zh: words(
        '医疗, 病历, 问诊, 诊断, 处方, 患者, 病人, 医院, 诊所, 健康数据, 远程医疗, 慢病, 用药, 血压, 血糖, 心理咨询, 心理治疗',
      ),
    },
    severity: 'high',
    challenge: {
      en: 'Health data is heavily regulated: HIPAA (with business associate agreements) in the US, GDPR special-category consent in the EU and PIPL sensitive-data consent in China; software that diagnoses or recommends treatment can count as a medical device (FDA software-as-a-medical-device rules, NMPA registration in China).',
      zh: '健康数据受到严格监管：在国内属于《个人信息保护法》规定的敏感个人信息，需要单独同意；涉及诊断或治疗建议的软件可能被认定为医疗器械，需要药监局（NMPA）注册，互联网诊疗还需依托有资质的医疗机构；面向美国或欧盟用户还要满足 HIPAA 和 GDPR。',
    },
    suggestion: {
      en: 'Stay on the wellness side of the line at first (tracking and education, no diagnosis), get a healthcare-privacy lawyer to map HIPAA/GDPR duties in week one, and use HIPAA-eligible hosting with signed BAAs.',
      zh: '起步阶段先做健康管理和科普（不做诊断），第一周就请熟悉医疗合规的律师梳理《个人信息保护法》和医疗器械要求，数据存储在境内并做好加密和单独授权。',
    },
    gdpr: true,
    regionIssues: [
      bi(
        'US: HIPAA, FDA software-as-a-medical-device guidance',
        '美国：HIPAA、FDA 医疗器械软件指南',
      ),
      bi(
        'EU: GDPR Article 9 special-category data, MDR',
        '欧盟：GDPR 第 9 条特殊类别数据、医疗器械法规 MDR',
      ),
      bi(
        'China: PIPL sensitive personal information, NMPA device registration, internet-hospital rules',
        '中国：《个人信息保护法》敏感个人信息、NMPA 医疗器械注册、互联网医院管理办法',
      ),
    ],
  },
  {
    id: 'finance',
    name: { en: 'payments, lending and investment', zh: '支付、借贷与投资' },
    keywords: {
      en: words(
        'payment*, lend*, loan*, credit card*, credit score*, credit line*, consumer credit, bank*, wallet*, remittance*, money transfer*, brokerage, trading, robo-advis*, investment advice, bnpl, buy now pay later, microfinance, deposits',
      ),
      zh: words(
        '支付, 贷款, 借贷, 信贷, 放贷, 网贷, 转账, 钱包, 理财产品, 炒股, 基金, 代销, 先买后付, 分期',
      ),
    },
    severity: 'high',
    challenge: {
      en: 'Moving or lending money needs licences: money-transmitter licences state by state (or an e-money licence in the EU), lending licences and fair-lending rules, plus KYC/AML checks on every customer; a licensed banking or payments partner is usually the only realistic start.',
      zh: '资金业务必须持牌：支付需要央行支付业务许可证，放贷需要小贷或消费金融牌照，理财与基金销售需要相应资质，并且每个客户都要做实名认证（KYC）和反洗钱（AML）审查；初创公司通常只能与持牌机构合作起步。',
    },
    suggestion: {
      en: 'Launch on top of a licensed partner (a sponsor bank or a payments provider such as Stripe) instead of seeking your own licence, and budget for KYC/AML tooling from the first user.',
      zh: '不要一开始就自己申请牌照，先与持牌银行、支付机构或助贷合规方合作起步，并从第一个用户开始就预留实名认证和反洗钱的成本。',
    },
    gdpr: true,
    regionIssues: [
      bi(
        'US: state money-transmitter licences, CFPB, Bank Secrecy Act',
        '美国：各州货币转移牌照、CFPB、《银行保密法》',
      ),
      bi('EU: PSD2 / e-money licence, AMLD', '欧盟：PSD2 支付指令、电子货币牌照、反洗钱指令'),
      bi(
        'China: PBOC payment licence, micro-lending and consumer-finance licences',
        '中国：央行支付牌照、小额贷款及消费金融牌照',
      ),
    ],
  },
  {
    id: 'insurance',
    name: { en: 'insurance', zh: '保险' },
    keywords: {
      en: words(
        'sell insurance, selling insurance, insurance polic*, insurance product*, underwrit*, reinsur*, microinsurance, insurance for, renters insurance, pet insurance, car insurance, health insurance, life insurance, travel insurance, insure, insuring',
      ),
      zh: words(
        '卖保险, 保险产品, 保单, 投保, 承保, 车险, 寿险, 意外险, 宠物险, 医疗险, 互联网保险',
      ),
    },
    severity: 'high',
    challenge: {
      en: 'Selling insurance requires a licence (carrier, MGA or broker in every state or country served), capital requirements and regulated pricing; most insurtechs start as a licensed agent on top of an established carrier.',
      zh: '销售保险必须持牌（保险公司、保险代理或经纪牌照），产品定价和条款受银保监管；绝大多数保险科技公司都是先作为持牌代理或经纪，与成熟保险公司合作起步。',
    },
    suggestion: {
      en: 'Partner with an established carrier and start as a licensed agent or MGA; own the customer experience and data, not the balance sheet.',
      zh: '与成熟保险公司合作，以持牌代理或经纪身份起步：掌握用户体验和数据，而不是自己承担承保风险。',
    },
    gdpr: true,
    regionIssues: [
      bi(
        'US: state insurance departments, producer licensing',
        '美国：各州保险监管部门、代理人资格',
      ),
      bi(
        'China: NFRA (former CBIRC) licensing for internet insurance',
        '中国：国家金融监督管理总局互联网保险业务监管',
      ),
    ],
  },
  {
    id: 'crypto',
    name: { en: 'crypto assets', zh: '加密资产' },
    keywords: {
      en: words(
        'crypto*, bitcoin*, blockchain*, ethereum, nft*, defi, stablecoin*, web3, token sale*, dao',
      ),
      zh: words(
        '加密货币, 虚拟货币, 数字货币, 比特币, 区块链, 以太坊, 代币, 币圈, 稳定币, NFT, 数字藏品',
      ),
    },
    severity: 'high',
    challenge: {
      en: 'Crypto rules are strict and shifting: exchanges, custody and lending need registrations (SEC/CFTC and state licences in the US, MiCA in the EU), and mainland China bans crypto trading and token issuance outright.',
      zh: '加密资产监管严格且变化快：中国大陆全面禁止虚拟货币交易、代币发行和相关金融服务；海外的交易、托管和借贷业务也需要注册或持牌（美国 SEC/CFTC 与州牌照、欧盟 MiCA）。',
    },
    suggestion: {
      en: 'Get a crypto-specialist legal opinion on whether your token or service is a security before writing code, and pick one jurisdiction with a clear regime (e.g. the EU under MiCA) to launch in.',
      zh: '写代码之前先请加密领域的律师出具意见，判断业务是否构成证券或非法金融活动；不要面向中国大陆用户，选择一个监管明确的司法辖区（如欧盟 MiCA）起步。',
    },
    gdpr: true,
    regionIssues: [
      bi(
        'US: SEC securities law, FinCEN, state money-transmitter licences',
        '美国：SEC 证券法、FinCEN、州货币转移牌照',
      ),
      bi('EU: MiCA licensing', '欧盟：MiCA 加密资产市场法规'),
      bi('China: crypto trading and token issuance prohibited', '中国：禁止虚拟货币交易与代币发行'),
    ],
  },
  {
    id: 'minors',
    name: { en: "children's data and safety", zh: '未成年人保护' },
    keywords: {
      en: words(
        'kid, kids, child, children, childs, teen*, minors, toddler*, preschool*, students under, under 13, k-12, k12, elementary school, middle school, high school',
      ),
      zh: words(
        '儿童, 孩子, 小孩, 未成年, 青少年, 中小学, 小学生, 初中生, 高中生, 少儿, 幼儿, 宝宝',
      ),
    },
    severity: 'medium',
    challenge: {
      en: "Children's privacy law applies: COPPA requires verifiable parental consent before collecting data from under-13s in the US, GDPR-K and the UK Children's Code set strict defaults, and China's Minors Protection Law and PIPL treat under-14s' data as sensitive.",
      zh: '涉及未成年人保护：《未成年人保护法》和《个人信息保护法》把不满 14 周岁儿童的个人信息列为敏感信息，必须取得监护人同意，还有防沉迷和内容安全要求；面向海外还要满足美国 COPPA 的家长同意规则。',
    },
    suggestion: {
      en: 'Make parents the account holders: verifiable parental consent, minimal data from the child, no ads or open chat for kids, and a privacy review against COPPA before launch.',
      zh: '让家长作为账号主体：取得监护人同意，尽量少收集孩子的数据，不做针对儿童的广告和开放聊天，上线前按未成年人保护要求做一次合规评估。',
    },
    gdpr: true,
    regionIssues: [
      bi(
        'US: COPPA (under 13), state age-appropriate design codes',
        '美国：COPPA（13 岁以下）、各州适龄设计法规',
      ),
      bi(
        "EU/UK: GDPR Article 8, UK Children's Code",
        '欧盟/英国：GDPR 第 8 条、英国儿童适龄设计规范',
      ),
      bi(
        'China: Minors Protection Law, PIPL rules for under-14s, anti-addiction rules',
        '中国：《未成年人保护法》、不满 14 周岁个人信息规则、防沉迷规定',
      ),
    ],
  },
  {
    id: 'minors-education',
    name: { en: 'tutoring for school-age children', zh: '中小学学科培训' },
    keywords: {
      en: words(
        'tutor*, homework, after-school, exam prep*, test prep*, math lesson*, school subject*, curriculum',
      ),
      zh: words('辅导, 家教, 作业, 课外, 学科培训, 补习, 培训班, 中考, 高考'),
    },
    requires: 'minors',
    severity: 'medium',
    severityInChina: 'high',
    challenge: {
      en: "Tutoring minors is regulated: in China the 2021 'double reduction' policy bars for-profit school-subject tutoring for compulsory-education students, and in the US and EU school-facing products must also meet FERPA and student-privacy rules.",
      zh: '面向中小学生的学科类培训受“双减”政策严格限制：义务教育阶段学科类培训不得以营利为目的，线上产品还需备案，资本化运作受限；面向学校的产品还要满足数据安全和教育 App 备案要求。',
    },
    suggestion: {
      en: 'Position the product on the permitted side (study tools, parent-paid practice outside school subjects, or school-licensed software) and check FERPA / local rules before selling to schools.',
      zh: '把产品定位在政策允许的范围内：素质类内容、学习工具或面向学校的信息化产品，并完成教育移动应用备案，避免学科类有偿培训。',
    },
    gdpr: true,
    regionIssues: [
      bi(
        'China: double-reduction policy, education mobile-app filing',
        '中国：“双减”政策、教育移动应用备案',
      ),
      bi('US: FERPA and state student-privacy laws', '美国：FERPA 及各州学生隐私法'),
    ],
  },
  {
    id: 'food',
    name: { en: 'food safety', zh: '食品安全' },
    keywords: {
      en: words(
        'food truck*, food product*, sell food, selling food, meal kit*, meal delivery, meal prep service*, homemade, snack*, beverage*, bakery, bakeries, catering, ghost kitchen*, cloud kitchen*, commercial kitchen*, grocer*, supplement*, baby formula',
      ),
      zh: words('食品, 预制菜, 零食, 饮料, 奶茶, 烘焙, 私房菜, 生鲜, 保健品, 食堂, 咖啡'),
    },
    severity: 'medium',
    challenge: {
      en: "Food needs licences and traceability: food-handler and facility permits (FDA registration and state cottage-food limits in the US), allergen labelling and recall readiness; platforms must verify their vendors' permits.",
      zh: '食品行业必须持证经营：需要《食品经营许可证》或《食品生产许可证》（SC），标签和过敏原标注要合规，并能追溯召回；平台型业务还要审核入驻商家的资质。',
    },
    suggestion: {
      en: 'Use a licensed commercial kitchen or co-packer instead of building your own facility, and get labelling and allergen checks done before the first sale.',
      zh: '先租用持证的共享厨房或找有 SC 资质的代工厂，而不是自建工厂；第一次销售前就把标签和过敏原标注做合规。',
    },
    gdpr: false,
    regionIssues: [
      bi(
        'US: FDA food facility registration, state cottage-food laws',
        '美国：FDA 食品设施注册、各州家庭食品法',
      ),
      bi(
        'China: Food Safety Law, food business and SC production licences',
        '中国：《食品安全法》、食品经营许可与 SC 生产许可',
      ),
    ],
  },
  {
    id: 'mobility',
    name: { en: 'passenger transport', zh: '客运出行' },
    keywords: {
      en: words(
        'ride-hailing, ridehailing, rideshar*, ride sharing, taxi*, carpool*, scooter*, e-scooter*, bike sharing, bike-sharing, chauffeur*, shuttle*, passenger*',
      ),
      zh: words('网约车平台, 打车, 拼车, 顺风车, 共享单车, 共享电单车, 代驾, 出租车, 接送服务'),
    },
    severity: 'high',
    challenge: {
      en: 'Carrying passengers needs operator permits (TNC licences, city caps on scooters), driver background checks and commercial insurance, and cities can change the rules overnight.',
      zh: '载客业务需要资质：网约车平台要取得《网络预约出租汽车经营许可证》，车辆和司机都要持证，还要有营运保险；共享单车和电单车受城市投放总量管控，政策随时可能收紧。',
    },
    suggestion: {
      en: 'Pick one city, meet its transport regulator early, and price commercial insurance and driver checks into the unit economics from day one.',
      zh: '选定一个城市，尽早与当地交通主管部门沟通，从第一天起把营运保险和司机资质审核的成本算进单位经济模型。',
    },
    gdpr: true,
    regionIssues: [
      bi(
        'US: state TNC laws, city permits, commercial auto insurance',
        '美国：各州 TNC 法规、城市许可、营运车辆保险',
      ),
      bi(
        'China: ride-hailing operating permits for platform, car and driver',
        '中国：网约车平台、车辆、驾驶员“三证”',
      ),
    ],
  },
  {
    id: 'personal-data',
    name: { en: 'personal data and tracking', zh: '个人信息与隐私' },
    keywords: {
      en: words(
        'personal data, location*, gps, biometric*, facial recognition, face recognition, surveillance, track users, tracking users, user data, contact list*, monitor* employees, data broker*',
      ),
      zh: words('个人信息, 位置信息, 定位, 人脸识别, 生物识别, 隐私, 监控, 用户数据, 通讯录'),
    },
    severity: 'medium',
    challenge: {
      en: 'Personal data obligations: consent and purpose limits under GDPR/CCPA (and PIPL in China), data-subject requests, breach notification, and extra care for location or biometric data.',
      zh: '个人信息合规：《个人信息保护法》要求告知同意、最小必要和数据本地化，人脸、定位等属于敏感个人信息，需单独同意；面向海外还要满足 GDPR/CCPA，并能响应用户的查询删除请求。',
    },
    suggestion: {
      en: 'Collect the minimum data the core feature needs, write a plain-language privacy notice and keep a data map so you can answer GDPR/CCPA requests from the start.',
      zh: '只收集核心功能必需的数据，写清楚易懂的隐私政策，建立数据清单，从一开始就能响应用户查询、更正和删除请求。',
    },
    gdpr: true,
    regionIssues: [
      bi('EU: GDPR', '欧盟：GDPR'),
      bi(
        'US: CCPA/CPRA and state privacy laws, BIPA for biometrics',
        '美国：CCPA/CPRA 等州隐私法、伊利诺伊州生物识别法 BIPA',
      ),
      bi(
        'China: PIPL, Data Security Law, cross-border transfer assessment',
        '中国：《个人信息保护法》《数据安全法》、数据出境安全评估',
      ),
    ],
  },
  {
    id: 'alcohol-cannabis',
    name: { en: 'alcohol, tobacco and cannabis', zh: '酒类、烟草与大麻' },
    keywords: {
      en: words(
        'alcohol*, beer*, wine*, liquor, spirits, brewer*, distiller*, cannabis, cbd, marijuana, vape*, vaping, tobacco, cigar*',
      ),
      zh: words('白酒, 啤酒, 红酒, 葡萄酒, 精酿, 酒类, 卖酒, 烟草, 电子烟, 大麻, 雪茄'),
    },
    severity: 'medium',
    challenge: {
      en: 'Age-restricted products: alcohol needs licences and follows the three-tier system in the US, online sales need age verification, cannabis is legal only in some states and countries, and ads are heavily restricted.',
      zh: '属于限制类商品：酒类需要《酒类流通许可》等资质，线上销售要做年龄核验，广告受严格限制；电子烟和烟草实行专卖管理，大麻在中国完全违法。',
    },
    suggestion: {
      en: 'Work through a licensed distributor or retailer, build age verification into checkout, and check advertising rules before any paid marketing.',
      zh: '通过持证的经销商或零售商合作销售，在下单环节加入年龄核验，投放任何广告前先确认广告法的限制。',
    },
    gdpr: false,
    regionIssues: [
      bi(
        'US: TTB permits, state three-tier laws, state-by-state cannabis legality',
        '美国：TTB 许可、各州三级分销制度、大麻合法性因州而异',
      ),
      bi(
        'China: alcohol circulation rules, tobacco monopoly, cannabis illegal',
        '中国：酒类流通管理、烟草专卖、大麻违法',
      ),
    ],
  },
  {
    id: 'gambling',
    name: { en: 'gambling and betting', zh: '博彩' },
    keywords: {
      en: words('gambl*, betting, casino*, sportsbook*, lottery, lotteries, loot box*, poker'),
      zh: words('博彩, 赌博, 赌场, 彩票, 押注, 竞猜, 开盲盒'),
    },
    severity: 'high',
    challenge: {
      en: 'Gambling is licensed market by market (state gaming commissions in the US, the UKGC in Britain) with strict age and responsible-gambling duties; online gambling is illegal in mainland China.',
      zh: '博彩在中国大陆属于违法业务（体育彩票和福利彩票为国家专营）；海外也需要逐个市场申请牌照，并承担严格的年龄核验和防沉迷责任。',
    },
    suggestion: {
      en: 'Avoid real-money mechanics unless you can fund licensing; a free-to-play or skill-based version lets you test demand legally.',
      zh: '除非有能力申请牌照，否则不要涉及真钱玩法；用免费或技能类玩法合法地验证需求。',
    },
    gdpr: true,
    regionIssues: [
      bi(
        'US: state gaming commissions; UK: Gambling Commission',
        '美国：各州博彩委员会；英国：博彩委员会',
      ),
      bi('China: online gambling prohibited', '中国：禁止网络赌博'),
    ],
  },
  {
    id: 'drones',
    name: { en: 'drones and airspace', zh: '无人机与空域' },
    keywords: {
      en: words('drone*, uav*, quadcopter*, aerial deliver*'),
      zh: words('无人机, 航拍, 低空经济, 飞行器'),
    },
    severity: 'medium',
    challenge: {
      en: 'Drone operations need pilot certification (FAA Part 107), registration and Remote ID, and waivers for flights beyond visual line of sight or over people, which is exactly what delivery and inspection models need.',
      zh: '无人机运营受民航管理：需要实名登记、操控员执照和空域申请，超视距或人群上空飞行需要专门审批，而配送和巡检恰恰需要这些许可。',
    },
    suggestion: {
      en: 'Start with use cases inside visual line of sight on private land (farms, sites) and start the waiver process early.',
      zh: '先从视距内、私有场地内的场景起步（农田、工地），并尽早启动空域和运营审批流程。',
    },
    gdpr: false,
    regionIssues: [
      bi(
        'US: FAA Part 107, Remote ID; EU: EASA drone categories',
        '美国：FAA Part 107、远程识别；欧盟：EASA 无人机分类',
      ),
      bi(
        'China: CAAC real-name registration, operator licences, airspace approval',
        '中国：民航局实名登记、运营合格证、空域审批',
      ),
    ],
  },
  {
    id: 'games',
    name: { en: 'game licensing and minors', zh: '游戏版号与防沉迷' },
    keywords: {
      en: words('in-game purchase*, loot box*, game licen*'),
      zh: words('版号, 防沉迷, 游戏充值'),
    },
    severity: 'low',
    severityInChina: 'medium',
    challenge: {
      en: 'Publishing rules: mainland China requires an NPPA game licence before monetising and strict anti-addiction limits for minors; app stores and several countries regulate loot boxes and in-game purchases.',
      zh: '发行合规门槛：国内游戏上线收费前必须取得版号，审批周期长、数量有限，还要落实未成年人防沉迷；部分国家和应用商店对抽卡、内购也有限制。',
    },
    suggestion: {
      en: 'Launch first in markets without a licence gate (or through a publisher that holds one) and design monetisation without loot boxes.',
      zh: '先在不需要版号的海外市场上线，或与持有版号的发行商合作；商业化设计尽量避开抽卡类机制。',
    },
    gdpr: true,
    regionIssues: [
      bi(
        'China: NPPA game licence, minors anti-addiction system',
        '中国：国家新闻出版署版号、未成年人防沉迷系统',
      ),
      bi('EU: loot-box rules in Belgium and the Netherlands', '欧盟：比利时、荷兰的开箱机制限制'),
    ],
  },
  {
    id: 'legal-advice',
    name: { en: 'legal advice', zh: '法律服务' },
    keywords: {
      en: words('legal advice, legal help, lawyer*, attorney*, lawsuit*, legal document*'),
      zh: words('法律咨询, 律师, 法律援助, 诉讼, 打官司'),
    },
    severity: 'low',
    challenge: {
      en: 'Unauthorised practice of law: outside a law firm, software may give legal information but not advice; fee-sharing with lawyers is restricted in most US states.',
      zh: '法律服务有执业边界：非律所主体只能提供法律信息和工具，不能以律师名义出具法律意见；与律师分成的模式也受律师执业规范限制。',
    },
    suggestion: {
      en: 'Frame the product as legal information and document automation, with a clear hand-off to licensed lawyers for advice.',
      zh: '把产品定位为法律信息和文书工具，需要具体法律意见时明确转交给执业律师。',
    },
    gdpr: true,
    regionIssues: [
      bi(
        'US: state bar rules on unauthorised practice and fee-sharing',
        '美国：各州律师协会关于非法执业和费用分成的规定',
      ),
      bi(
        'China: Lawyers Law and legal-service advertising rules',
        '中国：《律师法》及法律服务广告规定',
      ),
    ],
  },
];
