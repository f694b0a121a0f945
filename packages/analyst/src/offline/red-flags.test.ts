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
      'Weight-loss injections to your door: answer three questions online and we send the pens, no appointment',
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
    zh: [
      '不做临床试验直接卖的减肥药',
      '包治百病的保健品',
      '绕过药监局销售的医疗器械',
      '网上卖减肥胶囊，成分里有西布曲明，一周掉五斤',
    ],
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
    zh: [
      '面向中国用户的体育博彩App',
      '网上赌球平台',
      '微信里玩真钱棋牌赢钱提现',
      '世界杯猜比分小程序，充值换积分，积分可以提现',
    ],
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
      'Crypto savings account paying 18% a year: we lend the deposits to traders, withdraw anytime',
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
      // The founder says it outright, or names the filing, check or body that is skipped.
      "Backyard fireworks shows for weddings. Yes it's technically illegal here, which keeps rivals out.",
      'Pop-up bar in an empty warehouse on weekends. Legal grey area, but nobody checks.',
      'Home-bottled weed killer sold by the gallon, no EPA registration since it is the same chemical',
      'A members-only fund that pays out repair bills, no state filings and no actuary',
      'Private jet seat sharing flown by hobby pilots, no Part 135 stuff',
      'Surrogacy matching abroad, no home study and no agency',
      "Ship vapes abroad labelled as phone accessories so customs doesn't open them",
      'Moving company with day laborers and no DOT number, 30% cheaper',
    ],
    zh: [
      '无证经营的民宿',
      '不用办证的小作坊',
      '无需资质的装修队',
      '用户数据同步到海外服务器，也不用做什么安全评估',
      '手游先上线收费，版号等流水起来了再去申请',
      '打个擦边球，卖功效饮料说能治失眠',
    ],
    clean: [
      'A licensed daycare with certified staff',
      '持证上岗的家政服务',
      'Registration is free, no registration needed',
      '小游戏开发团队的版号申请代办服务，按项目收费',
      'Phone repair plan for students: it is just covered, no forms',
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
    id: 'aviation-and-spaceflight',
    en: [
      'Logbook software that tracks airworthiness directives for small charter operators',
      'A flight school for students who want a private pilot licence',
      'Sunrise hot air balloon rides over the vineyards, two pilots per basket',
      'Tickets for suborbital space tourism flights',
    ],
    zh: [
      '给通用航空公司做的飞机维修记录系统',
      '飞行员培训学校',
      '热气球空中游览项目',
      '平流层载人观光舱',
    ],
    clean: [
      'A mobile game about pilots in World War I',
      'Travel blog about cheap flights to Lisbon',
      'A dashboard of my past trips and flight prices',
      '模拟飞行游戏的周边商店',
    ],
  },
  {
    id: 'road-vehicle-safety',
    en: [
      'Mobile brake repair for busy commuters, done in their driveway',
      'A van that recalibrates ADAS cameras for body shops',
      'Reminders that tell car owners about open safety recalls on their model',
    ],
    zh: ['上门更换刹车片的汽修服务', '给4S店做ADAS摄像头标定的设备', '货车司机疲劳驾驶预警系统'],
    clean: [
      'A racing game for phones',
      'Car wash subscriptions for commuters',
      '二手车估价小程序',
      'Finding the blind spot in the market for pet insurance',
    ],
  },
  {
    id: 'passenger-transport',
    en: [
      'Dual-control cars and calm instructors for nervous drivers who already hold a licence',
      'Boat charter for stag parties on the lake, skipper included',
      'Scheduling software for a small passenger ferry operator',
      'Non-emergency medical transport for dialysis patients in wheelchair vans',
    ],
    zh: [
      '新手司机陪驾服务，教练车装副刹',
      '城际拼车小程序，私家车载客',
      '景区观光车和游船联票运营',
    ],
    clean: [
      'A taxi game for kids',
      'A travel blog about train journeys in Europe',
      '电竞陪练接单平台',
    ],
  },
  {
    id: 'micromobility',
    en: [
      'Shared e-scooters for university campuses',
      'Monthly e-bike rental with a lock and a helmet included',
      'Swapping stations for electric moped batteries',
    ],
    zh: ['共享电单车投放到县城', '电动自行车以旧换新门店', '给外卖小哥租电瓶车的平台'],
    clean: [
      'A cycling route planner for road bikes',
      'A VR helmet for architects',
      '自行车骑行路线分享App',
    ],
  },
  {
    id: 'adventure-activities',
    en: [
      'Scuba diving trips to the reef with our own boat',
      'A climbing wall franchise for shopping malls',
      'Bungee jumping and zip line park near the canyon',
      'Swimming lessons for adults who never learned',
    ],
    zh: [
      '潜水考证和潜水旅行',
      '城市攀岩馆的会员系统，装了攀岩墙和抱石区',
      '山区漂流和溯溪活动',
      '玻璃栈道景区运营',
    ],
    clean: [
      'A board game café',
      'Travel blog about slow travel in Portugal',
      '户外服装的二手交易平台',
    ],
  },
  {
    id: 'fire-and-building-safety',
    en: [
      'Wireless smoke alarms installed and monitored for landlords',
      'Annual fire sprinkler inspections for small warehouses',
      'Structural engineers who check load-bearing walls before a renovation',
    ],
    zh: [
      '给小商铺做消防检查和灭火器维保',
      '老房子承重墙改造前的结构安全鉴定',
      '高空坠物监测摄像头',
    ],
    clean: [
      'A firefighter costume shop for kids',
      'Interior design ideas for small flats',
      '家居软装搭配小程序',
    ],
  },
  {
    id: 'hazardous-materials',
    en: [
      'Safety data sheet management for chemical distributors',
      'Asbestos removal booking for old school buildings',
      'Pickup of medical waste from dental clinics',
    ],
    zh: ['危险化学品仓储管理系统', '实验室安全巡检App', '放射源在线监控平台'],
    clean: ['A chemistry tutoring app for high schoolers', '化学课的在线辅导'],
  },
  {
    id: 'food-and-water-safety',
    en: [
      'HACCP logs on tablets for meat processing plants',
      'Raw milk delivered from the farm to your door',
      'Texture-modified meals for people with dysphagia',
      'Testing well water for families in rural areas',
    ],
    zh: ['学校食堂的食品安全追溯系统', '给肾病患者的肾病饮食配送', '农村饮用水水质检测服务'],
    clean: [
      'A recipe app for busy parents',
      'Fresh dog food subscription for picky pets',
      '美食探店短视频账号',
    ],
  },
  {
    id: 'clinical-research',
    en: [
      'AI for drug discovery that finds new drug candidates for rare diseases',
      'Patient recruitment for clinical trials through pharmacies',
      'A gene therapy startup for inherited blindness',
    ],
    zh: ['用AI做新药研发', '帮药企找临床试验受试者', '细胞治疗公司'],
    clean: [
      'A pharmacy loyalty app',
      'Phase 2 of our coffee shop expansion',
      '医药代表的客户管理软件',
    ],
  },
  {
    id: 'emergency-response',
    en: [
      'Software for 911 dispatch centers that shows callers on a map',
      'CPR training for office staff',
      'Security guards booked by the hour for weddings',
    ],
    zh: ['县城急救调度系统', '企业急救培训和心肺复苏课程', '保安公司排班软件'],
    clean: ['A podcast about true crime', '宠物领养平台，帮流浪狗找家'],
  },
  {
    // Raised beside unlawful flags whose activity can hurt people, never on its own words, where
    // no safety flag of the domain (medicines, firearms) already names the danger.
    id: 'endangers-people',
    en: [
      'Cocaine delivered to your door in an hour',
      'Ketamine and MDMA delivered to festival-goers',
      'Selling Adderall to students before exams',
      'Tachograph tampering kits so coach drivers can do longer shifts',
      'Unlock DJI drones so they fly in no-fly zones near airports',
    ],
    zh: [
      '在酒吧卖摇头丸和K粉',
      '冰毒和大麻送货上门',
      '微信上卖代购的减肥针，不要处方',
      '货车加高栏板多拉二十吨，年检前换回原厂件',
      '收餐馆的废油回炉提炼，再卖给小吃店',
    ],
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
    id: 'labour-exploitation',
    en: [
      'Restaurant staffing app: new hires work three unpaid trial shifts before we decide',
      'A cleaning agency paying crews well below minimum wage, cash at the end of the week',
      'Warehouse pickers are classified as independent contractors even though we set their hours and they cannot work for others',
      'Maid placement agency where the employer holds her passport until the contract ends',
      "Bakery hiring platform: candidates do a two-day working interview and aren't paid for it",
    ],
    zh: [
      '餐厅招人小程序，新员工前五天算试工不给钱，留下来再签',
      '工厂劳务派遣，进厂先把身份证押在我们这里，干满半年再还',
      '给小店老板的用工方案：只签合作协议，不签劳动合同，社保不用交',
      '保洁公司按件结算，员工自愿放弃社保，辞退不用赔',
    ],
    clean: [
      'Payroll compliance software that flags unpaid overtime for restaurants',
      'A staffing app where every trial shift is paid at the full hourly rate',
      '帮劳动者讨薪和申请劳动仲裁的法律服务平台',
      '餐饮用工合规工具：带薪试岗、依法缴纳社保的合同模板',
      'A travel wallet that keeps your passport and boarding pass together',
    ],
  },
  {
    id: 'unlicensed-professional-services',
    en: [
      'We are not lawyers, but we file asylum applications and represent clients at their hearings',
      'A notario service that picks the right visa strategy for new immigrants',
      'Structural drawings in 48 hours: an engineer lets us use his stamp, he never reviews the sets',
      'City walking tours by unlicensed tour guides, much cheaper than the official ones',
    ],
    zh: [
      '我们都不是律师，但可以代理诉讼、出庭帮你打官司',
      '建筑资质挂靠服务，小施工队也能接大工程',
      '景区门口拉客的黑导游，带团进购物店拿提成',
      '无证电工上门改线路，比正规公司便宜一半',
    ],
    clean: [
      'A marketplace that connects immigrants with licensed attorneys for a flat fee',
      'Permit drawings prepared by our team and reviewed and stamped by licensed engineers',
      '律师事务所的案件管理软件',
      '持证导游预约平台，游客在线挑选讲解员',
    ],
  },
  {
    id: 'unlawful-housing-practices',
    en: [
      'Eviction made easy: when a renter is late on rent we change the locks the same day',
      'Landlord service that shuts off utilities until tenants who stop paying move out',
      'We rent bed spaces in converted flats to migrant workers, eight per room',
    ],
    zh: [
      '帮房东清退欠租的租客，直接换锁、断水断电，三天搞定',
      '把两居室打隔断，改成8个床位出租，每个床位月租500',
      '客厅和阳台也住人，一套房租给十个人，月租便宜',
    ],
    clean: [
      'An eviction lawyer marketplace that handles cases through the courts',
      'A locksmith app for changing the locks when you move into a new home',
      '租客维权平台，帮被非法清退的租客找律师',
      '正规青旅预订，上下铺床位按晚付费',
    ],
  },
  {
    id: 'transport-safety-evasion',
    en: [
      'A trucking app that routes drivers around weigh stations so they can run overweight',
      'ELD plugin that lets owner-operators edit the logs to drive past the 11-hour limit',
      'Dump truck upgrades: extra leaf springs for heavier loads, swap back to stock before inspection',
    ],
    zh: [
      '货车加高栏板、加厚弹簧，一车能多拉十几吨',
      '教卡车司机屏蔽北斗定位，跑长途不怕查驾驶时长',
      '货车年检前换回原厂件，审完再装回去的一条龙服务',
    ],
    clean: [
      'Onboard scales that warn drivers before a truck goes over its legal weight',
      'An FMCSA-registered ELD with hours-of-service compliance alerts',
      '货车疲劳驾驶预警和载重监测系统',
      'PrePass-style weigh station bypass for compliant carriers',
    ],
  },
  {
    id: 'emissions-tampering',
    en: [
      'We sell DPF delete kits and tunes for diesel trucks',
      'Mobile mechanic doing EGR delete and AdBlue emulator installs on vans',
      'A shop offering catalytic converter delete pipes and emissions-off tunes',
    ],
    zh: [
      '货车尿素屏蔽器批发，装上就不用加尿素',
      '柴油车拆DPF和屏蔽EGR，动力更强',
      '帮车主拆三元催化，刷排放屏蔽程序',
    ],
    clean: [
      'DPF cleaning service for fleets, keeps trucks emissions-compliant',
      '机动车尾气检测站预约小程序',
      'Replacement catalytic converters that are CARB-legal, installed by certified shops',
    ],
  },
  {
    id: 'unauthorised-drone-flight',
    en: [
      'Drone videos of music festivals filmed right over the crowds, we fly first and ask later',
      'We unlock DJI drones so they fly in no-fly zones near airports',
      'Firmware unlock service that removes the altitude limit on consumer drones',
    ],
    zh: [
      '大疆无人机刷解禁，机场附近和禁飞区都能飞',
      '婚礼航拍，无人机直接飞到人群上方拍，不申请空域',
      '帮飞手破解限高，无人机想飞多高飞多高',
    ],
    clean: [
      'Drone mapping for farms, flown under our Part 107 waiver with LAANC authorisation',
      '反无人机侦测系统，保护机场净空区',
      '无人机驾驶员执照培训，考民航局的证',
      'Counter-drone detection for stadiums',
    ],
  },
  {
    id: 'undisclosed-advertising',
    en: [
      'We place paid product posts with micro-influencers, not labelled as ads so they feel authentic',
      'Brands pay us and our writers post on Reddit posing as customers who love the product',
      'Sponsored TikToks that hide the sponsorship and look like genuine recommendations',
    ],
    zh: [
      '帮品牌在小红书铺笔记，不标广告，伪装成自用分享',
      '找素人号发软广，不标注合作，看起来像真实测评',
      '商家付费，我们的人冒充消费者在点评和知乎写推荐',
    ],
    clean: [
      'An influencer marketplace where every sponsored post is clearly labelled #ad',
      '小红书品牌合作走蒲公英平台，明确标注广告',
      'A meditation app, no ads and no sponsors',
    ],
  },
  {
    id: 'illegal-telemarketing',
    en: [
      'Robocalls for home-warranty leads with spoofed local caller IDs',
      'An AI caller that dials thousands of numbers a day and skips do-not-call scrubbing',
      'Mass texts to numbers from scraped lists, without consent, for payday lenders',
    ],
    zh: [
      '外呼机器人帮贷款公司打营销电话，用改号显示本地号码',
      '群发短信平台，号码包我们提供，不用用户同意',
      '改号软件出租，想显示什么号码就显示什么',
    ],
    clean: [
      'A spam-call blocker that detects spoofed numbers',
      'TCPA-compliant appointment reminders for dental clinics, opted-in patients only',
      '骚扰电话拦截和来电识别App',
    ],
  },
  {
    id: 'biometric-surveillance',
    en: [
      'Mall cameras that use facial recognition on passers-by and sell the profiles to advertisers',
      'Upload a photo of a stranger and our face recognition finds their social media profiles',
      'Retail analytics: we scan faces of everyone who walks past the store, no signs',
    ],
    zh: [
      '商场门口装人脸识别，抓拍路人，匹配朋友圈账号精准推送广告',
      '拍一张陌生人的照片，人脸比对找出他的社交账号',
      '小区门口人脸抓拍，不告知业主，数据卖给中介',
    ],
    clean: [
      'Face unlock for our banking app, with explicit consent',
      'Foot-traffic counting that blurs faces and stores no images',
      '门禁人脸识别，业主单独同意后录入',
    ],
  },
  {
    id: 'intimate-image-abuse',
    en: [
      'An undress app: upload photos of anyone and get realistic nude images',
      'Deepfake porn of any celebrity or classmate, made from a few selfies',
      'Our AI makes explicit videos of your crush from their Instagram photos, they never need to know',
    ],
    zh: [
      '一键去衣App，上传同学照片就能生成裸照',
      'AI换脸色情视频定制，明星、前任都可以',
      '传几张女神的照片，生成私密照，本人不知道',
    ],
    clean: [
      'Deepfake detection for newsrooms and dating apps',
      'A takedown service that helps victims of deepfake nudes remove them',
      '深度伪造检测，帮受害者删除不雅内容',
    ],
  },
  {
    id: 'dangerous-goods-by-post',
    en: [
      'Online fireworks shop, we ship aerial shells through the mail labelled as toys',
      'Firecrackers delivered nationwide by post, declared as household goods',
      'Black powder and mortars sent in regular parcels, no hazmat paperwork',
    ],
    zh: [
      '网上卖烟花，直接快递到家，面单写玩具',
      '鞭炮礼花顺丰寄，报日用品就能发',
      '禁放的城市卖烟花，快递发货，包装写成饰品',
    ],
    clean: [
      'Fireworks displays by licensed pyrotechnicians for weddings',
      '持有烟花爆竹经营许可证的零售店，线下门店自提',
    ],
  },
  {
    id: 'illegal-pet-trade',
    en: [
      'Import puppies at 6 weeks from Eastern Europe and resell them in the UK before the rabies rules allow',
      'Kittens imported with pet passports backdated by a month so they look old enough to travel',
      'French bulldogs from a puppy farm, resold as home-bred with fake vaccination records',
    ],
    zh: [
      '国外幼犬不满两个月就进口转卖，宠物护照改出生日期',
      '进口猫咪，疫苗本造假，逃避检疫',
      '繁殖场的小狗冒充家养，检疫证明伪造后转卖',
    ],
    clean: [
      'A rescue that rehomes dogs for adoption, every dog vet-checked',
      'Pet relocation service that helps owners get pet passports and rabies shots in time',
      '宠物领养平台，正规犬舍和救助站入驻',
    ],
  },
  {
    id: 'minors-in-adult-venues',
    en: [
      'Late-night hookah lounge that lets teens in on weekends',
      "Neighbourhood bar, we don't card anyone who looks over 16",
      'Poker room above the pub; under-18s welcome if they bring cash',
    ],
    zh: [
      '电竞酒店，初中生包夜半价',
      '开个网咖，不刷身份证，学生随便来',
      'KTV夜场，放未成年进来消费',
    ],
    clean: [
      'A hookah lounge with ID scanners at the door, 21+ only',
      'Bar for board games, no alcohol, all ages welcome',
      '网吧管理系统，自动核验身份证，禁止未成年人上机',
      '网吧不接待未成年人，上机刷身份证',
    ],
  },
  {
    id: 'adulterated-food',
    en: [
      'We buy used cooking oil from restaurants, filter it and sell it back to food stalls as new oil',
      'Cheap pork for canteens: meat from sick pigs bought from farms at a discount',
      'Gutter oil refining, sold in plain drums to noodle shops',
    ],
    zh: [
      '收餐馆的废油回炉提炼，再卖给小吃店',
      '病死猪肉低价收购，加工成香肠卖给食堂',
      '注水肉批发，一斤多赚三块',
    ],
    clean: [
      'Used cooking oil collection for biodiesel plants',
      '餐厨垃圾无害化处理和资源化利用',
      'Rapid food-safety testing kits that detect adulterated oil',
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
      'Booking software for public pools, starting with the one in our town',
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
      // However the refusal is worded: any way of making money said only in the negative.
      'A free recipe app, we will never run ads or sell memberships',
    ],
    zh: [
      '永久免费、无广告、没有会员的记账App',
      '完全免费，不收费也不接广告的学习平台',
      '终身免费，不做广告，不盈利的读书社区',
      // Each refusal in a row is read on its own: the sponsors too are refused.
      '完全免费的拼车小程序，不收钱不放广告，也不找赞助',
      '免费的菜谱App，不打广告，也不卖会员',
    ],
    clean: [
      'Free for users, restaurants pay a commission',
      'Free app with no ads; premium plan for teams',
      '免费使用，向商家收取佣金',
      '免费使用，不打广告，向商家收取佣金',
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
  // Domains taught from the law rather than from examples: each said in everyday and trade words.
  ['wildlife-trade', 'Livestream shop selling wild orchids dug from mountain forests'],
  ['wildlife-trade', '农家乐主打野味，竹鼠和果子狸现杀现做'],
  ['wildlife-trade', '直播间卖野生崖柏老料和红豆杉苗'],
  [
    'organ-and-reproduction-trade',
    'Transplant tourism: patients pay us and we arrange a paid kidney donor abroad',
  ],
  ['illegal-drugs', 'Bodybuilding coach who ships trenbolone and anavar cycles to clients'],
  [
    'unlicensed-medical-practice',
    'An app where the AI prescribes antibiotics for sore throats, no doctor review',
  ],
  ['personal-data-trading', 'We sell phone GPS location data to private investigators'],
  ['personal-data-trading', 'Marketing lead lists built from old breach databases'],
  ['hacking-and-spying', 'Hidden cameras in Airbnb bedrooms so hosts can watch their guests'],
  ['hacking-and-spying', '民宿房间装针孔摄像头，不告诉客人'],
  [
    'hacking-and-spying',
    "Install it on your partner's phone, the icon disappears and you see their texts",
  ],
  ['piracy', 'Windows and Office activators for $5, unlocked forever'],
  ['piracy', '把名师付费课录屏打包，挂二手平台卖'],
  ['piracy', '追剧App，不用开会员，资源从平台抓'],
  ['fake-reviews', 'Google reviews for dentists, posted from aged local accounts'],
  ['fake-reviews', '帮商家控评、删差评，一条五块'],
  ['tax-evasion', 'A point-of-sale add-on that keeps two sets of books, one for the tax office'],
  ['tax-evasion', '帮企业补进项，专票品名随便开'],
  ['smuggling', 'Parcels to the EU declared as gifts so buyers never pay import VAT'],
  ['smuggling', '跨境包裹申报成礼物，买家不交进口税'],
  ['ticket-scalping-bots', 'Software that beats Ticketmaster purchase limits for the big tours'],
  ['unlicensed-gambling', '麻将房卡模式，玩家在群里微信结算输赢'],
  ['forged-documents', 'Pay stubs and bank statements showing whatever income the renter needs'],
  ['forged-documents', '健康证代办，不用本人体检，两天拿证'],
  ['academic-cheating', 'We log in as you and finish your online course, grade A guaranteed'],
  [
    'exploiting-minors',
    'Fruit-picking crews of 13-15 year olds, 10 hour days, paid cash per crate',
  ],
  ['exploiting-minors', '招十四五岁的初中生进电子厂，工资日结'],
  [
    'unregistered-short-term-rental',
    'Nightly rentals for tourists; guests are told to say they are friends of the owner',
  ],
  [
    'organ-and-reproduction-trade',
    'A surrogacy agency in Paris matching couples with paid surrogates',
  ],
  ['weapons', 'Airsoft pistols converted to fire live rounds, sold online'],
  ['age-restricted-sales', '便利店卖啤酒给初中生，不看身份证'],
  [
    'pyramid-scheme',
    'Earn override commissions from your recruits and their recruits, three levels deep',
  ],
  ['pyramid-scheme', '三级分销，下级的下级下单你也拿提成'],
  ['forged-documents', 'Food handler cards issued without the exam, delivered in a day'],
  ['forged-documents', '花钱买学历，三个月拿毕业证'],
  ['smuggling', 'Frozen beef brought over the border without quarantine and sold to restaurants'],
  ['smuggling', '冻品从边境运进来，不走检疫，卖给火锅店'],
  ['unlicensed-professional-services', '无证驾校，周末在郊区练车，包拿证'],
  [
    'unlicensed-medical-practice',
    'Bone-setting sessions by a self-taught healer, no medical training',
  ],
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
  ['wildlife-trade', 'Orchid nursery selling cultivated orchids grown from seed'],
  ['wildlife-trade', '人工培育的红豆杉盆景，有种植许可'],
  ['tax-evasion', 'A tax-compliance app that flags fake invoices from suppliers'],
  ['tax-evasion', '发票风险预警，帮企业识别虚开的进项票'],
  ['hacking-and-spying', 'Hidden camera detector for travellers staying in rentals'],
  ['piracy', 'Volume licences for Microsoft Office sold by an authorised reseller'],
  ['personal-data-trading', 'Weather app that uses GPS only on the device and never shares it'],
  [
    'unlicensed-medical-practice',
    'Telehealth where a licensed physician reviews every prescription',
  ],
  ['forged-documents', 'Income verification for landlords that detects fake pay stubs'],
  ['exploiting-minors', 'Coding classes for 12-14 year olds after school'],
  ['unlawful-housing-practices', 'Bunk beds for kids rooms, delivered and assembled'],
  ['transport-safety-evasion', 'Weigh station locator so truckers can plan legal routes'],
  ['unauthorised-drone-flight', 'Drone light shows flown with an FAA waiver and approved airspace'],
  ['labour-exploitation', 'Gig platform for freelance designers who set their own prices'],
  ['illegal-telemarketing', 'Call-center software for opted-in customers with DNC scrubbing'],
  ['biometric-surveillance', 'Face unlock for a gym app, members opt in'],
  ['dangerous-goods-by-post', 'Fireworks safety videos for parents before the Fourth of July'],
  ['illegal-pet-trade', 'A puppy training app for new owners'],
  ['undisclosed-advertising', 'A newsletter with no ads and no sponsors, reader-funded'],
  ['organ-and-reproduction-trade', 'Fertility clinic directory for couples in Berlin'],
  ['smuggling', 'Frozen seafood importer with veterinary certificates for every container'],
  ['pyramid-scheme', 'Refer a friend and both get $10 credit, one level only'],
  ['weapons', 'Airsoft field booking for weekend games, rental guns included'],
];

/**
 * Unlawful ideas said mildly, indirectly or in trade words (any unlawful flag will do), and lawful
 * ideas from the same domains: compliance tools, licensed operators, look-alike words.
 */
const INDIRECT_UNLAWFUL: string[] = [
  'Staffing agency for hotels: housekeepers are paid per room, about $5 an hour, no overtime pay',
  'We hire teenage cashiers and pay them a training wage below the minimum wage for six months',
  'Caregiver recruitment where workers pay a recruitment fee deducted from their wages and we keep their passports',
  'Delivery couriers are called partners but must wear our uniform, work our shifts and take no other gigs',
  'Coffee shops can test baristas with unpaid trial shifts of up to a week',
  '工厂招工，试岗一周不发工资，干得好再转正',
  '家政公司招保姆，护照统一保管，合同到期再还',
  '招聘网站，帮老板把员工签成个体户合作关系，不用交社保',
  'Immigration help desk run by non-lawyers who prepare asylum cases and go with clients to court',
  "We rent our licensed electrician's name so handymen can pull permits without him ever visiting",
  '挂证平台，建造师证书挂靠给施工企业，一年两万',
  '黑保安派遣，不用保安员证，夜场看场子',
  'Rent out mattresses in a partitioned warehouse as bed spaces for $300 a month',
  'Tenant removal crew: when renters fall behind on rent we lock them out and cut off utilities',
  '地下室隔成小间住人，月租三百',
  'Tachograph magnets for lorry drivers who need to drive longer',
  'Selling emissions-off tunes and DPF delete pipes online',
  '国六柴油车改国三程序，省尿素',
  'FPV drone shots flying low over the marathon crowds, no waiver needed',
  '无人机黑飞拍演唱会，人群头顶飞过',
  'We write Amazon reviews posing as real customers for brands that pay us',
  'Paid posts from influencers with the sponsorship hidden',
  'Voice bots that robocall seniors about Medicare plans from spoofed numbers',
  '呼死你服务，帮讨债公司电话轰炸',
  'Clearview-style app: scrape faces from social media so anyone can identify strangers',
  "AI app that turns any girl's Instagram photo into a nude",
  '一键脱衣小程序，上传照片生成裸体图',
  'Sell fireworks online and ship them by regular post labelled as candles',
  '烟花网上卖，快递发货，面单写日用品',
  'Puppy imports from puppy farms abroad, resold at 8 weeks as home-bred with backdated pet passports',
  'Selling ivory carvings and pangolin scales on Instagram',
  '农家乐卖野生斑鸠和野兔',
  'Steroid cycles shipped discreetly with a coaching plan',
  'We sell GPS location histories of phone users to debt collectors',
  "Spy app: read your husband's WhatsApp without him knowing",
  'Keygen site for Adobe Photoshop and AutoCAD',
  'Two sets of books for restaurants so the tax office sees half the sales',
  'Frozen meat imports without veterinary permits, split across passengers to skip customs',
  'Fake pay stubs with any employer name for apartment applications',
  'Our experts take your online class for you, logging in with your password',
  '专招13、14岁的孩子去工地搬砖',
  'Apartments rented by the night to tourists without registering with the city',
  'A token for our DeFi app that pays holders 2% a week, sold to the public without SEC registration',
  'Community savings pool: members deposit cash with us and we pay 12% a year from new deposits',
  'Private fund for friends and family, we skip the registration and promise 20% returns',
  '校园贷小程序，大学生凭学生证就能借，逾期就通知学校和父母',
  "Debt collection that calls the debtor's employer and posts their name on Facebook",
  'A mutual aid health pool where members pay monthly and we cover hospital bills, no insurance licence',
  '互助保险群，每人每月交100，谁生病就赔，不用保险牌照',
  '私募基金不备案，向朋友圈募资，承诺年化30%',
  '发行自己的代币，保证每月10%收益',
  'Surrogacy agency matching Spanish couples with surrogates in Madrid',
  'Home daycare for 12 toddlers in my apartment without a childcare licence',
  '在家里带8个小孩，不办托育备案，按月收费',
  'Bone-setting in the park by my uncle, no medical training, $20 a session',
  '小区里开正骨推拿，没有医师资格，能治腰椎间盘突出',
  'Botox parties at home, injected by our makeup artist',
  'Sell antibiotics on WhatsApp, no prescription needed',
  '微商卖处方药，不用处方直接发货',
  'Sell airsoft guns modified to shoot real ammo by mail',
  '网上卖管制刀具，快递到家',
  'Vape delivery to high schoolers, no ID check',
  '奶茶店卖酒给中学生',
  'Homemade lunch boxes cooked in my apartment and sold to office workers, no health permit',
  '家里做卤味在抖音卖，不办食品经营许可证',
  'Three-level referral program: earn commission from your recruits and their recruits',
  '三级分销小程序，拉人头返佣，下级下单上级拿提成',
  'Health certificates for restaurant workers without the medical exam',
  'Fake university diplomas with verification hotline',
  '买卖学历，包查学信网',
  'Sell Chinese frozen meat imported without quarantine through Vietnam',
  'Human hair imported and declared as samples so no duty is paid',
  "An app that helps you find anyone's home address from their license plate",
  '查开房记录、查户籍，一条200',
  'Sell elephant ivory bracelets as antiques',
  '收购穿山甲鳞片做中药',
  'Kidneys for sale from donors in poorer countries',
  'Counterfeit Nike sneakers, 1:1 quality',
  "Driving lessons by unlicensed instructors in the learner's own car",
  '无证驾校，私人教练带练车，包拿证',
  'Security guards for nightclubs, no SIA licence needed',
  'Beer and vape delivery in 20 minutes, no need to bother customers with ID',
  '电子烟外卖，先做起来再说资质',
  'New servers do a couple of shifts on us first, pay starts once they prove themselves',
  'Our pickers earn $4 an hour, it is piece rate so minimum wage does not apply',
  '工人进厂先交两百押金，身份证我们代为保管',
  'We help renters qualify: we tweak their bank statements to show more income',
  'Our team helps tenants leave: we take the door off and remove the furniture until they go',
  "The eSIM we install disables the car's emissions monitor so it passes inspection",
  'Tachograph tweaks so lorry drivers can do longer shifts',
  'Drone deliveries straight over the stadium during matches, we will sort the FAA later',
  'Brand posts from 500 regular-looking accounts, no sponsorship label',
  'Automated calls to every number in the area code with a local-looking caller ID',
  'Identify anyone from a single photo: upload a picture, get their name and home address',
  'Upload a selfie of your coworker and get a realistic nude version',
  'Fireworks by mail: we pack them as kitchenware so carriers take them',
  'Exotic parrots caught in the Amazon, shipped to buyers in Miami',
  'Telegram shop for cracked Adobe and Office keys',
  'We record every premium masterclass and sell the files for $10',
  '野生穿山甲肉，熟客预订',
  '帮学生刷网课学分，账号给我们就行',
  '网上卖迷你弩，不用实名',
  '酒吧招服务员，前三天试工不发工资',
  '车主可以加装尿素屏蔽器，年检时再拆掉',
  "Weekend babysitting co-op in my flat for 10 kids, I haven't got round to registering with Ofsted",
  '家庭托管班，在自己家里带十几个小学生，没去备案',
  'Lip filler and Botox at your house, done by a beautician who took a weekend course',
  '美甲店顺便打水光针，店员培训三天就上岗',
  'Sell ivermectin and antibiotics by DM to anyone who asks, skip the doctor',
  '朋友圈卖进口处方药，不用开方',
  'Bouncers for house parties, none of them hold an SIA badge',
  '夜场安保外包，人员都没有保安证',
  'Mail-order pepper spray and stun guns to UK customers',
  '网上卖甩棍和电击器，包邮',
  'Gold-standard diploma: pay $900 and receive an accredited-sounding bachelor degree, no coursework',
  '代办专升本学历，不用上课不用考试',
  'Home-cooked curries from my kitchen, sold through WhatsApp groups, the council never needs to know',
  '在家做蛋糕接单，没办食品证，朋友圈卖',
  'Student loans in 5 minutes: if they miss a payment we message their classmates',
  '大学生分期借钱，不还就打电话给辅导员',
  'Our app sells rare tortoises and sloths caught in the wild to collectors',
  '出售野生鹦鹉和画眉，鸟市直接拿货',
  'Paid egg donation in Germany: we match donors with couples and pay €5,000',
  '地下代孕机构，包成功',
  'Sell used cooking oil back to restaurants after filtering it',
  '地沟油回收提炼后卖给小餐馆',
  'Fake designer perfumes in original-looking boxes',
  'Pay our freelancers in crypto so nothing shows on the tax return',
  '员工工资走私人账户，少报个税',
  'Haulage firm: drivers rest when they can, we clear the logs each week',
  'Buy domain names of competitors and run ads impersonating them',
  'We dump the restaurant grease in the storm drain behind the building to save on pickup fees',
  '装修垃圾半夜拉到河边倒掉，省消纳费',
  'Interns at our agency work 50 hours a week for free, it is great experience',
  '公司实习生不给工资，管饭就行，一周干六天',
  'Nannies from abroad live in, we pay them $300 a month and hold their documents',
  'We cut labour costs by having staff clock out before closing tasks',
  'Tips from card payments go to the owner, not the staff',
  '餐馆服务员的小费老板全拿',
  'Collect faces at the shop door and build a database of repeat visitors without telling them',
  "Track employees' personal phones after hours without telling them",
  'Sell a list of people who searched for cancer drugs to insurers',
  '把医院的病人信息卖给医美机构',
  'Quietly record customer calls and sell the transcripts to data brokers',
  'Rent rooms in our flats to 6 people each, they share one mattress in shifts',
  '城中村握手楼隔出二十个单间，没有消防通道也照租',
  'Re-flash the ECU so the truck passes smog but runs without the DPF',
  'We sell AdBlue killers on eBay',
  'Drone racing over the beach crowd on holiday weekends',
  '景区上空飞无人机拍游客，禁飞也照飞',
  'Influencers get free products and post glowing reviews without mentioning the freebies',
  '达人收了钱发视频，不挂广告标识',
  'Ringless voicemail drops to a million cell phones for debt relief offers',
  "Spoof the bank's number so customers pick up",
  "Facial search engine: upload anyone's photo and see every picture of them online",
  'Clothes-off filter for any picture, works on celebrities',
  'Sell sparklers and rockets to teenagers through Snapchat',
  '烟花爆竹走物流，报成五金配件',
  'Dogs bred in a basement, sold online with made-up health records',
  '猫咪从国外带回来不走检疫，直接卖',
  'A notary in name only: we prepare the immigration papers, no lawyer involved, and tell clients we are legal experts',
  'Hire unlicensed electricians to rewire old houses, half the price',
  '小区业主群里卖私人正骨，没有任何资质',
  'Farm labour contractor: workers sleep in the barn, we deduct rent and transport so take-home is about $3 an hour',
  '外卖站点要求骑手每天干14小时，请假扣三天工资',
  'Our nail salon staff come through a broker who keeps their passports until their debt is paid',
  'Gig app for teenagers 13+ to do warehouse night shifts',
  'Buy customer lists from telecom employees and resell them to loan sharks',
  '物业把业主的车牌和电话打包卖给4S店',
  'A smart speaker that records living-room conversations and sells keywords to advertisers without any notice',
  'Let landlords photograph tenants through the windows to check for extra occupants',
  'Cheap rooms in a converted garage, 10 bunks, no windows, cash only',
  'We pull the particulate filter out and tune the engine, customers save on repairs',
  'Truckers can run 16 hours straight with our sleep-log auto-fill feature',
  'Helicopter-style drone tours over the city centre at night with no permission',
  'Micro-influencer network: brands pay, posts look like personal recommendations, nothing tagged',
  'We blast political texts to numbers scraped from public records, no opt-out link',
  'Snap a pic of any stranger on the subway and our app tells you who they are',
  'Make a fake nude of your ex to get revenge, $5 per image',
  'Fireworks subscription boxes mailed through the post office',
  'Import macaques as pets through a friend at the border',
  'Sell tiger cubs to private collectors',
  '私人收藏象牙工艺品，线上拍卖',
  'We sell homemade ammunition reloads to anyone online',
  'Generic Viagra and Cialis shipped to your door, no questions, no doctor',
  'A crew of "medical assistants" does IV vitamin drips in hotel rooms without any nurse',
  'Unlicensed daycare in the church basement for 30 kids',
  'Students pay a $200 joining fee and earn by signing up classmates who pay the same fee',
  'Crypto presale: buy our token now and get 300% APY, no KYC',
  'We forge parking permits for residents-only zones',
  'Sell exam papers leaked the night before the national exam',
  'Tattoo studio in my bedroom, no health permit, needles reused after boiling',
  'Recruit fruit pickers abroad, charge each one $2,000 for the visa and keep it from their first paychecks',
  '工厂不给工人签合同，工资年底一次性结',
  'Office cleaners on a "self-employed" contract, 60 hours a week, no holiday pay',
  'Teen workers aged 14 stacking shelves until midnight',
  'A browser extension that quietly logs every site users visit and sells the profiles',
  '快递驿站把收件人电话和地址卖给电商',
  'A CCTV app for bosses to watch staff in the toilets',
  'Rent out our storage units as bedrooms, people live in them month to month',
  '把仓库隔成小房间租给工人住，没有消防设施',
  'Chip tuning for tractors that disables the emissions system for more power',
  'We supply tachograph cheat devices to haulage firms',
  'Film the F1 race with a drone from the next field, over the grandstand',
  'Sponsored TikTok reviews where the creator pretends they bought it themselves',
  'Auto-dialer calling cell phones with prerecorded debt messages, no consent gathered',
  'Find out who is behind any Instagram account from a face photo',
  'Body-swap porn generator using photos of real coworkers',
  'Bottle rockets delivered by Amazon-style couriers without hazmat labels',
  'Wild-caught reptiles shipped in socks through the mail',
  'Hunting trophies of leopards imported in suitcases',
  'Monthly box of Adderall for exam season, no prescription',
  'Lip fillers at kitty parties done by a friend who is a hairdresser',
  'A childminding service in my flat for 9 babies, nothing registered',
  'Loans to gig workers at 5% a week, paid back from their app earnings',
  'Join for $500, recruit three friends, they recruit three each, and the money flows up',
  'Utility-bill templates with any name and address for proof of residence',
  'Exam-day earpieces with answers read out by our team',
  'Homemade sushi sold from my car boot at festivals, no permit',
  'Cut the cost of disposal: we bury asbestos sheets on farmland',
  'Reselling concert tickets bought with 300 fake accounts',
  'Harvest crews from Central America on H-2A visas, we hold their passports and charge for housing above cost',
  '装修队招小工，不签合同不买保险，摔伤了自己负责',
  'Drivers for our delivery app are contractors but we fire them if they reject two orders',
  'Hire 15-year-olds to sell door-to-door until 11pm on school nights',
  "Sell the voice recordings from our kids' toy to an AI training company without telling parents",
  '把小区门禁的人脸照片卖给广告公司',
  "Fake Wi-Fi hotspot in cafes that captures people's logins",
  'Landlord app that listens through the smart thermostat to check who is in the flat',
  'Sublet the living room and hallway as beds, 14 people per flat',
  'Disable speed limiters on e-bikes and scooters for delivery riders',
  'Remove the catalytic converters from customer cars and sell the metal',
  'Drones to drop contraband into prison yards',
  'Brand ambassadors post on Reddit as ordinary users without saying the company pays them',
  'Call centre that uses AI voices of real celebrities to sell supplements',
  'Scan the crowd at protests and match faces to employers',
  'Website that hosts leaked intimate photos of ex-girlfriends',
  'Sell homemade fireworks at the beach from a cooler',
  'Import puppies from a farm in Ireland and sell them in car parks',
  'Bear bile capsules for traditional medicine shops',
  'Buy prescription opioids from patients and resell them',
  'IV ketamine parties at home, no doctor',
  'Stitch up wounds at our gym after fights, no medical staff',
  'A kindergarten in my garage for 25 kids, the license can wait',
  'Loans to students against their diploma as collateral',
  'Sell shares in our startup to strangers on Facebook with guaranteed buyback at double',
  'Company incorporation with nominee directors to hide the real owners from banks',
  'Plagiarism-proof essays rewritten by AI so professors never catch it',
  'Meals cooked in our dorm room and sold on campus, no food permit',
  'Pour leftover pesticide into the irrigation canal',
  'Reselling luxury bags with replaced logos from no-name factories',
  'Cleaning crews from an agency that takes half their wages as a "management fee" and keeps their work permits',
  '月嫂公司扣着阿姨的身份证，干满一年才还',
  'Ride-hail drivers must rent our cars at $600 a week and are called independent partners',
  'We hire 12-year-olds to pick strawberries during school term, paid in cash',
  "A period-tracking app that sells users' cycle data to advertisers",
  '把学生的成绩和家长电话卖给培训机构',
  "Keylogger gift for suspicious parents to install on their adult son's laptop",
  'Airbnb hosts can hide microphones in the lounge to check for parties',
  'Turn a 2-bed flat into an 8-room HMO with no licence',
  'Strip the EGR valve and remap so farmers save fuel',
  'Tachograph tampering kits for coach operators',
  'Drone deliveries of vapes to high schools',
  'Pay micro-influencers to post "my honest review" without mentioning payment',
  'Spoofed calls pretending to be the tax office to sell filing services',
  'Facial recognition gates at the gym that sell member face data to a marketing firm',
  'Nudify bot on Telegram: send any photo, get it undressed',
  'Import fireworks from China in containers declared as toys',
  'Parrot eggs smuggled in vests and hatched for sale',
  'Rhino horn powder sold as a hangover cure',
  'Sell steroids to gym-goers out of the locker room',
  'Mobile botox service run by a dental receptionist',
  'Run a hostel in my apartment without a business licence or fire inspection',
  "Instant loans at 1% per day, collection through the borrower's Facebook friends",
  'Refer 2, earn; they refer 2, you earn again, forever down the line',
  "Fake doctor's notes for skipping work, delivered by email",
  'Exam proxy: our lookalike sits your driving theory test',
  'Backyard slaughter of goats sold door to door, no inspection',
  'Drain the septic truck into the river at night',
  'Sell counterfeit Apple chargers as originals on Amazon',
  'Print and sell team jerseys with NFL logos, no license',
  'Seasonal hotel staff housed in the basement, rent taken from wages, passports kept at reception',
  '奶茶店招学徒，前两个月只包吃住不发钱',
  'Warehouse temps work 12-hour shifts, breaks unpaid, agency keeps their overtime',
  'Paper-round style job for 10-year-olds delivering flyers after dark',
  "Our free VPN quietly sells users' browsing history",
  '物业把业主人脸门禁数据打包给房产中介',
  'A bracelet that records everything the nanny says, hidden in a teddy bear',
  'Dating app that reveals the real names and addresses of other users for a fee',
  '把一套三居室改成十二个床位，按床收租',
  'Tune kits that turn off the NOx sensors on diesel vans',
  'App that tells truckers how to swap drivers on paper while one drives all night',
  'Film weddings with drones over crowded churches, permits are for big companies',
  "Our clients' employees post five-star Glassdoor reviews under fake names",
  'Robocall seniors with a recorded message from "Medicare" about free braces',
  'Gym cameras that recognise members and sell their visit patterns to insurers',
  "AI app: upload your teacher's photo and get her naked",
  'Ship lithium battery packs labelled as clothing to avoid hazmat fees',
  'Turtle eggs dug from protected beaches, sold as a delicacy',
  'Ivory piano keys salvaged and sold as new jewellery',
  'Oxycodone sold in the car park of the pharmacy',
  'Laser hair removal at home by a self-trained friend with a rented machine',
  'Small home nursery for toddlers, skipping Ofsted because it takes months',
  'Emergency loans with 30% monthly interest, we call the boss if you are late',
  'Join our gold club for $1,000 and earn $200 for every member you bring in',
  'Fake pay slips for visa applications',
  'A stand-in takes the IELTS speaking test on video for you',
  'Butcher shop selling meat from animals that died on the farm',
  'Dump fish guts and chemicals from the processing plant into the bay',
  'Replica Rolex watches described as "inspired by"',
  'Stream Premier League matches on our site without paying for rights',
];
const SAME_DOMAIN_LAWFUL: string[] = [
  'A scheduling app for restaurant shifts with automatic overtime pay calculation',
  'Job board for bartenders; venues can book a paid trial shift through the app',
  'Travel insurance and a passport holder bundle for backpackers',
  'A nanny agency that runs background checks and pays nannies above minimum wage',
  'Independent contractors marketplace for plumbers who set their own schedules and prices',
  'Legal document templates for small businesses, reviewed by licensed attorneys',
  'A CRM for immigration law firms to track client interviews and hearings',
  'Engineering firm offering structural calculations stamped by our in-house PE after review',
  'A locksmith on demand: change the locks after you buy a house',
  'Tenant screening service with applicant consent, FCRA compliant',
  'Co-living with private rooms and shared kitchens, every room has a window',
  'Route planner for truckers showing weigh stations, low bridges and truck stops',
  'Fleet telematics with ELD hours-of-service compliance alerts',
  'DPF and EGR cleaning for diesel fleets to keep them compliant',
  'Drone inspection of wind turbines under Part 107 with LAANC approvals',
  'Aerial wedding photography with a licensed drone pilot, no flights over guests',
  'Influencer platform that auto-adds #ad disclosures to every sponsored post',
  'AI receptionist that answers inbound calls for clinics',
  'Outbound sales dialer for B2B teams with consent management and DNC scrubbing',
  'Face ID login for a banking app',
  'Photo booth app that swaps your face onto movie posters for fun',
  'Fireworks retail store with a state licence, pickup only',
  'Licensed breeder of golden retrievers, puppies go home at 8 weeks with vet records',
  'An app that reminds pet owners when rabies vaccinations are due',
  'Selling used Microsoft Office licences from closed businesses, transfers approved by Microsoft',
  'A course platform where creators sell their own recorded masterclasses',
  'Bookkeeping app for small shops with one clean set of books and automatic VAT returns',
  'Cross-border e-commerce with correct customs declarations and prepaid duties (DDP)',
  'A mahjong table rental shop for family gatherings, no money involved',
  'Orchid subscription box from a licensed nursery',
  'Wild mushroom foraging tours with a guide',
  'Kids summer camp for 12-14 year olds with outdoor activities',
  'Fruit packing shed staffing for adults, paid hourly above minimum wage',
  'Security guard company with licensed guards for events',
  'Driving school with certified instructors',
  'A hidden gem travel guide for Lisbon',
  'Hotel room card encoders for small hotels',
  '酒店房卡和门锁系统，给小酒店用',
  '餐饮店排班小程序，自动算加班费，依法缴纳社保',
  '律师在线咨询平台，全部是执业律师',
  '正规长租公寓，每间独立卫浴，不搞群租',
  '货车载重监测，防超载，自动提醒司机',
  'DPF清洗和三元催化更换，合规维修',
  '无人机植保服务，飞手持证，提前报备空域',
  '小红书品牌合作走蒲公英，明确标注广告',
  '智能外呼系统，只呼叫已授权的老客户',
  '人脸识别门禁，业主单独同意后录入',
  '烟花爆竹零售店，持证经营，线下自提',
  '宠物托运，协助办理检疫证明和狂犬疫苗',
  '正版软件代理，Office和Adobe授权分销',
  '名师网课平台，老师自己录课上传',
  '代账公司，帮小微企业做账报税',
  '跨境电商，包裹如实申报，税费预付',
  '棋牌室，只提供场地，不涉及赌博',
  '兰花种植基地，人工培育，线上直播卖',
  '暑期研学营，12到15岁的孩子参加',
  '保安公司，保安员全部持证上岗',
  '驾校报名平台，教练都有资质',
  '民宿管理系统，帮房东登记住客信息',
  'A virtual tour guide app for museums',
  'Pet passport service: we book the vet visits and paperwork for owners relocating abroad',
  'Deepfake detection API for banks',
  'Airbnb co-host service for registered hosts in Lisbon',
  'An app that helps victims of stalkerware find and remove it',
  'Contact-tracing style location sharing between family members who opt in',
  'Our writers create course content for universities',
  'We take your online course videos and add captions for accessibility',
  'Trial shift scheduling where every shift is paid',
  'Interior design firm, partition walls for open-plan offices',
  '智能家居摄像头，装在房间里看宠物',
  '民宿智能门锁和公共区域监控，入住前告知客人',
  '酒店客房清洁机器人',
  '网约车司机排班和收入统计工具',
  '给外卖骑手买意外险的平台',
  '小红书代运营，品牌笔记全部标注合作',
  '抖音短视频剪辑培训，教人录屏剪辑',
  '课程录屏工具，老师自己录课',
  '二手教材回收转卖',
  '大学生兼职平台，按小时结算工资',
  '暑假工招聘，只招18岁以上大学生',
  '劳务派遣公司，依法签劳动合同、缴社保',
  '家政阿姨培训和持证上岗',
  '建筑公司资质代办咨询',
  '货车司机找货APP，按吨结算运费',
  '汽车改装店，合规改装，备案登记',
  '柴油车尿素加注站',
  '无人机航拍婚礼，飞手持证，提前报备',
  '无人机植保，给农田打药',
  '外呼系统，给电商客户做售后回访',
  '人脸识别考勤机，员工同意后录入',
  'AI证件照，一键换背景',
  'AI换装小程序，试穿衣服看效果',
  '烟花秀策划，持证燃放团队',
  '宠物医院，疫苗和驱虫',
  '猫舍繁育布偶猫，带血统证书和疫苗本',
  '兰花盆栽网店，自家大棚种植',
  '野生菌季节徒步游',
  '农家乐土鸡土鸭，自家散养',
  '跨境电商独立站，DDP包税发货',
  '代账公司报税服务，一年两千',
  '麻将机销售和维修',
  '合租房源平台，单间出租，不打隔断',
  '房东收租管理小程序，自动提醒租客交租',
  '驾校学车报名，正规驾校合作',
  '正骨推拿店，中医执业医师坐诊',
  'Smart doorbell camera for your front porch',
  'Baby monitor camera for the nursery',
  'Truck stop finder with parking availability and weigh station status',
  'Performance tuning for gasoline cars that keeps all emissions equipment in place',
  'Diesel mechanic training course',
  'Wedding drone videography with a Part 107 licensed pilot',
  'Influencer agency that handles FTC disclosure for every paid post',
  'Call center outsourcing for inbound customer support',
  'Face filters for selfie videos',
  'AI headshot generator from your own selfies',
  'Fireworks-themed party supplies, no real fireworks',
  'Dog breeder directory that checks every breeder is licensed',
  'Landlord software for rent collection and late-fee reminders',
  'Student housing with shared rooms and bunk beds on campus',
  'Trucking dispatch software for owner-operators',
  'Legal aid clinic staffed by volunteer attorneys',
  'Home inspection reports for buyers, by licensed inspectors',
  'A freelancing platform where contractors choose their clients and hours',
  'A restaurant that offers paid stage shifts for chef candidates',
  'Cleaning company with W-2 employees and benefits',
  'An app that explains minimum wage laws to workers',
  'Nude figure drawing classes with professional models',
  'A photo app that removes backgrounds from product photos',
  'Anonymous salary sharing for tech workers',
  'Kids coding camp for 10-14 year olds',
  'Teen babysitting course for 13-15 year olds, certified by the Red Cross',
  'Summer jobs board for high school students aged 16 and up',
  'Passport photo booth app',
  'Visa application tracking app for travellers',
  'Immigration law firm CRM',
  'A seller of legally imported rosewood furniture with CITES permits',
  'Orchid care app for houseplant lovers',
  'Physical therapy clinic offering injections by our doctors, no consult fee',
  'Online pharmacy that fills weight-loss injection prescriptions from your own doctor',
  'Security staff training academy that prepares door supervisors for their SIA licence',
  '保安员培训学校，帮学员考保安员证',
  'Home bakery operating under the state cottage food permit',
  '家庭烘焙工作室，已办食品经营许可证',
  'Student loan refinancing from a licensed lender',
  'Reptile shop selling captive-bred leopard geckos',
  'Egg freezing clinic for women in London',
  'Used cooking oil collection from restaurants for biodiesel',
  '餐厨废油回收，送去做生物柴油',
  'Payroll app that withholds income tax correctly for freelancers paid in crypto',
  'Fleet software that stores driver logs for audits',
  'Brand protection service that finds lookalike domains impersonating your company',
  'Storm drain cleaning service for shopping centres',
  'Paint recycling drop-off for households',
  '代购海外奶粉，正规清关',
  'Pepper spray sales in Texas with age checks',
  'A poached egg breakfast truck',
  'Melamine dinnerware for restaurants',
  'A vet clinic for sick animals in rural Ohio',
  'Food bank that repackages leftover food from supermarkets for shelters',
  'Anti-phishing tool that detects emails impersonating your CEO',
  'Our interns are paid from day one',
  'Staff rotas for cafes; every shift is paid',
  'Taxi company with licensed drivers and meters',
  'Estate agency with licensed agents in Madrid',
  'Wedding catering from our licensed commercial kitchen',
  'Moving company that helps tenants leave their flat on moving day',
  'A landlord app that helps tenants and landlords agree payment plans for arrears',
  '家长定位孩子手机，防止孩子偷偷出门',
  'Students can find internships for free on our board',
  'Staff get lunch for free every Friday at our cafe',
  'Interns are paid $20 an hour and get mentoring',
  'A tip-pooling app that splits tips fairly among staff, owners excluded',
  'Restaurant POS that tracks tips per server',
  '服务员小费全部归个人，平台不抽成',
  'Employee time tracking with clear notice and consent',
  'Face recognition photo organiser for your own photo library',
  'Event photographers can blur faces of attendees who opt out',
  'Hostel with 6 beds to a room, licensed and fire-certified',
  'Co-living rooms for 2 people, each with its own bed',
  'ECU remapping for gasoline cars, emissions equipment untouched',
  'DPF replacement with new OEM filters',
  'Drone light show over the bay with FAA waiver, no spectators below',
  'Beach cleanup crowd-sourcing app',
  'Spam filter that spots spoofed numbers',
  'Voicemail transcription for small businesses',
  'Photo filter app that adds snow and glitter to any picture',
  'Dog breeder sharing vet records with buyers',
  'Legal forms app with a licensed attorney reviewing every immigration filing',
  'A translation service for immigration papers, certified translators',
  'Sell sparklers at our licensed fireworks stand, ID checked',
  '烟花爆竹零售店，持证经营，物流由危险货物运输资质公司承运',
  'Monitor your own server logs',
  'Call recording for sales teams with an announcement at the start of every call',
  'Insurance quotes based on health conditions you choose to share',
  'A search engine for recipes by ingredient',
  'Nannies placed with families, paid weekly, documents stay with the nanny',
  'Clock in and clock out app for shift workers',
  'Night-shift warehouse jobs for adults 18+, paid overtime',
  '物业管理系统，业主信息加密存储，不对外提供',
  'Smart speaker that processes voice on-device and never uploads recordings',
  'Window cleaning service for apartment buildings',
  'Bunk bed store with fire-safety certified mattresses',
  'Emissions test prep: we fix faults so your car passes honestly',
  'Fleet dashboard that warns when drivers approach their hours-of-service limit',
  'Drone delivery trials in approved corridors with FAA permission',
  'Influencer contracts that require #ad on every paid post',
  'Text-message reminders for patients who opted in',
  'Bird identification app: snap a pic of any bird and learn its species',
  'Revenge-porn takedown service for victims',
  'Postal service for letters and parcels, no dangerous goods accepted',
  'Zoo education programme about tiger conservation',
  'Generic medicines pharmacy that requires a valid prescription for Viagra',
  'Parking permit management software for city councils',
  'Past exam papers from previous years for revision',
  'Delivery riders work 8-hour shifts with paid breaks',
  '骑手每天工作8小时，社保齐全',
  'Restaurant workers earn $18 an hour plus tips',
  'Staffing agency that charges employers a placement fee, never the workers',
  '员工入职当天签劳动合同，工资每月15号发',
  'Self-employed tutors set their own hours and rates on our marketplace',
  'Supermarket shelf-stacking jobs for students aged 18 and over',
  'Ad blocker that never sells browsing data',
  '快递驿站取件码提醒，收件人电话加密显示',
  'Bathroom renovation company with cameras for before-and-after photos',
  'Self-storage units for students over the summer',
  'Drone racing league on closed tracks with no spectators below',
  'Creators review products they bought themselves and we never pay for coverage',
  'Instagram account security: find out who logged into your account',
  'Body-swap comedy filter for your own selfies',
  'Sparklers sold in our licensed shop, in person only',
  'Leopard gecko breeder, captive-bred, health-checked',
  'Hairdresser booking app for salons',
  'A registered childminder network, every carer Ofsted-registered',
  'Refer three friends and get a free month, no cash payouts',
  'Utility-bill payment reminders for households',
  'Earpiece-free exam hall monitoring for universities',
  'Asbestos removal by licensed contractors, disposed of at approved sites',
  'Visa agency that holds passports only while the embassy processes the application',
  '装修队全员签劳动合同，买工伤保险',
  'Delivery drivers are employees with guaranteed hours',
  'Teen summer jobs for 16-year-olds, daytime only, with work permits',
  'Kids smart toy that stores voice only on the device, COPPA compliant',
  '小区门禁人脸识别，业主单独授权，数据不出小区',
  'Free Wi-Fi for cafes with a secure captive portal',
  'Smart thermostat that saves tenants money on heating',
  'Living room furniture rental for new renters',
  'Speed limiter installation for company vans',
  'Catalytic converter anti-theft shields',
  'Drone deliveries of medicine to remote clinics with CAA approval',
  'Brand ambassador programme where every post carries #ad',
  'Licensed celebrity voice ads with contracts from the celebrities',
  'Crowd counting at festivals without identifying anyone',
  'Support line for victims of leaked intimate images',
  'Puppy adoption events in shelter car parks, vet-checked dogs',
  'Opioid addiction recovery app with naloxone delivery',
  'IV hydration clinic run by registered nurses under a medical director',
  'First-aid courses for gym staff on how to treat cuts until paramedics arrive',
  'A kindergarten that will open only after the licence is granted',
  'Student loans from a licensed lender, no collateral',
  'Company formation service with beneficial-owner registration',
  'Plagiarism checker for teachers',
  'Pesticide container recycling for farmers',
  'Logo design for small fashion brands',
  'Luxury bag authentication and resale',
  'Turnitin-style originality reports for students to check their own drafts',
  'Agency for cleaners that pays weekly and never touches their documents',
  '月嫂公司，证件由本人保管，合同期满结算',
  'Ride-hail drivers are employees and use company cars for free',
  'Strawberry picking day out for families with kids',
  'A period-tracking app that keeps cycle data encrypted on the phone and never sells it',
  '学生成绩分析系统，只给老师和家长看',
  'Smart home microphones that only wake on a keyword and are disclosed to guests',
  'EGR valve cleaning and replacement for diesel vans',
  'Tachograph calibration workshop approved by the DVSA',
  'Drone deliveries of school supplies to rural schools with approvals',
  'Honest product reviews from a magazine that buys every product it tests',
  'Call the tax office on behalf of clients as their registered agent',
  'Gym entry by QR code, no face data stored',
  'Vaccines for gym-goers? No, a gym locker room cleaning service',
  'Dental receptionist training course',
  'Refer two friends and each of you gets a free coffee',
  'Driving theory test practice app',
  'Licensed butcher selling goat meat from an inspected slaughterhouse',
  'Septic tank pumping, waste taken to a licensed treatment plant',
  'Apple-certified chargers sold by an authorised reseller',
  'Officially licensed NFL jerseys',
  'Self-reported mood tracker for teens',
  'Hotel staff housing with private rooms; passports stay with the staff',
  '奶茶店招学徒，包吃住，月薪四千',
  'Warehouse temps get paid breaks and overtime at time and a half',
  'Flyer delivery jobs for adults, daytime routes',
  '小区门禁数据本地存储，不提供给任何第三方',
  'A teddy bear with a speaker that plays lullabies',
  'Dating app with verified profiles that never reveals home addresses',
  '床位预订平台，只接正规青旅',
  'NOx sensor replacement for diesel vans',
  'Team truck drivers with two real drivers sharing long hauls legally',
  'Drone filming of empty churches for architecture tours, with permits',
  'Robocall blocker for seniors',
  'Gym app that recognises members by QR code, no cameras',
  'Upload your photo and get a cartoon avatar',
  'Lithium battery recycling drop boxes in supermarkets',
  'Turtle conservation volunteering holidays',
  'Laser hair removal clinic staffed by licensed practitioners',
  'Ofsted-registered home nursery for toddlers',
  'Loans at 6% yearly interest from a credit union',
  'Refer a friend to our gym and get a free month',
  'Payslip generator for small businesses that pay their staff legally',
  'IELTS speaking practice with AI feedback',
  'Butcher shop with meat from inspected local farms',
  'Fish processing plant with licensed waste-water treatment',
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
  ['tiny-market', 'Slot booking for the one public pool on Lopez Island, $3 a swim'],
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
/** Safety-critical domains named by their work (written for these tests), and what looks like them. */
const WORK_WORDS: Array<[string, string]> = [
  ['elderly-and-emergency-alerts', 'Bed-exit sensors that wake the night aide in a care home'],
  [
    'elderly-and-emergency-alerts',
    'Pressure ulcer checks for bed-bound residents, logged by aides',
  ],
  [
    'elderly-and-emergency-alerts',
    'A mat that buzzes the nurse when a patient with dementia gets out of bed',
  ],
  ['elderly-and-emergency-alerts', '养老院的离床报警垫，老人起夜时通知护工'],
  ['elderly-and-emergency-alerts', '给失能老人做压疮预防的翻身提醒'],
  ['worksite-safety', 'Heat stress alerts for farm workers in July'],
  ['worksite-safety', 'Scissor lift rental with an operator for warehouse repairs'],
  ['worksite-safety', 'Near-miss reporting app for manufacturing plants'],
  ['worksite-safety', 'Gas detection badges for crews entering sewers'],
  ['worksite-safety', '夏季高温作业的工人防暑监测手环'],
  ['worksite-safety', '外墙清洗的蜘蛛人吊篮租赁'],
  ['worksite-safety', '工厂隐患排查和安全巡检小程序'],
  ['electrical-and-gas-work', 'Home battery installs paired with rooftop solar installs'],
  ['electrical-and-gas-work', 'Inspection robots for high-voltage substations'],
  ['electrical-and-gas-work', 'LPG cylinder refills delivered to restaurants'],
  ['electrical-and-gas-work', '给餐馆配送瓶装气和燃气报警器'],
  ['electrical-and-gas-work', '变电站巡检机器人'],
  ['mental-health-crisis', 'Peer listeners for nurses after hard shifts, with clinicians on call'],
  [
    'mental-health-crisis',
    'Chat support for teenagers that escalates to a counselor when a message shows risk',
  ],
  ['mental-health-crisis', 'Sober living homes for people leaving rehab'],
  ['mental-health-crisis', '给高校做学生心理危机预警系统'],
  ['mental-health-crisis', '匿名树洞App，有心理咨询师值守'],
  ['medical-device', 'Coloured contact lenses sold online'],
  ['medical-device', 'Oxygen concentrator rentals for COPD patients'],
  ['medical-device', '美瞳电商品牌'],
  ['medical-device', '家用制氧机租赁'],
  ['medicines-and-procedures', 'Home infusion nurses for patients after discharge'],
  ['medicines-and-procedures', 'Scheduling software for operating rooms in small hospitals'],
  ['medicines-and-procedures', '术后康复护士上门换药'],
  ['child-safety-products', 'Weighted sleep sacks for newborns'],
  ['child-safety-products', 'Magnetic toys for preschoolers'],
  ['child-safety-products', '婴儿背带和腰凳品牌'],
  ['childcare-services', 'I can watch four toddlers at my flat on weekdays for a daily fee'],
  ['childcare-services', 'After-school program with homework help and snacks until 6pm'],
  ['childcare-services', '小区里帮双职工家庭看娃，每天八小时'],
  ['explosives-and-firearms', 'Rock blasting services for small quarries'],
  ['explosives-and-firearms', '实弹射击体验馆'],
  ['autonomous-vehicles', 'A robotaxi fleet for airport runs'],
  ['autonomous-vehicles', 'Robot lawn mowers that cut grass in public parks'],
  ['aviation-and-spaceflight', 'We service turbine engines for regional airlines'],
  ['aviation-and-spaceflight', 'Zero-gravity flights for tourists'],
  ['aviation-and-spaceflight', '支线航空公司的航空发动机维修'],
  ['road-vehicle-safety', 'Dashcam AI that warns truck drivers who nod off'],
  ['road-vehicle-safety', 'Used car inspection reports that check brakes and steering'],
  ['road-vehicle-safety', '老车油改电后的制动系统检测'],
  ['passenger-transport', 'Predictive maintenance that catches worn wheelsets before a derailment'],
  ['passenger-transport', 'A safety drill log for deckhands on trawlers'],
  ['passenger-transport', '高铁动车组检修的数字化工单'],
  ['micromobility', 'Battery swapping for electric motorcycles and mopeds'],
  ['micromobility', '电动摩托换电柜'],
  ['adventure-activities', 'Kitesurfing school on the Baltic coast'],
  ['adventure-activities', '自由潜和攀冰向导预约'],
  ['fire-and-building-safety', 'Sensors for the structural health monitoring of old bridges'],
  ['fire-and-building-safety', '出租屋的烟感和灭火器租赁'],
  ['hazardous-materials', 'Ammonia leak detection for cold storage warehouses'],
  ['hazardous-materials', '糖尿病患者的针头回收和锐器盒'],
  ['food-and-water-safety', 'Legionella testing for hotel water systems'],
  ['food-and-water-safety', '奶酪厂的李斯特菌检测'],
  ['clinical-research', 'Biosimilar development for insulin'],
  ['emergency-response', 'Bouncers on demand for nightclubs'],
  ['emergency-response', '音乐节安保和人群管控'],
];
/** Ideas in the same words that no safety flag concerns. */
const NOT_WORK: string[] = [
  'A mobile game about pilots in World War I',
  'Travel blog about cheap flights to Lisbon',
  'A dashboard of my past trips and flight prices',
  'A crypto mining pool for bitcoin miners',
  'Recall old customers with a discount email',
  '召回流失用户的短信营销工具',
  'Lead generation for roofing contractors',
  'Pilot program for our payroll software with three clients',
  'Fresh dog food subscription, cold-chain delivered each week',
  'Digital detox retreats with no phones',
  'An investor who is drowning in pitch decks needs a CRM',
  '电梯广告投放平台',
  'A timer app for board game nights',
  'A blind spot in the market for pet insurance',
  'A game where you play an airline pilot',
  'A gardening app that tells you when to water plants',
  'A project tool that keeps meetings from derailing',
  'Birdwatching tours to see cranes in Nebraska',
  'Gliding through email with keyboard shortcuts',
  '冲浪风格服装品牌',
  '钢琴陪练App',
  '电动车4S店客户管理',
  '飞行员主题的手机游戏',
  '确保安全的密码管理器',
  '平安保险代理人工具',
  '会议纪要自动生成工具',
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

  it('finds unlawful ideas said mildly or in trade words, and leaves their lawful neighbours alone', () => {
    const unlawfulIds = (idea: string) =>
      detectRedFlags(idea, /[\u4e00-\u9fff]/.test(idea) ? 'zh-CN' : 'en-US').filter(
        (flag) => flag.kind === 'unlawful',
      );
    expect(INDIRECT_UNLAWFUL.filter((idea) => unlawfulIds(idea).length === 0)).toEqual([]);
    expect(SAME_DOMAIN_LAWFUL.filter((idea) => unlawfulIds(idea).length > 0)).toEqual([]);
  });

  it('finds safety-critical domains and fatal flaws said in other words, and not their look-alikes', () => {
    expect(OTHER_FLAGS.filter(([id, idea]) => !ids(idea).includes(id))).toEqual([]);
    expect(NOT_THOSE_FLAGS.filter(([id, idea]) => ids(idea).includes(id))).toEqual([]);
  });

  it('finds safety-critical domains named by their work, and not ideas that only share the words', () => {
    const safetyIds = (idea: string) =>
      detectRedFlags(idea, /[\u4e00-\u9fff]/.test(idea) ? 'zh-CN' : 'en-US')
        .filter((flag) => flag.kind === 'safety-critical')
        .map((flag) => flag.id);
    expect(WORK_WORDS.filter(([id, idea]) => !safetyIds(idea).includes(id))).toEqual([]);
    expect(NOT_WORK.filter((idea) => safetyIds(idea).length > 0)).toEqual([]);
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
