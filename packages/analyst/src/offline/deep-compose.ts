import type { Brief } from '@idealens/shared/brief';
import type { FullReport } from '@idealens/shared/full-report';
import type { Language } from '@idealens/shared/simple-report';
import { settleScoring, verdictFor } from '../deep/scoring.ts';
import type { DeepReportDraft } from '../engine.ts';
import {
  type Context,
  channelsFor,
  context,
  fill,
  keySuggestions,
  type Lang,
  lowerFirst,
  mainChallenges,
  nextStep,
  problemSolved,
} from './compose.ts';
import { differenceFinding, withDeepJudgement } from './deep-judgement.ts';
import { redFlags, scoreDimensions } from './deep-score.ts';
import type { IdeaSignals } from './detect.ts';
import { CHANNELS } from './knowledge/channels.ts';
import { GENERAL_INDUSTRY } from './knowledge/industries.ts';
import type { Bilingual, ChannelId, ModelId, Risk, Severity } from './knowledge/types.ts';
import { knowledgeSourcesFor, knowledgeSourceTitle } from './knowledge-search.ts';
import type { Assessment } from './score.ts';

type Sections = DeepReportDraft['sections'];

/** The deep report's own fixed sentences, in both languages. */
const TEXT = {
  title: {
    en: 'Deep analysis: {industry} idea for {customer}',
    zh: '深度分析：面向{customer}的{industry}创业想法',
  },
  titleGeneral: {
    en: 'Deep analysis: startup idea for {customer}',
    zh: '深度分析：面向{customer}的创业想法',
  },
  offlineFinding: {
    en: 'These findings come from the IdeaLens offline knowledge base, not from live research; configure an LLM and a search provider for cited web research.',
    zh: '以上发现来自 IdeaLens 离线知识库，而非实时调研；配置大模型和搜索服务后可获得带引用的网络调研。',
  },
  competitionFinding: {
    en: 'Competition is {level}: {competitors} already serve {customer}.',
    zh: '竞争程度{level}：{competitors}已经在服务{customer}。',
  },
  competitionFindingNone: {
    en: 'No established competitor is known for this exact idea; the real competition is how {customer} cope today.',
    zh: '知识库中没有与这个想法完全对应的成熟竞品；真正的竞争对手是{customer}现在的应对方式。',
  },
  ownWords: {
    en: 'The idea names the pain in its own words: {words}',
    zh: '想法本身点出的痛点：{words}',
  },
  marketGap: {
    en: '{competitors} lead this market, but each leaves a gap ({weaknesses}). A product built specifically for {customer} that fixes exactly this has room to win.',
    zh: '{competitors}主导着这个市场，但各有短板（{weaknesses}）。专门为{customer}打造、正面解决这些问题的产品有机会胜出。',
  },
  weakness: { en: '{name}: {weakness}', zh: '{name}：{weakness}' },
  marketGapNone: {
    en: 'No established product owns this exact problem; the gap is real only if {customer} feel it strongly enough to change how they cope today (spreadsheets, a service provider, or doing nothing).',
    zh: '目前没有成熟产品专门解决这个问题；只有当{customer}痛到愿意改变现有做法（表格、找服务商或干脆忍着）时，这个空白才是真实的。',
  },
  differentiation: {
    en: 'Win the {customer} that {name} serves poorly, where its weakness shows: {weakness}.',
    zh: '抓住{name}的短板（{weakness}），专门服务好{customer}。',
  },
  impact: {
    en: '{impact} Mitigation: {mitigation}.',
    zh: '{impact}应对：{mitigation}。',
  },
  competitionRisk: {
    en: 'Incumbents such as {competitors} copy the feature or cut prices',
    zh: '{competitors}等现有玩家复制功能或降价',
  },
  competitionMitigation: {
    en: 'Own a niche the incumbents neglect and build switching costs early',
    zh: '占据巨头忽视的细分市场，尽早建立切换成本',
  },
  demandRisk: {
    en: 'Demand from {customer} is lower or slower than hoped',
    zh: '{customer}的需求低于预期或来得更慢',
  },
  demandMitigation: {
    en: 'Pre-sell or take deposits before building',
    zh: '开发前先做预售或收定金',
  },
  capitalRisk: {
    en: 'Capital needed for production outruns what the team can raise',
    zh: '生产所需资金超出团队的融资能力',
  },
  capitalMitigation: {
    en: 'Start asset-light: partner with an existing manufacturer or operator and prove demand first',
    zh: '先走轻资产路线：与现有制造商或运营方合作，先验证需求',
  },
  buildRisk: {
    en: 'Building a reliable first version with a small team',
    zh: '小团队打造一个稳定可靠的第一版',
  },
  buildMitigation: {
    en: 'Cut scope to the one workflow the first customers will pay for',
    zh: '把范围收窄到首批客户愿意付费的那一个核心流程',
  },
  noRegulation: {
    en: 'No sector-specific licence detected; general consumer-protection and data-protection law (GDPR in the EU, PIPL in China, CCPA in California) still applies to any personal data collected.',
    zh: '未发现需要特定牌照的领域；但只要收集个人信息，仍需遵守一般的消费者保护和数据保护法律（国内《个人信息保护法》、欧盟 GDPR、加州 CCPA）。',
  },
  channel: { en: '{name}: {tip}', zh: '{name}：{tip}' },
  licensedPartner: {
    en: 'A licensed partner for {name}, so the product can launch before holding its own licence',
    zh: '与{name}领域的持牌机构合作，在自有资质到位前先上线',
  },
  integrations: {
    en: 'The tools {customer} already use: integrations and their app marketplaces',
    zh: '{customer}已经在用的工具：做集成并进入它们的应用市场',
  },
  resellers: {
    en: 'Businesses that already serve {customer} and could refer or resell it',
    zh: '已经在服务{customer}的企业，可以帮忙推荐或代销',
  },
  validationGoal: {
    en: 'Show that {customer} feel this problem and will pay to solve it. First step: {step}',
    zh: '证明{customer}确实有这个痛点，并且愿意付费解决。第一步：{step}',
  },
  coreWorkflow: {
    en: 'The one core workflow the idea promises: “{excerpt}”',
    zh: '想法承诺的那一个核心流程：“{excerpt}”',
  },
  coreWorkflowIndustry: {
    en: 'The one workflow that removes the main pain for {customer}',
    zh: '为{customer}解决核心痛点的那一个流程',
  },
  onboarding: {
    en: 'Onboarding in under five minutes and a direct feedback line to the founders',
    zh: '五分钟内完成上手，并提供直达创始团队的反馈渠道',
  },
  consent: {
    en: 'Consent, data-protection and audit controls for {name}',
    zh: '针对{name}的授权同意、数据保护和审计功能',
  },
  strongTiming: {
    en: 'Timing is favourable: the need is clear and reachable now. Move quickly to win the first {customer} before {competitors} react.',
    zh: '时机有利：需求清晰、当下即可触达。应尽快拿下首批{customer}，赶在{competitors}反应之前。',
  },
  caveatTiming: {
    en: 'Worth pursuing after validation, not before: resolve the main caveat first ({caveat}) and raise money only on evidence from paying customers.',
    zh: '值得做，但要先验证再投入：先解决最大的隐患（{caveat}），拿到付费客户的证据后再融资。',
  },
  notTiming: {
    en: 'Not investable in its current form: {flags}. Rework the idea (a narrower customer, a lighter model) and analyse it again.',
    zh: '以目前的形态不建议投资：{flags}。建议调整想法（更窄的客户群、更轻的模式）后重新分析。',
  },
} satisfies Record<string, Bilingual>;

