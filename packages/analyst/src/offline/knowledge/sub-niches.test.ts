import { describe, expect, it } from 'vitest';
import { detectSignals } from '../detect.ts';

/**
 * Sub-niches (docs/knowledge-taxonomy.md): an idea that names a sub-niche's market, in English
 * and in Chinese, is read as that sub-niche, with its parent as the industry.
 */
const IDEAS: Record<string, Record<string, readonly [en: string, zh: string]>> = {
  pets: {
    'pet-sitting-walking': [
      'An app for people in city flats to book a vetted pet sitter when they travel, with photo updates',
      '帮上班族找附近靠谱的上门喂猫和遛狗服务的小程序',
    ],
    'pet-food-treats': [
      "Fresh dog food cooked for each dog's weight and allergies, delivered monthly",
      '针对肠胃敏感猫咪的低敏主粮和冻干零食品牌',
    ],
    'veterinary-care': [
      '24/7 video calls with licensed vets so owners know whether a symptom needs the animal hospital',
      '为养宠家庭提供宠物在线问诊和到院转诊的平台',
    ],
  },
  'legal-tech': {
    'e-signature-notary': [
      'Remote online notarization for real-estate closings, with e-signatures notaries can trust',
      '给中小企业用的电子签名和电子合同平台，手机上就能签约',
    ],
    'contract-review': [
      'AI contract review that flags risky clauses in supplier agreements for small businesses',
      '帮小微企业审合同、标出风险条款的AI工具',
    ],
  },
  'health-medtech': {
    'patient-billing-advocacy': [
      'A service for patients contesting hospital bills: we find billing errors and appeal insurance denials',
      '帮患者核对住院费用清单、发现乱收费的App',
    ],
    telemedicine: [
      'Telehealth visits with dermatologists for acne, booked in minutes',
      '面向慢病患者的互联网医院，在线复诊和续方',
    ],
    'dental-care': [
      'Clear aligners for adults sold through partner dentists at half the price',
      '连锁口腔诊所的隐形矫正和洗牙预约平台',
    ],
    'pharmacy-medication': [
      'An online pharmacy that delivers prescription refills and sends medication reminders to seniors',
      '为慢病老人提供送药上门和用药提醒的网上药店',
    ],
    'medical-devices': [
      'A wearable ECG patch that detects arrhythmia and needs FDA clearance',
      '家用血压计和血糖仪数据自动上传给医生的医疗器械',
    ],
  },
  care: {
    'therapy-matching': [
      'Matching people with a licensed therapist who speaks their language, with online therapy sessions',
      '帮年轻人找到合适心理咨询师的在线预约平台',
    ],
    'personal-training': [
      'Online personal training with a real coach who adjusts your plan every week',
      '线上私教课，教练每周根据体测数据调整训练计划',
    ],
    'home-care-aides': [
      'An agency app that sends trained home care aides to elderly parents and logs every visit',
      '为失能老人提供上门护理和助浴服务的居家照护平台',
    ],
    'childcare-booking': [
      'Backup childcare booked in an hour when the nanny is sick',
      '为双职工家庭匹配育儿嫂和课后托管的平台',
    ],
  },
  education: {
    tutoring: [
      'A marketplace of math tutors for high-school students preparing exams',
      '一对一在线辅导，帮初中生补数学',
    ],
    'language-learning': [
      'An app to learn Spanish through speaking practice with AI voice partners',
      '帮上班族练英语口语的AI陪练App',
    ],
    'coding-bootcamps': [
      'A part-time coding bootcamp for career changers with a job guarantee',
      '零基础学编程的转行训练营，包就业推荐',
    ],
  },
  work: {
    'freelance-marketplaces': [
      'A freelance marketplace for hiring vetted bilingual accountants',
      '连接企业和自由职业者的众包接单平台',
    ],
    'payroll-benefits': [
      'Payroll software for restaurants with hourly staff and tips',
      '给中小企业用的算薪和社保代缴SaaS',
    ],
  },
  money: {
    remittances: [
      'Cheap remittances for Filipino nurses sending money home from the UK',
      '帮外贸小公司跨境收款和换汇的工具',
    ],
    'lending-credit': [
      'Microloans for market vendors in Kenya, repaid through mobile money',
      '给小店老板的经营贷，按流水授信',
    ],
    'budgeting-apps': [
      'A budgeting app for couples who split rent and bills',
      '帮月光族做预算管理的个人记账App',
    ],
    'investing-apps': [
      'A robo-advisor for first-time investors that buys index funds every month',
      '帮年轻人基金定投的理财App',
    ],
    'crypto-exchanges': [
      'A crypto exchange for buying bitcoin in Africa with mobile money',
      '一个去中心化交易所聚合器，帮用户找到最优的兑换价格',
    ],
  },
  property: {
    'property-management': [
      'Property management software for small landlords: rent collection, repairs, tenant screening',
      '给长租公寓的物业管理和收租系统',
    ],
    'rental-search': [
      'Apartment hunting help for international students with verified listings',
      '帮刚毕业的年轻人找房、找室友的租房平台',
    ],
  },
  food: {
    'indoor-farming': [
      'A hydroponic greenhouse that grows herbs for hotel kitchens',
      '在城市里建垂直农场，用水培种植叶菜卖给超市',
    ],
    'restaurant-software': [
      'A restaurant POS with QR code menus and a kitchen display',
      '给小餐馆的扫码点餐和收银系统',
    ],
    'ghost-kitchens': [
      'Delivery-only ghost kitchens for restaurant brands expanding to new neighbourhoods',
      '给外卖品牌出租共享厨房和外卖档口',
    ],
    'meal-kits': [
      'Korean meal kits with pre-portioned ingredients delivered weekly',
      '给上班族的净菜和半成品菜配送，十五分钟做好晚饭',
    ],
    'snacks-beverages': ['A low-sugar energy drink brand for gamers', '面向年轻人的低糖气泡水品牌'],
  },
  travel: {
    'hotel-software': [
      'A channel manager and booking engine for independent hotels',
      '给单体酒店的酒店管理系统，打通各个预订渠道',
    ],
    'short-term-rentals': [
      'A co-host service that runs Airbnb listings for part-time hosts',
      '帮民宿房东做定价和保洁排期的短租运营工具',
    ],
  },
  shopping: {
    'skincare-cosmetics': [
      'A skincare brand for acne-prone teenagers with dermatologist-tested serums',
      '主打敏感肌修护的国货护肤品牌',
    ],
    'resale-secondhand': [
      'A resale app for pre-loved designer bags with authentication',
      '古着和二手衣服的寄卖平台',
    ],
    'subscription-boxes': [
      'A monthly box of curated indie snacks from around the world, a subscription box business',
      '每月一个主题的订阅盒，寄给喜欢手作的年轻人',
    ],
    'merchant-tools': [
      'A Shopify app that writes product descriptions for merchants',
      '给淘宝店主的商品上架和店铺管理工具',
    ],
  },
  'moving things': {
    'ev-charging': [
      'Shared EV chargers in apartment garages, booked by app',
      '小区家用充电桩共享平台',
    ],
    micromobility: ['E-bike subscriptions for delivery riders', '校园共享电单车'],
    'last-mile-delivery': [
      'Same-day delivery for local florists using parcel lockers',
      '为社区商家提供同城即时配送的跑腿平台',
    ],
    'freight-trucking': [
      'A load board that fills empty miles for owner-operator truckers',
      '车货匹配平台，帮货车司机找回程货',
    ],
  },
  climate: {
    'solar-energy': ['Rooftop solar financing for small factories', '给农村家庭安装户用光伏的平台'],
    'carbon-accounting': [
      'Scope 3 emissions tracking for mid-sized manufacturers',
      '帮出口企业做碳足迹核算的SaaS',
    ],
    'sustainable-packaging': [
      'Compostable takeaway containers made from sugarcane',
      '给外卖商家的可降解环保包装',
    ],
  },
  'media, games and people': {
    podcasting: [
      'An AI editor that cuts filler words from podcast episodes',
      '帮独立播客主做剪辑和分发的工具',
    ],
    'newsletters-publishing': [
      'A paid newsletter platform for local journalists',
      '帮作者做付费专栏的写作平台',
    ],
    esports: ['Amateur esports tournaments for university teams', '面向高校的电竞比赛组织平台'],
    'dating-apps': [
      'A dating app for single parents that verifies every profile',
      '帮大龄青年相亲的婚恋平台',
    ],
    weddings: [
      'A planning app for small weddings with a budget tracker and vendor list',
      '一站式婚礼策划和婚纱照预约平台',
    ],
  },
  'devices and software': {
    'smart-home': [
      'A smart thermostat that learns your schedule and cuts heating bills',
      '全屋智能的灯光和窗帘控制系统',
    ],
    wearables: [
      'A smart ring that tracks sleep for shift workers',
      '给老人戴的智能手环，监测心率和跌倒',
    ],
    'devops-observability': [
      'Log management and alerting that costs a tenth of Datadog',
      '帮运维团队做监控告警和链路追踪的平台',
    ],
    'crm-sales-tools': [
      'A CRM for real-estate agents that logs calls automatically',
      '给销售团队的客户管理和商机管理工具',
    ],
  },
  'home services': {
    'cleaning-services': [
      'Weekly house cleaning by the same vetted cleaner',
      '上门保洁和深度清洁预约平台',
    ],
    'home-repair': [
      'Fixed-price plumber and electrician visits booked in an app',
      '家电维修和上门维修师傅预约平台',
    ],
  },
};

