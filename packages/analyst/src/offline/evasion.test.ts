import { describe, expect, it } from 'vitest';
import { evasionFlags } from './evasion.ts';
import { detectRedFlags } from './red-flags.ts';

const unlawful = (idea: string) =>
  detectRedFlags(idea, /[\u4e00-\u9fff]/.test(idea) ? 'zh-CN' : 'en-US')
    .filter((flag) => flag.kind === 'unlawful')
    .map((flag) => flag.id);

describe('going around the law, by the shape of the sentence', () => {
  it.each([
    [
      'Launch the scooter rental first and deal with the city permits later if they complain',
      'skips-required-licence',
    ],
    ['Rent rooms to tourists and hide the listings from inspectors', 'skips-required-licence'],
    ["Payday loans through an app; we're not a bank so rules don't apply", 'unlicensed-finance'],
    ['Sell homemade infant formula at markets, no testing needed', 'skips-required-licence'],
    ['An app that lets teens buy vapes online without age verification', 'age-restricted-sales'],
    ['Cash-only cleaning marketplace so clients can skip taxes entirely', 'skips-required-licence'],
    ["An AI that writes doctors' notes for employees who want a day off", 'forged-documents'],
    ['Instagram followers from bot farms, sold in packages of 10k', 'fake-reviews'],
    ['先上线再说，等做大了再去办许可证，做一个直播打赏平台', 'skips-required-licence'],
    ['收购别人的银行卡和支付宝账号，出租给需要走账的人', 'money-laundering'],
    ['用个人微信收款帮人跨境换汇，不走银行', 'unlicensed-finance'],
    ['在朋友圈卖自制的减肥药，没有批文', 'unapproved-medical-products'],
    ['Pay-day advances at 25% monthly interest for hospital cleaners', 'unlicensed-finance'],
    // Structure: an obligation put off, refused or disguised, whatever the activity.
    [
      "Food trucks at festivals; we'll sort out the health permits once we're profitable",
      'skips-required-licence',
    ],
    ['Open the hostel now and register with the council afterwards', 'skips-required-licence'],
    ['Permits take months, so we will just open without them', 'skips-required-licence'],
    ['We never bothered to get a licence for the boat tours', 'skips-required-licence'],
    ['Our bakery is not registered with the food authority', 'skips-required-licence'],
    ['We label the e-bikes as bicycles so buyers do not need insurance', 'skips-required-licence'],
    ['民宿先开着，消防验收以后再说', 'skips-required-licence'],
    // One authority, named in the singular.
    [
      'Drone deliveries over stadium crowds: we fly first and ask the aviation authority later',
      'skips-required-licence',
    ],
    ['诊所暂不申请执业许可，先用朋友的', 'skips-required-licence'],
    // Activities unlawful in themselves, said in general words.
    ['Import sneakers declared as used goods to pay no customs duty', 'smuggling'],
    ['We ghostwrite dissertations that students submit as their own', 'academic-cheating'],
    ['We host new anime episodes for free the day they air in Japan', 'piracy'],
    [
      'A streaming site with every new Hollywood movie the day it comes out, free with ads',
      'piracy',
    ],
    ['Realistic pay stubs for people renting apartments', 'forged-documents'],
    ['We sell customer lists from gyms to supplement brands', 'personal-data-trading'],
    ['An app to secretly track where your husband drives', 'hacking-and-spying'],
    ['Short-term loans at 10% a week for nurses between paychecks', 'unlicensed-finance'],
    ['理财社群，承诺保本保息年化15%', 'unlicensed-finance'],
    ['Teeth whitening injections done by salon staff', 'unlicensed-medical-practice'],
    ['Herbal tea that reverses type 2 diabetes, sold on Amazon', 'unapproved-medical-products'],
    ['酵素饮料，喝了能治失眠和高血压', 'unapproved-medical-products'],
    ['网上查询任何人的住址和手机号', 'personal-data-trading'],
  ])('%j raises %s', (idea, flag) => {
    expect(evasionFlags(idea)).toContain(flag);
    expect(unlawful(idea).length).toBeGreaterThan(0);
  });

  it('reads an identity check skipped as an age check only where age-restricted goods are sold', () => {
    for (const idea of [
      'Cleaning crews for holiday lets, paid cash, no ID checks',
      'Port any phone number to a new SIM in ten minutes, no identity verification',
    ]) {
      expect(unlawful(idea), idea).toEqual(['skips-required-licence']);
    }
    expect(unlawful('Beer delivered to your door in 20 minutes, no ID checks')).toEqual([
      'age-restricted-sales',
    ]);
  });

  it.each([
    'We deal with the city permits for restaurants so owners do not have to',
    'A licensed payday-alternative lender authorised by BaFin',
    'Anti-money-laundering screening for small banks',
    '反洗钱合规SaaS，帮银行识别可疑交易',
    '持牌的跨境支付服务，帮留学生家长合规换汇',
    'Age verification as a service for online wine shops',
    'Tax filing for freelancers so they never miss a deadline',
    '取得网络文化经营许可证后上线的直播平台',
    'A sportsbook that opens only once we hold the state licence',
    'We help bakeries register with the food authority',
    'Supplements with no health claims, third-party tested',
    'We never sell personal data: a privacy-first CRM',
    'A tool that detects fake pay stubs for landlords',
    'Streaming public-domain films for free, paid by ads',
    'Loans at 8% a year for nurses, from a licensed credit union',
    '不承诺保本收益的持牌基金销售平台',
  ])('leaves %j alone', (idea) => {
    expect(unlawful(idea)).toEqual([]);
  });
});