const LEVEL_WORDS: Record<Lang, Record<Severity, string>> = {
  en: { high: 'intense', medium: 'moderate', low: 'limited' },
  zh: { high: '激烈', medium: '中等', low: '较低' },
};

const IMPACT: Record<Severity, Bilingual> = {
  high: { en: 'High impact: it could stop the business.', zh: '影响大：可能直接导致项目失败。' },
  medium: {
    en: 'Medium impact: it slows growth and raises costs.',
    zh: '影响中等：会拖慢增长、推高成本。',
  },
  low: { en: 'Low impact: manageable with attention.', zh: '影响较小：稍加注意即可控制。' },
};

/** Probability of a market risk by its severity in the knowledge base. */
const PROBABILITY: Record<Severity, number> = { high: 0.6, medium: 0.4, low: 0.2 };
const SEVERITY_ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

const VIRAL: Partial<Record<ModelId, Bilingual>> & { default: Bilingual } = {
  marketplace: {
    en: 'Each side recruits the other: {supply} invite their existing clients, and {demand} who book see more {supply} nearby; reviews and referral credit on both sides compound it.',
    zh: '双边互相带动：{supply}会邀请自己的老客户，每位下单的{demand}又会看到附近更多{supply}；双方的评价和邀请奖励让增长不断叠加。',
  },
  community: {
    en: 'Members invite the people they already talk to; content made inside the community is shared outside it and brings new members back.',
    zh: '成员会邀请身边本就交流的人；社区里产生的内容被分享到外部，又把新成员带回来。',
  },
  b2b: {
    en: 'Word of mouth between peers: each customer’s team invites colleagues, and case studies with measured results travel between {customer}.',
    zh: '同行口碑：每个客户团队会邀请同事使用，带有量化成果的案例在{customer}之间传播。',
  },
  hardware: {
    en: 'The device is visible in daily use; owners share results on social media, and a referral discount turns each owner into a seller.',
    zh: '设备在日常使用中被身边人看到；用户在社交平台晒效果，推荐折扣让每位用户都成为推广者。',
  },
  default: {
    en: 'Built-in sharing: results or plans that {customer} naturally send to others carry an invitation, and a two-sided referral reward (both get a month free) nudges it.',
    zh: '内置分享：{customer}自然会发给别人的结果或计划里带上邀请，再用双向推荐奖励（双方各得一个月免费）推动传播。',
  },
};

