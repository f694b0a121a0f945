import type { Brief } from '@idealens/shared/brief';
import { EVIDENCE_RULES } from '@idealens/shared/scoring-terms';
import type { Language } from '@idealens/shared/simple-report';
import { describe, expect, it } from 'vitest';
import { type DeepSynthesis, deepSynthesisSchema } from '../llm/deep-schema.ts';
import { dogWalkingBrief } from '../testing/briefs.ts';
import { checkSynthesis, IDEA_SOURCE } from './checked-report.ts';
import type { ReadSource } from './source-reading.ts';

const idea =
  'A marketplace connecting busy dog owners with vetted local dog walkers in Austin, for a 20% commission.';

const brief: Brief = {
  ...dogWalkingBrief,
  industry: { ...dogWalkingBrief.industry, subNiche: null },
};
const regulated: Brief = {
  ...brief,
  regulatedDomains: [{ id: 'animal-care', name: 'Animal care licensing' }],
};

/** Sources as the model read them (passages of their pages), numbered as the research found them. */
const source = (id: number, title: string, text: string, url?: string): ReadSource => ({
  id,
  title,
  text,
  query: 'dog walking',
  pageRead: true,
  ...(url ? { url } : {}),
});
const rover = source(
  1,
  'Rover: book dog walkers near you',
  'Rover connects pet owners with sitters and walkers across the US. More than 2 million pet parents booked a sitter or walker on Rover in 2024.',
  'https://www.rover.com/',
);
const wag = source(
  2,
  'Wag! on-demand dog walking',
  'Wag! offers on-demand walks booked in the app, from $20 a walk.',
  'https://wagwalking.com/',
);
const survey = source(
  3,
  'Austin pet ownership survey',
  'Dog ownership in Austin keeps rising among young professionals.',
  'https://example.org/austin-pets',
);
const prices = source(
  4,
  'What dog walkers charge',
  'Walkers charge $15.50 to $25 for a 30-minute walk.',
  'https://example.org/walker-prices',
);
const chineseMarket = source(
  5,
  '中国宠物行业白皮书',
  '2023年中国城镇宠物消费市场规模达到2793亿元，比上年增长百分之十二。线上遛狗服务用户约250万人。',
);
const SOURCES = [rover, wag, survey, prices, chineseMarket];

/** A claim's evidence: the sources it cites and its quote. */
const cites = (sources: number[], quote: string) => ({ sources, quote });

/** A dimension backed by a quote of its source (or, with `sources: []`, by nothing). */
const backed = (score: number, sources = [1], quote = rover.text.split('. ')[0] ?? '') => ({
  score,
  evidence: 'Judged from what the cited source says.',
  ...cites(sources, quote),
});

/** A small valid synthesis whose claims all hold: each test spoils the part it is about. */
function synthesis(overrides: Partial<DeepSynthesis> = {}): DeepSynthesis {
  return deepSynthesisSchema.parse({
    title: 'Vetted dog walking in Austin',
    key_findings: [
      {
        finding: 'Dog ownership keeps rising in Austin.',
        ...cites([3], 'Dog ownership in Austin keeps rising among young professionals.'),
      },
      {
        finding: 'Over 2 million pet parents booked on Rover in 2024.',
        ...cites(
          [1],
          'More than 2 million pet parents booked a sitter or walker on Rover in 2024.',
        ),
      },
    ],
    project_analysis: {
      overview: {
        core_concept: 'A local marketplace for vetted dog walkers.',
        value_proposition: 'Trust through vetting and local density.',
        demand_pain_points: [],
      },
    },
    competitive_analysis: {
      market_gap: {
        gap: 'Young professionals need walkers nearby.',
        ...cites([3], 'Dog ownership in Austin keeps rising among young professionals.'),
      },
      direct_competitors: [],
    },
    risk_assessment: {
      technical_risks: [],
      market_risks: [],
      compliance_risks: { gdpr_concerns: false, region_specific_issues: [] },
    },
    growth_strategy: {
      acquisition_channels: ['Dog parks'],
      viral_coefficient_mechanism: 'Owners share walk reports.',
      partnership_leverage_points: ['Local vets'],
    },
    mvp_roadmap: {
      phase_0: {
        validation_goal: 'Twenty repeat bookings.',
        core_features: ['Booking'],
        success_metrics: ['30% rebook within 30 days'],
      },
      phase_1: { sticky_features: ['Walk reports'], retention_metrics: ['Churn under 5%'] },
    },
    scoring: {
      market_urgency: backed(7, [3], survey.text),
      tech_feasibility: backed(8),
      business_model_barrier: backed(6, [2], 'Wag! offers on-demand walks booked in the app'),
      execution_risk: backed(6, [4], prices.text),
      scaling_elasticity: backed(7),
    },
    critical_success_factors: ['Density in one neighbourhood first'],
    timing_considerations: 'Pet spending is resilient.',
    red_flags: [],
    ...overrides,
  });
}

