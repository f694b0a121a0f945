import type { Language, SimpleReportBody } from '@idealens/shared/simple-report';
import type { IdeaSignals } from './detect.ts';
import { CHANNELS } from './knowledge/channels.ts';
import { GENERAL_INDUSTRY } from './knowledge/industries.ts';
import type { Bilingual, Channel } from './knowledge/types.ts';
import type { Assessment } from './score.ts';
import { hasCjk } from './text.ts';

export type Lang = keyof Bilingual;

/** The report's own fixed sentences, in both languages. */
export const TEXT = {
  offlineNote: {
    en: '(Offline analyst estimate from a bundled knowledge base; connect an LLM for live research.)',
    zh: '（离线分析器基于内置知识库的估计；接入大模型可获得实时调研。）',
  },
  noCompetitors: { en: 'existing alternatives', zh: '现有替代方案' },
  unreadable: {
    en: 'The idea as submitted contains no readable description, so the problem it solves cannot be identified yet.',
    zh: '提交的内容里没有可识别的想法描述，暂时无法判断它要解决什么问题。',
  },
  problem: {
    en: 'The idea {quote} is aimed at {customer}, and the underlying problem is real: {problem}.',
    zh: '{quote}面向{customer}，针对的问题确实存在——{problem}。',
  },
  problemVague: {
    en: '{quote} does not yet say who has which problem; the closest market is {industry}, where {problem}.',
    zh: '{quote}还没有说清楚为谁解决什么问题；最接近的领域是{industry}，这一领域的核心痛点是：{problem}。',
  },
  problemTentative: {
    en: 'The idea {quote} is aimed at {customer}. Read as a {industry} idea, it addresses a familiar pain: {problem}.',
    zh: '{quote}面向{customer}。如果按{industry}领域来看，它对应的常见痛点是：{problem}。',
  },
  problemGeneral: {
    en: 'The idea {quote} sets out to solve a problem for {customer}, but how painful and how frequent that problem is has not been established yet.',
    zh: '{quote}想为{customer}解决一个问题，但这个问题有多痛、多常见，目前还没有依据。',
  },
  sharpenVague: {
    en: 'Sharpen the idea into one sentence: "For [specific customer] who [specific problem], we [solution], unlike [what they use today]." The current description is too short or broad to judge.',
    zh: '把想法浓缩成一句话：“为【具体客户】解决【具体问题】，方式是【具体方案】，区别于【他们现在的做法】。”目前的描述太短或太宽泛，难以判断。',
  },
  sharpenCustomer: {
    en: 'Narrow the target to one specific customer group (for example {customer}) and describe the moment they feel the problem; the idea does not yet say who it is for.',
    zh: '把目标客户收窄到一个具体群体（例如{customer}），并写清他们在什么场景下感受到这个问题；目前的描述还没有说明是为谁做的。',
  },
  aiSuggestion: {
    en: 'Lead with the problem, not the technology: describe the task {customer} struggle with and prove it matters before choosing AI as the method.',
    zh: '先讲问题，再讲技术：说清{customer}在哪件事上遇到困难、并证明它足够重要，再决定是否用 AI 来解决。',
  },
  globalSuggestion: {
    en: 'Start in one country and one segment you can reach directly; go global only once you have a repeatable playbook.',
    zh: '先在一个国家、一个能直接触达的细分人群里做透，形成可复制的打法后再谈全球化。',
  },
  channelSuggestion: {
    en: 'Start with {channel1} to reach the first {customer} ({tip}), then add {channel2}.',
    zh: '先用{channel1}获取首批{customer}（{tip}），再拓展到{channel2}。',
  },
  vagueChallenge: {
    en: 'The target customer and problem are not defined yet, so demand, pricing and competition cannot be checked.',
    zh: '目标客户和具体问题还没有定义清楚，因此需求、定价和竞争情况都无法验证。',
  },
  aiChallenge: {
    en: '"AI" alone is not a differentiator: without a specific, painful problem, users have little reason to switch from general assistants such as ChatGPT.',
    zh: '单靠“AI”不构成差异化：如果没有具体而痛的问题，用户没有理由放弃豆包、ChatGPT 这类通用助手。',
  },
  globalChallenge: {
    en: 'Going global from day one spreads a small team across languages, regulations and channels at once.',
    zh: '一开始就做全球化，会让小团队同时分散在不同的语言、法规和渠道上。',
  },
  nextStepVague: {
    en: 'Write one sentence naming the customer and the problem, then interview 10 such people this week to check they feel it and how they cope today.',
    zh: '先写一句话说清目标客户和要解决的问题，然后本周访谈 10 位这样的人，确认他们确实有这个痛点，以及现在是怎么应对的。',
  },
  nextStepMarketplace: {
    en: 'Recruit the first 20 {supply} in one neighbourhood or niche by hand this week, then bring 10 {demand} to them and measure how many book a second time.',
    zh: '本周先在一个街区或细分场景里手动招募首批 20 位{supply}，再带来 10 位{demand}下单，观察有多少人会再次下单。',
  },
} satisfies Record<string, Bilingual>;

