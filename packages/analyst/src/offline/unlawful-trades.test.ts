import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './red-flags.ts';
import { warmUpSegmenter } from './text.ts';

/*
 * Kinds of unlawful business (unlawful-trades.ts), each said in words of our own (none taken from
 * bench/quality), and for each kind lawful look-alikes that must stay clean: the licensed lender,
 * the review platform that forbids paid reviews, the registered money transmitter, the account
 * security tool, the degree verification service, the pharmacy that fills prescriptions, the
 * one-level referral credit.
 */

const unlawful = (idea: string) =>
  detectRedFlags(idea, /[\u4e00-\u9fff]/.test(idea) ? 'zh-CN' : 'en-US')
    .filter((flag) => flag.kind === 'unlawful')
    .map((flag) => flag.id);

const KINDS: Array<{ kind: string; flag: string; ideas: string[]; lawful: string[] }> = [
  {
    kind: 'predatory lending by its markers',
    flag: 'unlicensed-finance',
    ideas: [
      'Quick loans for nurses: borrow $500, get $420 in hand, repay in two weeks',
      'Cash advances for drivers; if they fall behind we call their employer and relatives',
      '给打工人的应急贷款，借2000到手1600，十天一期',
      '学生借款，逾期就联系他的室友和老师',
      '小额借款，用手持身份证的不雅视频做抵押',
      'Members deposit money with us and we pay 3% a month from our forex trading',
    ],
    lawful: [
      'A licensed consumer lender for factory workers, regulated by the state, APR under 30%',
      'A savings app that moves spare change into an FDIC-insured bank account earning 4% a year',
      '持牌消费金融公司的助贷系统，已取得牌照',
    ],
  },
  {
    kind: 'money moved without a transmitter licence',
    flag: 'unlicensed-finance',
    ideas: [
      'Remittances to Lagos through our agents, who settle with each other in cash every week',
      'A hawala network for students sending money home to Pakistan',
      '用私人账户帮客户把钱转到境外，按金额收手续费',
    ],
    lawful: [
      'A registered money transmitter for remittances to Kenya, licensed in every state and FinCEN-registered',
    ],
  },
  {
    kind: 'accounts, SIM and bank cards, identities traded',
    flag: 'account-trading',
    ideas: [
      'We rent out verified Uber Eats courier accounts to riders who cannot sign up themselves',
      'Buying warmed-up Google Ads accounts from small businesses and leasing them to affiliates',
      '回收大学生实名的电话卡，出租给做推广的工作室',
      '出售养好的小红书号，粉丝过千',
    ],
    lawful: [
      'An account security tool that alerts users when their accounts are logged in from new devices',
      'Rent out camping gear and bikes to tourists by the day',
      '帮用户找回被盗的微信账号',
    ],
  },
  {
    kind: 'order brushing',
    flag: 'fake-reviews',
    ideas: [
      'Our testers buy your product, post a glowing review and we reimburse the full price afterwards',
      'Free units for Amazon sellers in exchange for five-star reviews',
      '安排刷手在拼多多下单、写好评，货款事后全额返给下单的人',
      '帮人刷淘宝好评，每单返佣',
    ],
    lawful: [
      'A review platform that forbids paid reviews and removes incentivised ones',
      '电商客服工具，帮商家处理退款和收集真实评价',
    ],
  },
  {
    kind: 'documents made to order',
    flag: 'forged-documents',
    ideas: [
      'Hotel receipts for any hotel and any amount, indistinguishable from the real ones, for expense claims',
      'We write invoices for services that never happened so contractors can claim expenses',
      'Diplomas from real-sounding colleges with no classes and no exams, printed on security paper',
      'Fake vaccination cards for travellers',
    ],
    lawful: [
      'A receipt scanner that turns photos into expense reports for small teams',
      'A degree verification service employers use to check diplomas',
      'An invoice generator for freelancers who bill their clients monthly',
    ],
  },
  {
    kind: 'invoices sold by the point',
    flag: 'tax-evasion',
    ideas: [
      '替没有真实业务的公司开专票，按票面收3个点',
      '没有进项的企业可以找我们开发票，价格好谈',
    ],
    lawful: ['面向中小企业的电子发票开具工具，按年收费'],
  },
  {
    kind: 'personal data scraped and sold',
    flag: 'personal-data-trading',
    ideas: [
      'Harvesting home addresses and phone numbers of new parents from forums and selling them as leads',
      '爬取招聘网站上求职者的姓名和手机号，打包卖给培训机构',
    ],
    lawful: [
      'We scrape public product prices from e-commerce sites and sell pricing reports to brands',
      'A tool that helps landlords screen tenants with their consent',
    ],
  },
  {
    kind: 'films from pirate sources',
    flag: 'piracy',
    ideas: [
      'A streaming app for new releases built from cam rips, monetised with banner ads',
      'Live football channels restreamed with no licensing deals, $5 a month',
    ],
    lawful: ['A streaming service for indie films we license directly from the filmmakers'],
  },
  {
    kind: 'pay for recruits of recruits',
    flag: 'pyramid-scheme',
    ideas: [
      'Join our wellness club for $900; earn $200 for each friend you bring and $50 for each person they bring',
      'Most of our revenue comes from new members joining, not from the products',
      '加盟费5000元，发展下线有提成，下线再发展下线你还拿分成',
    ],
    lawful: [
      'A referral programme: give a friend $20 credit and get $20 when they sign up',
      '每推荐一位新用户注册，双方各得一张20元优惠券',
    ],
  },
  {
    kind: 'medical acts by people who may not do them',
    flag: 'unlicensed-medical-practice',
    ideas: [
      'Lip filler at pop-up events, injected by our lash techs after a two-day course',
      'IV vitamin drips at the gym with no nurses or doctors on site',
      '上门打水光针，美容师培训三天上岗，价格便宜',
    ],
    lawful: [
      'A platform to book licensed nurse injectors for Botox at home, supervised by a medical director',
      '美容院做面部清洁和按摩，美容师培训一周上岗',
    ],
  },
  {
    kind: 'goods carried over a border undeclared',
    flag: 'smuggling',
    ideas: [
      '找人从澳门背手机和化妆品过关，分成小件不用申报，回来加价卖',
      'Perfume from Dubai carried in our couriers’ luggage, declared as personal items, resold online',
    ],
    lawful: ['帮跨境电商卖家合规报关缴税的SaaS'],
  },
  {
    kind: 'homes let by the night without registration',
    flag: 'unregistered-short-term-rental',
    ideas: [
      'Nightly stays in Lisbon flats we sublet, without registering them with the council',
      '把小区的房子改成日租房，客人免登记，扫码入住',
    ],
    lawful: [
      'Airbnb management for hosts who hold their city permit',
      'Furnished 30-day rentals for travelling nurses',
    ],
  },
  {
    kind: 'gambling from offshore, or in mainland China',
    flag: 'unlicensed-gambling',
    ideas: [
      'Online slots for Texas players, run from an Anjouan licence, crypto only',
      'A real-money poker app with tables for players in mainland China',
    ],
    lawful: ['A poker strategy course for players in the US and Europe'],
  },
  {
    kind: 'medicines without a prescription, in slang',
    flag: 'prescription-drugs-without-prescription',
    ideas: [
      'Antibiotics by mail for backpackers, no script needed',
      'Contact lenses shipped without a prescription or an eye exam',
    ],
    lawful: [
      'An online pharmacy that fills prescriptions from your doctor, with licensed pharmacists',
    ],
  },
  {
    kind: 'guns without serial numbers',
    flag: 'weapons',
    ideas: ['Unserialized AR-15 lowers milled to order and mailed anywhere'],
    lawful: ['A shooting-range booking app for licensed gun owners'],
  },
  {
    kind: 'bets taken with no licence',
    flag: 'unlicensed-gambling',
    ideas: ['A Discord server accepting wagers on college football from students'],
    lawful: ['A state-licensed sportsbook in New Jersey that takes bets after KYC checks'],
  },
  {
    kind: 'boxes loaded with every paid channel',
    flag: 'piracy',
    ideas: ['Android TV boxes preloaded with all the premium movie channels, one payment'],
    lawful: ['A streaming stick with the official apps of every service preinstalled'],
  },
  {
    kind: 'debtors shamed in public',
    flag: 'unlicensed-finance',
    ideas: [
      'Collections agency for gyms: overdue members get their photos posted on social media until they pay',
      'We recover unpaid debts with a public wall of shame listing debtor names',
      '催收服务：逾期不还就把欠款人照片发到朋友圈和群里曝光',
    ],
    lawful: [
      'FDCPA-compliant collection letters with payment plans',
      'A gym app where members share workout photos on social media',
      '催收话术合规培训，帮机构避免暴力催收',
    ],
  },
  {
    kind: 'a fixed return promised on money raised',
    flag: 'unlicensed-finance',
    ideas: [
      'A friends-and-family fund that guarantees investors 18% returns every year',
      'Our coin pays holders 1% a day from trading profits',
      '私募理财，承诺年化20%，保本保息',
      '发行会员积分币，保证每月8%的分红',
    ],
    lawful: [
      'A high-yield savings app paying 4.5% APY through an FDIC-insured partner bank',
      'We guarantee 99.9% uptime for small business websites',
      '保证30%的会员增长的营销工具',
      'Index fund education for beginners: markets averaged about 7% a year, no guarantees',
    ],
  },
  {
    kind: 'paid courses and shows recorded and sold on',
    flag: 'piracy',
    ideas: [
      'We screen-record premium cooking masterclasses and sell the files for $5 each',
      'Download paid webinars from big creators and bundle them on Telegram',
      '把知识付费平台的会员课录屏下来，网盘打包卖',
    ],
    lawful: [
      'A platform where teachers record their own paid courses and sell them',
      '课程录屏工具，老师录制自己的原创课程',
    ],
  },
  {
    kind: 'pay below any minimum wage',
    flag: 'labour-exploitation',
    ideas: [
      'Home care agency: caregivers earn $4 an hour once travel time is counted',
      'Garment workers paid £3 an hour, piece rate',
      '工厂招工，时薪8元，包住',
    ],
    lawful: [
      'Servers earn $2.13 an hour plus tips, topped up to the minimum wage',
      'Bike rental for $5 an hour along the river',
      'Restaurant workers earn $18 an hour plus tips',
    ],
  },
  {
    kind: 'hours beyond any legal limit',
    flag: 'labour-exploitation',
    ideas: ['快递分拣员每天干16小时，请假一天扣三天工资', '工地小工每天要干15个小时'],
    lawful: ['骑手每天工作8小时，社保齐全', '工时合规系统，防止员工每天工作超过8小时'],
  },
  {
    kind: 'drivers pushed past the hours of service',
    flag: 'transport-safety-evasion',
    ideas: [
      'Our freight drivers run 18 hours straight to hit delivery windows',
      '长途货车司机连续开15个小时，到了再睡',
    ],
    lawful: ['Fleet app that alerts drivers before they drive 11 hours in a row'],
  },
  {
    kind: 'papers held as security for a loan',
    flag: 'unlicensed-finance',
    ideas: [
      'Quick loans for migrant workers, we keep their passports as collateral',
      '学生借款，毕业证做抵押，还清再还',
    ],
    lawful: ['Secured loans with a car title as collateral from a licensed lender'],
  },
  {
    kind: 'a paid membership rewarded per new paying member',
    flag: 'pyramid-scheme',
    ideas: [
      'Join the wellness circle for $600 and get $150 for every new member who joins under you',
      '交3980元成为会员，每拉一个人入会奖励800',
    ],
    lawful: ['Join our gym for $30 a month; refer a friend and you both get a free week'],
  },
];