const FEATURES: Partial<Record<ModelId, Bilingual>> = {
  marketplace: {
    en: 'Profiles, booking and reviews for {supply} and {demand}',
    zh: '面向{supply}和{demand}的资料页、预约和评价',
  },
  b2b: {
    en: 'Import from the tools {customer} already use, and a report of the time or money saved',
    zh: '从{customer}现有工具导入数据，并展示节省的时间或金钱',
  },
  hardware: {
    en: 'A hand-built batch of 20-50 working prototypes with a companion app',
    zh: '手工制作 20-50 台可用样机，并配套 App',
  },
  ai: {
    en: 'AI output with a human check before it reaches users',
    zh: 'AI 输出在到达用户前经过人工复核',
  },
  subscription: {
    en: 'Self-serve sign-up with a paid plan from day one',
    zh: '自助注册，第一天就提供付费方案',
  },
  community: {
    en: 'Invite-only groups seeded and moderated by hand',
    zh: '邀请制小组，由团队亲自运营和管理',
  },
  'mobile-app': {
    en: 'A single-purpose mobile app with one-minute onboarding',
    zh: '功能单一聚焦的移动应用，一分钟完成上手',
  },
};

const METRICS: Partial<Record<ModelId, readonly Bilingual[]>> & { default: readonly Bilingual[] } =
  {
    marketplace: [
      {
        en: '30% of first {demand} book again within 30 days',
        zh: '首批{demand}中 30% 在 30 天内再次下单',
      },
      {
        en: 'Active {supply} get at least 3 orders a week each',
        zh: '每位活跃{supply}每周至少 3 单',
      },
    ],
    b2b: [
      {
        en: '3 paid pilots, at least 2 converting to contracts',
        zh: '3 个付费试点，至少 2 个转为正式合同',
      },
      {
        en: 'Measured time or money saved per customer each month',
        zh: '每个客户每月可量化的时间或成本节省',
      },
    ],
    hardware: [
      { en: '100 pre-orders or deposits before tooling', zh: '开模前获得 100 个预订或定金' },
      {
        en: 'Prototype testers use it at least 4 days a week',
        zh: '样机测试用户每周至少使用 4 天',
      },
    ],
    default: [
      {
        en: '10 of 20 interviewed {customer} confirm the problem and ask to try it',
        zh: '访谈的 20 位{customer}中有 10 位确认痛点并主动要求试用',
      },
      {
        en: '5% of landing-page visitors sign up or leave a deposit',
        zh: '落地页访客中 5% 注册或留下定金',
      },
    ],
  };

