// The model `npm run eval:deep` talks to without a key: the local fake LLM server (OpenAI's wire
// protocol) answering each call from what the call sends, so the harness runs the same pipeline
// end to end. It writes the brief and plan the idea set records, and a deep report that quotes
// real sentences of the numbered sources it was sent, plus, in every report, one invented figure
// and one made-up quote the pipeline must catch. Every third Chinese idea is first answered in
// English, so the language repair turn runs.
import type { ModelBriefReading } from '@idealens/analyst/llm/brief-schema';
import type { DeepSynthesis } from '@idealens/analyst/llm/deep-schema';
import { LANGUAGE_INSTRUCTIONS } from '@idealens/analyst/llm/prompt';
import {
  type ReceivedRequest,
  type ScriptedAnswer,
  startFakeLlmServer,
} from '@idealens/analyst/llm/testing/fake-llm-server';
import type { Language } from '@idealens/shared/simple-report';
import type { EvalIdea } from './eval-set.ts';

/** What the scripted model plants in every report, for the harness to look for. */
export const PLANTED = {
  /** A figure no source states ($913.7B = 9137亿): it must be nowhere in a stored report. */
  figure: { 'en-US': '$913.7B', 'zh-CN': '9137亿元' },
  /** The figure as it could survive in any writing. */
  figureTraces: ['913.7', '9137', '913,7'],
  /** A claim whose quote is in no source: never a finding, listed under "needs checking". */
  madeUp: {
    'en-US': {
      claim: 'Most customers would switch providers as soon as a better one appears.',
      quote: 'customers would switch providers tomorrow if a better option existed',
    },
    'zh-CN': {
      claim: '多数用户一旦发现更好的选择就会立即更换服务商。',
      quote: '用户普遍表示只要有更好的选择就会马上更换服务商',
    },
  },
} as const;

export interface ScriptedModel {
  /** Base URL for the OpenAI provider. */
  readonly baseURL: string;
  /** Calls the model server received. */
  readonly calls: () => number;
  /** Whether the scripted model answers this idea's first report in English. */
  writesEnglishFirst(idea: EvalIdea): boolean;
  close(): Promise<void>;
}

/** A source as the model reads it in the synthesis call. */
interface SeenSource {
  id: number;
  title: string;
  text: string;
  sentences: string[];
}

const HAN = /\p{Script=Han}/u;

