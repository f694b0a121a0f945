import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEASIBILITY_SCORE,
  normalizeSimpleReport,
  SIMPLE_REPORT_DEFAULTS,
} from './simple-report-shapes.ts';

const meta = { processing_time: 1840, timestamp: '2025-07-17T09:30:00.000Z' };

const shapeA = {
  core_analysis: {
    problem_solved: 'Busy parents waste food and time deciding what to cook.',
    value_proposition: 'A week of dinners planned from what is already in the fridge.',
    feasibility_level: 'high',
  },
  quick_assessment: {
    market_demand: 'Strong among dual-income households with young children.',
    competition_level: 'medium',
    implementation_difficulty: 'low',
  },
  recommendations: {
    feasibility_score: 7.4,
    key_suggestions: ['Interview 20 parents', 'Test a paper prototype'],
    main_challenges: ['Keeping the pantry inventory accurate'],
    next_step: 'Run a two-week concierge pilot',
  },
  meta,
};

const shapeB = {
  analysis_summary: {
    core_problem: 'Small shops cannot forecast stock.',
    value_proposition: 'Forecasts from the till data they already have.',
    feasibility_level: 'medium',
  },
  market_assessment: {
    market_demand: 'Thousands of independent shops in every large city.',
    competition_level: 'high',
    technical_complexity: 'high',
  },
  recommendations: {
    feasibility_score: 6,
    next_steps: ['Partner with a till vendor', 'Pilot with five shops'],
    timeline_suggestion: 'Three months to a paid pilot',
  },
  meta,
};