const check = (
  value: DeepSynthesis,
  {
    language = 'en-US',
    sources = SOURCES,
    forBrief = brief,
  }: { language?: Language; sources?: readonly ReadSource[]; forBrief?: Brief } = {},
) => checkSynthesis(value, { sources, idea, brief: forBrief, language });

describe('checkSynthesis: findings', () => {
  it('keeps backed findings with markers numbered by first citation, and lists their sources so', () => {
    const checked = check(synthesis());
    expect(checked.key_findings).toEqual([
      'Dog ownership keeps rising in Austin. [1]',
      'Over 2 million pet parents booked on Rover in 2024. [2]',
    ]);
    expect(checked.evidence.slice(0, 2)).toEqual([
      { claim: 'Dog ownership keeps rising in Austin.', quote: survey.text, source: 1 },
      {
        claim: 'Over 2 million pet parents booked on Rover in 2024.',
        quote: 'More than 2 million pet parents booked a sitter or walker on Rover in 2024.',
        source: 2,
      },
    ]);
    // The market gap cites the survey again: the same number. The scores cite Wag! and the
    // prices page after them.
    expect(checked.competitive_analysis.market_gap).toBe(
      'Young professionals need walkers nearby. [1]',
    );
    expect(checked.data_sources).toEqual([
      { title: survey.title, url: survey.url },
      { title: rover.title, url: rover.url },
      { title: wag.title, url: wag.url },
      { title: prices.title, url: prices.url },
    ]);
    expect(checked.needs_checking).toEqual([]);
  });

  it('a source without an address is listed by its title alone', () => {
    const checked = check(
      synthesis({
        key_findings: [
          {
            finding: 'Chinese pet spending grew by 12% last year.',
            ...cites([5], '比上年增长百分之十二'),
          },
        ],
      }),
    );
    expect(checked.data_sources[0]).toEqual({ title: chineseMarket.title });
  });

  it('lists a claim whose quote is in no cited source under "needs checking", never as a finding', () => {
    const checked = check(
      synthesis({
        key_findings: [
          {
            finding: 'Walkers prefer apps with lower fees.',
            ...cites([2], 'Walkers love low fees.'),
          },
          // The quote is real, but in another source than the one cited.
          {
            finding: 'Young professionals own more dogs.',
            ...cites([1], 'Dog ownership in Austin keeps rising among young professionals.'),
          },
          {
            finding: 'A result that does not exist.',
            ...cites([42], 'Nothing like this anywhere.'),
          },
        ],
      }),
    );
    expect(checked.key_findings).toEqual([]);
    expect(checked.needs_checking).toEqual([
      'Walkers prefer apps with lower fees.',
      'Young professionals own more dogs.',
      'A result that does not exist.',
    ]);
  });

  it('drops a claim whose figure is not in its quote altogether: the number is nowhere in the output', () => {
    const checked = check(
      synthesis({
        key_findings: [
          {
            finding: 'The US dog walking market is worth $40B.',
            ...cites([1], 'Rover connects pet owners with sitters and walkers across the US.'),
          },
          {
            finding: 'Rover has 7 million users.',
            ...cites([1], 'More than 2 million pet parents booked a sitter or walker on Rover'),
          },
        ],
      }),
    );
    expect(checked.key_findings).toEqual([]);
    expect(checked.needs_checking).toEqual([]);
    const output = JSON.stringify(checked);
    expect(output).not.toContain('40B');
    expect(output).not.toContain('7 million');
    expect(checked.claims.dropped).toBe(2);
  });

  it('does not let the idea (source 0) back a finding', () => {
    const checked = check(
      synthesis({
        key_findings: [
          {
            finding: 'Owners want vetted walkers.',
            ...cites([IDEA_SOURCE], 'connecting busy dog owners with vetted local dog walkers'),
          },
        ],
      }),
    );
    expect(checked.key_findings).toEqual([]);
    expect(checked.needs_checking).toEqual(['Owners want vetted walkers.']);
  });

  it('keeps a Chinese claim only when its quote states its 万, 亿 or 百分之 figure', () => {
    const checked = check(
      synthesis({
        key_findings: [
          { finding: '中国宠物消费市场规模达到2793亿元。', ...cites([5], '市场规模达到2793亿元') },
          // 二百五十万 = 250万: the same figure, written another way.
          {
            finding: '线上遛狗服务用户约二百五十万人。',
            ...cites([5], '线上遛狗服务用户约250万人'),
          },
          // 12% = 百分之十二.
          { finding: '宠物消费比上年增长12%。', ...cites([5], '比上年增长百分之十二') },
          // A figure the quote does not state: 3000亿 is not 2793亿.
          { finding: '中国宠物市场规模达到3000亿元。', ...cites([5], '市场规模达到2793亿元') },
          // 百分之二十 is not 百分之十二.
          { finding: '宠物消费增长百分之二十。', ...cites([5], '比上年增长百分之十二') },
        ],
      }),
      { language: 'zh-CN' },
    );
    expect(checked.key_findings).toEqual([
      '中国宠物消费市场规模达到2793亿元。 [1]',
      '线上遛狗服务用户约二百五十万人。 [1]',
      '宠物消费比上年增长12%。 [1]',
    ]);
    const output = JSON.stringify(checked);
    expect(output).not.toContain('3000亿');
    expect(output).not.toContain('百分之二十');
  });
});