/*
 * A rule skipped in other words: compliance put off until there are customers, the law set aside
 * because nobody enforces it, a check dismissed as overkill or skippable, cash with no record, a
 * medicine without anyone who may prescribe it, papers made to pass as real, coursework done in
 * the student's name, exam papers sold in advance, identity papers lent, minors let into adult
 * venues, another brand's label on one's own goods.
 */
describe('a rule skipped in other words', () => {
  it.each([
    [
      "Mobile pet grooming vans; we will file for the business licence when we've got enough clients",
      'skips-required-licence',
    ],
    [
      "Boat tours on the lake, we'll deal with the charter licence once there's some revenue",
      'skips-required-licence',
    ],
    ['Rent our loft by the night and ignore the city zoning rules', 'skips-required-licence'],
    [
      'Sell kebabs from a cart downtown, vending permits are pointless since nobody enforces them',
      'skips-required-licence',
    ],
    [
      'Piercing parlour in the basement; the council inspection is red tape we can just skip',
      'skips-required-licence',
    ],
    [
      'Home renovation crew, building permits are overkill for kitchen remodels',
      'skips-required-licence',
    ],
    [
      'Carpentry crew for hire, no need to bother with a contractor licence for small decks',
      'skips-required-licence',
    ],
    ['Landscaping team paid in cash so there is no payroll record at all', 'tax-evasion'],
    [
      'Hair-loss pills by mail; patients never need to talk to a physician',
      'prescription-drugs-without-prescription',
    ],
    [
      'Online shop for testosterone gel, no need to see a doctor first',
      'prescription-drugs-without-prescription',
    ],
    ['网上卖减肥针，不用面诊，下单就发', 'prescription-drugs-without-prescription'],
    [
      'Printable clinic letters for skipping work, each looks just like a genuine hospital note',
      'forged-documents',
    ],
    ["We write sick notes for office workers, $15 per doctor's note", 'forged-documents'],
    [
      'We complete MOOCs and graded quizzes for learners using their credentials, $300 per course',
      'academic-cheating',
    ],
    [
      "Team that finishes online certification courses for clients under the client's account",
      'academic-cheating',
    ],
    ['Leaking the questions for the GMAT to paying members the week before', 'academic-cheating'],
    ["Lend delivery drivers our cousins' driving licences so they can work", 'account-trading'],
    [
      "Debt collection service that phones tenants' employers and relatives until they pay",
      'unlicensed-finance',
    ],
    [
      "Moving company, we don't need workers comp since everyone is a friend",
      'labour-exploitation',
    ],
    [
      'Drone wedding videos, we fly without a remote pilot certificate',
      'unauthorised-drone-flight',
    ],
    [
      'Auto shop side business: take used solvents and coolant off their hands and dump them in the woods',
      'illegal-dumping',
    ],
    ['做面膜卖，工厂是小作坊，贴大牌的标卖给微商', 'counterfeit-goods'],
    ['卫生许可太贵了，奶茶店先不办', 'skips-required-licence'],
    ['美甲店的营业执照还没办下来，先接单做着', 'skips-required-licence'],
    ['托管班等有了客户再补办学许可', 'skips-required-licence'],
    ['消防手续太久了，先不搞，剧本杀店直接开', 'skips-required-licence'],
  ])('%j raises %s', (idea, flag) => {
    expect(unlawful(idea)).toContain(flag);
  });

  it.each([
    'We help food trucks sort out their health permits before opening day',
    'Telehealth where a licensed physician reviews every order before we ship pills',
    'Insurance for freelancers who lack workers compensation cover',
    'Practice questions for the GMAT with worked explanations',
    'Solvent recycling service for auto shops, licensed and audited',
    'Learners take our courses under their own login and earn certificates',
    'Permit tracking software: your team can skip the line at city hall',
    '办证代办平台，执照办理太慢的商家可以找我们',
    '品牌授权贴牌生产面膜，OEM代工厂有化妆品生产许可证',
    'We apply for the building permit once the architect finishes the drawings',
    'Pay your babysitter in cash or by app, we track hours for taxes',
    '隐私合规检测工具，帮小程序排查违规收集个人信息的代码',
  ])('leaves %j alone', (idea) => {
    expect(unlawful(idea)).toEqual([]);
  });
});

