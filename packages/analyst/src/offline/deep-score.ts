import { SCORE_DIMENSIONS, type ScoreDimensionName } from '@idealens/shared/full-report';
import { DEFAULT_WEIGHTS, type DimensionDraft } from '../deep/scoring.ts';
import { type Context, fill, listOf, lowerFirst } from './compose.ts';
import { DEEP_FACTOR_TEXT } from './deep-judgement.ts';
import type { Bilingual } from './knowledge/types.ts';
import type { Assessment, ScoreFactor } from './score.ts';
import { truncate } from './text.ts';

/**
 * Which dimension each adjustment of the feasibility score speaks to (split evenly when it
 * speaks to two). Factors not listed (models with no effect) move no dimension.
 */
const FACTOR_DIMENSIONS: Record<string, readonly ScoreDimensionName[]> = {
  regulation: ['execution_risk'],
  'customer-regulation': ['execution_risk'],
  'model:hardware': ['tech_feasibility', 'scaling_elasticity'],
  'model:marketplace': ['execution_risk'],
  'model:community': ['execution_risk'],
  'model:ads': ['business_model_barrier'],
  competition: ['business_model_barrier'],
  difficulty: ['tech_feasibility'],
  vague: ['market_urgency'],
  'ai-without-problem': ['market_urgency'],
  'global-ambition': ['execution_risk'],
  'capital-heavy': ['execution_risk', 'scaling_elasticity'],
  'named-customer': ['market_urgency'],
  'clear-pain': ['market_urgency'],
  'b2b-roi': ['business_model_barrier'],
  'fatal-flaw': ['market_urgency', 'business_model_barrier'],
  'safety-critical': ['execution_risk'],
  'stated-model': ['business_model_barrier'],
  'named-payer': ['business_model_barrier'],
  'named-market': ['execution_risk'],
  traction: ['market_urgency'],
  'me-too': ['market_urgency', 'business_model_barrier'],
  priced: ['business_model_barrier'],
  'business-buyer': ['business_model_barrier', 'scaling_elasticity'],
  'quantified-return': ['market_urgency', 'business_model_barrier'],
  'payer-unstated': ['business_model_barrier'],
  'thin-edge': ['business_model_barrier'],
  'no-known-need': ['market_urgency'],
  'revenue-later': ['business_model_barrier'],
  'top-down-market': ['market_urgency'],
  'claims-no-competition': ['market_urgency'],
  'unclear-business': ['market_urgency', 'business_model_barrier'],
  'deep:unconfirmed-market': ['market_urgency'],
  'deep:regulated-in-market': ['execution_risk'],
  'deep:complete-reading': ['business_model_barrier'],
  'deep:open-questions': ['market_urgency'],
};