describe('checkSynthesis: competitors', () => {
  const competitor = (
    name: string,
    sources: number[],
    quote: string,
    strengths = 'Strong brand',
  ) => ({
    name,
    strengths,
    weaknesses: 'Variable quality',
    differentiation_strategy: 'Vet every walker in person',
    ...cites(sources, quote),
  });
  const withCompetitors = (
    ...direct_competitors: DeepSynthesis['competitive_analysis']['direct_competitors']
  ) =>
    synthesis({
      competitive_analysis: { ...synthesis().competitive_analysis, direct_competitors },
    });

  it('keeps a competitor named by its quote and by the source it cites', () => {
    const checked = check(
      withCompetitors(
        competitor(
          'Rover',
          [1],
          'Rover connects pet owners with sitters and walkers across the US.',
        ),
      ),
    );
    expect(checked.competitive_analysis.direct_competitors).toEqual([
      {
        name: 'Rover',
        strengths: 'Strong brand [2]',
        weaknesses: 'Variable quality',
        differentiation_strategy: 'Vet every walker in person',
      },
    ]);
  });

  it('never re-attributes a competitor to another source that names it', () => {
    // The quote is Wag!'s own page, but the survey is cited.
    const checked = check(
      withCompetitors(competitor('Wag!', [3], 'Wag! offers on-demand walks booked in the app')),
    );
    expect(checked.competitive_analysis.direct_competitors).toEqual([]);
    expect(checked.needs_checking).toEqual(['Competitor: Wag!: Strong brand']);
    expect(checked.evidence.map((e) => e.claim)).not.toContain('Wag!: Strong brand');
  });

  it('drops a competitor whose quote does not name it, or whose source does not', () => {
    const checked = check(
      withCompetitors(
        competitor('Wag!', [2], 'offers on-demand walks booked in the app, from $20 a walk'),
        competitor(
          'DogVacay',
          [1],
          'Rover connects pet owners with sitters and walkers across the US.',
        ),
      ),
    );
    expect(checked.competitive_analysis.direct_competitors).toEqual([]);
    expect(checked.needs_checking).toEqual([
      'Competitor: Wag!: Strong brand',
      'Competitor: DogVacay: Strong brand',
    ]);
  });

  it('does not let the idea back a competitor, and keeps one entry per name', () => {
    const checked = check(
      withCompetitors(
        competitor(
          'Rover',
          [1],
          'Rover connects pet owners with sitters and walkers across the US.',
        ),
        competitor(
          'rover',
          [1],
          'More than 2 million pet parents booked a sitter or walker on Rover',
        ),
        competitor('Austin', [IDEA_SOURCE], 'vetted local dog walkers in Austin'),
      ),
    );
    expect(checked.competitive_analysis.direct_competitors.map((c) => c.name)).toEqual(['Rover']);
    expect(checked.needs_checking).toEqual(['Competitor: Austin: Strong brand']);
  });

  it('drops a competitor whose strengths state a figure its quote does not', () => {
    const checked = check(
      withCompetitors(
        competitor(
          'Wag!',
          [2],
          'Wag! offers on-demand walks booked in the app, from $20 a walk.',
          'Walks from $20',
        ),
        competitor(
          'Rover',
          [1],
          'Rover connects pet owners with sitters and walkers across the US.',
          'Used by 9 million owners',
        ),
      ),
    );
    expect(checked.competitive_analysis.direct_competitors.map((c) => c.strengths)).toEqual([
      'Walks from $20 [3]',
    ]);
    expect(JSON.stringify(checked)).not.toContain('9 million');
  });
});