/** Below this keyword weight the industry is a guess, and the report says so. */
const CONFIDENT_MATCH = 2;
const MIN_SUGGESTIONS = 3;
/** The schema allows six; five keeps the quick report quick. */
const MAX_ITEMS = 5;
const PLACEHOLDER = /\{(\w+)\}/g;
const LATIN_EDGE = /[A-Za-z0-9]/;

/**
 * Fills {placeholders}. In Chinese, a Latin value next to a Chinese character gets a space on
 * that side ("Keep 和 Peloton"), as Chinese typography does.
 */
export function fill(template: string, vars: Readonly<Record<string, string>>, lang: Lang): string {
  return template.replace(PLACEHOLDER, (whole, name: string, offset: number) => {
    const value = vars[name];
    if (value === undefined) return whole;
    if (lang === 'en' || value === '') return value;
    const before = template[offset - 1] ?? '';
    const after = template[offset + whole.length] ?? '';
    const lead = hasCjk(before) && LATIN_EDGE.test(value[0] ?? '') ? ' ' : '';
    const trail = hasCjk(after) && LATIN_EDGE.test(value.at(-1) ?? '') ? ' ' : '';
    return `${lead}${value}${trail}`;
  });
}

export function joinTwo(names: readonly string[], lang: Lang): string {
  const [first, second] = names;
  if (!first) return '';
  if (!second) return first;
  return lang === 'en' ? `${first} and ${second}` : fill('{a}和{b}', { a: first, b: second }, 'zh');
}

/** "a, b and c" / "a、b和c". */
export function listOf(items: readonly string[], lang: Lang): string {
  if (items.length <= 2) return joinTwo(items, lang);
  const separator = lang === 'en' ? ', ' : '、';
  return joinTwo([items.slice(0, -1).join(separator), items.at(-1) ?? ''], lang);
}

export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text;
}

function competitorNames(signals: IdeaSignals, lang: Lang): string {
  const names = signals.competitors.slice(0, 2).map((c) => c.name[lang]);
  return names.length > 0 ? joinTwo(names, lang) : TEXT.noCompetitors[lang];
}

/** The idea's channels, those that fit its market first. */
export function channelsFor(signals: IdeaSignals, limit = 2): Channel[] {
  const ids = signals.angle?.channels ?? signals.industry.channels;
  const all = ids.flatMap((id) => CHANNELS.get(id) ?? []);
  const fitting = all.filter((c) => c.market === 'any' || c.market === signals.market);
  const others = all.filter((c) => !fitting.includes(c));
  return [...fitting, ...others].slice(0, limit);
}

function pushUnique(list: string[], text: string | undefined): void {
  if (text && !list.includes(text)) list.push(text);
}

/** What every part of the report is written from. */
export interface Context {
  signals: IdeaSignals;
  lang: Lang;
  /** The customer the idea names (in the report's language), else undefined. */
  named: string | undefined;
  /** The customer role-specific sentences address. */
  customer: string;
  /** Fills a knowledge-base text in the report's language. */
  t: (text: Bilingual | undefined) => string | undefined;
}

export function context(signals: IdeaSignals, language: Language): Context {
  const lang: Lang = language === 'zh-CN' ? 'zh' : 'en';
  const { industry, angle } = signals;
  // A business angle (gym owners rather than gym-goers) replaces the consumer framing.
  const framing = angle ?? industry;
  // The idea's own words are used only when they are in the report's language.
  const ownWords = signals.ideaLanguage === language;
  const named = ownWords ? signals.customer : undefined;
  // Role-specific sentences ("Interview 10 … about their last hard-to-fill role") need the buyer.
  const customer = (signals.customerIsBuyer && named) || framing.customer[lang];
  const sides =
    ownWords && signals.sides
      ? signals.sides
      : { supply: industry.sides.supply[lang], demand: industry.sides.demand[lang] };
  const vars = {
    customer,
    competitors: competitorNames(signals, lang),
    supply: sides.supply,
    demand: sides.demand,
  };
  return {
    signals,
    lang,
    named,
    customer,
    t: (text) => (text ? fill(text[lang], vars, lang) : undefined),
  };
}

export function problemSolved({ signals, lang, named, customer }: Context): string {
  const { industry, angle, cues } = signals;
  const quote = signals.excerpt ? `“${signals.excerpt}”` : '';
  const template = !quote
    ? TEXT.unreadable
    : industry.id === GENERAL_INDUSTRY.id
      ? TEXT.problemGeneral
      : cues.vague
        ? TEXT.problemVague
        : !angle && signals.industryConfidence < CONFIDENT_MATCH
          ? TEXT.problemTentative
          : TEXT.problem;
  return fill(
    template[lang],
    {
      quote,
      customer: named ?? customer,
      problem: (angle ?? industry).problem[lang],
      industry: lowerFirst(industry.name[lang]),
    },
    lang,
  );
}