describe('normalizeSimpleReport', () => {
  it.each([
    ['at the top level', shapeA],
    ['wrapped in data', { data: shapeA }],
  ])('reads Shape A %s', (_, input) => {
    expect(normalizeSimpleReport(input)).toEqual({
      shape: 'A',
      coreAnalysis: {
        coreProblem: 'Busy parents waste food and time deciding what to cook.',
        valueProposition: 'A week of dinners planned from what is already in the fridge.',
        feasibilityLevel: 'high',
      },
      quickAssessment: {
        marketDemand: 'Strong among dual-income households with young children.',
        competitionLevel: 'medium',
        implementationDifficulty: 'low',
      },
      recommendations: {
        feasibilityScore: 7.4,
        keySuggestions: ['Interview 20 parents', 'Test a paper prototype'],
        mainChallenges: ['Keeping the pantry inventory accurate'],
        nextStep: 'Run a two-week concierge pilot',
        timelineSuggestion: null,
      },
      meta: { processingTimeMs: 1840, timestamp: '2025-07-17T09:30:00.000Z' },
      missingFields: [],
    });
  });

  it.each([
    ['at the top level', shapeB],
    ['wrapped in data', { data: shapeB }],
  ])('reads Shape B %s, with the default for its missing challenges', (_, input) => {
    const view = normalizeSimpleReport(input);
    expect(view).toEqual({
      shape: 'B',
      coreAnalysis: {
        coreProblem: 'Small shops cannot forecast stock.',
        valueProposition: 'Forecasts from the till data they already have.',
        feasibilityLevel: 'medium',
      },
      quickAssessment: {
        marketDemand: 'Thousands of independent shops in every large city.',
        competitionLevel: 'high',
        implementationDifficulty: 'high',
      },
      recommendations: {
        feasibilityScore: 6,
        keySuggestions: ['Partner with a till vendor', 'Pilot with five shops'],
        mainChallenges: [],
        nextStep: null,
        timelineSuggestion: 'Three months to a paid pilot',
      },
      meta: { processingTimeMs: 1840, timestamp: '2025-07-17T09:30:00.000Z' },
      // Shape B never has challenges or a single next step: not counted as broken data.
      missingFields: [],
    });
  });

  it('finds meta beside a wrapped report', () => {
    const { meta: _, ...body } = shapeA;
    expect(normalizeSimpleReport({ data: body, meta })?.meta).toEqual({
      processingTimeMs: 1840,
      timestamp: '2025-07-17T09:30:00.000Z',
    });
  });

  it('parses a report stored as a JSON string', () => {
    expect(normalizeSimpleReport(JSON.stringify({ data: shapeB }))?.shape).toBe('B');
  });

  it('marks every missing field for its default: medium levels, score 5, empty lists', () => {
    const view = normalizeSimpleReport({ core_analysis: {} });
    expect(view).toEqual({
      shape: 'A',
      coreAnalysis: { coreProblem: null, valueProposition: null, feasibilityLevel: 'medium' },
      quickAssessment: {
        marketDemand: null,
        competitionLevel: 'medium',
        implementationDifficulty: 'medium',
      },
      recommendations: {
        feasibilityScore: DEFAULT_FEASIBILITY_SCORE,
        keySuggestions: [],
        mainChallenges: [],
        nextStep: null,
        timelineSuggestion: null,
      },
      meta: { processingTimeMs: null, timestamp: null },
      missingFields: [
        'coreProblem',
        'valueProposition',
        'feasibilityLevel',
        'marketDemand',
        'competitionLevel',
        'implementationDifficulty',
        'feasibilityScore',
        'keySuggestions',
        'mainChallenges',
        'nextStep',
      ],
    });
    expect(DEFAULT_FEASIBILITY_SCORE).toBe(5);
  });

  it('keeps the spec’s English defaults word for word', () => {
    expect(SIMPLE_REPORT_DEFAULTS).toEqual({
      coreProblem: 'Core problem analysis not provided',
      valueProposition: 'Value proposition not provided',
      marketDemand: 'Market demand analysis not provided',
      keySuggestions: 'No suggestions available',
      mainChallenges: 'Requires further analysis',
      nextStep: 'Start Market Research',
    });
  });

  it('tolerates loose values: unknown levels, numeric strings, blank texts, single strings', () => {
    const view = normalizeSimpleReport({
      core_analysis: {
        problem_solved: '   ',
        value_proposition: 'Saves time',
        feasibility_level: 'HIGH ',
      },
      quick_assessment: { competition_level: 'fierce', implementation_difficulty: 3 },
      recommendations: {
        feasibility_score: '8.5',
        key_suggestions: 'Talk to customers',
        main_challenges: ['', 42, 'Distribution'],
      },
    });
    expect(view?.coreAnalysis).toEqual({
      coreProblem: null,
      valueProposition: 'Saves time',
      feasibilityLevel: 'high',
    });
    expect(view?.quickAssessment.competitionLevel).toBe('medium');
    expect(view?.quickAssessment.implementationDifficulty).toBe('medium');
    expect(view?.recommendations.feasibilityScore).toBe(8.5);
    expect(view?.recommendations.keySuggestions).toEqual(['Talk to customers']);
    expect(view?.recommendations.mainChallenges).toEqual(['Distribution']);
  });

  it('keeps the score within 0-10', () => {
    expect(
      normalizeSimpleReport({ core_analysis: {}, recommendations: { feasibility_score: 14 } })
        ?.recommendations.feasibilityScore,
    ).toBe(10);
    expect(
      normalizeSimpleReport({ core_analysis: {}, recommendations: { feasibility_score: -2 } })
        ?.recommendations.feasibilityScore,
    ).toBe(0);
  });

  it('ignores an invalid timestamp and a negative processing time', () => {
    expect(
      normalizeSimpleReport({
        ...shapeA,
        meta: { processing_time: -5, timestamp: 'yesterday-ish' },
      })?.meta,
    ).toEqual({ processingTimeMs: null, timestamp: null });
  });

  it.each([
    ['null', null],
    ['a number', 42],
    ['an array', [shapeA]],
    ['an empty object', {}],
    ['unparseable text', '{not json'],
    ['only recommendations', { recommendations: shapeA.recommendations }],
    ['a full report', { project_analysis: { overview: {} }, search_performed: {} }],
    ['data that is not a shape', { data: { hello: 'world' } }],
    ['a doubly wrapped shape', { data: { data: shapeA } }],
  ])('returns null (data format incompatible) for %s', (_, input) => {
    expect(normalizeSimpleReport(input)).toBeNull();
  });
});