describe('checkSynthesis: pain points, risks and red flags', () => {
  it('lets the idea (source 0) back pain points and risks, without a marker', () => {
    const checked = check(
      synthesis({
        project_analysis: {
          overview: {
            ...synthesis().project_analysis.overview,
            demand_pain_points: [
              {
                point: 'Busy owners need walkers they can trust',
                ...cites([IDEA_SOURCE], 'connecting busy dog owners with vetted local dog walkers'),
              },
              { point: 'Walkers cost too much', ...cites([4], 'Walkers charge $15.50 to $25') },
            ],
          },
        },
        risk_assessment: {
          ...synthesis().risk_assessment,
          technical_risks: [
            {
              risk_point: 'Matching walkers to nearby owners',
              severity: 'low',
              probability: 0.3,
              mitigation: 'Start with one zip code',
              ...cites([IDEA_SOURCE], 'vetted local dog walkers in Austin'),
            },
          ],
          market_risks: [
            {
              risk_type: 'Commission pushback',
              probability: 0.5,
              impact: 'medium',
              impact_analysis: 'A 20% cut may push walkers away.',
              ...cites([IDEA_SOURCE], 'for a 20% commission'),
            },
          ],
        },
      }),
    );
    expect(checked.project_analysis.overview.demand_pain_points).toEqual([
      'Busy owners need walkers they can trust',
      'Walkers cost too much [3]',
    ]);
    expect(checked.risk_assessment.technical_risks[0]?.risk_point).toBe(
      'Matching walkers to nearby owners',
    );
    expect(checked.risk_assessment.market_risks[0]?.risk_type).toBe('Commission pushback');
    expect(checked.evidence.map((e) => e.claim)).not.toContain(
      'Busy owners need walkers they can trust',
    );
  });

  it('lists an unbacked risk under "needs checking" by its name', () => {
    const checked = check(
      synthesis({
        risk_assessment: {
          ...synthesis().risk_assessment,
          technical_risks: [
            {
              risk_point: 'GPS drift',
              severity: 'medium',
              probability: 0.3,
              mitigation: 'Use a better chip',
              ...cites([1], 'GPS drift is common in dense cities.'),
            },
          ],
        },
      }),
    );
    expect(checked.risk_assessment.technical_risks).toEqual([]);
    expect(checked.needs_checking).toEqual(['Risk: GPS drift']);
  });

  it('keeps a red flag backed by a source or by the idea', () => {
    const checked = check(
      synthesis({
        red_flags: [
          {
            kind: 'fatal-flaw',
            reason: 'Walks at $15.50 to $25 leave a thin commission.',
            ...cites([4], prices.text),
          },
          {
            kind: 'fatal-flaw',
            reason: 'A 20% commission is high for walkers.',
            ...cites([IDEA_SOURCE], 'for a 20% commission'),
          },
        ],
      }),
    );
    expect(checked.redFlags).toEqual([
      {
        kind: 'fatal-flaw',
        id: 'research-1',
        reason: 'Walks at $15.50 to $25 leave a thin commission. [3]',
      },
      { kind: 'fatal-flaw', id: 'research-2', reason: 'A 20% commission is high for walkers.' },
    ]);
  });

  it('keeps a red flag without a source only with a regulated domain, and never a fatal flaw', () => {
    const unsourced: DeepSynthesis['red_flags'] = [
      { kind: 'unlawful', reason: 'Boarding dogs needs a kennel licence.', sources: [], quote: '' },
      { kind: 'fatal-flaw', reason: 'Nobody will pay for walks.', sources: [], quote: '' },
    ];
    const withRegulation = check(synthesis({ red_flags: unsourced }), { forBrief: regulated });
    expect(withRegulation.redFlags).toEqual([
      { kind: 'unlawful', id: 'research-1', reason: 'Boarding dogs needs a kennel licence.' },
    ]);
    expect(withRegulation.needs_checking).toEqual(['Nobody will pay for walks.']);

    const without = check(synthesis({ red_flags: unsourced }));
    expect(without.redFlags).toEqual([]);
    expect(without.needs_checking).toEqual([
      'Boarding dogs needs a kennel licence.',
      'Nobody will pay for walks.',
    ]);
  });

  it('keeps no invented figure in a red flag kept for its regulated domain', () => {
    const checked = check(
      synthesis({
        red_flags: [
          {
            kind: 'unlawful',
            reason: 'Boarding dogs needs a kennel licence. Fines reach $250,000.',
            sources: [],
            quote: '',
          },
          {
            kind: 'safety-critical',
            reason: 'Bites cost owners $90,000 a year.',
            sources: [],
            quote: '',
          },
        ],
      }),
      { forBrief: regulated },
    );
    expect(checked.redFlags).toEqual([
      { kind: 'unlawful', id: 'research-1', reason: 'Boarding dogs needs a kennel licence.' },
    ]);
    const output = JSON.stringify(checked);
    expect(output).not.toContain('250,000');
    expect(output).not.toContain('90,000');
  });
});