/** The texts the scripted model writes itself, in each language; none states a figure. */
const WORDS = {
  'en-US': {
    title: 'Deep analysis: ',
    unknown: 'How the first customers will be reached.',
    found: 'The research shows: ',
    generic: 'One source describes how this market works today.',
    invented: `The market this idea addresses is worth ${PLANTED.figure['en-US']} a year.`,
    core: 'A focused product for the users the brief names, in its region.',
    value: `It saves its users time and money where today's offers fall short. It could win a share of a ${PLANTED.figure['en-US']} market.`,
    ideaPain: 'The founder describes the need this idea answers.',
    painLead: 'A source describes the pain: ',
    strengths: 'An established product in this market',
    weaknesses: 'It does not focus on the users this idea serves.',
    differentiation: 'Serve the brief’s users better than a general product can.',
    gap: 'Existing offers do not serve this customer well, as the sources describe.',
    techRisk: 'Building a reliable first version takes longer than planned',
    techMitigation: 'Start with the smallest product that solves the core need.',
    marketRisk: 'Customers may keep their current way of working',
    marketImpact: 'Slow adoption would raise the cost of winning each customer.',
    compliance: 'Check the local rules that apply to this service before launch.',
    channels: ['Direct outreach to the first users', 'Partnerships with trusted local businesses'],
    viral: 'Satisfied users recommend the service to peers facing the same problem.',
    partners: ['Suppliers and associations the users already trust'],
    validation: 'Ten paying customers use the first version every week.',
    features: ['The core workflow', 'A simple dashboard'],
    metrics: ['Weekly active customers', 'Paid conversion'],
    sticky: ['Saved history and reminders'],
    retention: ['Monthly churn'],
    factors: ['Reaching the first customers cheaply', 'Delivering a dependable core product'],
    timing: 'Demand is visible now, and the sources show room for a focused offer.',
    why: {
      market_urgency: 'The sources describe a need that users feel today.',
      tech_feasibility: 'The product can be built with available technology.',
      business_model_barrier: 'The business model is plausible but can be copied.',
      execution_risk: 'Execution depends on reaching customers efficiently.',
      scaling_elasticity: 'Growth depends on how much of the work software can do.',
    },
  },
  'zh-CN': {
    title: '深度分析：',
    unknown: '最初的用户将如何获得。',
    found: '调研显示：',
    generic: '有来源介绍了这一市场目前的情况。',
    invented: `该想法所在市场的规模每年达${PLANTED.figure['zh-CN']}。`,
    core: '面向简报中目标用户和区域的专注产品。',
    value: `它在现有产品做得不够的地方为用户节省时间和金钱。它有望在${PLANTED.figure['zh-CN']}的市场中占据一席之地。`,
    ideaPain: '创始人描述了这个想法要解决的需求。',
    painLead: '有来源描述了这一痛点：',
    strengths: '在这一市场已有成熟产品',
    weaknesses: '没有专门服务这个想法的目标用户。',
    differentiation: '比通用产品更好地服务简报中的用户。',
    gap: '现有产品没有很好地服务这类用户，来源中有相关描述。',
    techRisk: '做出稳定可靠的第一版所需时间可能比计划更长',
    techMitigation: '先做解决核心需求的最小产品。',
    marketRisk: '用户可能继续沿用现有的方式',
    marketImpact: '用户接受得慢会提高获取每个客户的成本。',
    compliance: '上线前核实适用于这项服务的当地规定。',
    channels: ['直接联系第一批用户', '与用户信任的本地商家合作'],
    viral: '满意的用户会把服务推荐给有同样问题的朋友。',
    partners: ['用户已经信任的供应商和行业协会'],
    validation: '十个付费客户每周使用第一版产品。',
    features: ['核心流程', '简单的数据看板'],
    metrics: ['每周活跃客户数', '付费转化率'],
    sticky: ['历史记录和提醒'],
    retention: ['月流失率'],
    factors: ['低成本获得第一批客户', '把核心产品做得稳定可靠'],
    timing: '需求已经显现，来源显示专注的产品仍有空间。',
    why: {
      market_urgency: '来源描述了用户当下就能感受到的需求。',
      tech_feasibility: '用现有技术可以做出这个产品。',
      business_model_barrier: '商业模式可行，但容易被模仿。',
      execution_risk: '执行的关键在于能否高效获得客户。',
      scaling_elasticity: '增长取决于有多少工作可以由软件完成。',
    },
  },
} as const;

type Words = (typeof WORDS)[Language];
type DimensionName = keyof Words['why'];

/** A message's text, whether the SDK sent it as a string or as parts. */
function textOf(message: { content?: unknown } | undefined): string {
  const content = message?.content;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) =>
      typeof part === 'object' && part !== null && 'text' in part ? String(part.text) : '',
    )
    .join('');
}

/** The text between the first `<tag>` line and its `</tag>`. */
function between(text: string, tag: string): string | undefined {
  const start = text.indexOf(`<${tag}>\n`);
  const end = text.indexOf(`\n</${tag}>`, start);
  return start < 0 || end < 0 ? undefined : text.slice(start + tag.length + 3, end);
}

