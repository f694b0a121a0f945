import { AnalysisError } from '../engine.ts';

/** What one deep analysis may spend; every limit is checked before the call or search it would pay for. */
export interface ResearchLimits {
  /** Model calls, repairs included (the brief call is made before and not counted). Default 4. */
  maxModelCalls: number;
  /** Input plus output tokens over those calls. Default 120 000. */
  maxTokens: number;
  /** Searches, plan and follow-up together. Default 10. */
  maxSearches: number;
  /** Milliseconds from the start of the deep analysis; kept under the job's expiry. Default 12 minutes. */
  deadlineMs: number;
}

export const DEFAULT_RESEARCH_LIMITS: ResearchLimits = {
  maxModelCalls: 4,
  maxTokens: 120_000,
  maxSearches: 10,
  deadlineMs: 12 * 60_000,
};

const OVER_BUDGET = 'The analysis reached its spending limit before the report was written.';
const OUT_OF_TIME = 'The analysis ran out of time before the report was written.';

/**
 * The budget of one deep analysis: what has been spent, and whether the next call or search
 * fits. Running out fails the analysis with a message fit to show (not retried: a retry would
 * spend the same again).
 */
export class ResearchBudget {
  readonly limits: ResearchLimits;
  private readonly deadline: number;
  modelCalls = 0;
  tokens = 0;
  searches = 0;

  constructor(limits: Partial<ResearchLimits> = {}, now = Date.now()) {
    this.limits = { ...DEFAULT_RESEARCH_LIMITS, ...limits };
    this.deadline = now + this.limits.deadlineMs;
  }

  /** Milliseconds left before the deadline (0 when it has passed). */
  remainingMs(now = Date.now()): number {
    return Math.max(0, this.deadline - now);
  }

  /** Before a model call: throws when the calls, the tokens or the time are used up. */
  beforeModelCall(): void {
    if (this.remainingMs() === 0) throw new AnalysisError(OUT_OF_TIME, { retryable: false });
    if (this.modelCalls >= this.limits.maxModelCalls || this.tokens >= this.limits.maxTokens) {
      throw new AnalysisError(OVER_BUDGET, { retryable: false });
    }
    this.modelCalls += 1;
  }

  /** After a model call (or a failed one that still cost tokens). */
  spendTokens(tokens: number): void {
    this.tokens += tokens;
  }

  /** How many of `wanted` searches may still run (none once the deadline has passed); counts them. */
  takeSearches(wanted: number): number {
    if (this.remainingMs() === 0) return 0;
    const granted = Math.max(0, Math.min(wanted, this.limits.maxSearches - this.searches));
    this.searches += granted;
    return granted;
  }
}