/** Why each factor moved its dimension, in both languages; {placeholders} come from the idea. */
const FACTOR_TEXT: Record<string, Bilingual> = {
  ...DEEP_FACTOR_TEXT,
  regulation: {
    en: 'regulated domain ({regulations}) means licences and compliance work before launch',
    zh: '涉及受监管领域（{regulations}），上线前需要牌照和合规投入',
  },
  'customer-regulation': {
    en: 'its customers work in a regulated domain ({regulations}): the licences are theirs, but the product must fit their compliance work',
    zh: '客户所在领域受监管（{regulations}）：牌照由客户持有，但产品必须配合他们的合规工作',
  },
  'model:hardware': {
    en: 'hardware ties up cash in tooling, inventory and certification',
    zh: '硬件需要在开模、库存和认证上占用大量资金',
  },
  'model:marketplace': {
    en: 'a two-sided marketplace must solve the cold start on both sides',
    zh: '双边平台必须同时解决供需两端的冷启动',
  },
  'model:community': {
    en: 'a community is only useful once it reaches critical mass',
    zh: '社区要达到足够规模后才有价值',
  },
  'model:ads': {
    en: 'ad-funded revenue needs a very large, engaged audience',
    zh: '依靠广告变现需要非常大且活跃的用户规模',
  },
  'competition:high': {
    en: 'intense competition from established players such as {competitors}',
    zh: '竞争激烈，{competitors}等成熟玩家已经占据市场',
  },
  'difficulty:high': {
    en: 'technically demanding to build and operate',
    zh: '技术实现和运营难度高',
  },
  'difficulty:low': {
    en: 'buildable with standard, proven tools',
    zh: '可以用成熟的标准技术实现',
  },
  vague: {
    en: 'the idea is too vague to show who needs it urgently',
    zh: '想法描述过于模糊，看不出谁迫切需要它',
  },
  'ai-without-problem': {
    en: 'AI is the pitch, but no specific pain or customer is named',
    zh: '以 AI 为卖点，却没有说明具体痛点或客户',
  },
  'global-ambition': {
    en: 'going global from day one stretches a small team',
    zh: '一开始就面向全球，会让小团队分身乏术',
  },
  'capital-heavy': {
    en: 'factory-scale capital is needed before the first sale',
    zh: '在第一笔销售之前就需要重资产级别的资金投入',
  },
  'named-customer': {
    en: 'names a specific customer ({customer})',
    zh: '明确了具体客户（{customer}）',
  },
  'clear-pain': {
    en: 'names a concrete pain',
    zh: '点出了具体痛点',
  },
  'fatal-flaw': {
    en: 'a fatal flaw: {fatal}',
    zh: '致命缺陷：{fatal}',
  },
  'safety-critical': {
    en: 'a failure could hurt people, so testing, certification and liability come first',
    zh: '一旦出错可能伤及人身，必须先做测试、认证并承担责任风险',
  },
  'stated-model': {
    en: 'states how it makes money ({revenue})',
    zh: '说明了收入模式（{revenue}）',
  },
  'named-payer': {
    en: 'names who pays ({payer})',
    zh: '明确了付费方（{payer}）',
  },
  'named-market': {
    en: 'names the market it launches in ({region})',
    zh: '明确了首发市场（{region}）',
  },
  traction: {
    en: 'already has customers, pilots or sales to show',
    zh: '已有客户、试点或销售可以佐证',
  },
  'me-too': {
    en: 'pitched as a copy of a known product{copied}, with no edge of its own named',
    zh: '以模仿现有产品为卖点{copied}，没有说明自己的差异化',
  },
  'business-buyer': {
    en: 'sold to businesses ({buyers}), which pay from a budget for tools that earn their cost and grow an account across teams and sites',
    zh: '卖给企业客户（{buyers}），企业会为能收回成本的工具列预算付费，客户内部还能扩展到更多团队和门店',
  },
  priced: {
    en: 'says what a customer pays and per what ({price}), a price that can be tested',
    zh: '说明了客户付多少钱、按什么计费（{price}），价格可以直接验证',
  },
  'quantified-return': {
    en: 'puts a figure on the pain or the gain ({figure}), a return a buyer can check',
    zh: '给痛点或收益给出了具体数字（{figure}），买方可以核实回报',
  },
  'payer-unstated': {
    en: 'says neither who pays nor how it makes money, the first question an investor asks',
    zh: '既没说谁付钱，也没说怎么赚钱，而这是投资人首先要问的问题',
  },
  'revenue-later': {
    en: 'puts off how it makes money ({later}), so the model is a hope rather than a plan',
    zh: '把怎么赚钱推到以后（{later}），商业模式还只是期望而不是计划',
  },
  'top-down-market': {
    en: 'sized by a whole market ({market}) rather than by the customers it can win first',
    zh: '用整个市场的规模来估算（{market}），而不是从能先拿下的客户算起',
  },
  'thin-edge': {
    en: 'its edge ({edge}) is one an incumbent can match overnight',
    zh: '它的优势（{edge}）是现有玩家很快就能追平的',
  },
  'no-known-need': {
    en: 'the founder does not know yet who needs it ({need}): a solution looking for a problem',
    zh: '创始人还不知道谁需要它（{need}），是在为方案找问题',
  },
  'claims-no-competition': {
    en: '"no competitors" more often means no demand than an open field',
    zh: '“没有竞争对手”更可能意味着没有需求，而不是一片蓝海',
  },
  'unclear-business': {
    en: 'who uses it, who pays and how it makes money are mostly unclear',
    zh: '谁用、谁付钱、怎么赚钱大多还不清楚',
  },
  'b2b-roi': {
    en: 'a business buyer with a measurable return in time or money',
    zh: '企业客户，且能量化节省的时间或金钱',
  },
};

const EVIDENCE: Record<'reasons' | 'baseline' | 'none', Bilingual> = {
  reasons: { en: '{reasons}.', zh: '{reasons}。' },
  baseline: {
    en: 'Baseline {base}/10 for {industry}; offline estimate.',
    zh: '{industry}领域基准分 {base}/10；离线估计。',
  },
  none: {
    en: 'No signal in the idea moves this dimension',
    zh: '想法中没有影响这一维度的信号',
  },
};

/** The longest quote of the idea a reason carries. */
const QUOTE_CHARS = 60;

/** Dimension scores stay within the feasibility score's own range. */
const MIN_SCORE = 1;
const MAX_SCORE = 9.5;

function factorKey(factor: ScoreFactor): string {
  if (factor.id === 'competition') return 'competition:high';
  if (factor.id === 'difficulty') return factor.delta < 0 ? 'difficulty:high' : 'difficulty:low';
  return factor.id;
}

/** Words of the idea quoted in a reason, cut to a readable length; `bracketed` adds the brackets. */
function quoted(words: string | undefined, lang: 'en' | 'zh', bracketed = false): string {
  if (!words) return '';
  const text = `“${truncate(words, QUOTE_CHARS)}”`;
  if (!bracketed) return text;
  return lang === 'en' ? ` (${text})` : `（${text}）`;
}

