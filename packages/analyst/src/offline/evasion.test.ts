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
  ])('leaves %j alone', (idea) => {
    expect(unlawful(idea)).toEqual([]);
  });
});