const STICKY: Partial<Record<ModelId, readonly Bilingual[]>> & { default: readonly Bilingual[] } = {
  marketplace: [
    { en: 'Favourites and rebooking in one tap', zh: '收藏和一键复购' },
    { en: 'Reviews and verified trust profiles', zh: '评价和实名认证的信任档案' },
  ],
  b2b: [
    { en: 'Integrations and team accounts', zh: '系统集成和团队账户' },
    { en: 'A weekly report of the results delivered', zh: '每周成果报告' },
  ],
  community: [
    { en: 'Member profiles and reputation', zh: '成员主页和声望体系' },
    { en: 'Regular events that give a reason to return', zh: '固定活动，给用户回来的理由' },
  ],
  hardware: [
    { en: 'Usage insights in the companion app', zh: '配套 App 中的使用数据洞察' },
    { en: 'Consumables or a service plan', zh: '耗材或服务订阅' },
  ],
  default: [
    { en: 'Reminders at the moment the problem occurs', zh: '在问题出现的那一刻提醒用户' },
    { en: 'Personal history that grows more useful with use', zh: '越用越有价值的个人历史记录' },
  ],
};

const RETENTION: Partial<Record<ModelId, readonly Bilingual[]>> & {
  default: readonly Bilingual[];
} = {
  marketplace: [
    { en: 'Repeat-order rate above 40% within 60 days', zh: '60 天复购率高于 40%' },
    { en: 'Monthly churn of active {supply} below 10%', zh: '活跃{supply}月流失率低于 10%' },
  ],
  b2b: [
    { en: 'Net revenue retention above 100%', zh: '净收入留存率高于 100%' },
    { en: 'Customer churn below 2% a month', zh: '客户月流失率低于 2%' },
  ],
  default: [
    { en: 'Week-4 retention of at least 30%', zh: '第 4 周留存率不低于 30%' },
    { en: 'Monthly churn of paying customers below 5%', zh: '付费用户月流失率低于 5%' },
  ],
};

/** Channels that are partners rather than audiences. */
const PARTNER_CHANNELS: ReadonlySet<ChannelId> = new Set([
  'partnerships',
  'schools',
  'clinics',
  'employers',
  'retail-marketplaces',
  'trade-shows',
]);

const MAX_ITEMS = 4;

function modelIds(signals: IdeaSignals): ModelId[] {
  return signals.models.map((m) => m.model.id);
}

/** The first model-specific entry that fits, else the default. */
function byModel<T>(table: Partial<Record<ModelId, T>> & { default: T }, signals: IdeaSignals): T {
  for (const id of modelIds(signals)) {
    const entry = table[id];
    if (entry) return entry;
  }
  return table.default;
}

