import { readFileSync } from 'node:fs';
import { RED_FLAG_KINDS, redFlagSchema } from '@idealens/shared/brief';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_DIR } from './knowledge/load.ts';
import { detectRedFlags, redFlagKnowledgeSchema, regionOfIdea } from './red-flags.ts';
import { prepareIdea, warmUpSegmenter } from './text.ts';

/*
 * Ideas written for these tests (none taken from bench/quality). For every flag: ideas that raise
 * it in English (the same activity said three ways or more) and in Chinese, and look-alikes that
 * must not raise it (licensed, approved, negated, fighting the activity, a massage gun).
 */
interface FlagCase {
  id: string;
  en: string[];
  zh: string[];
  clean: string[];
}

const CASES: FlagCase[] = [
  {
    id: 'weapons',
    en: [
      'An online store selling ghost gun kits',
      'We ship 80% lower receivers so anyone can build an untraceable firearm at home',
      'Sell 3D-printed guns to customers who want no serial numbers',
      'Marketplace for handguns with no background checks',
    ],
    zh: ['网上卖仿真枪和气枪的店铺', '一个出售枪支弹药的微信小程序', '教人3D打印枪并出售图纸'],
    clean: [
      'A massage gun for athletes',
      'Glue gun kits for crafters',
      '水枪和玩具枪的儿童夏日套装',
      '筋膜枪租赁',
      'An app that tracks gun violence incidents for journalists',
      'Gun safes with fingerprint locks for licensed gun owners',
    ],
  },
  {
    id: 'counterfeit-goods',
    en: [
      'Sell replica designer handbags at 10% of the price',
      'A shop for knockoff Rolex watches',
      'Counterfeit sneakers shipped worldwide',
    ],
    zh: ['卖高仿包的微店', '专卖A货名牌鞋的网店', '1:1复刻大牌手表，价格只要正品的一成'],
    clean: [
      'A marketplace for sneakers, no counterfeits',
      'AI that detects counterfeit listings for brands',
      '我们不卖假货，只卖正品',
      '二手奢侈品鉴定服务，帮买家识别假货',
    ],
  },
  {
    id: 'personal-data-trading',
    en: [
      "Sell users' personal data to advertisers",
      'A free app that secretly collects location data and sells it to brokers',
      'Scrape personal information from social profiles and sell contact lists to recruiters',
    ],
    zh: [
      '出售用户的个人信息给贷款公司',
      '倒卖手机用户数据的平台',
      '未经用户同意收集通讯录并卖给营销公司',
    ],
    clean: [
      'A privacy app that helps people delete their data from data brokers',
      'We never sell personal data',
      'Let users sell their own data to advertisers with consent and get paid',
      '帮助企业做个人信息保护合规的工具',
    ],
  },
  {
    id: 'fake-reviews',
    en: [
      'Buy 5-star reviews for your Amazon listing',
      'A service selling fake reviews to restaurants',
      'We write reviews for money so shops rank higher on Google',
    ],
    zh: ['帮淘宝商家刷单刷好评', '提供水军服务，给餐厅写虚假好评', '抖音买粉刷赞平台'],
    clean: [
      'An app that detects fake reviews on Amazon',
      'A tool that helps restaurants ask real customers for reviews',
      '识别刷单的电商风控工具',
    ],
  },
  {
    id: 'illegal-drugs',
    en: [
      'An app to order cocaine delivered to your door',
      'Dark web marketplace for MDMA and LSD',
      'Selling magic mushrooms online by subscription',
    ],
    zh: ['网上卖冰毒的渠道', '给夜店配送摇头丸和K粉', '在上海做大麻配送'],
    clean: [
      'An app that supports people recovering from heroin addiction',
      'Fentanyl test strips for harm reduction',
      '戒毒康复的社区支持平台',
    ],
  },
  {
    id: 'prescription-drugs-without-prescription',
    en: [
      'Online pharmacy that sells antibiotics without a prescription',
      'Get Ozempic delivered, no prescription needed',
      "Sell Adderall to students, no doctor's prescription required",
    ],
    zh: ['网上卖处方药，无需处方', '不用处方就能买抗生素的App', '免处方购买减肥针的平台'],
    clean: [
      'Online pharmacy that fills prescriptions from licensed doctors',
      'Reading glasses sold without a prescription',
      '非处方药的送药上门服务',
    ],
  },
  {
    id: 'unapproved-medical-products',
    en: [
      'Sell supplements, no FDA approval needed',
      'A glucose monitor we will sell without FDA clearance',
      'Herbal tea that cures diabetes, sold online',
    ],
    zh: ['不做临床试验直接卖的减肥药', '包治百病的保健品', '绕过药监局销售的医疗器械'],
    clean: [
      'A supplement brand; we will apply for FDA clearance',
      'A glucose monitor with FDA clearance',
      'AI drug discovery to help researchers cure cancer',
    ],
  },
  {
    id: 'unlicensed-pharmacy',
    en: [
      'An unlicensed pharmacy app that delivers medicine',
      'Sell medicines online without a pharmacy license',
      "We don't need a pharmacy license to sell insulin online",
    ],
    zh: ['无证卖药的网店', '没有药品经营许可证也能在网上卖药', '不用办药品经营许可证的线上药房'],
    clean: ['A licensed pharmacy that delivers medicine', '持证药房的送药上门服务'],
  },
  {
    id: 'unlicensed-medical-practice',
    en: [
      'Botox parties at home by unlicensed injectors',
      'Telemedicine where unlicensed doctors prescribe',
      'Practice medicine without a license in rural areas',
    ],
    zh: [
      '上门打玻尿酸的医美服务，无需医师资格',
      '无证行医的上门诊疗',
      '没有行医资格的人也能在平台上给人看病',
    ],
    clean: ['A booking app for licensed dermatologists', '由执业医师提供的在线问诊'],
  },
  {
    id: 'unlicensed-food-business',
    en: [
      'A home bakery selling cakes without a licence',
      'Food truck selling tacos, skip the permit',
      'Homemade meals sold to neighbors with no health permit',
    ],
    zh: [
      '家庭私房菜外卖，不用办食品经营许可证',
      '无证餐饮的深夜食堂',
      '在家做卤味网上卖，没有健康证也行',
    ],
    clean: [
      'A licensed commercial kitchen that rents to home bakers',
      '取得食品经营许可证后开的私房烘焙',
    ],
  },
  {
    id: 'unlicensed-gambling',
    en: [
      'An offshore sportsbook for American players',
      'A betting app for Chinese users',
      'Online casino with no gaming licence',
    ],
    zh: ['面向中国用户的体育博彩App', '网上赌球平台', '微信里玩真钱棋牌赢钱提现'],
    clean: [
      'A sports betting app for US users, licensed in New Jersey',
      'An app that helps people quit gambling',
      '体彩站点的会员管理系统',
      '戒赌互助社区',
    ],
  },
  {
    id: 'unlicensed-finance',
    en: [
      'A P2P lending platform in China',
      'Crypto exchange with no KYC',
      'Payday loans to students without a lending licence',
    ],
    zh: ['P2P网贷平台', '面向大学生的校园贷', '高息理财，保本保息'],
    clean: [
      'A budgeting app for students',
      'Lending app built on a licensed bank partner in the US',
      '与持牌银行合作的小微企业贷款撮合',
    ],
  },
  {
    id: 'pyramid-scheme',
    en: [
      'A pyramid scheme where members earn from their downline',
      'Ponzi-style investment club with guaranteed monthly returns',
      'Earn from your recruits: pay $500 to join and recruit others to earn',
    ],
    zh: ['拉人头返利的会员制', '资金盘项目，发展下线赚钱', '交入门费成为代理，发展下线层级返利'],
    clean: ['An app that warns investors about Ponzi schemes', '识别传销的反诈科普平台'],
  },
  {
    id: 'smuggling',
    en: [
      'Smuggle iPhones into China and resell them',
      'Daigou: carry luxury bags back in our luggage to avoid import duties',
      'Bring in goods without paying customs duties and resell them online',
    ],
    zh: ['走私进口奶粉在国内卖', '代购奢侈品，随身带回不交税', '找水客把化妆品带进来转卖'],
    clean: [
      'A customs brokerage app for small importers',
      '正规报关的跨境电商代购',
      '打击走私的海关数据分析工具',
    ],
  },
  {
    id: 'academic-cheating',
    en: [
      'An essay writing service for college students',
      'We take online exams for students who are too busy',
      'Ghostwriting dissertations for PhD students',
    ],
    zh: ['论文代写平台', '大学生代考服务', '代写作业的小程序'],
    clean: [
      'An AI tool that detects plagiarism in essays',
      'Essay feedback tutors for high school students',
      '论文查重和写作指导服务',
    ],
  },
  {
    id: 'forged-documents',
    en: [
      'Sell fake IDs to college students',
      "Fake doctor's notes delivered in minutes",
      'Fake bank statements for visa applications',
    ],
    zh: ['办假证的网店', '代开发票的服务', '假学历证书定制'],
    clean: ['An app that verifies IDs at bars', '发票查验的财务工具'],
  },
  {
    id: 'piracy',
    en: [
      'A site streaming pirated movies with ads',
      'Sell cracked software at a discount',
      'Free PDFs of textbooks for students',
    ],
    zh: ['盗版电影资源站', '卖破解版软件的网店', '免费看VIP电视剧的App'],
    clean: ['A licensed streaming service for indie films', '正版音乐授权平台'],
  },
  {
    id: 'hacking-and-spying',
    en: [
      'Hackers for hire to get into Instagram accounts',
      "An app to spy on your partner's messages",
      'DDoS-for-hire service for gamers',
    ],
    zh: ['盗号服务', '偷拍设备的网店', '帮人查聊天记录'],
    clean: [
      'Ethical hacking training for companies',
      'A device that detects hidden cameras in hotel rooms',
      '反偷拍检测仪',
    ],
  },
  {
    id: 'money-laundering',
    en: [
      'Help clients launder money through art sales',
      'A crypto mixer to hide where coins came from',
      'Help freelancers evade taxes by hiding income',
    ],
    zh: ['帮人洗钱的地下钱庄', '跑分平台', '教老板偷税漏税'],
    clean: ['Anti-money laundering software for banks', '反洗钱合规SaaS'],
  },
  {
    id: 'wildlife-trade',
    en: [
      'Sell ivory carvings online',
      'Restaurant serving pangolin dishes',
      'Import rhino horn for collectors',
    ],
    zh: ['卖象牙手串的网店', '野味餐厅，卖穿山甲', '收购熊胆的平台'],
    clean: ['An app to help rangers protect pangolins', '保护穿山甲的公益项目'],
  },
  {
    id: 'illegal-dumping',
    en: [
      'We dump construction waste in rural fields at night to save on landfill fees',
      'Cheap disposal: we tip industrial waste in empty lots',
      'Collect waste oil from garages and pour it into the river',
    ],
    zh: [
      '晚上把建筑垃圾拉到郊区农田倒掉，省掉消纳费',
      '帮工厂偷排废水，比正规处理便宜',
      '收医疗废物，拉到山沟里倒掉',
    ],
    clean: [
      'An app that books licensed skip hire for construction waste',
      '建筑垃圾资源化利用，做成再生砖',
    ],
  },
  {
    id: 'consumer-fraud',
    en: [
      'Odometer rollback service so used cars sell for more',
      'We relabel expired snacks with new dates and sell them to discount stores',
      'A charity for flood victims; most donations pay our salaries but we tell donors 100% goes to victims',
    ],
    zh: [
      '帮二手车调表，把里程改少，卖得更贵',
      '把过期食品换个包装改生产日期，低价卖给小超市',
      '代办有机认证，不用检测，包过',
    ],
    clean: [
      'Odometer checks for used-car buyers: we spot tampering before you pay',
      '帮超市管理临期食品，提前打折，过期自动下架',
    ],
  },
  {
    id: 'sanctions-and-stolen-goods',
    en: [
      'We export used industrial GPUs to buyers in Iran through a shell company in Dubai',
      'Buying phones with no questions asked about where they came from, resold on eBay',
      'Resell stolen catalytic converters to scrap yards',
    ],
    zh: [
      '帮境外公司把芯片转口到被制裁的国家',
      '收购来路不明的二手手机，翻新后转卖',
      '专门收赃物再销赃',
    ],
    clean: [
      'Software that screens exporters’ customers against sanctions lists',
      '帮二手手机回收商核验来源，识别来路不明的赃物',
    ],
  },
  {
    id: 'kickbacks',
    en: [
      'Pay doctors a fee for every patient they refer to our lab',
      'We win hospital contracts by paying kickbacks to procurement staff',
      'Referral fees to physicians for each MRI scan they send us',
    ],
    zh: [
      '给医生回扣，每介绍一个病人来我们体检中心给他200元',
      '药品带金销售，按处方量给医生提成',
      '靠商业贿赂拿下学校的采购订单',
    ],
    clean: [
      'A referral network that helps GPs send patients to physiotherapists, free for doctors',
      '医生之间的转诊协作平台，不收任何费用',
    ],
  },
  {
    id: 'ticket-scalping-bots',
    en: [
      'Bots that buy concert tickets the second they go on sale and resell them at 5x',
      'A ticket bot subscription for resellers',
      'Scripts that buy up tickets for sold-out shows, then resell them',
    ],
    zh: ['用抢票软件抢演唱会门票，再加价三倍转卖', '卖抢票脚本给黄牛', '刷票软件抢门票后加价倒卖'],
    clean: [
      'A fan-to-fan ticket exchange capped at face value',
      '演唱会门票原价转让平台，实名核验',
    ],
  },
  {
    id: 'market-abuse',
    en: [
      'Tips from employees at public companies before earnings, sold to day traders',
      'A Telegram group that runs pump and dump schemes on penny stocks',
      'Sell inside information on mergers to hedge funds',
    ],
    zh: [
      '卖上市公司的内幕消息给股民',
      '组织资金坐庄拉高出货',
      '财报发布前从内部员工拿消息，卖给炒股的人',
    ],
    clean: [
      'A compliance tool that flags insider trading in employee brokerage accounts',
      '帮券商识别操纵市场行为的风控系统',
    ],
  },
  {
    id: 'organ-and-reproduction-trade',
    en: [
      'A marketplace to buy kidneys from donors abroad',
      'Sell organs to wealthy patients',
      'Surrogacy agency for Chinese couples',
    ],
    zh: ['代孕中介服务', '卖卵子的平台', '器官买卖中介'],
    clean: ['An app that registers people as organ donors', 'Fertility tracking app'],
  },
  {
    id: 'sexual-services',
    en: [
      'An escort service booking app',
      'A platform for paid sex with verified escorts',
      'Deepfake nude generator app',
    ],
    zh: ['招嫖平台', '色情直播App', '一键脱衣的AI App'],
    clean: ['Sex education app for teenagers', '鉴黄审核的AI服务'],
  },
  {
    id: 'unapproved-vpn-china',
    en: [
      'A VPN service for users in China',
      'Tool to bypass the Great Firewall',
      'Sell VPN subscriptions to Chinese students',
    ],
    zh: ['翻墙梯子订阅', '科学上网工具', '卖VPN给国内用户'],
    clean: ['A VPN service for remote workers in Germany', '企业跨境专线服务'],
  },
  {
    id: 'age-restricted-sales',
    en: [
      'Deliver vapes to teens with no age verification',
      'Alcohol delivery without a liquor license',
      'Sell cigarettes to minors through an app',
    ],
    zh: ['网上卖电子烟的小程序', '电子烟外卖配送', '向未成年人出售香烟的自动售货机'],
    clean: ['Alcohol delivery with ID checks at the door', 'A quit-smoking app'],
  },
  {
    id: 'skips-required-licence',
    en: [
      'A taxi service with unlicensed drivers',
      'Run a daycare from home, no permits needed',
      'Open a tattoo studio without a licence',
    ],
    zh: ['无证经营的民宿', '不用办证的小作坊', '无需资质的装修队'],
    clean: [
      'A licensed daycare with certified staff',
      '持证上岗的家政服务',
      'Registration is free, no registration needed',
    ],
  },
  {
    id: 'medical-device',
    en: [
      'A wearable ECG patch that detects arrhythmia',
      'Insulin pump for children',
      'Smart hearing aids sold online',
    ],
    zh: ['家用血糖仪', '可穿戴心电监测贴', '智能胰岛素泵'],
    clean: ['A fitness tracker for runners', '植入广告的营销平台'],
  },
  {
    id: 'medical-advice',
    en: [
      'AI symptom checker for parents of sick children',
      'Telehealth for skin rashes',
      'App that suggests medication dosage for seniors',
    ],
    zh: ['AI医生在线问诊', '智能诊断皮肤病的App', '给老人的用药建议助手'],
    clean: [
      'Car diagnostics app for mechanics',
      'A meditation app, no medical advice',
      '汽车故障诊断工具',
    ],
  },
  {
    id: 'autonomous-vehicles',
    en: [
      'Self-driving shuttles for retirement communities',
      'Robotaxi service in Phoenix',
      'Autonomous delivery robots for campuses',
    ],
    zh: ['自动驾驶小巴', '无人驾驶出租车', '园区无人配送车'],
    clean: ['Driving school booking app', '驾校预约平台'],
  },
  {
    id: 'drones-over-people',
    en: [
      'Drone delivery of takeout in cities',
      'Drone light shows for concerts',
      'Drones that deliver medicine to apartment buildings',
    ],
    zh: ['无人机送外卖', '城市无人机快递', '演唱会无人机灯光秀'],
    clean: ['Drone crop spraying for farms', '无人机农田植保'],
  },
  {
    id: 'child-safety-products',
    en: [
      'Baby car seats with smart sensors',
      'Organic baby food subscription',
      'Wooden toys for toddlers',
    ],
    zh: ['婴儿床品牌', '有机婴儿辅食', '儿童安全座椅租赁'],
    clean: ['Coding classes for teenagers', '少儿编程课'],
  },
  {
    id: 'allergy-food-safety',
    en: [
      'Nut-free bakery for kids with allergies',
      'Gluten-free meal delivery for people with celiac disease',
      'Allergen-free snacks for schools',
    ],
    zh: ['过敏儿童的无麸质零食', '花生过敏人群的外卖', '标注过敏原的餐厅菜单'],
    clean: ['Pollen allergy forecast app', 'Skincare for allergic skin'],
  },
  {
    id: 'elderly-and-emergency-alerts',
    en: [
      'Fall detection for seniors living alone',
      'Panic button wearable for lone workers',
      'Smart watch that alerts family when grandma falls at home',
    ],
    zh: ['独居老人跌倒检测', '一键呼救手环', '老人走失定位'],
    clean: ['Online games for seniors', '老年大学课程'],
  },
  {
    id: 'electrical-and-gas-work',
    en: [
      'On-demand electricians for home repairs',
      'Gas boiler installation booking app',
      'Marketplace for EV charger installation',
    ],
    zh: ['上门电工维修', '燃气灶安装服务', '家庭充电桩安装'],
    clean: ['Smart light bulbs', '家电清洗服务'],
  },
  {
    id: 'mental-health-crisis',
    en: [
      'An AI therapist chatbot for teenagers',
      'Suicide prevention hotline app',
      'Crisis support for people with eating disorders',
    ],
    zh: ['AI心理咨询机器人', '自杀干预热线', '抑郁症患者的陪伴App'],
    clean: ['Meditation app for busy professionals', '职场减压冥想课程'],
  },
  {
    id: 'childcare-services',
    en: [
      'A booking platform where parents find home-based childminders',
      'An app that schedules the school bus for private kindergartens',
      'On-demand babysitters vetted in one evening',
    ],
    zh: ['社区托育中心，招收一到三岁的孩子', '幼儿园接送的校车调度系统', '上门育儿嫂预约平台'],
    clean: [
      'A budgeting app for parents saving for college',
      'Lunchbox recipes for busy parents',
      '给家长看的育儿知识公众号',
    ],
  },
  {
    id: 'worksite-safety',
    en: [
      'A wearable that warns construction site workers when a crane load is overhead',
      'Scaffold inspection checklists for contractors',
      'Forklift collision warnings for warehouses',
    ],
    zh: ['工地塔吊防碰撞预警系统', '高空作业安全带佩戴识别', '叉车防撞预警设备'],
    clean: [
      'An invoicing app for freelance designers',
      'A marketplace for used office furniture',
      '装修公司的报价软件',
    ],
  },
  {
    // Raised beside unlawful flags whose activity can hurt people, never on its own words, where
    // no safety flag of the domain (medicines, firearms) already names the danger.
    id: 'endangers-people',
    en: [
      'Cocaine delivered to your door in an hour',
      'Ketamine and MDMA delivered to festival-goers',
      'Selling Adderall to students before exams',
    ],
    zh: ['在酒吧卖摇头丸和K粉', '冰毒和大麻送货上门', '微信上卖代购的减肥针，不要处方'],
    clean: [
      'A licensed online pharmacy that checks every prescription with the prescriber',
      'Gun safes with fingerprint locks for licensed gun owners',
      '持证药师在线审方的网上药店',
    ],
  },
  {
    id: 'medicines-and-procedures',
    en: [
      'Pharmacy delivery: we deliver prescription medication to seniors',
      'Smart pill box that reminds seniors to take their medication',
      'Botox and lip fillers at a licensed clinic',
    ],
    zh: ['网上药店，药品配送到家', '给老人用的智能药盒，提醒按时吃药', '上门输液护理服务'],
    clean: [
      'Meal kits for people taking GLP-1 medication',
      'Courier service for pharmacies',
      '注塑模具加工厂',
    ],
  },
  {
    id: 'explosives-and-firearms',
    en: [
      'Fireworks shows for weddings by licensed pyrotechnicians',
      'A shooting range booking app for gun owners',
      'Selling hunting rifles and ammunition online',
    ],
    zh: ['婚礼烟花秀策划', '网上卖气枪和弹药', '烟花爆竹批发店'],
    clean: [
      'A glue gun for crafters',
      'Massage guns for athletes',
      '筋膜枪品牌',
      '爆款文案生成工具',
    ],
  },
  {
    id: 'account-trading',
    en: [
      'We rent out verified Uber Eats courier accounts to riders who cannot sign up themselves',
      'Buy aged TikTok accounts in bulk from students and resell them to dropshippers',
      'Leasing real-name bank cards to online marketing studios by the month',
    ],
    zh: [
      '收购大学生的微信号和QQ号，转卖给做推广的团队',
      '出借自己的银行卡和U盾给别人走流水，每月给租金',
      '出售实名认证好的快手号，开箱即用',
    ],
    clean: [
      'An account security tool that alerts gamers when someone tries to hijack their account',
      'We sell accounting software to small shops',
      '帮用户找回被盗的微信账号',
      '账号安全检测工具，防止被盗号',
    ],
  },
  {
    id: 'unregistered-short-term-rental',
    en: [
      'Weekend stays in Paris flats we sublet, listed without the city registration number',
      'Nightly rentals of whole apartments in Barcelona, unregistered, cash check-in',
      'Two-night stays in Manhattan condos; the ads say 30-day rentals to stay under the radar',
    ],
    zh: [
      '把小区里的空房改成日租房，不办特种行业许可',
      '短租公寓，客人不登记身份证，扫码自助入住',
      '做民宿，不用备案，房子都是租来的',
    ],
    clean: [
      'Furnished 30-day rentals for travelling nurses',
      'A cleaning service for registered Airbnb hosts',
      '帮民宿老板办理特种行业许可和消防备案的咨询服务',
    ],
  },
  {
    id: 'tax-evasion',
    en: [
      'We pay our delivery riders in cash so neither side reports the income',
      'Cash-only cleaners so that nobody pays tax on the jobs',
      'A bookkeeping trick for landlords: rent is paid to a friend so we pay no tax on it',
    ],
    zh: [
      '帮小公司代开增值税发票，虚增成本',
      '个体户收入不申报，用私户收款避税',
      '买卖发票，帮企业抵扣',
    ],
    clean: [
      'Free tax filing for freelancers so they report every payment correctly',
      '反虚开发票的风控系统，识别假票',
      'We never skip taxes: payroll for small restaurants',
    ],
  },
  {
    id: 'exploiting-minors',
    en: [
      'A marketplace that hires kids under 14 to pack boxes at night',
      'Cheap labor: we employ children under 12 in our workshop',
      'Child labour keeps our rugs cheap',
    ],
    zh: [
      '专招15岁以下的孩子进厂打工，工资低',
      '用童工做手工活，成本很低',
      '暑假招未满16岁的学生去工厂流水线',
    ],
    clean: [
      'Supply-chain audits that detect child labor in cocoa farms',
      '童工识别与举报平台，帮品牌方审核供应商',
      'Tutoring for kids under 14 by college students',
    ],
  },
  {
    id: 'tiny-market',
    en: [
      'An app for the 300 residents of one small island',
      'A delivery service only for my building',
      'Social network just for my family',
    ],
    zh: [
      '只为我们小区的居民服务的团购群',
      '给我们班同学用的二手交易小程序',
      '一个小岛上的外卖平台',
    ],
    clean: [
      'A delivery app for apartment buildings, starting with one building then expanding to the city',
      'My family struggled to find care, so I am building a home-care marketplace for families',
      '先在一个小区试点，再推广到全城的社区团购',
    ],
  },
  {
    id: 'nobody-pays',
    en: [
      'Completely free forever, no ads, no premium - a recipe app',
      'A study app that will always be free, with no ads and no subscriptions',
      'Free for everyone, no fees, no sponsors: a city guide app',
    ],
    zh: [
      '永久免费、无广告、没有会员的记账App',
      '完全免费，不收费也不接广告的学习平台',
      '终身免费，不做广告，不盈利的读书社区',
    ],
    clean: [
      'Free for users, restaurants pay a commission',
      'Free app with no ads; premium plan for teams',
      '免费使用，向商家收取佣金',
    ],
  },
];

