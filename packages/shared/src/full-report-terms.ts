// The deep report's fixed terms, without zod: the report's view (the demo among it) lays a
// report out with these and must not download the schema library for it. `full-report.ts`
// builds its schemas from them and re-exports them, for code that also needs the schemas.

/** The five scored dimensions, in the order a report shows them. */
export const SCORE_DIMENSIONS = [
  'market_urgency',
  'tech_feasibility',
  'business_model_barrier',
  'execution_risk',
  'scaling_elasticity',
] as const;

export const VERDICTS = ['strong_recommend', 'recommend_with_caveats', 'not_recommend'] as const;