function unique(items: readonly (string | undefined)[], max = MAX_ITEMS): string[] {
  return [...new Set(items.filter((item): item is string => Boolean(item)))].slice(0, max);
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function searchPerformed(ctx: Context, language: Language): Sections['search_performed'] {
  const { signals, lang, t } = ctx;
  const sources = knowledgeSourcesFor(signals, language);
  const titles =
    sources.length > 0
      ? sources.map((source) => source.title)
      : [knowledgeSourceTitle(GENERAL_INDUSTRY.name, language)];
  const framing = signals.angle ?? signals.industry;
  const competitors = ctx.signals.competitors;
  const competition =
    competitors.length > 0
      ? t(TEXT.competitionFinding)?.replace(
          '{level}',
          LEVEL_WORDS[lang][signals.industry.competition],
        )
      : t(TEXT.competitionFindingNone);
  return {
    // Only searches that ran against a search provider count; the offline analyst looks its
    // bundled knowledge base up, and its sources say so by name.
    searches_conducted: 0,
    key_findings: unique(
      [
        t(framing.demand),
        competition,
        signals.regulations[0]?.domain.challenge[lang],
        t(signals.models.find((m) => m.matched.length > 0)?.model.challenge),
        TEXT.offlineFinding[lang],
      ],
      5,
    ),
    data_sources: titles.map((title) => ({ title })),
  };
}

function projectAnalysis(ctx: Context): Sections['project_analysis'] {
  const { signals, lang, t } = ctx;
  const framing = signals.angle ?? signals.industry;
  const modelValue = signals.models.find((m) => m.model.value)?.model.value;
  const ownWords = signals.ideaLanguage === (lang === 'zh' ? 'zh-CN' : 'en-US');
  return {
    overview: {
      core_concept: problemSolved(ctx),
      value_proposition: [t(framing.value), t(modelValue)]
        .filter(Boolean)
        .join(lang === 'en' ? ' ' : ''),
      demand_pain_points: unique([
        sentenceCase(framing.problem[lang]),
        signals.angle ? sentenceCase(signals.industry.problem[lang]) : undefined,
        ownWords && signals.cues.pain.length > 0
          ? fill(
              TEXT.ownWords[lang],
              {
                words: signals.cues.pain
                  // Cues are keyword patterns ("frustrat*"): quote the stem, not the wildcard.
                  .map((word) => `“${word.replace(/\*$/, '')}”`)
                  .join(lang === 'en' ? ', ' : '、'),
              },
              lang,
            )
          : undefined,
      ]),
    },
  };
}

function competitiveAnalysis(ctx: Context): Sections['competitive_analysis'] {
  const { lang, t, customer } = ctx;
  const competitors = ctx.signals.competitors.slice(0, MAX_ITEMS);
  const weaknesses = competitors
    .slice(0, 2)
    .map((c) =>
      fill(
        TEXT.weakness[lang],
        { name: c.name[lang], weakness: lowerFirst(c.weakness[lang]) },
        lang,
      ),
    )
    .join(lang === 'en' ? '; ' : '；');
  return {
    market_gap:
      competitors.length > 0
        ? fill(t(TEXT.marketGap) ?? '', { weaknesses }, lang)
        : (t(TEXT.marketGapNone) ?? ''),
    direct_competitors: competitors.map((c) => ({
      name: c.name[lang],
      strengths: c.strength[lang],
      weaknesses: c.weakness[lang],
      differentiation_strategy: fill(
        TEXT.differentiation[lang],
        { customer, name: c.name[lang], weakness: lowerFirst(c.weakness[lang]) },
        lang,
      ),
    })),
  };
}

function riskAssessment(
  ctx: Context,
  assessment: Assessment,
  brief: Brief | undefined,
): Sections['risk_assessment'] {
  const { signals, lang, t } = ctx;
  const models = signals.models.map((m) => m.model);
  const known: Risk[] = [...models.flatMap((m) => m.risks), ...signals.industry.risks];
  const bySeverity = (a: { severity: Severity }, b: { severity: Severity }) =>
    SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity];

  const technical: Sections['risk_assessment']['technical_risks'] = known
    .filter((r) => r.kind === 'technical' || r.kind === 'execution')
    .map((r) => ({
      risk_point: r.text[lang],
      severity: r.severity,
      mitigation: r.mitigation[lang],
    }));
  if (signals.cues.capitalHeavy.length > 0) {
    technical.push({
      risk_point: TEXT.capitalRisk[lang],
      severity: 'high',
      mitigation: TEXT.capitalMitigation[lang],
    });
  }
  if (technical.length === 0) {
    technical.push({
      risk_point: TEXT.buildRisk[lang],
      severity: assessment.difficulty,
      mitigation: TEXT.buildMitigation[lang],
    });
  }

  const vagueness = signals.cues.vague ? 0.1 : 0;
  const market = known
    .filter((r) => r.kind === 'market')
    .map((r) => ({
      severity: r.severity,
      risk_type: r.text[lang],
      probability: Math.min(0.9, PROBABILITY[r.severity] + vagueness),
      impact: r.severity,
      impact_analysis: fill(
        TEXT.impact[lang],
        { impact: IMPACT[r.severity][lang], mitigation: lowerFirst(r.mitigation[lang]) },
        lang,
      ),
    }));
  if (assessment.competition === 'high' && ctx.signals.competitors.length > 0) {
    market.push({
      severity: 'medium',
      risk_type: t(TEXT.competitionRisk) ?? '',
      probability: 0.5,
      impact: 'medium',
      impact_analysis: fill(
        TEXT.impact[lang],
        { impact: IMPACT.medium[lang], mitigation: lowerFirst(TEXT.competitionMitigation[lang]) },
        lang,
      ),
    });
  }
  const namedDemand = Number(signals.cues.namedCustomer) + Number(signals.cues.pain.length > 0);
  market.push({
    severity: 'medium',
    risk_type: t(TEXT.demandRisk) ?? '',
    probability: Math.round((0.55 - 0.1 * namedDemand + vagueness) * 100) / 100,
    impact: 'high',
    impact_analysis: fill(
      TEXT.impact[lang],
      { impact: IMPACT.high[lang], mitigation: lowerFirst(TEXT.demandMitigation[lang]) },
      lang,
    ),
  });

  const regulations = signals.regulations.map((r) => r.domain);
  // The law the idea breaks comes first: a report with an unlawful red flag never says no licence
  // was detected.
  const broken = (brief?.redFlags ?? []).filter((flag) => flag.kind === 'unlawful');
  const issues = unique(
    [
      ...broken.map((flag) => flag.reason),
      ...regulations.flatMap((domain) => domain.regionIssues.map((issue) => issue[lang])),
    ],
    6,
  );
  return {
    technical_risks: technical.sort(bySeverity).slice(0, MAX_ITEMS),
    market_risks: market
      .sort(bySeverity)
      .slice(0, MAX_ITEMS)
      .map(({ severity: _, ...risk }) => risk),
    compliance_risks: {
      gdpr_concerns: regulations.some((domain) => domain.gdpr),
      region_specific_issues: issues.length > 0 ? issues : [TEXT.noRegulation[lang]],
    },
  };
}