describe('checkSynthesis: scores', () => {
  it('keeps backed scores as given, with their markers', () => {
    const checked = check(synthesis());
    expect(checked.evidence_level).toBe('sufficient');
    expect(checked.dimensions.map((d) => [d.name, d.score, d.lowEvidence])).toEqual([
      ['market_urgency', 7, undefined],
      ['tech_feasibility', 8, undefined],
      ['business_model_barrier', 6, undefined],
      ['execution_risk', 6, undefined],
      ['scaling_elasticity', 7, undefined],
    ]);
    expect(checked.dimensions[1]?.evidence).toBe('Judged from what the cited source says. [2]');
  });

  it(`caps a score no source backs at ${EVIDENCE_RULES.lowEvidenceCap} and marks it low evidence`, () => {
    const scoring = synthesis().scoring;
    const checked = check(
      synthesis({
        scoring: {
          ...scoring,
          market_urgency: { ...backed(9, [3], 'Walkers love low fees.'), evidence: 'Huge demand.' },
          tech_feasibility: {
            ...backed(9, [IDEA_SOURCE], 'vetted local dog walkers in Austin'),
            evidence: 'Demand grows 40% a year.',
          },
          scaling_elasticity: backed(3, [], ''),
        },
      }),
    );
    const [urgency, feasibility, , , scaling] = checked.dimensions;
    expect(urgency).toEqual({
      name: 'market_urgency',
      score: EVIDENCE_RULES.lowEvidenceCap,
      evidence: 'Low evidence: no cited source backs this score. Huge demand.',
      lowEvidence: true,
    });
    // Its reasoning states an unbacked figure: only the label is left.
    expect(feasibility?.evidence).toBe('Low evidence: no cited source backs this score.');
    expect(feasibility?.score).toBe(EVIDENCE_RULES.lowEvidenceCap);
    // A low score stays as low as it is.
    expect(scaling).toMatchObject({ score: 3, lowEvidence: true });
    expect(JSON.stringify(checked)).not.toContain('40%');
  });

  it('marks the label in the report language', () => {
    const scoring = synthesis().scoring;
    const checked = check(
      synthesis({ scoring: { ...scoring, market_urgency: backed(9, [], '') } }),
      {
        language: 'zh-CN',
      },
    );
    expect(checked.dimensions[0]?.evidence.startsWith('证据不足')).toBe(true);
  });

  it(`holds every score at ${EVIDENCE_RULES.thinEvidenceCap} when fewer than ${EVIDENCE_RULES.minCitedSources} sources are cited`, () => {
    const one = (score: number) => backed(score, [1]);
    const checked = check(
      synthesis({
        key_findings: [
          {
            finding: 'Rover connects owners and walkers.',
            ...cites([1], 'Rover connects pet owners with sitters and walkers across the US.'),
          },
        ],
        competitive_analysis: {
          ...synthesis().competitive_analysis,
          market_gap: {
            gap: 'Rover is national.',
            ...cites([1], 'Rover connects pet owners with sitters and walkers across the US.'),
          },
        },
        scoring: {
          market_urgency: one(9),
          tech_feasibility: one(9),
          business_model_barrier: one(4),
          execution_risk: one(9),
          scaling_elasticity: one(9),
        },
      }),
    );
    expect(checked.data_sources).toHaveLength(1);
    expect(checked.evidence_level).toBe('thin');
    expect(checked.dimensions.map((d) => d.score)).toEqual([
      EVIDENCE_RULES.thinEvidenceCap,
      EVIDENCE_RULES.thinEvidenceCap,
      4,
      EVIDENCE_RULES.thinEvidenceCap,
      EVIDENCE_RULES.thinEvidenceCap,
    ]);
  });

  it(`is sufficient from ${EVIDENCE_RULES.minCitedSources} cited sources on`, () => {
    const checked = check(synthesis(), { sources: SOURCES });
    expect(checked.data_sources.length).toBeGreaterThanOrEqual(EVIDENCE_RULES.minCitedSources);
    expect(checked.evidence_level).toBe('sufficient');
  });
});