function channelSuggestion({ signals, lang, customer }: Context): string | undefined {
  const [first, second] = channelsFor(signals);
  if (!first || !second) return undefined;
  return fill(
    TEXT.channelSuggestion[lang],
    { customer, channel1: first.name[lang], channel2: second.name[lang], tip: first.tip[lang] },
    lang,
  );
}

/** AI without a problem, or global reach from day one: the text's own warning sign, if any. */
function cueWarning({ signals, t }: Context, ai: Bilingual, global: Bilingual): string | undefined {
  if (signals.cues.aiWithoutProblem) return t(ai);
  return signals.cues.global.length > 0 ? t(global) : undefined;
}

/** 3-5 suggestions: sharpen the idea when needed, then industry, model, regulation, text cues, channels. */
export function keySuggestions(ctx: Context): string[] {
  const { signals, t } = ctx;
  const { industry, angle, cues } = signals;
  const models = signals.models.map((m) => m.model);
  const suggestions: string[] = [];
  if (cues.vague) pushUnique(suggestions, t(TEXT.sharpenVague));
  else if (!cues.namedCustomer) pushUnique(suggestions, t(TEXT.sharpenCustomer));
  pushUnique(suggestions, t(angle?.suggestion ?? industry.suggestions[0]));
  pushUnique(suggestions, t(models[0]?.suggestion));
  pushUnique(suggestions, t(signals.regulations[0]?.domain.suggestion));
  pushUnique(suggestions, cueWarning(ctx, TEXT.aiSuggestion, TEXT.globalSuggestion));
  pushUnique(suggestions, channelSuggestion(ctx));
  if (!angle) pushUnique(suggestions, t(industry.suggestions[1]));
  pushUnique(suggestions, t(models[1]?.suggestion));
  // Short lists are topped up from the industry and the general advice, so there are always three.
  for (const extra of [...industry.suggestions, ...GENERAL_INDUSTRY.suggestions]) {
    if (suggestions.length >= MIN_SUGGESTIONS) break;
    pushUnique(suggestions, t(extra));
  }
  return suggestions.slice(0, MAX_ITEMS);
}

/** 2-5 challenges, the most decisive first; the industry's own challenge always makes the list. */
export function mainChallenges(ctx: Context): string[] {
  const { signals, t } = ctx;
  const { industry, angle, cues } = signals;
  const models = signals.models.map((m) => m.model);
  const regulations = signals.regulations.map((r) => r.domain);
  const challenges: string[] = [];
  if (cues.vague) pushUnique(challenges, t(TEXT.vagueChallenge));
  pushUnique(challenges, cueWarning(ctx, TEXT.aiChallenge, TEXT.globalChallenge));
  pushUnique(challenges, t(regulations[0]?.challenge));
  pushUnique(challenges, t(models[0]?.challenge));
  pushUnique(challenges, t(angle?.challenge ?? industry.challenges[0]));
  pushUnique(challenges, t(regulations[1]?.challenge));
  pushUnique(challenges, t(models[1]?.challenge));
  pushUnique(challenges, t(industry.challenges[1]));
  return challenges.slice(0, MAX_ITEMS);
}

export function nextStep({ signals, t }: Context): string {
  const { industry, angle, cues } = signals;
  if (cues.vague || (industry.id === GENERAL_INDUSTRY.id && !cues.namedCustomer)) {
    return t(TEXT.nextStepVague) ?? '';
  }
  if (signals.models.some((m) => m.model.id === 'marketplace'))
    return t(TEXT.nextStepMarketplace) ?? '';
  return t((angle ?? industry).nextStep) ?? '';
}

/** Turns detected signals and their assessment into the quick report, in the requested language. */
export function composeSimpleReport(
  signals: IdeaSignals,
  assessment: Assessment,
  language: Language,
): SimpleReportBody {
  const ctx = context(signals, language);
  const { t, lang } = ctx;
  const framing = signals.angle ?? signals.industry;
  const sentenceGap = lang === 'en' ? ' ' : '';
  const modelValue = signals.models.find((m) => m.model.value)?.model.value;
  return {
    core_analysis: {
      problem_solved: problemSolved(ctx),
      value_proposition: [t(framing.value), t(modelValue)].filter(Boolean).join(sentenceGap),
      feasibility_level: assessment.feasibility,
    },
    quick_assessment: {
      market_demand: `${t(framing.demand)}${sentenceGap}${TEXT.offlineNote[lang]}`,
      competition_level: assessment.competition,
      implementation_difficulty: assessment.difficulty,
    },
    recommendations: {
      feasibility_score: assessment.score,
      key_suggestions: keySuggestions(ctx),
      main_challenges: mainChallenges(ctx),
      next_step: nextStep(ctx),
    },
  };
}