describe.each(Object.entries(IDEAS))('sub-niches: %s', (_group, niches) => {
  it.each(
    Object.entries(niches).flatMap(([id, ideas]) => ideas.map((idea) => [idea, id] as const)),
  )('%s → %s', (idea, id) => {
    const { industry, industries } = detectSignals(idea);
    expect(industry.id).toBe(id);
    // The parent matches too, with less weight: the sub-niche's own words decide.
    const parent = industries.find((match) => match.industry.id === industry.parent);
    expect(parent === undefined || parent.score < (industries[0]?.score ?? 0)).toBe(true);
  });
});

describe('sub-niches and their parents', () => {
  it.each([
    ['An app for dog owners to share photos of their pets', 'pets'],
    ['一个给猫咪主人交流养猫经验的社区', 'pets'],
    [
      'A health-data app that lets patients with diabetes share glucose readings with their doctor',
      'health-medtech',
    ],
    ['一款记录血压和血糖数据并同步给医生的健康管理App', 'health-medtech'],
    ['A climate app that helps families cut their energy use at home', 'climate-energy'],
    ['A cold brew coffee brand sold in supermarkets', 'food-beverage-products'],
    ['An app that helps tenants split utility bills with roommates', 'real-estate-proptech'],
    ['面向宝妈的育儿知识交流社区', 'parenting-childcare'],
  ])('%s stays %s: without a sub-niche’s words the parent is read', (idea, id) => {
    expect(detectSignals(idea).industry.id).toBe(id);
  });

  it('reads the ideas the issue found misread by one keyword', () => {
    const read = (idea: string) => detectSignals(idea).industry;
    expect(read('An e-signature product for notaries, with an API and code samples').id).toBe(
      'e-signature-notary',
    );
    expect(read('A hydroponic greenhouse for hotel kitchens').id).toBe('indoor-farming');
    expect(read('A pet-sitting app for city flats so you can travel without worrying').id).toBe(
      'pet-sitting-walking',
    );
    const bills = read('A tool for patients contesting hospital bills');
    expect(bills.id).toBe('patient-billing-advocacy');
    expect(bills.customer.en).toMatch(/patients/);
  });

  it('names the sub-niche’s own competitors, and its parent’s angle for businesses', () => {
    const names = (idea: string) => detectSignals(idea).competitors.map((c) => c.name.en);
    expect(names('A marketplace for dog walkers and pet sitters')).toEqual(
      expect.arrayContaining(['Rover', 'Wag!', 'Pawshake']),
    );
    expect(names('Remote online notarization for title companies')).toContain('Proof (Notarize)');
    expect(names('给中小企业用的电子签名平台')[0]).toBe('Fadada');
    const vets = detectSignals('Practice software for vet clinics to send vaccination reminders');
    expect(vets.industry.id).toBe('veterinary-care');
    expect(vets.angle?.customer.en).toMatch(/groomers, vets and pet shops/);
  });
});