describe("checkSynthesis: the model's own words", () => {
  it('removes the sentences that state a figure no source or the idea states', () => {
    const checked = check(
      synthesis({
        project_analysis: {
          overview: {
            core_concept: 'A local marketplace for vetted dog walkers.',
            value_proposition:
              'Trust through vetting and local density. Owners save 37% of their time.',
            demand_pain_points: [],
          },
        },
        competitive_analysis: {
          ...synthesis().competitive_analysis,
          direct_competitors: [
            {
              name: 'Rover',
              strengths: 'Largest marketplace',
              weaknesses: 'Fees of 40% drive walkers away. Quality varies by city.',
              differentiation_strategy: 'Vet every walker in person',
              ...cites([1], 'Rover connects pet owners with sitters and walkers across the US.'),
            },
          ],
        },
        critical_success_factors: [
          'Density in one neighbourhood first',
          'Reach 10,000 walkers in the first year',
          'Keep the 20% commission',
        ],
        timing_considerations: 'Spending will double to $80B by 2030.',
      }),
    );
    expect(checked.project_analysis.overview.value_proposition).toBe(
      'Trust through vetting and local density.',
    );
    expect(checked.competitive_analysis.direct_competitors[0]?.weaknesses).toBe(
      'Quality varies by city.',
    );
    // The idea states the 20% commission: that figure is backed.
    expect(checked.investment.critical_success_factors).toEqual([
      'Density in one neighbourhood first',
      'Keep the 20% commission',
    ]);
    expect(checked.investment.timing_considerations).toBe('—');
    const output = JSON.stringify(checked);
    for (const invented of ['37%', '40%', '10,000', '$80B']) expect(output).not.toContain(invented);
  });

  it('keeps sentences whose figures the sources state, decimals and Chinese scales included', () => {
    const checked = check(
      synthesis({
        project_analysis: {
          overview: {
            core_concept: 'A local marketplace for vetted dog walkers.',
            value_proposition: 'Walks cost $15.50 to $25 today. Over 2 million owners book online.',
            demand_pain_points: [],
          },
        },
        timing_considerations: '线上遛狗服务用户约250万人，市场仍在增长。',
      }),
    );
    expect(checked.project_analysis.overview.value_proposition).toBe(
      'Walks cost $15.50 to $25 today. Over 2 million owners book online.',
    );
    expect(checked.investment.timing_considerations).toBe(
      '线上遛狗服务用户约250万人，市场仍在增长。',
    );
  });
});

describe('checkSynthesis: the claims counters', () => {
  it('counts every claim checked, and how each ended', () => {
    const checked = check(
      synthesis({
        key_findings: [
          // Supported.
          {
            finding: 'Dog ownership keeps rising in Austin.',
            ...cites([3], 'Dog ownership in Austin keeps rising among young professionals.'),
          },
          // Needs checking: the quote is nowhere.
          {
            finding: 'Walkers prefer apps with lower fees.',
            ...cites([2], 'Walkers love low fees.'),
          },
          // Dropped: an unbacked figure.
          {
            finding: 'The market is worth $40B.',
            ...cites([1], 'Rover connects pet owners with sitters and walkers across the US.'),
          },
        ],
      }),
    );
    // 3 findings, the market gap and 5 scores: 9 claims; 7 supported (the findings' first,
    // the gap, the five scores), 1 needs checking, 1 dropped.
    expect(checked.claims).toEqual({ checked: 9, supported: 7, needsChecking: 1, dropped: 1 });
    expect(checked.claims.checked).toBe(
      checked.claims.supported + checked.claims.needsChecking + checked.claims.dropped,
    );
  });
});
