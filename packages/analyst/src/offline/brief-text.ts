import type {
  AudienceKind,
  BriefField,
  DeliveryKind,
  PayerKind,
  Region,
  RevenueModel,
} from '@idealens/shared/brief';
import type { Bilingual } from './knowledge/types.ts';

/** The brief's fixed words and sentences, in both report languages. */

export const REVENUE_TEXT: Record<RevenueModel, Bilingual> = {
  subscription: { en: 'a recurring subscription', zh: '按月或按年订阅' },
  commission: { en: 'a commission on each transaction', zh: '按交易抽取佣金' },
  'one-time-sale': { en: 'selling each product once', zh: '一次性销售产品' },
  advertising: { en: 'advertising and sponsorship', zh: '广告与赞助' },
  'service-fee': { en: 'a fee for each job or session', zh: '按次或按项目收取服务费' },
  licensing: { en: 'licences sold to organisations', zh: '向机构出售授权' },
  freemium: { en: 'a free tier with paid upgrades', zh: '基础免费、高级功能付费' },
  donations: { en: 'donations and grants', zh: '捐赠与资助' },
  unclear: { en: 'a revenue model the idea does not state', zh: '想法中未说明的收入模式' },
};

export const DELIVERY_TEXT: Record<DeliveryKind, Bilingual> = {
  software: { en: 'software', zh: '软件' },
  hardware: { en: 'a hardware product', zh: '硬件产品' },
  service: { en: 'a service', zh: '服务' },
  'physical-goods': { en: 'physical goods', zh: '实物商品' },
  marketplace: { en: 'a marketplace', zh: '交易平台' },
  content: { en: 'content', zh: '内容' },
};

export const REGION_TEXT: Record<Region, Bilingual> = {
  global: { en: 'no particular country (worldwide)', zh: '未限定国家（面向全球）' },
  us: { en: 'the United States', zh: '美国' },
  europe: { en: 'Europe', zh: '欧洲' },
  china: { en: 'mainland China', zh: '中国大陆' },
  other: { en: 'a market outside the US, Europe and China', zh: '美国、欧洲和中国以外的市场' },
};

export const PAYER_TEXT: Record<Exclude<PayerKind, 'users' | 'businesses'>, Bilingual> = {
  advertisers: { en: 'advertisers and sponsors', zh: '广告主和赞助商' },
  'public-sector': { en: 'public bodies', zh: '政府和公共机构' },
  insurers: { en: 'insurers', zh: '保险方（含医保）' },
  donors: { en: 'donors and funders', zh: '捐赠者和资助方' },
  unclear: { en: 'nobody named yet', zh: '尚未明确' },
};

export const AUDIENCE_TEXT: Record<AudienceKind, Bilingual> = {
  consumers: { en: 'consumers', zh: '个人消费者' },
  businesses: { en: 'businesses', zh: '企业和商家' },
  'public-sector': { en: 'public bodies', zh: '政府和公共机构' },
  mixed: { en: 'consumers and businesses', zh: '个人和企业' },
};

export const BRIEF_TEXT = {
  summary: {
    en: '{delivery} for {users} in {market}, paid by {payer} through {revenue}.',
    zh: '面向{users}的{delivery}，属于{market}领域，由{payer}通过{revenue}付费。',
  },
  marketWithNiche: { en: '{niche} ({industry})', zh: '{industry}中的{niche}' },
  unknownMarket: { en: 'a market we could not identify', zh: '一个尚未识别的市场' },
  /** What is delivered, when nothing in the idea says (the brief's field still guesses software). */
  unknownDelivery: { en: 'a product or service', zh: '产品或服务' },
  and: { en: ' and ', zh: '和' },
  selfPaying: { en: 'the {users} themselves', zh: '{users}自己' },
  parentsPay: { en: 'their parents or guardians', zh: '他们的父母或监护人' },
  commissionFrom: {
    en: '{side} (a commission on each transaction)',
    zh: '{side}（每笔交易抽取佣金）',
  },
  other: { en: 'Something else', zh: '其他' },
  /** Businesses the idea names as paying, when the report is not in the idea's language. */
  otherBusinesses: {
    en: 'the businesses the idea says pay',
    zh: '想法中说明付费的企业',
  },
} satisfies Record<string, Bilingual>;

/** What the analyst could not tell, one sentence per brief field read with low confidence. */
export const UNKNOWN_TEXT: Record<BriefField, Bilingual> = {
  industry: {
    en: 'Which market this is: the idea could belong to more than one, or to none we know.',
    zh: '属于哪个市场：这个想法可能跨多个领域，或不在我们已知的领域里。',
  },
  users: {
    en: 'Who will use it first: the idea names no specific group.',
    zh: '谁会先用：想法里没有点名具体人群。',
  },
  payer: {
    en: 'Who pays: the idea does not say, so we assumed the users do.',
    zh: '谁来付费：想法里没有说明，我们暂按使用者付费来理解。',
  },
  revenueModel: {
    en: 'How it makes money: the idea names no price or model, so this is our assumption.',
    zh: '怎么赚钱：想法里没有价格或模式，这是我们的推测。',
  },
  delivery: {
    en: 'What exactly is delivered (software, a service, a product): the idea does not say.',
    zh: '具体交付什么（软件、服务还是产品）：想法里没有说明。',
  },
  region: {
    en: 'Where it launches: no country or city is named.',
    zh: '在哪里起步：没有提到具体国家或城市。',
  },
};

/** How it makes money, when the idea names a price but not what the price is for. */
export const UNKNOWN_PRICED_REVENUE_TEXT: Bilingual = {
  en: 'How it makes money: the idea names a price but not what it buys (once, per job or by the month), so the model is our assumption.',
  zh: '怎么赚钱：想法里有价格，但没说是一次买断、按次还是按月收费，模式是我们的推测。',
};

export const QUESTION_TEXT: Record<BriefField, Bilingual> = {
  industry: { en: 'Which market is this idea in?', zh: '这个想法属于哪个市场？' },
  users: { en: 'Who will use it first?', zh: '谁会最先使用它？' },
  payer: { en: 'Who pays for it?', zh: '谁来付费？' },
  revenueModel: { en: 'How will it make money?', zh: '它靠什么赚钱？' },
  delivery: { en: 'What do customers get?', zh: '客户拿到的是什么？' },
  region: { en: 'Where will you launch first?', zh: '准备先在哪里落地？' },
};

export const PLAN_TEXT = {
  competitors: { en: '{topic} competitors {customer}', zh: '{topic} 竞品 {customer}' },
  demand: { en: '{customer} {problem} survey statistics', zh: '{customer} {problem} 调研 数据' },
  pricing: { en: '{topic} pricing {revenue}', zh: '{topic} 收费模式 价格 {revenue}' },
  regulation: { en: '{domain} regulation {region}', zh: '{domain} 监管 法规 {region}' },
  channels: { en: 'how {customer} find {topic}', zh: '{customer} 获客渠道 {topic}' },
  technology: { en: '{topic} technology cost', zh: '{topic} 技术方案 成本' },
} satisfies Record<string, Bilingual>;