function growthStrategy(ctx: Context): Sections['growth_strategy'] {
  const { signals, lang, t } = ctx;
  const channel = (c: { name: Bilingual; tip: Bilingual }) =>
    fill(TEXT.channel[lang], { name: sentenceCase(c.name[lang]), tip: c.tip[lang] }, lang);
  const acquisition = channelsFor(signals, MAX_ITEMS);
  const channelIds = [...(signals.angle?.channels ?? []), ...signals.industry.channels];
  const partners = channelIds
    // A channel already listed for acquisition is not repeated as a partnership.
    .filter((id) => PARTNER_CHANNELS.has(id) && !acquisition.some((c) => c.id === id))
    .flatMap((id) => CHANNELS.get(id) ?? [])
    .map(channel);
  const licensed = signals.regulations
    .filter((r) => r.severity === 'high')
    .map((r) => fill(TEXT.licensedPartner[lang], { name: r.domain.name[lang] }, lang));
  const sellsSoftware = modelIds(signals).some((id) => id === 'b2b' || id === 'subscription');
  return {
    acquisition_channels: acquisition.map(channel),
    viral_coefficient_mechanism: t(byModel(VIRAL, signals)) ?? '',
    partnership_leverage_points: unique([
      ...licensed,
      ...partners,
      sellsSoftware ? t(TEXT.integrations) : undefined,
      t(TEXT.resellers),
    ]),
  };
}