/** Going around the law said by the sentence's shape, whatever the business. */
const SHAPES: Array<{ shape: string; ideas: string[]; lawful: string[] }> = [
  {
    shape: '"officially it is just…", "if anyone asks, say…"',
    ideas: [
      'Home hair salon with six chairs; permits cost too much, so on paper it is just a hobby club',
      'Weekend babysitting for 15 kids; if the city asks, we say they are all cousins',
      '在家开私房菜馆，备案太麻烦，有人问就说是请朋友吃饭',
    ],
    lawful: ['Technically it is just a Postgres extension with a nicer interface for analysts'],
  },
  {
    shape: 'kept out of sight, or the law said not to reach us',
    ideas: [
      'Cash tips for delivery riders routed through gift cards so the income does not get reported',
      'We lend from an island entity, so the state usury caps can’t really touch us',
      'Run the casino from a Malta shell company to avoid their ban on online gambling',
    ],
    lawful: [
      'An email tool that warms up domains so newsletters do not get flagged as spam',
      'We help restaurants get around the confusing permit process by filing on their behalf',
    ],
  },
  {
    shape: 'compliance put off until the business runs',
    ideas: [
      'Sleep apnea wristband sold as a medical device now; the CE paperwork after launch',
      '电动滑板车先在街上投放着，等用户多了再补办手续',
      'Drone photography near the airport, 不用报备，接单就飞',
    ],
    lawful: [
      'SaaS that prepares medtech regulatory submissions so clients file before launch',
      '先从一个小区做起来，已经办好营业执照和食品经营许可',
    ],
  },
  {
    shape: 'a licence, a check or an approval said to be missing',
    ideas: [
      "Personal loans to farm workers; we don't hold a lending licence but rates are fair",
      'Shared rooms for 12 workers in one flat, bunk beds, no fire safety checks',
      'An e-scooter fleet parked on sidewalks; the city has not approved it',
      '网约车平台，司机不需要办理网约车驾驶员证',
      'Selling unregistered pesticide to farmers, cheaper than licensed brands',
    ],
    lawful: [
      'A recipe newsletter for home cooks, with no paid features',
      '我们不需要用户注册账号就能使用的天气App',
      'A licensed electrician marketplace where every pro holds a state licence',
    ],
  },
  {
    shape: '"the council never needs to know", 不用让工商知道',
    ideas: [
      'Cash-only tattoo studio in my flat; the council never needs to know',
      "Home kitchen catering, what the health department doesn't know won't hurt it",
      '在家开美甲店，不用让工商知道',
    ],
    lawful: [
      'Licensed home salon, registered with the council and inspected yearly',
      'A newsletter telling residents what the council needs to know about potholes',
    ],
  },
  {
    shape: '"the licence can wait", 执照以后再说',
    ideas: [
      'Mobile dog grooming van, the permits can wait until we have regulars',
      '社区小饭桌，先开起来，资质以后再说',
    ],
    lawful: ['A nursery that will not open until it is licensed; the licence cannot wait'],
  },
];

describe('unlawful kinds of business, said in other words', () => {
  warmUpSegmenter();

  for (const { kind, flag, ideas, lawful } of KINDS) {
    it(`raises ${flag} for ${kind}`, () => {
      const missed = ideas.filter((idea) => !unlawful(idea).includes(flag));
      expect(missed).toEqual([]);
    });

    it(`keeps the lawful look-alikes of ${kind} clean`, () => {
      const flagged = lawful.filter((idea) => unlawful(idea).length > 0);
      expect(flagged).toEqual([]);
    });
  }

  for (const { shape, ideas, lawful } of SHAPES) {
    it(`raises an unlawful flag for ${shape}`, () => {
      const missed = ideas.filter((idea) => unlawful(idea).length === 0);
      expect(missed).toEqual([]);
    });

    it(`keeps look-alikes of ${shape} clean`, () => {
      const flagged = lawful.filter((idea) => unlawful(idea).length > 0);
      expect(flagged).toEqual([]);
    });
  }
});
