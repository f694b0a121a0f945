import type { ReceivedRequest } from '@idealens/analyst/llm/testing/fake-llm-server';

/**
 * What the local fake model answers in these suites: one reply that is a valid quick report with
 * its brief, a valid brief reading (brief, questions, research plan) and a valid deep-analysis
 * synthesis at once (the engine checks each call against its own schema, a zod object that drops
 * the keys it does not know, so the other calls' fields are ignored), so a queue of quick and
 * deep tasks can run against one fallback answer, however their calls interleave.
 */
export const replyForEveryCall = JSON.stringify({
  // a quick analysis
  core_analysis: {
    problem_solved: 'Small bakeries throw away good bread every evening.',
    value_proposition: 'Neighbours buy it at half price in two taps.',
    feasibility_level: 'medium',
  },
  quick_assessment: {
    market_demand: 'Strong among students and families in dense neighbourhoods.',
    competition_level: 'medium',
    implementation_difficulty: 'low',
  },
  recommendations: {
    feasibility_score: 6.5,
    key_suggestions: ['Start with ten bakeries in one district'],
    main_challenges: ['Too Good To Go already covers many cities'],
    next_step: 'Ask five bakeries how much they throw away.',
  },
  // the brief: beside the quick report, and in the brief reading with its questions and plan
  brief: {
    summary: 'A marketplace app where neighbours buy surplus bakery goods at closing time.',
    industry: {
      id: 'food-delivery-restaurants',
      name: 'Food delivery and restaurants',
      subNiche: { id: 'surplus-food', name: 'Surplus food resale' },
      confidence: 'high',
    },
    users: {
      description: 'Neighbours who buy bread cheaply',
      kind: 'consumers',
      confidence: 'high',
    },
    payer: { description: 'The buyers, per purchase', kind: 'users', confidence: 'medium' },
    revenueModel: { kind: 'commission', description: 'A cut of each sale', confidence: 'medium' },
    delivery: { kinds: ['marketplace', 'software'], confidence: 'high' },
    region: { code: 'global', name: 'Not stated', stated: false, confidence: 'low' },
    regulatedDomains: [{ id: 'food', name: 'food safety' }],
    redFlags: [],
    unknowns: ['Which city it starts in.'],
  },
  questions: [
    {
      id: 'region',
      field: 'region',
      question: 'Which city do you start in?',
      suggestions: ['Berlin', 'London', 'Shanghai'],
    },
  ],
  plan: [
    { area: 'competitors', query: 'surplus bakery marketplace competitors' },
    { area: 'demand', query: 'bakery food waste volume' },
  ],
  // a deep analysis' synthesis
  title: 'Surplus bread marketplace',
  key_findings: [
    {
      finding: 'Bakeries discard bread daily.',
      sources: [1],
      quote: 'Bakeries discard bread daily.',
    },
  ],
  project_analysis: {
    overview: {
      core_concept: 'A marketplace for surplus bakery goods at closing time.',
      value_proposition: 'Cheaper bread for buyers, recovered revenue for bakeries.',
      demand_pain_points: [
        {
          point: 'Unsold bread at closing time',
          sources: [0],
          quote: 'surplus bakery goods at closing time',
        },
      ],
    },
  },
  competitive_analysis: {
    market_gap: {
      gap: 'No bakery-specific pickup network in most districts.',
      sources: [1],
      quote: 'No bakery-specific pickup network exists in most districts.',
    },
    direct_competitors: [
      {
        name: 'Too Good To Go',
        strengths: 'Large user base',
        weaknesses: 'Mystery bags only',
        differentiation_strategy: 'Pick exact items',
        sources: [1],
        quote: 'Too Good To Go sells surprise bags of surplus food.',
      },
    ],
  },
  risk_assessment: {
    technical_risks: [
      {
        risk_point: 'Stock levels change by the minute',
        severity: 'low',
        probability: 0.3,
        mitigation: 'Manual',
        sources: [0],
        quote: 'surplus bakery goods at closing time',
      },
    ],
    market_risks: [
      {
        risk_type: 'Liquidity',
        probability: 0.4,
        impact: 'high',
        impact_analysis: 'Slow start.',
        sources: [0],
        quote: 'surplus bakery goods at closing time',
      },
    ],
    compliance_risks: { gdpr_concerns: false, region_specific_issues: ['Food safety rules'] },
  },
  growth_strategy: {
    acquisition_channels: ['Bakery window stickers'],
    viral_coefficient_mechanism: 'Buyers share deals with neighbours.',
    partnership_leverage_points: ['Bakers guilds'],
  },
  mvp_roadmap: {
    phase_0: {
      validation_goal: 'Fifty pickups in a month.',
      core_features: ['Listings', 'Pickup codes'],
      success_metrics: ['Half of buyers return'],
    },
    phase_1: { sticky_features: ['Favourites'], retention_metrics: ['Weekly actives'] },
  },
  scoring: {
    market_urgency: {
      score: 6,
      evidence: 'Waste is daily.',
      sources: [1],
      quote: 'Waste is daily.',
    },
    tech_feasibility: { score: 8, evidence: 'Simple listings.', sources: [], quote: '' },
    business_model_barrier: { score: 5, evidence: 'Low fees.', sources: [], quote: '' },
    execution_risk: { score: 6, evidence: 'Local operations.', sources: [], quote: '' },
    scaling_elasticity: { score: 6, evidence: 'District by district.', sources: [], quote: '' },
  },
  critical_success_factors: ['Density of bakeries'],
  timing_considerations: 'Food prices keep rising.',
  red_flags: [],
});

/** Ideas carry a marker, so the model calls each task made can be counted. */
export function ideaWithMarker(marker: string, type: 'quick' | 'deep' = 'quick'): string {
  return type === 'quick'
    ? `[${marker}] A marketplace where neighbours buy surplus bakery goods at closing time`
    : `[${marker}] A marketplace for surplus bakery goods at closing time, with pickup codes`;
}

/** The marker `ideaWithMarker` put in a text (an idea, or a model call's messages). */
export function markerIn(text: string): string | undefined {
  return /\[(task-[\w-]+)\]/.exec(text)?.[1];
}

/** The API key a call was made with: each worker process gets its own, to tell them apart. */
export function callerOf(request: ReceivedRequest | undefined): string {
  return String(request?.headers.authorization ?? '').replace(/^Bearer /, '');
}

/** Model calls grouped by the task they were made for. */
export function callsByTask(requests: readonly ReceivedRequest[]): Map<string, ReceivedRequest[]> {
  const byTask = new Map<string, ReceivedRequest[]>();
  for (const request of requests) {
    // The idea is in the call's user message.
    const marker = markerIn(JSON.stringify(request.body?.messages ?? ''));
    if (marker === undefined) continue;
    byTask.set(marker, [...(byTask.get(marker) ?? []), request]);
  }
  return byTask;
}
