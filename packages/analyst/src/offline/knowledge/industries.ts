import { CARE_INDUSTRIES } from './industries-care.ts';
import { CONSUMER_INDUSTRIES } from './industries-consumer.ts';
import { MONEY_INDUSTRIES } from './industries-money.ts';
import { PHYSICAL_INDUSTRIES } from './industries-physical.ts';
import { WORK_INDUSTRIES } from './industries-work.ts';
import { bi, type Industry } from './types.ts';

const BY_ID = new Map(
  [
    ...CARE_INDUSTRIES,
    ...MONEY_INDUSTRIES,
    ...WORK_INDUSTRIES,
    ...CONSUMER_INDUSTRIES,
    ...PHYSICAL_INDUSTRIES,
  ].map((industry) => [industry.id, industry]),
);

/**
 * Specific industries come before broad ones: on a tie in keyword weight the earlier entry wins
 * (a "pet health app" is a pets idea, an "AI note-taking app for lawyers" a legal-tech one).
 */
const PRIORITY = [
  'pets',
  'mental-health',
  'elderly-care',
  'parenting-childcare',
  'k12-edtech',
  'hr-recruiting',
  'upskilling-education',
  'health-medtech',
  'fitness-wellness',
  'crypto-web3',
  'insurtech',
  'accounting-back-office',
  'fintech-payments',
  'personal-finance',
  'real-estate-proptech',
  'agriculture-agtech',
  'grocery-group-buying',
  'food-delivery-restaurants',
  'food-beverage-products',
  'home-services',
  'events-experiences',
  'travel-hospitality',
  'fashion-beauty',
  'gaming',
  'social-dating',
  'creator-economy-media',
  'ecommerce-retail',
  'legal-tech',
  'cybersecurity',
  'developer-tools',
  'mobility',
  'logistics',
  'climate-energy',
  'hardware-iot',
  'b2b-sales-marketing',
  'ai-productivity-saas',
] as const;

function byId(id: string): Industry {
  const industry = BY_ID.get(id);
  if (!industry) throw new Error(`Unknown industry in priority list: ${id}`);
  return industry;
}

export const INDUSTRIES: readonly Industry[] = PRIORITY.map(byId);

if (INDUSTRIES.length !== BY_ID.size) {
  throw new Error('Every industry must appear exactly once in the priority list');
}

/** Used when no industry matches: a sober, generic analysis that asks for a sharper idea. */
export const GENERAL_INDUSTRY: Industry = {
  id: 'general',
  name: bi('General', '综合'),
  keywords: { en: [], zh: [] },
  customer: bi('potential customers', '潜在客户'),
  problem: bi(
    'a need whose size and urgency still have to be confirmed with real customers',
    '一个需求，但它有多大、有多急，还需要和真实客户确认',
  ),
  value: bi(
    'Its value depends on doing one job clearly better, cheaper or faster than what {customer} use today, and that edge still has to be named.',
    '它的价值取决于能否在某一件事上比{customer}现在的做法明显更好、更便宜或更快，而这个优势目前还没有被说清楚。',
  ),
  demand: bi(
    'Demand is unproven: the description does not match a well-known market, so how many {customer} need this, and how urgently, must be tested directly.',
    '需求尚未被验证：描述没有对应到一个成熟的市场，有多少{customer}需要它、需求有多迫切，都需要直接去验证。',
  ),
  competition: 'medium',
  difficulty: 'medium',
  baseScore: 5.6,
  competitors: [],
  challenges: [
    bi(
      'Hidden competition: people already solve most problems somehow (spreadsheets, a service provider, or doing nothing), and that habit is the real competitor.',
      '隐形竞争：人们通常已经用某种方式解决了问题（表格、找服务商，或者干脆忍着），这种习惯才是真正的竞争对手。',
    ),
    bi(
      'Unclear willingness to pay: without a defined customer and problem, it is impossible to know who would pay and how much.',
      '付费意愿不明：没有明确的客户和问题，就无法判断谁会付钱、愿意付多少。',
    ),
  ],
  suggestions: [
    bi(
      'Test demand before building: a one-page site with a clear promise and price, shown to 200 targeted visitors; 5% leaving an email or deposit is a good first signal.',
      '先验证需求再开发：做一个写清承诺和价格的单页网站，精准引流 200 位访客，若有 5% 留下联系方式或定金，就是不错的初步信号。',
    ),
    bi(
      'List how your first customers solve the problem today and what it costs them; your product has to beat that, not an imaginary blank slate.',
      '列出首批客户现在如何解决这个问题、要付出什么代价；你的产品要打败的是这些现有做法，而不是一张白纸。',
    ),
  ],
  risks: [],
  channels: ['online-communities', 'linkedin-outbound', 'local-offline'],
  sides: { supply: bi('providers', '服务提供方'), demand: bi('customers', '需求方') },
  nextStep: bi(
    'Interview 10 {customer} this week about how they handle this today, what it costs them, and whether they would pay for a better way.',
    '本周访谈 10 位{customer}，了解他们现在怎么处理这件事、要付出什么代价，以及是否愿意为更好的方案付费。',
  ),
};
