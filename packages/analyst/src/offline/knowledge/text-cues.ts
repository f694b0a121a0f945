import { type Keywords, words } from './types.ts';

/** Words that show the idea names a concrete pain. */
export const PAIN_CUES: Keywords = {
  en: words(
    'struggl*, pain, painful, pain point*, hard to, difficult, waste*, wasting, expensive, costly, frustrat*, time-consuming, tedious, manually, manual, hassle, error-prone, spend hours, lose, losing, lost, miss, missed, forget*, unable, no way to, lack, lacks, unreliable, worry, worried, churn*, cancel, stop coming, overwhelm*, confus*, too slow, delays, no-show*, ghosted, commission*',
  ),
  zh: words(
    '痛点, 麻烦, 浪费, 费时, 耗时, 繁琐, 困扰, 难以, 很难, 不方便, 找不到, 效率低, 成本高, 太贵, 担心, 焦虑, 容易出错, 手工, 流失, 不知道, 头疼, 没时间, 来不及, 看不懂, 不靠谱, 难找, 抽成',
  ),
};

/** Words that show a measurable return (time or money) for a business buyer. */
export const ROI_CUES: Keywords = {
  en: words(
    'save time, saves time, saving time, hours, reduce cost*, cut cost*, lower cost*, save money, saves money, increase revenue, more revenue, roi, per month, percent, faster, efficien*, automat*, win back, reduc*, get paid faster',
  ),
  zh: words('降本, 增效, 提效, 节省, 省时, 省钱, 降低, 减少, 效率, 营收, 回款, 自动化, 人效, 坪效'),
};

/** Ambitions to serve the whole world from day one. */
export const GLOBAL_CUES: Keywords = {
  en: words(
    'global*, worldwide, every country, international*, the whole world, the world, billions, all industries, every industry, mass market',
  ),
  zh: words('全球, 全世界, 全人类, 国际化, 全行业, 所有行业, 走向世界'),
};

/** "Everyone" as the customer means no customer. */
export const EVERYONE_CUES: Keywords = {
  en: words('everyone, everybody, anyone, anybody, all people, all users, every person'),
  zh: words('所有人, 每个人, 任何人, 大众, 全民, 男女老少'),
};

/** A local, reachable starting niche. */
export const LOCAL_CUES: Keywords = {
  en: words(
    'local, locally, neighborhood*, neighbourhood*, campus*, my city, one city, my town, nearby, village*, district*, new york, london, san francisco, austin, berlin, paris, toronto, singapore, sydney, seattle, boston, chicago, los angeles, shanghai, beijing, shenzhen, hangzhou, chengdu, guangzhou, hong kong',
  ),
  zh: words(
    '本地, 同城, 小区, 校园, 街道, 县城, 附近, 北京, 上海, 深圳, 杭州, 成都, 广州, 武汉, 南京, 西安, 重庆, 苏州, 香港, 社区',
  ),
};

/** Hype without substance. */
export const HYPE_CUES: Keywords = {
  en: words(
    'revolutioni*, disrupt*, change the world, next big thing, super app, everything app, all-in-one, one-stop, something like, like uber, game changer, game-changing, paradigm',
  ),
  zh: words('颠覆, 改变世界, 超级App, 超级应用, 一站式, 万能, 什么都能, 下一个, 风口, 革命性'),
};

/** Ventures that need factories, fabs, fleets or launches before the first sale. */
export const CAPITAL_HEAVY_CUES: Keywords = {
  en: words(
    'own factory, own factories, build a factory, build factories, manufacturing plant*, chip fab*, chip manufactur*, semiconductor fab*, semiconductor manufactur*, own chip, own chips, foundry, foundries, launch satellites, satellite constellation*, rocket*, launch vehicle*, nuclear reactor*, nuclear power, fusion reactor*, fusion energy, start an airline, new airline, aircraft manufactur*, build aircraft, carmaker*, automaker*, car brand*, electric vehicle brand*, smartphone brand*, steel mill*, power plant*',
  ),
  zh: words(
    '自建工厂, 建厂, 建工厂, 晶圆厂, 芯片制造, 自研芯片, 半导体制造, 发射卫星, 卫星星座, 火箭, 核电站, 核聚变, 航空公司, 造飞机, 造车, 整车制造, 手机品牌, 钢厂, 发电厂',
  ),
};

export const CHINA_CUES: Keywords = {
  en: words('china, chinese, wechat, taobao, tmall, douyin, alipay, xiaohongshu'),
  zh: words('中国, 国内, 微信, 一线城市, 二线城市, 三四线, 下沉市场, 抖音, 淘宝, 小红书, 支付宝'),
};

export const WESTERN_CUES: Keywords = {
  en: words(
    'usa, united states, america*, europe*, uk, britain, british, canad*, australia*, germany, france, silicon valley',
  ),
  zh: words('美国, 欧洲, 海外, 出海, 英国, 欧美'),
};