function signed(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${Math.abs(rounded).toFixed(1)}`;
}

/**
 * The five scoring dimensions, derived from the same explainable factors as the quick score:
 * every dimension starts at the industry's base, and each adjustment moves the dimension it
 * speaks to, scaled by that dimension's weight — so with the default weights the composite
 * reproduces the quick analysis' feasibility score (up to the 1-9.5 bounds of each dimension).
 * Each dimension's evidence names the factors that moved it and by how much.
 */
export function scoreDimensions(ctx: Context, assessment: Assessment): DimensionDraft[] {
  const { signals, lang } = ctx;
  const [base, ...adjustments] = assessment.factors;
  const baseScore = base?.delta ?? 5;
  const vars = {
    regulations: listOf(
      signals.regulations.map((r) => r.domain.name[lang]),
      lang,
    ),
    competitors: ctx.t({ en: '{competitors}', zh: '{competitors}' }) ?? '',
    customer: ctx.named ?? ctx.customer,
    revenue: assessment.brief?.revenueModel.description ?? '',
    payer: assessment.brief?.payer.description ?? '',
    users: assessment.brief?.users.description ?? '',
    // Who buys: the users when they are the business, else the business that pays for them.
    buyers:
      assessment.brief?.users.kind === 'businesses'
        ? assessment.brief.users.description
        : (assessment.brief?.payer.description ?? ''),
    region: assessment.brief?.region.name ?? '',
    copied: quoted(assessment.cues?.copied[0], lang, true),
    price: quoted(assessment.cues?.priced[0], lang),
    figure: quoted(assessment.cues?.quantified[0], lang),
    edge: quoted(assessment.cues?.thinEdge[0], lang),
    need: quoted(assessment.cues?.noKnownNeed[0], lang),
    later: quoted(assessment.cues?.revenueLater[0], lang),
    market: quoted(assessment.cues?.topDown[0], lang),
    fatal: assessment.redFlags
      .filter((flag) => flag.kind === 'fatal-flaw')
      .map((flag) => lowerFirst(flag.reason).replace(/[.。]$/u, ''))
      .join(lang === 'en' ? '; ' : '；'),
  };
  const gap = lang === 'en' ? '; ' : '；';

  return SCORE_DIMENSIONS.map((name) => {
    const weight = DEFAULT_WEIGHTS[name];
    let score = baseScore;
    const reasons: string[] = [];
    for (const factor of adjustments) {
      const dimensions = FACTOR_DIMENSIONS[factor.id];
      if (!dimensions?.includes(name)) continue;
      const change = factor.delta / dimensions.length / weight;
      score += change;
      const text = FACTOR_TEXT[factorKey(factor)];
      if (text) {
        const amount = lang === 'en' ? ` (${signed(change)})` : `（${signed(change)}）`;
        reasons.push(`${fill(text[lang], vars, lang)}${amount}`);
      }
    }
    const reasonText = reasons.length > 0 ? reasons.join(gap) : EVIDENCE.none[lang];
    const evidence = [
      fill(EVIDENCE.reasons[lang], { reasons: upperFirst(reasonText) }, lang),
      fill(
        EVIDENCE.baseline[lang],
        { base: baseScore.toFixed(1), industry: lowerFirst(signals.industry.name[lang]) },
        lang,
      ),
    ].join(lang === 'en' ? ' ' : '');
    return {
      name,
      score: Math.min(MAX_SCORE, Math.max(MIN_SCORE, score)),
      evidence,
    };
  });
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const RED_FLAGS: Record<'regulation' | 'capital' | 'vague' | 'ai' | 'saturated', Bilingual> = {
  regulation: {
    en: 'Licences or approvals for {name} stand between the idea and its first customer',
    zh: '{name}方面的牌照或审批横在想法与第一个客户之间',
  },
  capital: {
    en: 'Factory-scale capital is needed before the first sale',
    zh: '第一笔销售之前就需要重资产级别的资金',
  },
  vague: {
    en: 'No defined customer or problem yet, so there is nothing to validate',
    zh: '还没有明确的客户和问题，无从验证',
  },
  ai: {
    en: 'AI without a named problem or customer is a technology looking for a market',
    zh: '没有具体问题和客户的 AI，只是在为技术找市场',
  },
  saturated: {
    en: 'A saturated market led by {competitors}',
    zh: '市场已被{competitors}等玩家占满',
  },
};

/**
 * Deal-breakers the offline analyst can see: licences in high-severity regulated domains, factory-scale
 * capital, no defined customer or problem, AI for its own sake, and a saturated market.
 */
export function redFlags(ctx: Context, assessment: Assessment): string[] {
  const { signals, lang, t } = ctx;
  const flags: string[] = [];
  const licensed = signals.regulations.filter((r) => r.severity === 'high');
  if (licensed.length > 0) {
    const names = listOf(
      licensed.map((r) => r.domain.name[lang]),
      lang,
    );
    flags.push(fill(RED_FLAGS.regulation[lang], { name: names }, lang));
  }
  if (signals.cues.capitalHeavy.length > 0) flags.push(RED_FLAGS.capital[lang]);
  if (signals.cues.vague) flags.push(RED_FLAGS.vague[lang]);
  if (signals.cues.aiWithoutProblem) flags.push(RED_FLAGS.ai[lang]);
  if (assessment.competition === 'high') flags.push(t(RED_FLAGS.saturated) ?? '');
  return flags.filter(Boolean);
}