/*
 * More ways of saying the rule is for others or for later: "too small for the licence", "it can
 * wait until after the first season", "if the police ever come knocking", someone else's licence,
 * goods bought with no questions, tenants refused for who they are, staff recorded unawares, the
 * house's rake on a private card game.
 */
describe('the rule said to be for others, or for later', () => {
  it.each([
    [
      'Wedding DJ side business; a music licence is really for big venues, not a side hustle like ours',
      'skips-required-licence',
    ],
    [
      'Bounce-house rentals, the amusement ride permit can wait until after our first summer',
      'skips-required-licence',
    ],
    [
      "Pop-up bar in a warehouse; we'll get the event permit if the police ever come knocking",
      'skips-required-licence',
    ],
    ["We bid renovation jobs using my uncle's contractor licence", 'skips-required-licence'],
    ['借用朋友公司的施工资质接工程', 'skips-required-licence'],
    ['导游证没必要考，找学生带团', 'skips-required-licence'],
    ['保险团队没有代理资格也照样出单', 'unlicensed-finance'],
    ['Pawn-style kiosk buying used iPhones for cash, no ID needed', 'sanctions-and-stolen-goods'],
    ['回收二手手机和电动车电瓶，不问来路，现金结', 'sanctions-and-stolen-goods'],
    [
      'Rental agency that turns away applicants with children to keep buildings quiet',
      'unlawful-housing-practices',
    ],
    [
      'Remote-work tool that records staff screens and keystrokes without informing them',
      'hacking-and-spying',
    ],
    ['Underground poker tables in the back room, the house takes a 5% rake', 'unlicensed-gambling'],
    ['宠物医院把病死的动物尸体拉到后山随便埋', 'illegal-dumping'],
    ['签证中介，帮客户做在职证明和流水，包出签', 'forged-documents'],
    ['餐馆招服务员，身份证统一收走，干满一年再还', 'labour-exploitation'],
    // A licence dismissed as not applying, opening first, a licence from elsewhere used everywhere.
    [
      'Nightly rentals of spare rooms in Lisbon; the tourism registration is optional for us',
      'skips-required-licence',
    ],
    [
      "Moving-truck app with our own drivers; the carrier rules don't apply to a platform like ours",
      'skips-required-licence',
    ],
    ['开家社区诊所，执业医师还没招到，先营业再说', 'skips-required-licence'],
    ['托育中心没有资质，先开业收孩子', 'skips-required-licence'],
    [
      'Online therapy with counsellors licensed in one state, but we take clients in every state',
      'skips-required-licence',
    ],
    [
      'Tyre pickup from garages; whatever we cannot recycle ends up in a ravine behind the yard',
      'illegal-dumping',
    ],
    ['Odds on high school basketball games, settled in crypto', 'unlicensed-gambling'],
  ])('%j raises %s', (idea, flag) => {
    expect(unlawful(idea)).toContain(flag);
  });

  it.each([
    'A music licensing marketplace that helps small venues afford their licence',
    'Second-hand phone buyback with ID checks and IMEI blacklist screening',
    'Fair housing compliance training for landlords',
    'Employee monitoring software that shows every worker what is recorded, with written consent',
    'Poker training app with play money and no real stakes',
    'Garden tools shop: rakes, shovels and poker chip sets',
    'Licensed card room software that tracks the rake for the state gaming commission',
    '合法的二手手机回收，实名登记，查验来源',
    '宠物殡葬服务，遗体交给有资质的无害化处理厂',
    '导游证考试培训班',
    'Insurance agency where every agent holds a state producer licence',
    'We borrow a friend’s van for the first deliveries',
    'Robocall compliance checker that scrubs lists against the Do Not Call registry',
    'A tool that helps hosts find out whether registration is optional for them',
    '先上线一个版本再说，做给自由职业者的记账工具',
    'Telehealth licensed in all fifty states, with doctors in every state we serve',
    'Coaching app for high school basketball teams, free for players',
    'Whatever we cannot sell goes to the food bank',
  ])('leaves %j alone', (idea) => {
    expect(unlawful(idea)).toEqual([]);
  });
});