/** Whole sentences of a source, fit to be quoted: long enough to be checked, short enough to quote. */
function sentencesOf(text: string): string[] {
  return text
    .split(/\s*…\s*/u)
    .flatMap((passage) => passage.split(/(?<=[.!?])\s+(?=[A-Z0-9"'$])|(?<=[。！？])/u))
    .map((sentence) => sentence.trim())
    .filter((sentence) => {
      const length = [...sentence].length;
      return HAN.test(sentence) ? length >= 12 && length <= 120 : length >= 30 && length <= 220;
    });
}

const SOURCE = /<source id="(\d+)" origin="[^"]*">\n([^\n]*)\n([\s\S]*?)\n<\/source>/gu;

/** The numbered sources of the synthesis call's message. */
function sourcesIn(message: string): SeenSource[] {
  return [...message.matchAll(SOURCE)].map(([, id, title = '', text = '']) => ({
    id: Number(id),
    title,
    text,
    sentences: sentencesOf(text),
  }));
}

/**
 * A company a source is about: the head of its title ("Rootwise: irrigation…", "邻鲜团：…"),
 * its capitalised words or a short Chinese name, when the page's text opens with it.
 */
function companyOf(source: SeenSource): string | undefined {
  const parts = source.title.split(/\s*[:：|｜]\s*|\s+[–—-]\s+/u);
  if (parts.length < 2 || !parts[0]) return undefined;
  const head = parts[0];
  const name = HAN.test(head)
    ? [...head].length <= 8
      ? head
      : undefined
    : head
        .split(/\s+/)
        .slice(0, 3)
        .filter((_, i, words) => words.slice(0, i + 1).every((word) => /^[A-Z0-9]/.test(word)))
        .join(' ');
  if (!name) return undefined;
  const opens =
    source.text.startsWith(name) && !/^[\p{L}\p{N}]/u.test(source.text.slice(name.length));
  return opens ? name : undefined;
}

/** A small stable number from a text, so scores differ between ideas but not between runs. */
function stableNumber(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

/** The start of the idea (up to its first break), quoted as source 0. */
function ideaQuote(idea: string): string {
  const first = idea.split(/[:;，：；。]|,\s/u).find((part) => {
    const length = [...part.trim()].length;
    return HAN.test(part) ? length >= 8 : length >= 12;
  });
  return (first ?? idea).trim();
}

/** A report written from the sources it was sent, in `language`, with the planted mistakes. */
function writeSynthesis(idea: string, sources: SeenSource[], language: Language): DeepSynthesis {
  const words: Words = WORDS[language];
  const fits = (sentence: string) => HAN.test(sentence) === (language === 'zh-CN');
  const pool = sources.flatMap((source) =>
    source.sentences.map((sentence) => ({ id: source.id, sentence })),
  );
  /** The n-th quotable sentence (round the pool), or the idea itself when nothing was found. */
  const evidence = (n: number) => {
    const picked = pool[n % Math.max(pool.length, 1)];
    return picked
      ? { sources: [picked.id], quote: picked.sentence }
      : { sources: [0], quote: ideaQuote(idea) };
  };
  const claimFrom = (lead: string, sentence: string, generic: string) =>
    fits(sentence) ? `${lead}${sentence}` : generic;

  const findings = sources.slice(0, 5).flatMap((source) => {
    const sentence = source.sentences.find((s) => /\d/.test(s)) ?? source.sentences[0];
    if (!sentence) return [];
    return [
      {
        finding: claimFrom(words.found, sentence, words.generic),
        sources: [source.id],
        quote: sentence,
      },
    ];
  });
  const first = evidence(0);
  const madeUp = PLANTED.madeUp[language];
  const competitors = sources.flatMap((source) => {
    const name = companyOf(source);
    const quote = name && source.sentences.find((sentence) => sentence.includes(name));
    if (!name || !quote) return [];
    return [
      {
        name,
        strengths: words.strengths,
        weaknesses: words.weaknesses,
        differentiation_strategy: words.differentiation,
        sources: [source.id],
        quote,
      },
    ];
  });
  const contrast = pool.find(({ sentence }) =>
    /\b(?:but|yet|not|however|few|lack)\b|但|仍|缺乏|不/u.test(sentence),
  );
  const pain = pool.find(({ sentence }) => fits(sentence)) ?? pool[0];
  const score = (name: DimensionName, n: number) => ({
    score: 4 + (stableNumber(`${idea}${name}`) % 5),
    evidence: words.why[name],
    ...evidence(n),
  });

  return {
    title: `${words.title}${[...ideaQuote(idea)].slice(0, 50).join('')}`.slice(0, 80),
    key_findings: [
      ...findings,
      // Planted: a figure no source states, cited to a real sentence that does not state it.
      { finding: words.invented, ...first },
      // Planted: a quote no source contains.
      { finding: madeUp.claim, sources: [pool[1]?.id ?? 1], quote: madeUp.quote },
    ],
    project_analysis: {
      overview: {
        core_concept: words.core,
        value_proposition: words.value,
        demand_pain_points: [
          { point: words.ideaPain, sources: [0], quote: ideaQuote(idea) },
          ...(pain
            ? [
                {
                  point: claimFrom(words.painLead, pain.sentence, words.generic),
                  sources: [pain.id],
                  quote: pain.sentence,
                },
              ]
            : []),
        ],
      },
    },
    competitive_analysis: {
      market_gap: {
        gap: words.gap,
        ...(contrast ? { sources: [contrast.id], quote: contrast.sentence } : evidence(1)),
      },
      direct_competitors: competitors.slice(0, 3),
    },
    risk_assessment: {
      technical_risks: [
        {
          risk_point: words.techRisk,
          severity: 'medium',
          probability: 0.3,
          mitigation: words.techMitigation,
          ...evidence(2),
        },
      ],
      market_risks: [
        {
          risk_type: words.marketRisk,
          probability: 0.4,
          impact: 'medium',
          impact_analysis: words.marketImpact,
          ...evidence(3),
        },
      ],
      compliance_risks: { gdpr_concerns: false, region_specific_issues: [words.compliance] },
    },
    growth_strategy: {
      acquisition_channels: [...words.channels],
      viral_coefficient_mechanism: words.viral,
      partnership_leverage_points: [...words.partners],
    },
    mvp_roadmap: {
      phase_0: {
        validation_goal: words.validation,
        core_features: [...words.features],
        success_metrics: [...words.metrics],
      },
      phase_1: { sticky_features: [...words.sticky], retention_metrics: [...words.retention] },
    },
    scoring: {
      market_urgency: score('market_urgency', 0),
      tech_feasibility: score('tech_feasibility', 4),
      business_model_barrier: score('business_model_barrier', 5),
      execution_risk: score('execution_risk', 6),
      scaling_elasticity: score('scaling_elasticity', 7),
    },
    critical_success_factors: [...words.factors],
    timing_considerations: words.timing,
    red_flags: [],
  };
}

/** The brief call's reply: the brief the set records for the idea, and its recorded plan. */
function writeBrief(idea: EvalIdea): ModelBriefReading {
  const { brief } = idea;
  return {
    brief: {
      summary: idea.idea,
      industry: { id: brief.industry, name: brief.industry, subNiche: null, confidence: 'high' },
      users: { ...brief.users, confidence: 'high' },
      payer: { ...brief.payer, confidence: 'medium' },
      revenueModel: { ...brief.revenue, confidence: 'medium' },
      delivery: { kinds: brief.delivery, confidence: 'high' },
      region: { ...brief.region, stated: true, confidence: 'high' },
      regulatedDomains: brief.regulated.map((id) => ({ id, name: id })),
      redFlags: [],
      unknowns: [WORDS[idea.language].unknown],
    },
    questions: [],
    plan: idea.plan,
  };
}

/** Starts the scripted model on the local fake LLM server: each call is answered from its own request. */
export async function startScriptedModel(ideas: readonly EvalIdea[]): Promise<ScriptedModel> {
  const byText = new Map(ideas.map((idea) => [idea.idea.trim(), idea]));
  const chinese = ideas.filter((idea) => idea.language === 'zh-CN');
  const writesEnglishFirst = (idea: EvalIdea) => chinese.indexOf(idea) % 3 === 0;

  function reply(request: ReceivedRequest | undefined): string {
    const messages: { role: string; content?: unknown }[] = request?.body?.messages ?? [];
    const system = textOf(messages.find((m) => m.role === 'system'));
    const user = textOf(messages.find((m) => m.role === 'user'));
    const text = between(user, 'idea');
    const idea = text === undefined ? undefined : byText.get(text.trim());
    if (!idea) throw new Error('a call without a known idea');
    if (user.includes('<search_results>')) {
      const language: Language = system.includes(LANGUAGE_INSTRUCTIONS['zh-CN'])
        ? 'zh-CN'
        : 'en-US';
      const repairing = messages.some((m) => m.role === 'assistant');
      const inEnglish = language === 'zh-CN' && !repairing && writesEnglishFirst(idea);
      return JSON.stringify(
        writeSynthesis(idea.idea, sourcesIn(user), inEnglish ? 'en-US' : language),
      );
    }
    if (user.includes('(brief, questions, plan)')) return JSON.stringify(writeBrief(idea));
    throw new Error('a call that is neither the brief nor the report');
  }

  const started = await startFakeLlmServer({
    reply(request): ScriptedAnswer {
      try {
        return { content: reply(request) };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { status: 500, errorMessage: `scripted model: ${reason}` };
      }
    },
  });
  return {
    baseURL: started.baseURL,
    calls: () => started.requests.length,
    writesEnglishFirst,
    close: () => started.close(),
  };
}