/** More ways to say unlawful ideas, and lawful ideas that look like them. */
const REWORDED_UNLAWFUL: Array<[string, string]> = [
  ['weapons', 'Mail-order silencers and gun parts with no paperwork'],
  [
    'unlicensed-gambling',
    'A lottery app where users pay $1 for a chance to win an iPhone every day',
  ],
  ['unlicensed-gambling', '微信群里一元夺宝，每天抽一部iPhone'],
  [
    'unlicensed-medical-practice',
    'Botox at home by my cousin, she watched YouTube tutorials and is very careful',
  ],
  ['forged-documents', '组织留学中介，帮学生写推荐信、改成绩单，申请成功收3万'],
  ['forged-documents', '帮企业做员工体检报告，不用真的体检，直接出报告'],
  ['skips-required-licence', '黑车拉客，火车站门口接人，比出租车便宜'],
  [
    'skips-required-licence',
    'Rent out rooms in my building by the night on Airbnb even though the city bans stays under 30 days',
  ],
  [
    'money-laundering',
    'Helping clients move cash to offshore accounts in small deposits so banks do not report it',
  ],
  ['age-restricted-sales', 'Beer delivery to college dorms, we do not check ages at the door'],
  [
    'counterfeit-goods',
    'We print Disney characters on t-shirts without any license and sell them on Etsy',
  ],
  [
    'personal-data-trading',
    "Track shoppers' phones in malls and sell their movement profiles to advertisers",
  ],
  [
    'fake-reviews',
    "A bot network that upvotes our clients' apps with thousands of fake 5-star ratings",
  ],
  ['illegal-drugs', 'Weed delivery app for Beijing expats'],
  [
    'prescription-drugs-without-prescription',
    "Ship semaglutide to anyone who fills a form, skipping the doctor's prescription",
  ],
  [
    'unapproved-medical-products',
    'Sell our homemade stem cell injections to patients before any approval',
  ],
  ['unlicensed-medical-practice', 'Unqualified staff doing laser skin treatments at home'],
  [
    'unlicensed-food-business',
    'Bottle our own kombucha in my kitchen and sell it to cafes without registering with the health department',
  ],
  ['unlicensed-gambling', 'A mobile app where Chinese players bet on football matches'],
  [
    'unlicensed-finance',
    'Take deposits from the public and promise 15% yearly, no banking license',
  ],
  [
    'pyramid-scheme',
    'Sell a $999 starter pack; you earn only by getting friends to buy starter packs',
  ],
  ['smuggling', '帮人把境外香烟偷运进来卖'],
  ['academic-cheating', '代替考生参加英语四六级考试'],
  ['forged-documents', '定制假的银行流水和收入证明办签证'],
  ['piracy', 'Reupload paid online courses and sell access at 10% of the price'],
  ['hacking-and-spying', '帮客户定位前任的手机'],
  [
    'money-laundering',
    'Help online casinos move winnings through shell companies to hide the source',
  ],
  [
    'skips-required-licence',
    'A hair salon run from home without the cosmetology license the state requires',
  ],
  ['skips-required-licence', '不办理任何许可直接开网约车平台'],
  ['weapons', 'Custom AR-15 builds shipped to buyers who cannot pass a background check'],
  ['weapons', '在淘宝上卖气枪'],
  ['counterfeit-goods', 'Instagram shop reselling fake Gucci belts'],
  ['counterfeit-goods', '莆田鞋批发，和正品一模一样'],
  [
    'personal-data-trading',
    'We collect phone contacts from our free game and sell the data to marketers',
  ],
  ['personal-data-trading', '把快递单上的客户信息整理后出售'],
  ['fake-reviews', 'Paid reviews for Etsy shops from a network of real accounts'],
  ['fake-reviews', '给小红书商家刷量的服务'],
  ['illegal-drugs', 'Ketamine delivered discreetly to party-goers, order via Telegram'],
  [
    'prescription-drugs-without-prescription',
    'Buy Xanax online without prescription, shipped overnight',
  ],
  ['unapproved-medical-products', 'A CBD tincture that cures anxiety and cancer, sold on Amazon'],
  [
    'unapproved-medical-products',
    'We sell our diagnostic test kits without waiting for FDA approval',
  ],
  [
    'unlicensed-pharmacy',
    'Sell leftover prescription medicines from neighbors, no pharmacy license',
  ],
  [
    'unlicensed-medical-practice',
    'Nurses offer lip filler injections at home, no medical license required',
  ],
  [
    'unlicensed-food-business',
    'Sell home-cooked biryani to office workers; we will not get a food permit',
  ],
  ['unlicensed-food-business', '在家做月饼拿到朋友圈卖，不办证'],
  ['unlicensed-gambling', 'A crypto casino for American gamblers, no gaming license needed'],
  ['unlicensed-gambling', '在国内做线上百家乐'],
  [
    'unlicensed-finance',
    'A lending app that gives cash loans to anyone, no lending licence, 40% monthly interest',
  ],
  ['unlicensed-finance', '面向大学生的高息理财，承诺保本'],
  ['pyramid-scheme', 'Members pay a fee to join and earn commissions from everyone they recruit'],
  ['smuggling', 'Run a network of couriers who carry phones across the border to skip customs'],
  ['academic-cheating', 'Pay us and we will write your thesis for you'],
  ['academic-cheating', '帮留学生代写essay'],
  ['forged-documents', 'Realistic fake diplomas from any university, shipped in 3 days'],
  ['piracy', 'An IPTV box with all paid sports channels for free, pirated streams'],
  ['hacking-and-spying', "An app that lets you secretly read your spouse's WhatsApp"],
  ['money-laundering', '帮网赌平台跑分洗钱'],
  ['skips-required-licence', 'A moving company with unlicensed trucks, no permits, cash only'],
  ['skips-required-licence', '无照经营的宠物医院'],
  ['weapons', 'Sell unregistered handguns through a private Telegram channel'],
  ['weapons', 'Kits to build your own untraceable pistol at home'],
  ['weapons', '网上出售管制刀具和弓弩'],
  ['counterfeit-goods', 'Dupes that copy the Louis Vuitton logo exactly, sold as the real thing'],
  ['counterfeit-goods', '直播间卖仿冒名牌化妆品'],
  ['personal-data-trading', 'Buy leaked databases of customer emails and resell them'],
  ['personal-data-trading', '收集小区业主手机号卖给装修公司'],
  ['fake-reviews', 'Get 100 Google reviews for your clinic within a week, written by our team'],
  ['fake-reviews', '帮商家在大众点评刷好评'],
  ['illegal-drugs', 'Grow and sell psilocybin mushrooms to customers in Texas'],
  ['illegal-drugs', '网上卖笑气'],
  [
    'prescription-drugs-without-prescription',
    'A telegram bot selling oxycodone with no prescription required',
  ],
  ['prescription-drugs-without-prescription', '不需要处方就能在网上买到抗生素'],
  ['unapproved-medical-products', 'Launch our hearing device without clinical trials to move fast'],
  ['unapproved-medical-products', '宣称能根治糖尿病的保健茶'],
  [
    'unlicensed-medical-practice',
    'Let nursing students perform botox injections at home parties without a license',
  ],
  ['unlicensed-medical-practice', '没有医师资格证也能开的线上诊所'],
  [
    'unlicensed-food-business',
    'Selling homemade cheesecakes on Instagram without any health permit',
  ],
  ['unlicensed-gambling', 'Sports betting app for users in Shanghai'],
  ['unlicensed-gambling', '斗地主真钱对战，赢了可以提现'],
  [
    'unlicensed-finance',
    'An unlicensed money transfer service between the US and Mexico with no ID checks',
  ],
  ['unlicensed-finance', '在国内做虚拟货币交易所'],
  [
    'pyramid-scheme',
    'A health drink business where you earn mainly by recruiting distributors who recruit others',
  ],
  ['pyramid-scheme', '会员拉会员，三级返利'],
  ['smuggling', 'Bring cigarettes across the border in car trunks and resell them tax-free'],
  ['smuggling', '从香港人肉带货iPhone回内地卖'],
  ['academic-cheating', 'Online class takers: we log in and complete your courses for you'],
  ['forged-documents', 'Make fake pay stubs so renters can qualify for apartments'],
  ['piracy', 'A Telegram channel sharing pirated textbooks'],
  ['hacking-and-spying', "Recover anyone's Instagram password for a fee"],
  ['money-laundering', 'Buy and rent bank cards from students to move money for clients'],
  ['wildlife-trade', 'An online shop for shark fins and tiger bone wine'],
  ['organ-and-reproduction-trade', '高价收购卵子的中介'],
  ['sexual-services', 'Massage parlour with extra services, book discreetly'],
  ['age-restricted-sales', 'Vape vending machines near high schools, no ID needed'],
  ['skips-required-licence', 'Run an unlicensed childcare center from my apartment'],
  ['skips-required-licence', '不办营业执照直接开美容院'],
];
const LAWFUL_LOOK_ALIKES: Array<[string, string]> = [
  ['weapons', 'Gun range booking for licensed shooters'],
  [
    'skips-required-licence',
    'Even though parking is banned downtown, drivers need spots, so we map legal ones',
  ],
  ['unlicensed-gambling', 'A free sweepstakes app for brands, no purchase necessary to enter'],
  ['unlicensed-medical-practice', 'YouTube tutorials on skincare routines, sponsored by brands'],
  ['counterfeit-goods', 'Print-on-demand t-shirts with licensed Disney designs'],
  [
    'personal-data-trading',
    'Foot-traffic analytics from anonymized, aggregated data with shopper consent',
  ],
  ['illegal-drugs', 'Licensed cannabis delivery in Colorado'],
  ['unlicensed-food-business', 'Commercial kitchen rental for food startups with permits'],
  ['unlicensed-gambling', 'Fantasy sports news site'],
  ['unlicensed-finance', 'High-yield savings app through an FDIC-insured partner bank'],
  ['smuggling', '跨境电商保税仓'],
  ['academic-cheating', '英语四六级备考课程'],
  ['skips-required-licence', 'Helping salons renew their cosmetology licenses on time'],
  ['weapons', 'Hunting trip booking app for licensed hunters'],
  ['counterfeit-goods', 'Sneaker authentication service'],
  ['personal-data-trading', 'A CRM that keeps customer data private and GDPR compliant'],
  ['fake-reviews', 'Review management software for hotels'],
  ['illegal-drugs', 'Licensed cannabis dispensary delivery in California'],
  ['prescription-drugs-without-prescription', 'Prescription refill reminders for pharmacies'],
  ['unapproved-medical-products', 'A supplement brand with third-party lab testing'],
  ['unlicensed-pharmacy', 'A licensed online pharmacy'],
  ['unlicensed-food-business', 'Food truck with all permits'],
  ['unlicensed-gambling', 'Fantasy football leagues for friends with no money involved'],
  ['unlicensed-finance', 'Credit score tips newsletter'],
  ['smuggling', 'Cross-border e-commerce that declares every parcel at customs'],
  ['academic-cheating', 'Writing coach for students'],
  ['piracy', 'Licensed anime streaming'],
  ['money-laundering', 'AML screening API for fintechs'],
  ['skips-required-licence', 'A licensed moving company'],
  ['weapons', '卖筋膜枪的网店'],
  ['counterfeit-goods', '正品鉴定平台'],
  ['unlicensed-gambling', '福利彩票站点管理'],
  ['skips-required-licence', '持证经营的宠物医院'],
  ['weapons', 'Marketplace for antique sword collectors'],
  ['counterfeit-goods', 'Affordable dupes of luxury perfumes under our own brand name'],
  ['personal-data-trading', 'Help small shops build email lists with opt-in forms'],
  ['fake-reviews', 'Collect video testimonials from happy customers'],
  ['illegal-drugs', 'Drug-free pain management app'],
  [
    'prescription-drugs-without-prescription',
    'Online doctor visits that end with a prescription when needed',
  ],
  ['unapproved-medical-products', 'Register our medical device with the FDA before launch'],
  ['unlicensed-medical-practice', 'Booking app for licensed nurses'],
  [
    'unlicensed-food-business',
    'Cottage food business selling cookies under the state cottage food permit',
  ],
  ['unlicensed-gambling', 'Poker strategy training videos'],
  ['unlicensed-finance', 'Money transfer app built with a licensed partner'],
  ['pyramid-scheme', 'Referral program that gives users a free month'],
  ['smuggling', 'Duty-free shopping guide for travelers'],
  ['academic-cheating', 'Study planner for university students'],
  ['forged-documents', 'Document verification API for landlords'],
  ['piracy', 'Free public domain ebooks'],
  ['hacking-and-spying', 'Password manager for families'],
  ['money-laundering', 'Tax preparation software for freelancers'],
  ['age-restricted-sales', 'Non-alcoholic beer brand'],
  ['skips-required-licence', 'Help contractors get their licenses faster'],
  ['unlicensed-gambling', '彩票中奖号码分析的资讯号'],
  ['unlicensed-finance', '面向大学生的理财知识课程'],
  ['smuggling', '海外正品直邮，全部报关缴税'],
  ['academic-cheating', '大学生论文写作课'],
];

