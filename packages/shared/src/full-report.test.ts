import { describe, expect, it } from 'vitest';
import {
  emptyFullReportView,
  FULL_REPORT_SECTIONS,
  type FullReport,
  fullReportSchema,
  normalizeFullReport,
} from './full-report.ts';

const report: FullReport = {
  search_performed: {
    searches_conducted: 4,
    key_findings: ['Households throw away a large share of the food they buy'],
    data_sources: ['Offline knowledge base', { title: 'ReFED', url: 'https://refed.org/' }],
  },
  project_analysis: {
    overview: {
      core_concept: 'Dinner plans from the fridge',
      value_proposition: 'Less waste, less deciding',
      demand_pain_points: ['Deciding what to cook'],
    },
  },
  competitive_analysis: {
    market_gap: 'Nobody starts from the fridge',
    direct_competitors: [
      {
        name: 'Mealime',
        strengths: 'Polished recipes',
        weaknesses: 'Ignores the pantry',
        differentiation_strategy: 'Start from what is at home',
      },
    ],
  },
  risk_assessment: {
    technical_risks: [
      { risk_point: 'Inventory drift', severity: 'medium', mitigation: 'Receipts' },
    ],
    market_risks: [{ risk_type: 'Churn', probability: 0.4, impact_analysis: 'Habit apps churn' }],
    compliance_risks: { gdpr_concerns: true, region_specific_issues: ['Allergen labelling'] },
  },
  growth_strategy: {
    acquisition_channels: ['Parenting communities'],
    viral_coefficient_mechanism: 'Shared family plans',
    partnership_leverage_points: ['Grocery delivery'],
  },
  mvp_roadmap: {
    phase_0: {
      validation_goal: 'Parents plan a week in five minutes',
      core_features: ['Fridge list'],
      success_metrics: ['40% plan a second week'],
    },
    phase_1: { sticky_features: ['Family sharing'], retention_metrics: ['Week-4 retention'] },
  },
  quantitative_scoring: {
    composite_score: 7.1,
    dimensions: [{ name: 'market_urgency', score: 7.8, weight: 0.25, evidence: 'Daily pain' }],
  },
  investment_recommendation: {
    verdict: 'recommend_with_caveats',
    critical_success_factors: ['Accurate inventory'],
    timing_considerations: 'Grocery apps are consolidating',
  },
};

describe('fullReportSchema', () => {
  it('accepts a complete report, with sources as text or {title, url}', () => {
    expect(fullReportSchema.parse(report)).toEqual(report);
  });

  it.each([
    ['a score above 10', ['quantitative_scoring', 'composite_score'], 10.5],
    [
      'a probability above 1',
      ['risk_assessment', 'market_risks'],
      [{ risk_type: 'x', probability: 1.5, impact_analysis: 'y' }],
    ],
    ['an unknown verdict', ['investment_recommendation', 'verdict'], 'maybe'],
    [
      'an unknown dimension',
      ['quantitative_scoring', 'dimensions'],
      [{ name: 'vibes', score: 5, weight: 0.2, evidence: 'e' }],
    ],
    [
      'a source with a non-web url',
      ['search_performed', 'data_sources'],
      [{ title: 'x', url: 'javascript:alert(1)' }],
    ],
    [
      'a technical risk whose probability is above 1',
      ['risk_assessment', 'technical_risks'],
      [{ risk_point: 'x', severity: 'low', mitigation: 'y', probability: 2 }],
    ],
    [
      'a market risk whose impact is no level',
      ['risk_assessment', 'market_risks'],
      [{ risk_type: 'x', probability: 0.5, impact_analysis: 'y', impact: 'huge' }],
    ],
  ])('rejects %s', (_, [section, field], value) => {
    const broken = structuredClone(report) as unknown as Record<string, Record<string, unknown>>;
    (broken[section as string] as Record<string, unknown>)[field as string] = value;
    expect(fullReportSchema.safeParse(broken).success).toBe(false);
  });
});

describe('risks on both axes of the matrix', () => {
  it('keeps a technical risk’s probability and a market risk’s impact', () => {
    const rated = structuredClone(report);
    rated.risk_assessment.technical_risks[0] = {
      risk_point: 'Inventory drift',
      severity: 'medium',
      mitigation: 'Receipts',
      probability: 0.7,
    };
    rated.risk_assessment.market_risks[0] = {
      risk_type: 'Churn',
      probability: 0.4,
      impact_analysis: 'Habit apps churn',
      impact: 'high',
    };
    expect(fullReportSchema.parse(rated).risk_assessment).toEqual(rated.risk_assessment);
  });

  it('reads a report written before them', () => {
    expect(normalizeFullReport(report)?.risk_assessment).toEqual(report.risk_assessment);
  });
});

describe('normalizeFullReport', () => {
  it('keeps every valid section, top level or wrapped in data', () => {
    expect(normalizeFullReport(report)).toEqual({ ...report, missingSections: [] });
    expect(normalizeFullReport({ data: report })).toEqual({ ...report, missingSections: [] });
  });

  it('leaves a missing or broken section at its default (null) and names it', () => {
    const { growth_strategy: _, ...withoutGrowth } = report;
    const view = normalizeFullReport({
      ...withoutGrowth,
      quantitative_scoring: { composite_score: 'high' },
    });
    expect(view?.growth_strategy).toBeNull();
    expect(view?.quantitative_scoring).toBeNull();
    expect(view?.missingSections).toEqual(['growth_strategy', 'quantitative_scoring']);
    expect(view?.project_analysis).toEqual(report.project_analysis);
  });

  it('keeps a recommendation whose verdict is unknown, as pending (null)', () => {
    const view = normalizeFullReport({
      ...report,
      investment_recommendation: { ...report.investment_recommendation, verdict: 'buy buy buy' },
    });
    expect(view?.investment_recommendation?.verdict).toBeNull();
    expect(view?.investment_recommendation?.critical_success_factors).toEqual([
      'Accurate inventory',
    ]);
  });

  it.each([
    ['null', null],
    ['text', 'report'],
    ['an object without any valid section', { project_analysis: { overview: 3 } }],
  ])('returns null for %s', (_, input) => {
    expect(normalizeFullReport(input)).toBeNull();
  });

  it('offers an empty report with every section at its default', () => {
    const empty = emptyFullReportView();
    expect(empty.missingSections).toEqual(FULL_REPORT_SECTIONS);
    for (const section of FULL_REPORT_SECTIONS) expect(empty[section]).toBeNull();
  });
});