/**
 * Nouns that name a customer group. When the idea says "for independent gym owners" or
 * "面向老年人", the report talks about that group instead of the industry's default customer.
 */
export const CUSTOMER_NOUNS: Keywords = {
  en: words(
    'owner*, parent*, student*, teacher*, kid, kids, child, children, senior*, elderly, retiree*, doctor*, nurse*, patient*, clinics, business, businesses, companies, firms, teams, startups, founder*, freelancer*, creator*, developer*, engineer*, designer*, landlord*, tenant*, renter*, restaurants, shops, stores, retailer*, merchant*, seller*, buyer*, farmer*, driver*, commuter*, traveler*, traveller*, tourist*, mom, moms, mum, mums, mother*, dad, dads, father*, families, women, men, worker*, employee*, professional*, gamer*, player*, runner*, athlete*, beginner*, immigrant*, caregiver*, agencies, lawyer*, accountant*, schools, universities, hospitals, gyms, salons, brands, investor*, homeowner*, musician*, artist*, writer*, coach*, therapist*, manager*, recruiter*, marketer*, shipper*, households, singles, couples, millennials, teens, teenagers, adults, nomads, expats, veterans, hosts, smbs, smes, walkers, sitters, dog owners, pet owners, planner*, organizer*, organiser*, photographer*, consultant*, contractor*, plumber*, chefs, cooks, bakers, vets, pharmacist*, dentist*, courier*, tutors, trainers, realtor*, agents, influencer*, streamer*, podcaster*, researcher*, scientist*, analyst*, nomad*, hotels, cafes, cafés, studios, clubs, nonprofits, charities, churches, graduate*, job seeker*, residents, campuses, people, users',
  ),
  zh: words(
    '老年人, 老人, 长辈, 中小学生, 大学生, 学生, 家长, 父母, 宝妈, 新手爸妈, 孩子, 儿童, 白领, 上班族, 打工人, 职场人, 中小企业, 小微企业, 企业, 商家, 商户, 餐厅, 门店, 老板, 店主, 农民, 农户, 司机, 骑手, 开发者, 程序员, 医生, 患者, 病人, 创作者, 博主, 主播, 年轻人, 女性, 宠物主人, 铲屎官, 养宠人, 租客, 房东, 求职者, 应届生, 律师, 会计, 老师, 教师, 游客, 卖家, 买家, 工厂, 个体户, 独居青年, 单身, 情侣, 设计师, 自由职业者, 外卖员, 快递员, 居民, 业主, 玩家, 跑者, 健身爱好者, 团长, 货主, 医院, 诊所, 学校, 机构, 团队, 员工, 人群, 用户',
  ),
};

/** Words that mark the offering side of a marketplace ("dog walkers", "师傅"). */
export const PROVIDER_NOUNS: Keywords = {
  en: words(
    'walker*, sitter*, driver*, tutor*, teacher*, cleaner*, seller*, host*, provider*, freelancer*, restaurants, farmer*, doctor*, coach*, trainer*, expert*, lawyer*, nannies, nanny, caregiver*, maker*, supplier*, designer*, therapist*, mentor*, photographer*, chef*, contractor*, handym*, plumber*, landlord*, creator*, carrier*, vendor*, installer*, technician*, mechanic*, pros',
  ),
  zh: words(
    '师傅, 司机, 老师, 医生, 卖家, 商家, 供应商, 服务者, 阿姨, 遛狗师, 骑手, 房东, 农户, 农民, 律师, 设计师, 教练, 主播, 厨师, 保洁, 护工, 月嫂, 达人, 创作者, 工厂, 咨询师, 向导',
  ),
};

/**
 * Customers who use but do not pay (children): naming them is a clear target, but the report
 * talks to the people who decide and pay, the industry's default customer.
 */
export const DEPENDANT_WORDS: ReadonlySet<string> = new Set([
  'kid',
  'kids',
  'child',
  'children',
  'teens',
  'teenagers',
  '孩子',
  '儿童',
  '青少年',
  '中小学生',
  '宝宝',
]);

/** Customer words too generic to count as a named customer on their own. */
export const GENERIC_CUSTOMER_WORDS: ReadonlySet<string> = new Set([
  'people',
  'users',
  'everyone',
  'customers',
  'consumers',
  '用户',
  '人群',
]);

/** Words that carry no meaning for vagueness counting or customer-phrase trimming. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  'a an the and or but of to in on at for with by from as is are be will would can could should that this these those it its my our your their we i you they who which what when where how why app apps platform website tool service idea startup want make build create use using via into about like just also very more most so do does help helps helping let lets new connect connects connecting match matches matching link links linking between among'.split(
    ' ',
  ),
);