/** Safety-critical domains and fatal flaws said in other words, and ideas that only look like them. */
const OTHER_FLAGS: Array<[string, string]> = [
  // Safety-critical domains named by their work rather than their industry.
  ['worksite-safety', 'Tablet checklists for lockout/tagout on packaging lines'],
  ['worksite-safety', 'Sensors that alert when roofers at height unclip their fall protection'],
  ['worksite-safety', '给老旧小区做电梯困人报警和故障预警'],
  ['medicines-and-procedures', '给单体药店做远程审方，执业药师在线审核处方'],
  ['medicines-and-procedures', 'Teeth cleaning by dental hygienists who visit offices'],
  ['medical-advice', 'Doctor’s notes for students after a short video visit'],
  ['child-safety-products', 'A smart sock that tracks a newborn’s breathing at night'],
  ['electrical-and-gas-work', '在小区里建电动自行车充电棚，扫码充电'],
  ['childcare-services', 'In-home daycare for six toddlers, run from my living room'],
  ['tiny-market', 'A laundry app just for the 40 apartments in my building'],
  ['nobody-pays', 'A gratitude journal app; we are not going to make money from it'],
  ['nobody-pays', '给留学生的二手教材交换平台，全部免费，大家都没钱'],
  ['tiny-market', 'A carpool app for the 200 people living on Sark island'],
  ['tiny-market', '只给我们宿舍楼的同学用的外卖拼单'],
  ['tiny-market', 'A gift registry only for my relatives'],
  ['nobody-pays', 'A homework help app that is 100% free, no ads, no paid features, ever'],
  ['nobody-pays', '一个永远不收费、不放广告、也不卖数据的天气App'],
  ['medical-device', 'A smart pill dispenser with a blood pressure monitor for seniors'],
  ['medical-advice', 'An app that tells you whether a mole is cancerous from a photo'],
  ['autonomous-vehicles', 'Driverless tractors for small farms'],
  ['child-safety-products', 'A smart crib that rocks babies to sleep'],
  ['allergy-food-safety', 'Meal kits for families with food allergies'],
  ['elderly-and-emergency-alerts', 'A wristband that calls an ambulance when grandma falls'],
  ['electrical-and-gas-work', 'Marketplace for home rewiring jobs'],
  ['mental-health-crisis', 'A chatbot for people having suicidal thoughts'],
  ['drones-over-people', 'Drones that deliver coffee across downtown'],
];
const NOT_THOSE_FLAGS: Array<[string, string]> = [
  ['worksite-safety', 'A trench coat rental for fashion week'],
  ['childcare-services', '带娃出游的亲子攻略App'],
  ['tiny-market', 'A marketplace for students at every university in Europe'],
  ['tiny-market', 'My family runs a bakery; I want to build ordering software for bakeries'],
  ['nobody-pays', 'A free app for users; we earn from restaurant commissions'],
  ['nobody-pays', 'Free forever for individuals, paid plans for teams'],
  ['medical-advice', 'A booking tool for barbers'],
  ['child-safety-products', 'A parenting podcast'],
];

