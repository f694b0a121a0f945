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