function mvpRoadmap(ctx: Context): Sections['mvp_roadmap'] {
  const { signals, lang, t } = ctx;
  const ownWords = signals.ideaLanguage === (lang === 'zh' ? 'zh-CN' : 'en-US');
  const workflow =
    ownWords && signals.excerpt
      ? fill(TEXT.coreWorkflow[lang], { excerpt: signals.excerpt }, lang)
      : t(TEXT.coreWorkflowIndustry);
  const modelFeatures = modelIds(signals).map((id) => t(FEATURES[id]));
  const consent = signals.regulations[0]
    ? fill(TEXT.consent[lang], { name: signals.regulations[0].domain.name[lang] }, lang)
    : undefined;
  const all = (list: readonly Bilingual[]) => list.map((item) => t(item) ?? '');
  return {
    phase_0: {
      validation_goal: fill(
        TEXT.validationGoal[lang],
        { customer: ctx.customer, step: nextStep(ctx) },
        lang,
      ),
      core_features: unique([workflow, ...modelFeatures, consent, TEXT.onboarding[lang]]),
      success_metrics: all(byModel(METRICS, signals)),
    },
    phase_1: {
      sticky_features: all(byModel(STICKY, signals)),
      retention_metrics: all(byModel(RETENTION, signals)),
    },
  };
}

function title(ctx: Context): string {
  const { signals, lang } = ctx;
  const template = signals.industry.id === GENERAL_INDUSTRY.id ? TEXT.titleGeneral : TEXT.title;
  return fill(
    template[lang],
    { industry: lowerFirst(signals.industry.name[lang]), customer: ctx.named ?? ctx.customer },
    lang,
  );
}

function timing(
  ctx: Context,
  verdict: FullReport['investment_recommendation']['verdict'],
  flags: string[],
): string {
  const { lang, t } = ctx;
  if (verdict === 'strong_recommend') return t(TEXT.strongTiming) ?? '';
  if (verdict === 'not_recommend' && flags.length > 0) {
    const joined = flags.map(lowerFirst).join(lang === 'en' ? '; ' : '；');
    return fill(TEXT.notTiming[lang], { flags: joined }, lang);
  }
  // A challenge's headline is the part before its colon ("Chicken-and-egg problem: …").
  const challenge = mainChallenges(ctx)[0]?.split(/[:：]/u)[0] ?? '';
  const caveat = flags[0] ?? challenge;
  return fill(TEXT.caveatTiming[lang], { caveat: lowerFirst(caveat).replace(/[.。]$/u, '') }, lang);
}

/**
 * The offline deep report: every section composed from the detected signals and the bundled
 * knowledge, in the requested language, citing that knowledge by name and never by link.
 */
export function composeDeepReport(
  signals: IdeaSignals,
  assessment: Assessment,
  language: Language,
  brief?: Brief,
): DeepReportDraft {
  const ctx = context(signals, language);
  // The deep review weighs the brief beyond the quick score, and says where the two differ.
  const judged = brief ? withDeepJudgement(assessment, signals, brief) : assessment;
  const dimensions = scoreDimensions(ctx, judged);
  const flags = redFlags(ctx, assessment);
  // The analyst settles the scoring the same way; the timing advice must agree with its verdict.
  const verdict = verdictFor(settleScoring(dimensions).composite_score, flags.length);
  const found = searchPerformed(ctx, language);
  const difference = differenceFinding(
    assessment.score,
    judged.factors,
    { region: brief?.region.name ?? '' },
    language,
  );
  // The offline note stays the last finding.
  const search = difference
    ? {
        ...found,
        key_findings: [
          difference,
          ...found.key_findings.slice(0, -1).slice(0, 3),
          ...found.key_findings.slice(-1),
        ],
      }
    : found;
  return {
    sections: {
      search_performed: search,
      project_analysis: projectAnalysis(ctx),
      competitive_analysis: competitiveAnalysis(ctx),
      risk_assessment: riskAssessment(ctx, assessment, brief),
      growth_strategy: growthStrategy(ctx),
      mvp_roadmap: mvpRoadmap(ctx),
    },
    dimensions,
    investment: {
      critical_success_factors: keySuggestions(ctx).slice(0, MAX_ITEMS),
      timing_considerations: timing(ctx, verdict, flags),
    },
    redFlags: flags,
    title: title(ctx),
    toolsUsed: ['offline_knowledge'],
    sources: search.data_sources.flatMap((source) =>
      typeof source === 'string' ? [{ title: source }] : [source],
    ),
    tokens: null,
  };
}