describe('the rule known and gone around, whatever the trade', () => {
  it.each([
    // The rule stated, then defied.
    [
      'Dog boarding in my flat: the council says you need a licence for more than 3 dogs but nobody checks, so I take 10.',
      'skips-required-licence',
    ],
    [
      'Our county bans selling home-canned fish, so every jar is sold as a decoration.',
      'skips-required-licence',
    ],
    ['小区禁止养鸡，但大家都想吃土鸡蛋，我们在楼顶偷偷养', 'skips-required-licence'],
    // A neighbouring trade's licence used as the loophole.
    [
      'Nutritionists need a licence, wellness guides don’t, so our guides design diabetic diets.',
      'skips-required-licence',
    ],
    // The goods or the record disguised so a check passes, and people not told.
    [
      "Vape juice labelled 'room fragrance' and everyone knows what it's really for.",
      'consumer-fraud',
    ],
    ['发货时包装上就写“工艺品”，海关审核就过了', 'consumer-fraud'],
    [
      'Smart doorbells for landlords that record tenants inside the hallway; no need to tell tenants.',
      'consumer-fraud',
    ],
    ['用AI给网红换脸带货，网红本人当然不知道', 'consumer-fraud'],
    // Those who enforce the rule kept away.
    [
      'Pop-up restaurant in a warehouse, not bothering the health department for a one-night event.',
      'skips-required-licence',
    ],
    ['渣土车夜里拉货，导航自动避开检查站和交警', 'skips-required-licence'],
    ['危废我们直接拉走处理，不走转移联单那一套', 'skips-required-licence'],
    // The founder says so.
    [
      'Resell concert wristbands from the staff entrance. I know it’s illegal but the demand is huge.',
      'skips-required-licence',
    ],
    // Pay under any minimum wage, documents made to pass, copies sold, records sold.
    ['Packing warehouse where pickers are paid about $3 an hour in cash.', 'labour-exploitation'],
    [
      'Pay stubs for renters: choose a real employer’s logo, type the salary, download the PDF.',
      'forged-documents',
    ],
    ['We sell scanned copies of bestselling novels for $1 each as PDFs.', 'piracy'],
    ['手上有各大银行的客户姓名、手机号、住址，按地区筛好，一万条卖500', 'personal-data-trading'],
  ])('flags %j', (idea, flag) => {
    expect(unlawful(idea)).toContain(flag);
  });

  it.each([
    // The rule stated and kept.
    'The city requires a permit for food trucks, so we got one and help other trucks apply.',
    'Even though parking is banned downtown, drivers need spots, so we map legal ones',
    'Therapists need a licence, so we only list licensed therapists and verify each one.',
    // Checks that detect the disguise, verify documents, or pay fairly.
    'A tool that detects relabelled imports before they reach the shelf.',
    '病假条验真：企业上传员工提交的诊断证明，系统核验医院盖章真伪',
    'Bike rental for $5 an hour along the river',
    'Shift workers are paid $18 an hour plus tips.',
    'We sell PDF copies of public domain classics, formatted for e-readers.',
  ])('leaves the lawful %j unflagged', (idea) => {
    expect(unlawful(idea)).toEqual([]);
  });
});

