import { briefReadingSchema } from '@idealens/shared/brief';
import type { Language } from '@idealens/shared/simple-report';
import { describe, expect, it } from 'vitest';
import { briefFromSignals, readingFromSignals } from './brief.ts';
import { detectSignals } from './detect.ts';

function read(idea: string, language: Language = 'en-US') {
  const reading = readingFromSignals(idea, detectSignals(idea), language);
  // Every reading is a valid answer of the brief endpoint.
  expect(briefReadingSchema.safeParse(reading).success).toBe(true);
  return reading;
}

describe('the offline brief', () => {
  it('reads who uses it past the founder’s own brand, its suppliers and the place it replaces', () => {
    const users = (idea: string) => read(idea, 'zh-CN').brief.users;
    // 品牌 and 培训班 are what the founder builds; 代工厂 is whom it finds to make it.
    expect(
      users('老家的辣椒酱想做成一个品牌，找有SC证的代工厂生产，主要卖给爱吃辣的年轻人，一瓶29.9')
        .description,
    ).toContain('年轻人');
    expect(
      users('想开个编程培训班，三个月速成，主要招想转行的年轻人，学费一万二').description,
    ).toContain('年轻人');
    // The hospital is where patients would otherwise queue, not who uses the service.
    expect(
      users('上门打针服务，老人在家就能打，比去医院排队方便多了，按次收费').description,
    ).not.toContain('医院');
    // 卖给 names the buyer, even when the founder's own factory comes first.
    expect(
      users('旧电池梯次利用做储能柜，在我们自己的工厂拆解，储能柜卖给工厂和物流园').description,
    ).toContain('工厂');
  });

  it('reads the people who use what organisations buy as its users', () => {
    const idea =
      'Wound checks for orthopedic practices: patients photograph the incision every day and a nurse reviews it. Practices pay $8 per patient per month.';
    // By the rules, the patients; the users model may weigh the practices, whose nurses use it
    // too (both fair readings of a tool a business uses and pays for).
    const byRules = briefFromSignals(idea, detectSignals(idea), 'en-US', { weights: null });
    expect(byRules.users.description).toMatch(/patients/i);
    const brief = read(idea).brief;
    expect(brief.users.description).toMatch(/patients|practices/i);
    expect(brief.payer.description).toMatch(/practices/i);
  });

  it('reads who pays from a fee paid to the platform, from who the idea says pays, and not from ads it refuses', () => {
    const payer = (idea: string, language: Language = 'zh-CN') => read(idea, language).brief.payer;
    expect(
      payer(
        '村里做快递代收点，每个村找一家小卖部当代收点，村民取件不花钱，快递公司按件给我们付派送费。',
      ),
    ).toMatchObject({ kind: 'businesses', description: '快递公司' });
    expect(
      payer('新房家具AR摆放小程序，点进去直接下单，家具品牌按成交给我们佣金，用户不花钱。')
        .description,
    ).toBe('家具品牌');
    expect(
      payer(
        '给老家爸妈的上门探访，每周有人去陪一小时，按月付399，付钱的肯定是我们这些在外地的子女。',
      ).description,
    ).toContain('子女');
    expect(
      payer(
        'One app for small landlords: rent, renewals, repairs. The landlord pays nothing; tenants pay a $2 fee per payment.',
        'en-US',
      ).description,
    ).toMatch(/tenants/);
    // Ads the idea refuses are no advertisers.
    expect(payer('匿名树洞App，AI陪你聊天。会一直免费，不收会员费也不放广告。').kind).toBe(
      'unclear',
    );
    expect(payer('没有中介的租房App，我们承诺永远免费，不收任何费用也不接广告。').kind).toBe(
      'unclear',
    );
  });

  it('reads a price by the month or the year as a subscription, whatever it is counted per', () => {
    const model = (idea: string, language: Language = 'zh-CN') =>
      read(idea, language).brief.revenueModel.kind;
    expect(model('连锁奶茶店的多平台经营数据看板，差评和缺货预警，每个门店每月99。')).toBe(
      'subscription',
    );
    expect(model('工厂接入考勤，工人按天提取工资，工厂按每人每月15块付费。')).toBe('subscription');
    expect(model('AI商品图工具，手机拍个白底图自动换场景，一个月49不限张数。')).toBe(
      'subscription',
    );
    expect(model('Alert dedup for on-call teams, $12 per engineer per month.', 'en-US')).toBe(
      'subscription',
    );
    // Advertisers who left in the story are not the model; what the product charges is.
    expect(
      model('做了五年公众号，广告主都跑了。想做给作者用的排版工具，我们从作者的收入里抽8%。'),
    ).toBe('commission');
    // A model in the story and again after the product counts where the product's is named.
    expect(
      model(
        'Renters pay $1,800 a month and their credit never sees it. We report on-time rent to the bureaus. Landlords pay $2 per unit per month.',
        'en-US',
      ),
    ).toBe('subscription');
    // A price per use stays a fee.
    expect(model('远程兽医会诊：基层宠物医院上传检查结果，每单收医院80块。')).toBe('service-fee');
  });

  it('reads organisations that use it and pay for it as paying businesses', () => {
    const brief = read(
      '初中物理实验的虚拟仿真课件，卖给学校，解决农村学校实验器材不足的问题。',
      'zh-CN',
    ).brief;
    expect(brief.users.kind).toBe('businesses');
    expect(brief.payer).toMatchObject({ kind: 'businesses', description: '学校' });
  });

  it('reads users who pay for themselves as users when they are people at work, as businesses when organisations', () => {
    const payer = (idea: string, language: Language = 'en-US') => read(idea, language).brief.payer;
    expect(
      payer(
        'Contract review for freelance illustrators: paste the contract, it flags unlimited revisions and IP grabs. $9 a month.',
      ),
    ).toMatchObject({
      kind: 'users',
      description: expect.stringMatching(/freelance illustrators/),
    });
    expect(
      payer('给独立摄影师的客片交付和选片工具，按月订阅，29元一个月。', 'zh-CN'),
    ).toMatchObject({ kind: 'users', description: expect.stringMatching(/摄影师/) });
    // An organisation paying for the tool it uses pays as a business.
    expect(
      payer('Inventory and reorder software for dental clinics, $120 a month per clinic.'),
    ).toMatchObject({ kind: 'businesses', description: expect.stringMatching(/dental clinics/) });
  });

  it('reads who pays past the story and past whoever the idea says uses it free', () => {
    const payer = (idea: string, language: Language = 'en-US') => read(idea, language).brief.payer;
    // What renters pay in rent is the story; the landlords pay for the product.
    expect(
      payer(
        'Renters pay $1,800 a month and their credit never sees it. We report on-time rent to the bureaus. Landlords pay $2 per unit per month and tenants get it free.',
      ),
    ).toMatchObject({ kind: 'businesses', description: 'landlords' });
    // 团长 use it free; the suppliers pay, in a clause whose subject is the clause before.
    expect(
      payer(
        '社区团购的团长每天对着接龙截图分货。做一个团长小助手，团长免费用，供货商想进我们的选品库，就按成交付2个点。',
        'zh-CN',
      ),
    ).toMatchObject({ kind: 'businesses', description: '供货商' });
    // 老乡买化肥 is the story; the fertiliser shop pays for the tests.
    expect(
      payer(
        '种地的老乡买化肥靠店老板一句话。我们做测土：老乡把土寄过来，一周出报告。老乡不花钱，化肥店出钱买检测名额送给老客户。',
        'zh-CN',
      ),
    ).toMatchObject({ kind: 'businesses', description: '化肥店' });
    // A fee with its amount (付5块), whose money it is (钱从…出), and who hands it to their buyers.
    expect(
      payer('做一个约拼场的小程序，玩家免费用，球馆按每场成功拼场付3块。', 'zh-CN'),
    ).toMatchObject({ kind: 'businesses', description: '球馆' });
    expect(
      payer('给写字楼做午间冥想课，员工免费上，钱从物业公司的经费里出。', 'zh-CN'),
    ).toMatchObject({ kind: 'businesses', description: '物业公司' });
    const stores = payer(
      'A pet-care reminder app. Pet stores would give every new customer a year of it.',
    );
    expect(stores.kind).toBe('businesses');
    expect(stores.description).toMatch(/pet stores/);
  });

  it('reads who pays from who is charged, sold to or buys it', () => {
    const employer = read(
      'Sign-language lessons for pharmacy staff, sold to pharmacy chains as a yearly licence per store',
    ).brief;
    expect(employer.payer).toMatchObject({ kind: 'businesses', description: 'pharmacy chains' });
    const district = read(
      'Attendance tracking for school bus drivers; school districts buy it per route',
    ).brief;
    expect(district.payer.kind).toBe('public-sector');
    expect(district.payer.description).toMatch(/school districts/);
    const supply = read(
      '移动洗车预约小程序，车主下单，洗车师傅接单，向洗车店收取每单8%佣金',
      'zh-CN',
    ).brief;
    expect(supply.payer.kind).toBe('businesses');
    expect(supply.payer.description).toContain('洗车店');
    const family = read('独居老人的用药提醒音箱，子女购买设备并按月付费', 'zh-CN').brief;
    expect(family.payer).toMatchObject({ kind: 'users', description: '子女' });
    // The paying party is the one a preposition's phrase follows, not that phrase's last noun.
    const franchisors = read(
      "Franchisors of quick-service chains pay for a micro-training app that every franchisee's crew uses",
    ).brief;
    expect(franchisors.payer.kind).toBe('businesses');
    expect(franchisors.payer.description).toMatch(/^franchisors of quick-service chains$/i);
    const clinics = read(
      'Scheduling software for physiotherapists; clinics in Ohio pay per seat',
    ).brief;
    expect(clinics.payer.description).toMatch(/^clinics in ohio$/i);
    // Chinese payments: 付我们, 包月, 付…房租, 由…出, and when it pays is not who.
    for (const [idea, payer] of [
      ['乡镇快递共配：包裹一车拉进村，村民在小卖部取，快递公司按件付我们五毛', '快递公司'],
      ['地铁站到写字楼的通勤小巴，员工刷工牌上车，园区企业按员工人数包月', '园区企业'],
      ['只上架房东直租的房子，租客免费看房，成交后房东付半个月房租', '房东'],
      ['给重卡装疲劳驾驶预警，设备和服务费都由合作的保险公司出，车队白用', '保险公司'],
    ] as const) {
      const { description } = read(idea, 'zh-CN').brief.payer;
      expect(description, idea).toContain(payer);
      expect(description, idea).not.toMatch(/后|成交/);
    }
  });

  it('reads who pays from whoever the idea says pays, takes a cut from or sells to', () => {
    const payer = (idea: string, language: Language = 'en-US') => read(idea, language).brief.payer;
    // The schools pay, not the students of a "high school".
    expect(
      payer('Esports league for high school students. Schools pay $400 per team per season.'),
    ).toMatchObject({ kind: 'businesses', description: 'schools' });
    expect(
      payer('Chronic-absence alerts for school districts. Districts pay $3 per student per year.')
        .kind,
    ).toBe('public-sector');
    expect(
      payer('Tenant screening for small landlords: the applicant consents and pays the $35 fee.'),
    ).toMatchObject({ kind: 'users', description: 'applicant' });
    expect(
      payer('Bookings for freelance machinists. We take 12% from the shop on each job.'),
    ).toMatchObject({ kind: 'businesses', description: 'shop' });
    expect(
      payer('Iced tea in cans for gym-goers. We sell by the case to distributors.'),
    ).toMatchObject({ kind: 'businesses', description: 'distributors' });
    expect(payer('Mobile dog grooming. The customer pays in the app.').kind).toBe('users');
    expect(
      payer('给高校学生的心理咨询预约小程序，学校按在校生人数买年度服务。', 'zh-CN').description,
    ).toBe('学校');
    // The kind of payer by what the idea is about: carriers of policies, a parks department,
    // trial sponsors, donors.
    expect(
      payer('Free phishing drills for small firms; the insurance carrier pays us per policy.').kind,
    ).toBe('insurers');
    expect(
      payer('Court booking: residents book free, the parks department pays $300 per court.').kind,
    ).toBe('public-sector');
    expect(
      payer('We find patients for rare-disease trials; sponsors pay $5,000 per enrolled patient.')
        .kind,
    ).toBe('businesses');
    expect(payer('乡村捐书平台：城里的爱心人士出钱认捐一个书架', 'zh-CN').kind).toBe('donors');
    expect(
      payer('Uber for tractors: farmers with idle equipment rent it to neighbours.').description,
    ).not.toMatch(/equipment/);
    // "and pay" after a plural's verb, ending the idea.
    expect(
      payer('Online chess coaching by university players, $30 an hour; parents book and pay.'),
    ).toMatchObject({ kind: 'users', description: 'parents' });
    // Several verbs before "and pay"; a payment asked of a group (跟物业收); one ruled out.
    expect(
      payer('Backup childcare for staff. Employers offer it as a benefit and pay $3 per employee.'),
    ).toMatchObject({ kind: 'businesses', description: 'employers' });
    expect(
      payer('老小区报修小程序，业主扫码报修，业主不用掏钱，我们按户跟物业收系统费。', 'zh-CN'),
    ).toMatchObject({ kind: 'businesses', description: '物业' });
    expect(
      payer('车位共享：业主把白天空着的车位挂出来，停车的人在手机上付钱。', 'zh-CN').description,
    ).toContain('停车的人');
    expect(
      payer('新能源维修安全培训课，修理厂给技师报名，技师自己不用掏钱。', 'zh-CN').description,
    ).not.toContain('技师');
  });

  it('reads an insurer, a public body or a sponsor as who pays only where the idea says it pays', () => {
    const payer = (idea: string, language: Language = 'en-US') => read(idea, language).brief.payer;
    // Named, but not paying: the clinics buy the scribe whose notes satisfy Medicare.
    expect(
      payer(
        'Voice scribe for chiropractic clinics that writes a Medicare-ready visit note, $150 a month per chiropractor.',
      ).kind,
    ).toBe('businesses');
    expect(
      payer('Spend analytics for university procurement offices, $900 a month per campus.').kind,
    ).not.toBe('public-sector');
    expect(payer('给医保定点药店做的进销存系统，药店按年付费，一年1200。', 'zh-CN').kind).not.toBe(
      'insurers',
    );
    // Said to pay, billed or sold to: they pay.
    expect(
      payer('Home foot care for diabetic seniors by podiatry nurses, billed to Medicaid.').kind,
    ).toBe('insurers');
    expect(
      payer('Snow-plough tracking map for residents, sold to city governments per plough.').kind,
    ).toBe('public-sector');
    expect(payer('社区助餐点的排班系统，由街道办采购，老人免费用。', 'zh-CN').kind).toBe(
      'public-sector',
    );
  });

  it('does not take a fee or a waiting list for who pays', () => {
    const payer = (idea: string) => read(idea).brief.payer;
    expect(
      payer(
        'Private 5G for quarries: we install the masts, run the network and charge a monthly fee per site.',
      ).description,
    ).toBe('the quarries themselves');
    expect(
      payer(
        'Fertility clinic matching: couples stuck on a two-year waitlist pay us $900 to find an open slot abroad.',
      ),
    ).toMatchObject({ kind: 'users', description: 'the couples themselves' });
  });

  it('reads the users from whose tool it is and from what qualifies a group', () => {
    const owner = read(
      '月子中心的护理排班和客户管理系统：月嫂排班、宝宝护理记录，按房间数收年费。',
      'zh-CN',
    );
    expect(owner.brief.users).toMatchObject({ kind: 'businesses', description: '月子中心' });
    expect(read('我们的App帮老人叫车', 'zh-CN').brief.users.description).toBe('老人');
    // Groups named by two words, and public bodies.
    const pair = read('Month-end close for multi-location dental groups, $900 per office a month.');
    expect(pair.brief.users).toMatchObject({
      kind: 'businesses',
      description: 'multi-location dental groups',
    });
    const district = read('Bus route planning for school districts, a flat fee per district.');
    expect(district.brief.users).toMatchObject({ kind: 'public-sector' });
    expect(district.brief.users.description).toMatch(/school districts/);
    const qualified = read('Short-term loans of $200 to $1,000 for people with bad credit.');
    expect(qualified.brief.users.description).toBe('people with bad credit');
  });

  it('reads a percentage taken of each sale or of what is won back as a commission', () => {
    const kind = (idea: string, language: Language = 'en-US') =>
      read(idea, language).brief.revenueModel.kind;
    expect(
      kind('Parking-ticket appeals for delivery fleets; we keep 30% of every fine we cancel.'),
    ).toBe('commission');
    expect(kind('帮外卖骑手追讨被克扣的工资，追回来的钱我们收20%', 'zh-CN')).toBe('commission');
    // A price per use is a fee for the service, per item a sale, per month a subscription.
    expect(
      kind('Lease abstraction for REITs: $40 a lease, every line checked by a paralegal.'),
    ).toBe('service-fee');
    expect(kind('隐形矫治远程监控，口腔诊所按病例付费，每例300元', 'zh-CN')).toBe('service-fee');
    expect(kind('手工油泼辣子，每瓶39元，在抖音上卖', 'zh-CN')).toBe('one-time-sale');
    expect(kind('Rent reporting for landlords, $2 per door per month.')).toBe('subscription');
    // An idea that will not charge has no model yet.
    expect(kind('A meditation app, free forever: no ads, no subscriptions, we never charge.')).toBe(
      'unclear',
    );
    // Another platform's cut, named to compare, is not the idea's own model.
    expect(kind('餐厅自有点餐小程序，每月199元，不用再被外卖平台抽20%', 'zh-CN')).toBe(
      'subscription',
    );
  });

  it('reads the users as the subject of what they do with it', () => {
    const { brief } = read(
      'Dental hygienists log each cleaning by voice and the notes file themselves',
    );
    expect(brief.users.description).toMatch(/dental hygienists/i);
    const zh = read('长途客车上的充电座椅，乘客扫码按小时付费', 'zh-CN').brief;
    expect(zh.users).toMatchObject({ kind: 'consumers', description: '乘客' });
    expect(zh.payer.kind).toBe('users');
    // A place named before them is where it happens, not who uses it.
    const place = read(
      '在城郊商场的停车场办露天电影，观众在车里用收音机听，按车收票',
      'zh-CN',
    ).brief;
    expect(place.users.description).toBe('观众');
    const hosts = read('短租托管：房东把空房交给我们布置和保洁，我们收两成', 'zh-CN').brief;
    expect(hosts.users.description).toBe('房东');
    // Riders and residents both pay by the kWh: either is who uses it, never the 物业 that lends the ground.
    const riders = read('老小区的电动车充电棚，物业出场地，骑手和居民按度电付费', 'zh-CN').brief;
    expect(riders.users.description).toMatch(/^(?:骑手|居民)$/);
    const gyms = read(
      'A sober social app: matches meet at bouldering gyms, and hikers pay $10 a month.',
    );
    expect(gyms.brief.users.description).toMatch(/hikers/);
    // Who does not pay still uses it; the word before a group belongs to its sentence.
    const crews = read(
      'A wristband that warns of heat stroke. Employers lease it per worker per month.',
    );
    // The workers who wear it, or the employers who lease it (both fair).
    expect(crews.brief.users.description).toMatch(/^(?:employers|workers)$/);
    expect(
      read('欠薪追讨小程序，工人前期一分钱不用出，追回后平台收10%', 'zh-CN').brief.users
        .description,
    ).toBe('工人');
    expect(
      read('新能源维修安全培训课，修理厂给技师报名，技师自己不用掏钱', 'zh-CN').brief.payer
        .description,
    ).toBe('修理厂');
    // The founder's own staff, counted or ours, is not whom it serves.
    expect(
      read('Meal prep made by three cooks, delivered weekly to night-shift nurses.').brief.users
        .description,
    ).toBe('night-shift nurses');
    expect(
      read(
        'Half our engineers just stay home when the nanny cancels; parents book a backup sitter in the app.',
      ).brief.users.description,
    ).toBe('parents');
    // The user's own people and possessives name no customer group.
    expect(
      read('Expense app that pulls receipts into a sheet for your accountant; freelancers pay $8.')
        .brief.users.description,
    ).toBe('freelancers');
    expect(
      read('Resale app for kids’ clothes: parents list what their children outgrew, we take 15%.')
        .brief.users.description,
    ).toBe('parents');
    // A party inside a relative clause describes the one after 的; documents are no party.
    expect(
      read('家用制氧机租赁，医生开了吸氧医嘱的患者才配送上门，按月租299元', 'zh-CN').brief.users
        .description,
    ).toBe('患者');
    expect(
      read('Apostilles for documents going abroad, for immigrants and students.').brief.users
        .description,
    ).toBe('immigrants and students');
    // A place is the customer when the idea names no one else.
    const practices = read('Temperature probes for the vaccine fridges in GP practices.');
    expect(practices.brief.users.description).toMatch(/practices/);
  });

  it('has the parents the idea names pay for what children use', () => {
    const { brief } = read('儿童围棋网课，孩子在线对弈闯关，家长按学期付费', 'zh-CN');
    expect(brief.payer).toMatchObject({ kind: 'users' });
    expect(brief.payer.description).toContain('家长');
  });

  it('says nobody pays when the idea is free with no ads or sponsors', () => {
    const { brief } = read(
      'A trail-conditions app for mountain bikers, free forever, no ads, no sponsors',
    );
    expect(brief.payer.kind).toBe('unclear');
  });

  it('says so, with low confidence, when the idea names nobody', () => {
    const { brief } = read('A smarter umbrella that never flips inside out in the wind');
    expect(brief.users.description).toMatch(/does not name/);
    expect(brief.users.confidence).toBe('low');
  });

  it('names the industry, the users, who pays and how, and what is delivered', () => {
    const { brief } = read(
      'A subscription app for independent gym owners in Berlin to fill empty class slots, $49 per month',
    );
    expect(brief.users.kind).toBe('businesses');
    expect(brief.users.description).toMatch(/gym owners/i);
    expect(brief.users.confidence).toBe('high');
    expect(brief.revenueModel).toMatchObject({ kind: 'subscription', confidence: 'high' });
    expect(brief.payer.kind).toBe('businesses');
    expect(brief.delivery.kinds[0]).toBe('software');
    expect(brief.region).toMatchObject({ code: 'europe', stated: true, confidence: 'high' });
    expect(brief.summary).toMatch(/gym owners/);
  });

  it('says what is delivered only when the idea says it, in both languages', () => {
    // An app is software, said so.
    expect(
      read('A subscription app for independent gym owners, $49 per month').brief.summary,
    ).toMatch(/^Software for/);
    // A van that washes dogs says nothing the brief knows of what is delivered: the field guesses
    // software and asks; the sentence does not assert it.
    const van = read('A mobile dog wash van that parks at apartment buildings, $40 a wash').brief;
    expect(van.delivery.confidence).toBe('low');
    expect(van.summary).toMatch(/^A product or service for/);
    const zh = read('开一辆流动洗狗车，停在小区门口，洗一次80元', 'zh-CN').brief;
    expect(zh.delivery.confidence).toBe('low');
    expect(zh.summary).toMatch(/的产品或服务，/);
  });

  it('reads a marketplace as taking a commission from its demand side', () => {
    const { brief } = read('A marketplace that connects dog owners with vetted local dog walkers');
    expect(brief.delivery.kinds[0]).toBe('marketplace');
    expect(brief.revenueModel.kind).toBe('commission');
    expect(brief.users.description).toMatch(/dog owners/);
    expect(brief.users.kind).toBe('consumers');
  });

  it('has parents pay for what children use', () => {
    const { brief } = read('An AI reading tutor for children aged 6 to 9, practised at home');
    expect(brief.payer.kind).toBe('users');
    expect(brief.payer.description).toMatch(/parents/);
    // However the children are named: toddlers, newborns, 婴幼儿.
    expect(
      read('Swim lessons for toddlers in heated backyard pools, $30 a class').brief.payer
        .description,
    ).toMatch(/parents/);
    expect(
      read('A sleep tracker clipped to the cot for newborns, $89').brief.payer.description,
    ).toMatch(/parents/);
    expect(read('给婴幼儿做的上门游泳课，一节120元', 'zh-CN').brief.payer.description).toContain(
      '家长',
    );
  });

  it('reads advertising as advertisers paying', () => {
    const { brief } = read('A free recipe app for students funded by ads from grocery brands');
    expect(brief.revenueModel.kind).toBe('advertising');
    expect(brief.payer.kind).toBe('advertisers');
  });

  it('says the region is implied by a Chinese idea and names it in Chinese', () => {
    const { brief } = read('面向独立咖啡店老板的会员管理小程序，按月订阅收费', 'zh-CN');
    expect(brief.region).toMatchObject({ code: 'china', stated: false });
    expect(brief.revenueModel.kind).toBe('subscription');
    expect(brief.users.kind).toBe('businesses');
    expect(brief.users.description).toContain('咖啡店老板');
    expect(brief.summary).toMatch(/[\u4e00-\u9fff]/);
  });

  it('takes a US abbreviation for the country, not the pronoun "us"', () => {
    expect(read('Payroll software for US restaurants with tip pooling').brief.region.code).toBe(
      'us',
    );
    expect(
      read('Let us help freelancers send invoices that get paid faster').brief.region.code,
    ).toBe('global');
  });

  it('does not take a language or a people for the region', () => {
    const nurses = read(
      'Short Mandarin phrase lessons for hospital nurses who treat Chinese-speaking patients',
    );
    expect(nurses.brief.region).toMatchObject({ code: 'global', stated: false });
    // Korean-American families live in the US: the people's word is left out, the place kept.
    expect(read('Tax filing help for Korean-American families').brief.region.code).toBe('us');
    // The place named still counts, and so does the adjective used of a place or a business.
    expect(read('French lessons for expats who just moved to Paris').brief.region).toMatchObject({
      code: 'europe',
      stated: true,
    });
    expect(read('Inventory software for Chinese restaurants').brief.region.code).toBe('china');
  });

  it('is unsure where the idea says little, says what it could not tell, and asks', () => {
    const reading = read('Something with blockchain and AI for everyone');
    const { brief } = reading;
    expect(brief.users.confidence).toBe('low');
    expect(brief.unknowns.length).toBeGreaterThan(0);
    expect(reading.questions.length).toBeGreaterThan(0);
    expect(reading.questions.length).toBeLessThanOrEqual(3);
    for (const question of reading.questions)
      expect(question.suggestions.length).toBeGreaterThan(0);
  });

  it('says the idea names a price, not that it names none, when only what the price buys is unclear', () => {
    const revenueUnknown = (idea: string, language: Language = 'en-US') =>
      read(idea, language).brief.unknowns.find((line) => /makes money|赚钱/.test(line));
    const inspection =
      'Pre-purchase inspections for used cars: a certified mechanic meets the buyer at the seller’s place, checks 150 points and sends the buyer a report within an hour. $99.';
    expect(revenueUnknown(inspection)).toMatch(/names a price but not what it buys/);
    expect(revenueUnknown(inspection, 'zh-CN')).toMatch(/想法里有价格/);
    expect(
      revenueUnknown(
        '二手车上门检测：持证技师到卖家那里检查150项，一小时内把报告发给买家。199元。',
        'zh-CN',
      ),
    ).toMatch(/想法里有价格/);
    // A market's size and a price refused are not the idea's price.
    for (const idea of [
      'Healthy energy drink for everyone. Red Bull does $10B a year so even 1% of that is huge.',
      'A meal-planning helper for busy parents, and no $20 monthly fee like the others',
    ]) {
      expect(revenueUnknown(idea)).toMatch(/names no price or model/);
    }
  });
  it('asks nothing about what a precise idea already says', () => {
    const reading = read(
      'A B2B SaaS for small accounting firms in the UK that reconciles bank feeds against invoices automatically, €99 per month per firm',
    );
    expect(reading.questions.map((q) => q.field)).not.toContain('revenueModel');
    expect(reading.questions.map((q) => q.field)).not.toContain('region');
  });

  it('plans research by area, starting with competitors, with regulation for regulated ideas', () => {
    const { plan } = read(
      'A telemedicine app where patients in Germany see a licensed doctor by video',
    );
    expect(plan[0]?.area).toBe('competitors');
    expect(plan.map((q) => q.area)).toEqual(
      expect.arrayContaining(['demand', 'pricing', 'regulation', 'channels']),
    );
    expect(new Set(plan.map((q) => q.query)).size).toBe(plan.length);
  });

  it('writes the brief in the report language, whatever the idea language', () => {
    const { brief } = read(
      'A marketplace that connects dog owners with vetted local dog walkers',
      'zh-CN',
    );
    expect(brief.summary).toMatch(/[\u4e00-\u9fff]/);
    expect(brief.revenueModel.description).toMatch(/[\u4e00-\u9fff]/);
  });

  it('reads who pays in the idea’s language and names the payer by its kind in the other one', () => {
    const { brief } = read(
      '社区团购的团长每天对着接龙截图分货。做一个团长小助手，团长免费用，供货商想进我们的选品库，就按成交付2个点。',
      'en-US',
    );
    expect(brief.payer).toMatchObject({
      kind: 'businesses',
      description: 'the businesses the idea says pay',
    });
    expect(brief.summary).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('gives different ideas different briefs', () => {
    const ideas = [
      'A marketplace that connects dog owners with vetted local dog walkers',
      'Payroll software for US restaurants with tip pooling',
      '面向独立咖啡店老板的会员管理小程序，按月订阅收费',
      'A smart water bottle that reminds office workers to drink',
    ];
    const summaries = ideas.map((idea) => read(idea).brief.summary);
    expect(new Set(summaries).size).toBe(ideas.length);
  });
});