const ids = (idea: string) => detectRedFlags(idea, 'en-US').map((flag) => flag.id);

describe('knowledge/red-flags.json', () => {
  const raw = JSON.parse(readFileSync(`${KNOWLEDGE_DIR}red-flags.json`, 'utf8'));

  it('matches its schema', () => {
    expect(() => redFlagKnowledgeSchema.parse(raw)).not.toThrow();
  });

  it('has unique ids, each with cases here and a reason for every region in both languages', () => {
    const knowledge = redFlagKnowledgeSchema.parse(raw);
    const flagIds = knowledge.flags.map((flag) => flag.id);
    expect(new Set(flagIds).size).toBe(flagIds.length);
    expect(new Set(CASES.map((c) => c.id))).toEqual(new Set(flagIds));
    for (const flag of knowledge.flags) {
      for (const reason of Object.values(flag.reason)) {
        expect(reason.en.length, flag.id).toBeGreaterThan(40);
        expect(reason.zh, flag.id).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });
});

describe('detectRedFlags', () => {
  warmUpSegmenter();

  for (const flagCase of CASES) {
    it(`raises ${flagCase.id} in English, however it is said`, () => {
      expect(flagCase.en.length).toBeGreaterThanOrEqual(3);
      const missed = flagCase.en.filter((idea) => !ids(idea).includes(flagCase.id));
      expect(missed).toEqual([]);
    });

    it(`raises ${flagCase.id} in Chinese`, () => {
      expect(flagCase.zh.length).toBeGreaterThanOrEqual(3);
      const missed = flagCase.zh.filter((idea) => !ids(idea).includes(flagCase.id));
      expect(missed).toEqual([]);
    });

    it(`does not raise ${flagCase.id} for look-alikes`, () => {
      expect(flagCase.clean.length).toBeGreaterThanOrEqual(2);
      const raised = flagCase.clean.filter((idea) => ids(idea).includes(flagCase.id));
      expect(raised).toEqual([]);
    });
  }

  it('finds unlawful ideas said in other words', () => {
    const missed = REWORDED_UNLAWFUL.filter(([id, idea]) => !ids(idea).includes(id));
    expect(missed).toEqual([]);
  });

  it('finds safety-critical domains and fatal flaws said in other words, and not their look-alikes', () => {
    expect(OTHER_FLAGS.filter(([id, idea]) => !ids(idea).includes(id))).toEqual([]);
    expect(NOT_THOSE_FLAGS.filter(([id, idea]) => ids(idea).includes(id))).toEqual([]);
  });

  it('counts a market in people: a few hundred residents are a tiny market, unless it starts there', () => {
    expect(ids('A grocery delivery app for the 300 residents of our village')).toContain(
      'tiny-market',
    );
    expect(ids('岛上只有200户人家，做一个外卖平台')).toContain('tiny-market');
    expect(
      ids('Start with the 300 residents of one village, then expand to the region'),
    ).not.toContain('tiny-market');
    expect(ids('A grocery delivery app for the first 300 customers in London')).not.toContain(
      'tiny-market',
    );
    expect(ids('A dog-walking app for our town of 800 people')).toContain('tiny-market');
    expect(ids('Ferry tickets for Ocracoke (pop. about 700), $3 a booking')).toContain(
      'tiny-market',
    );
    expect(ids('只服务我们村的买菜小程序，全村大概三百来人')).toContain('tiny-market');
    expect(ids('给宿舍楼做的洗衣预约，楼里一共两百个学生')).toContain('tiny-market');
    expect(ids('A parking app for a town of 20,000 people')).not.toContain('tiny-market');
    expect(ids('A bike-share for Leiden, population 125,000')).not.toContain('tiny-market');
  });

  it('gives the reason of the domain the idea is in, not of a domain whose licence has a generic name', () => {
    const daycare = ids('A daycare in my garage for 15 toddlers, I will skip the state licence.');
    expect(daycare).toContain('skips-required-licence');
    expect(daycare).not.toContain('unlicensed-medical-practice');
    const poker = ids(
      'Online poker for real money in Texas, run offshore so no state licence needed.',
    );
    expect(poker).toContain('unlicensed-gambling');
    expect(poker).not.toContain('unlicensed-medical-practice');
    const tattoo = ids(
      'A tattoo parlor in my apartment, no health permit, needles boiled in water.',
    );
    expect(tattoo).toContain('skips-required-licence');
    expect(tattoo).not.toContain('unlicensed-food-business');
    const clinic = detectRedFlags(
      '不办经营许可证，在小区里开一家无证的小诊所，给老人打点滴。',
      'zh-CN',
    );
    expect(clinic.map((flag) => flag.id)).toContain('unlicensed-medical-practice');
    expect(clinic.map((flag) => flag.id)).not.toContain('unlicensed-finance');
  });

  it('reads a word inside a compound that hides it as the compound (面包 in 面包车)', () => {
    expect(ids('搬家公司，用私家面包车拉货，没有道路运输许可，先干着。')).not.toContain(
      'unlicensed-food-business',
    );
    expect(ids('在家烤面包在朋友圈卖，不办证')).toContain('unlicensed-food-business');
  });

  it('raises nothing unlawful for lawful look-alikes', () => {
    const raised = LAWFUL_LOOK_ALIKES.filter(([, idea]) =>
      detectRedFlags(idea, 'en-US').some((flag) => flag.kind === 'unlawful'),
    );
    expect(raised).toEqual([]);
  });

  it('reads negation both ways: with an approval, a licence, or the activity refused', () => {
    for (const idea of [
      'A supplement brand that will apply for FDA clearance before launch',
      'Telehealth with fully licensed doctors',
      'We will never sell medicine without a prescription',
      '我们绝不无证经营',
      '取得食品经营许可证后开的私房菜',
      'A sneaker marketplace: no counterfeits, every pair verified',
      '平台杜绝刷单和虚假评价',
    ]) {
      expect(
        detectRedFlags(idea, 'en-US').filter((flag) => flag.kind === 'unlawful'),
        idea,
      ).toEqual([]);
    }
    expect(ids('A supplement brand that sells without FDA approval')).toContain(
      'unapproved-medical-products',
    );
    expect(ids('Telehealth where doctors work without a medical license')).toContain(
      'unlicensed-medical-practice',
    );
  });

  it('orders flags unlawful, then safety-critical, then fatal flaws, each valid', () => {
    const flags = detectRedFlags(
      'Completely free forever, no ads, no premium: an AI doctor app that sells antibiotics without a prescription to the residents of one small island',
      'en-US',
    );
    // Two safety flags (the AI doctor, the antibiotics) sit between the unlawful and the fatal ones.
    expect(flags.map((flag) => flag.kind)).toEqual([
      'unlawful',
      'safety-critical',
      'safety-critical',
      'fatal-flaw',
      'fatal-flaw',
    ]);
    for (const flag of flags) expect(redFlagSchema.parse(flag)).toEqual(flag);
    const order = flags.map((flag) => RED_FLAG_KINDS.indexOf(flag.kind));
    expect([...order].sort()).toEqual(order);
  });

  it('raises nothing for an ordinary idea', () => {
    expect(detectRedFlags('A CRM for wedding photographers', 'en-US')).toEqual([]);
    expect(detectRedFlags('面向中小企业的财务软件', 'zh-CN')).toEqual([]);
  });

  it("gives the reason in the report language, naming the law of the idea's region", () => {
    const [chinese] = detectRedFlags('面向中国用户的体育博彩App', 'zh-CN');
    expect(chinese?.id).toBe('unlicensed-gambling');
    expect(chinese?.reason).toMatch(/开设赌场罪/);
    const [english] = detectRedFlags('面向中国用户的体育博彩App', 'en-US');
    expect(english?.reason).toMatch(/mainland China/);
    const [us] = detectRedFlags('An offshore sportsbook for American players', 'en-US');
    expect(us?.reason).toMatch(/Wire Act/);
    const [pharmacy] = detectRedFlags('网上卖处方药，无需处方', 'en-US');
    expect(pharmacy?.reason).toMatch(/Drug Administration Law/);
  });

  it('names the activity when the idea only says it skips a licence', () => {
    // Selling medicines without a licence also endangers people: the medicines' safety flag
    // stands beside it.
    expect(ids('Sell medicines online without a license')).toEqual([
      'unlicensed-pharmacy',
      'medicines-and-procedures',
    ]);
    expect(ids('A salon without any license')).toEqual(['skips-required-licence']);
    expect(ids('We print t-shirts without any license')).toEqual(['skips-required-licence']);
    expect(ids("We won't operate without a licence")).toEqual([]);
    expect(ids('Babysitters on demand, no background checks')).not.toContain('weapons');
    // "无证的" (without a licence) before the business, whatever it is.
    const zh = (idea: string) =>
      detectRedFlags(idea, 'zh-CN')
        .filter((flag) => flag.kind === 'unlawful')
        .map((flag) => flag.id);
    expect(zh('开一家无证的医美工作室，给顾客打玻尿酸').length).toBeGreaterThan(0);
    expect(zh('开一家有证的医美工作室，给顾客打玻尿酸')).toEqual([]);
  });

  it('applies rules that depend on the region: gambling is unlawful in China whatever the licence', () => {
    expect(ids('A sports betting app for US users')).not.toContain('unlicensed-gambling');
    expect(ids('A sports betting app for Chinese users')).toContain('unlicensed-gambling');
    expect(
      detectRedFlags('A sports betting app', 'en-US', { region: 'china' }).map((f) => f.id),
    ).toContain('unlicensed-gambling');
    expect(regionOfIdea(prepareIdea('网上卖咖啡豆'))).toBe('china');
    expect(regionOfIdea(prepareIdea('A café in Berlin'))).toBe('europe');
    expect(regionOfIdea(prepareIdea('A café for remote workers'))).toBe('global');
  });

  it('reads a long idea to its end (its cost is measured by npm run bench:quality)', () => {
    const story =
      'We have run a catering business in Austin for years and know the market. '.repeat(20);
    expect(ids(`${story}Now we will sell home-cooked meals without a food permit.`)).toContain(
      'unlicensed-food-business',
    );
  });
});