describe('the licence its workers do not hold, or hold of someone else', () => {
  it.each([
    'Fishing charters on the lake for $200 a boat. I am not a licensed captain, so no fees either.',
    'We manage your crypto portfolio for 20% of profits. Not registered as an adviser, it is just a club.',
    'Gas boiler swaps for $700: our fitters are plumbers rather than certified gas engineers.',
    'Deck and porch builds, half the price of contractors because we never pull permits.',
    'Dog boarding at home for 15 dogs. The kennel license needs an inspection so we are not bothering with it.',
    '开个小诊所做针灸推拿，医疗机构执业许可证是租别人的，每年给他两万',
    '在家做烘焙私房外卖，食品经营许可证是借亲戚店的',
  ])('flags %j', (idea) => {
    expect(unlawful(idea)).toContain('skips-required-licence');
  });

  it.each([
    // The work done by someone who holds the licence, or the licence still to come.
    'We are not a licensed pharmacy; every order is filled by our licensed partner pharmacy.',
    'I am not a registered dietitian, so every meal plan is reviewed by one before it goes out.',
    'Deck and porch builds by licensed contractors; we pull permits for every job.',
    '营业执照和食品经营许可证都已办好，后厨接受市场监管局检查',
  ])('leaves the lawful %j unflagged', (idea) => {
    expect(unlawful(idea)).toEqual([]);
  });
});

describe('prices, recordings, workers, taxes and officials, whatever the trade', () => {
  it.each([
    [
      'Concert ticket app: we list the face value and the booking and venue fees only show up on the final payment page.',
      'consumer-fraud',
    ],
    [
      'Meal-kit subscription where cancelling is only possible by phone on weekday mornings.',
      'consumer-fraud',
    ],
    ['帮网店做大促：活动前把原价调高一倍，活动当天打五折，显示划线价', 'consumer-fraud'],
    [
      'Call recorder for recruiters, no announcement, no beep, so candidates speak freely.',
      'hacking-and-spying',
    ],
    ['出租屋托管，房间里装隐蔽摄像头看着租客，这个不用告诉租客', 'hacking-and-spying'],
    [
      'Roofing crews of men who came in on tourist visas and stayed, paid cash, no I-9s.',
      'labour-exploitation',
    ],
    [
      'Design studio run on graduates working full-time for a year, unpaid, for a portfolio.',
      'labour-exploitation',
    ],
    [
      'Offshore invoicing for consultants: the income never shows up on their tax return.',
      'tax-evasion',
    ],
    [
      'We win road tenders abroad: a facilitation budget of 8% goes to the ministry officials.',
      'kickbacks',
    ],
  ])('flags %j', (idea, flag) => {
    expect(unlawful(idea)).toContain(flag);
  });

  it.each([
    'Checkout audit tool that flags fees which only show up on the final payment page, so shops can comply.',
    'Call recorder that plays an announcement to every caller and records only with consent.',
    'Paid internships, full-time for 10 weeks at $22 an hour.',
    'Tax software for freelancers that puts every invoice on their tax return.',
  ])('leaves the lawful %j unflagged', (idea) => {
    expect(unlawful(idea)).toEqual([]);
  });
});
