import {
  type DeepAnalysisResult,
  deepAnalysisResultSchema,
  SCORE_DIMENSIONS,
} from '@idealens/shared/full-report';
import type { Language } from '@idealens/shared/simple-report';
import { describe, expect, it } from 'vitest';
import { createAnalyst } from '../analyst.ts';
import type { DeepStage } from '../deep/stages.ts';
import { deepFactors } from './deep-judgement.ts';
import { detectSignals } from './detect.ts';

const analyst = createAnalyst({ engine: 'offline' });

async function deep(idea: string, language: Language = 'en-US') {
  const updates: { stage: DeepStage; progress: number }[] = [];
  const report = await analyst.analyzeDeep(idea, { language }, (update) => {
    updates.push(update);
  });
  return { report, updates };
}

/** Every text a reader sees in the report (the user's own idea, when quoted, excluded). */
function texts(report: DeepAnalysisResult, idea: string): string[] {
  const all: string[] = [];
  const walk = (value: unknown, key = '') => {
    if (typeof value === 'string') {
      if (
        // Machine words (the brief's ids, kinds, codes and confidences) are not prose.
        ![
          'name',
          'severity',
          'impact',
          'verdict',
          'engine',
          'model',
          'language',
          'timestamp',
          'id',
          'kind',
          'kinds',
          'code',
          'confidence',
        ].includes(key)
      )
        all.push(value.replaceAll(idea, ''));
    } else if (Array.isArray(value)) for (const item of value) walk(item, key);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk({ ...report, meta: { title: report.meta.title, sources: report.meta.sources } });
  return all;
}

/** The share of Chinese characters among Chinese characters and Latin letters. */
function cjkShare(text: string): number {
  const cjk = (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return cjk / Math.max(1, cjk + latin);
}

const IDEAS = [
  'A two-sided marketplace connecting busy dog owners with vetted local dog walkers in Austin',
  'B2B invoice automation SaaS for small accounting firms that saves 10 hours a month',
  'A health-data app that lets patients with diabetes share glucose readings with their doctor',
  '为独立健身房老板提供会员流失预警的SaaS，自动提醒教练挽回快要流失的会员',
  '一款面向大学生的二手教材交易小程序，在校园内当面交易',
  'A smart bird feeder with a camera that identifies bird species and sends photos to your phone',
];

describe.each(['en-US', 'zh-CN'] as const)('offline deep analysis in %s', (language) => {
  it.each(IDEAS)('%s: a complete, valid report, written in the report language', async (idea) => {
    const { report } = await deep(idea, language);

    expect(deepAnalysisResultSchema.parse(report)).toEqual(report);
    const { quantitative_scoring: scoring } = report;
    expect(scoring.dimensions.map((d) => d.name)).toEqual([...SCORE_DIMENSIONS]);
    expect(scoring.dimensions.reduce((sum, d) => sum + d.weight, 0)).toBeCloseTo(1, 10);
    const mean = scoring.dimensions.reduce((sum, d) => sum + d.score * d.weight, 0);
    expect(scoring.composite_score).toBe(Math.round(mean * 10) / 10);

    expect(report.competitive_analysis.direct_competitors.length).toBeGreaterThan(0);
    expect(report.risk_assessment.technical_risks.length).toBeGreaterThan(0);
    expect(report.risk_assessment.market_risks.length).toBeGreaterThan(0);
    // Each market risk is rated on the matrix's impact axis as its words say (issue 19).
    const impactWords = {
      high: { 'en-US': 'High impact:', 'zh-CN': '影响大：' },
      medium: { 'en-US': 'Medium impact:', 'zh-CN': '影响中等：' },
      low: { 'en-US': 'Low impact:', 'zh-CN': '影响较小：' },
    } as const;
    for (const risk of report.risk_assessment.market_risks) {
      expect(risk.impact, risk.risk_type).toBeDefined();
      expect(risk.impact_analysis.startsWith(impactWords[risk.impact ?? 'low'][language])).toBe(
        true,
      );
    }
    expect(report.growth_strategy.acquisition_channels.length).toBeGreaterThan(0);
    expect(report.mvp_roadmap.phase_0.core_features.length).toBeGreaterThan(1);

    for (const text of texts(report, idea)) {
      const share = cjkShare(text);
      if (language === 'zh-CN') expect(share, text).toBeGreaterThan(0.3);
      else expect(share, text).toBe(0);
    }
  });

  it('cites only its bundled knowledge, by name and without a link, and says so', async () => {
    const { report } = await deep(IDEAS[0] ?? '', language);
    const prefix =
      language === 'en-US' ? 'IdeaLens offline knowledge base: ' : 'IdeaLens 离线知识库：';

    expect(report.meta.toolsUsed).toEqual(['offline_knowledge']);
    expect(report.meta.engine).toBe('offline');
    expect(report.meta.tokens).toBeNull();
    expect(report.meta.language).toBe(language);
    expect(report.meta.sources.length).toBeGreaterThan(0);
    for (const source of report.meta.sources) {
      expect(source.title.startsWith(prefix)).toBe(true);
      expect(source.url).toBeUndefined();
    }
    expect(report.search_performed.data_sources).toEqual(report.meta.sources);
    // No web search ran: the knowledge base's lookups are named as sources, never counted as searches.
    expect(report.search_performed.searches_conducted).toBe(0);
    expect(report.meta.sources.length).toBeGreaterThan(0);
    expect(report.search_performed.key_findings.at(-1)).toMatch(
      language === 'en-US' ? /offline knowledge base, not from live research/ : /离线知识库/,
    );
    expect(JSON.stringify(report)).not.toMatch(/https?:\/\//);
  });
});

describe('offline deep analysis', () => {
  it('reports its stages in order, with progress that only goes up and ends at 100', async () => {
    const { updates } = await deep(IDEAS[1] ?? '');
    const order: DeepStage[] = ['analyzing', 'researching', 'synthesizing', 'finalizing'];
    const stages = updates.map((u) => u.stage).filter((stage, i, all) => all[i - 1] !== stage);
    expect(stages).toEqual(order);
    const progress = updates.map((u) => u.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(new Set(progress).size).toBe(progress.length);
    expect(progress.at(-1)).toBe(100);
  });

  it('is deterministic, and different ideas give different reports', async () => {
    const first = (await deep(IDEAS[0] ?? '')).report;
    const again = (await deep(IDEAS[0] ?? '')).report;
    const other = (await deep(IDEAS[2] ?? '')).report;
    const withoutMeta = ({ meta: _, ...report }: DeepAnalysisResult) => report;

    expect(withoutMeta(again)).toEqual(withoutMeta(first));
    expect(other.competitive_analysis).not.toEqual(first.competitive_analysis);
    expect(other.risk_assessment).not.toEqual(first.risk_assessment);
    expect(other.meta.title).not.toBe(first.meta.title);
    expect(other.risk_assessment.compliance_risks.gdpr_concerns).toBe(true);
    expect(other.risk_assessment.compliance_risks.region_specific_issues.join(' ')).toMatch(
      /HIPAA/,
    );
  });

  it('names first the competitors that sell what the idea sells', async () => {
    const names = async (idea: string, language: Language = 'en-US') =>
      (await deep(idea, language)).report.competitive_analysis.direct_competitors.map(
        (c) => c.name,
      );
    const snacks = await names('A subscription box of healthy snacks for remote workers');
    expect(snacks.slice(0, 2)).toEqual(['Graze', 'KIND Snacks']);
    expect(snacks).not.toContain('Luckin Coffee');
    const soda = await names('A low-sugar soda brand made with real fruit juice');
    expect(soda.slice(0, 2)).toEqual(['Olipop', 'Genki Forest']);
    expect(await names('面向年轻人的低糖坚果零食品牌', 'zh-CN')).toContain('三只松鼠');
    expect((await names('精品咖啡豆的线上品牌', 'zh-CN'))[0]).toBe('瑞幸咖啡');
    expect((await names('Compostable seaweed packaging to replace single-use plastic'))[0]).toBe(
      'Notpla',
    );
    expect((await names('Carbon accounting for mid-sized manufacturers'))[0]).toBe('Watershed');
  });

  it('starts from the quick score, adds its own judgement, and says why the two differ', async () => {
    let differed = 0;
    for (const idea of [
      ...IDEAS,
      'A telemedicine app where patients in Germany see a doctor by video',
    ]) {
      const { report } = await deep(idea);
      const quick = (await analyst.analyzeSimple(idea, { language: 'en-US' })).recommendations
        .feasibility_score;
      const brief = report.brief;
      if (!brief) throw new Error('a deep report carries its brief');
      const judgement = deepFactors(detectSignals(idea), brief).reduce(
        (sum, f) => sum + f.delta,
        0,
      );
      // The composite is the quick score moved by the deep factors (dimensions are held to 1-9.5).
      expect(
        Math.abs(report.quantitative_scoring.composite_score - (quick + judgement)),
        idea,
      ).toBeLessThanOrEqual(0.4);
      const first = report.search_performed.key_findings[0] ?? '';
      if (Math.abs(judgement) >= 0.05) {
        differed += 1;
        expect(first, idea).toContain(`quick estimate (${quick.toFixed(1)}/10)`);
      } else {
        expect(first, idea).not.toContain('quick estimate');
      }
    }
    // The deep review is not a copy of the quick one.
    expect(differed).toBeGreaterThan(0);
  });

  it.each([
    [
      'An online casino and sports betting app for everyone, worldwide, with crypto deposits',
      'en-US',
    ],
    ['一个面向所有人的网络赌博平台，支持加密货币充值', 'zh-CN'],
    [
      'Build a new smartphone brand with our own chips and factories to compete with Apple globally',
      'en-US',
    ],
    ['A revolutionary AI super app that disrupts everything', 'en-US'],
  ] as const)(
    'an idea with obvious problems scores low and is not recommended: %s',
    async (idea, language) => {
      const { report } = await deep(idea, language);
      const { composite_score: composite, dimensions } = report.quantitative_scoring;

      expect(composite).toBeLessThan(5);
      expect(Math.min(...dimensions.map((d) => d.score))).toBeLessThan(4);
      expect(report.investment_recommendation.verdict).toBe('not_recommend');
      expect(report.investment_recommendation.timing_considerations).toMatch(
        language === 'en-US' ? /^Not investable/ : /^以目前的形态不建议投资/,
      );
    },
  );

  it.each([
    ['Sell prescription antibiotics online with no prescription needed', 'en-US'],
    ['帮商家改差评：我们有渠道直接删平台上的差评，商家不用管，平台查不出来，一条200。', 'zh-CN'],
  ] as const)(
    'names the law an unlawful idea breaks among its compliance risks: %s',
    async (idea, language) => {
      const { report } = await deep(idea, language);
      const unlawful = report.brief?.redFlags.filter((flag) => flag.kind === 'unlawful') ?? [];
      expect(unlawful.length).toBeGreaterThan(0);
      const issues = report.risk_assessment.compliance_risks.region_specific_issues;
      expect(issues[0]).toBe(unlawful[0]?.reason);
      expect(issues.join(' ')).not.toMatch(
        /No sector-specific licence detected|未发现需要特定牌照的领域/,
      );
    },
  );

  it('never strongly recommends an idea with a red flag, and explains every dimension', async () => {
    const { report } = await deep(IDEAS[1] ?? '');
    expect(report.investment_recommendation.verdict).toBe('recommend_with_caveats');
    for (const dimension of report.quantitative_scoring.dimensions) {
      expect(dimension.evidence).toMatch(/Baseline 6\.6\/10 for accounting/);
    }
    const business = report.quantitative_scoring.dimensions.find(
      (d) => d.name === 'business_model_barrier',
    );
    // The return is counted once, from the figure the idea puts on it ("saves 10 hours a month").
    expect(business?.evidence).toMatch(
      /figure on the pain or the gain.*10 hours a month.*\(\+1\.5\)/,
    );
    expect(business?.evidence).not.toMatch(/measurable return/);
  });

  it('stops when the analysis is cancelled', async () => {
    const controller = new AbortController();
    const reason = new Error('task cancelled');
    controller.abort(reason);
    await expect(
      analyst.analyzeDeep(IDEAS[0] ?? '', { language: 'en-US', signal: controller.signal }),
    ).rejects.toBe(reason);
  });
});
