import type { Brief, BriefReading, RedFlag } from '@idealens/shared/brief';
import type { DeepAnalysisMeta, FullReport, ResearchRecord } from '@idealens/shared/full-report';
import type { Language, SimpleReportBody } from '@idealens/shared/simple-report';
import type { ProgressReporter } from './deep/progress.ts';
import type { ResearchStore } from './deep/research-store.ts';
import type { DimensionDraft } from './deep/scoring.ts';

export interface AnalyzeOptions {
  language: Language;
  /** Aborts the analysis (a task cancelled or a worker shutting down). */
  signal?: AbortSignal;
  /** Receives the tokens the step's model calls spend (the LLM engine). */
  usage?: { input: number; output: number };
}

export interface DeepAnalyzeOptions extends AnalyzeOptions {
  /** The user approved the research plan: it runs exactly as approved. */
  planApproved?: boolean;
  /** Where the task keeps its research, so a retried analysis resumes at writing. */
  research?: ResearchStore;
}

/** What every analysis engine (offline analyst, LLM) provides. Engines know nothing of HTTP or the database. */
export interface AnalysisEngine {
  readonly kind: 'offline' | 'llm';
  /** The model name recorded in the report's meta (e.g. "offline-analyst-1", "gpt-4.1-mini"). */
  readonly model: string;
  /**
   * Idea → the brief (what the engine understood), its clarifying questions and the research plan
   * it would run. The analyst adds the red flags found in code to the engine's own, so every engine
   * raises at least those.
   */
  readBrief(idea: string, options: AnalyzeOptions): Promise<BriefReading>;
  /**
   * Idea → the quick report and the brief it follows: the brief given (read before, or confirmed
   * by the user), else one the engine reads in the same pass (a model writes both in one call).
   */
  analyzeSimple(
    idea: string,
    brief: Brief | undefined,
    options: AnalyzeOptions,
  ): Promise<SimpleDraft>;
  /**
   * Idea and its brief → a deep report before scoring is settled: runs the research of the brief's
   * plan and writes every section; reports the 'analyzing', 'researching' and 'synthesizing' stages.
   */
  analyzeDeep(
    idea: string,
    reading: BriefReading,
    options: DeepAnalyzeOptions,
    progress: ProgressReporter,
  ): Promise<DeepReportDraft>;
}

/** A quick report and the brief it follows. */
export interface SimpleDraft {
  body: SimpleReportBody;
  brief: Brief;
}

/**
 * What an engine writes for a deep analysis. The analyst turns it into the report: it computes
 * the composite from `dimensions` and the verdict from the composite and `redFlags`, so no
 * engine (or model) decides either.
 */
export interface DeepReportDraft {
  sections: Omit<FullReport, 'quantitative_scoring' | 'investment_recommendation'>;
  dimensions: DimensionDraft[];
  investment: Omit<FullReport['investment_recommendation'], 'verdict'>;
  /** Deal-breakers found (a licence out of reach, no paying customer, capital beyond reach…). */
  redFlags: string[];
  /** Red flags the web research backs (a source or a detected regulation): added to the report's brief. */
  researchRedFlags?: RedFlag[];
  /** `thin` when the research cited too few sources: no strongest verdict. Web research only. */
  evidenceLevel?: 'sufficient' | 'thin';
  /** How the web research went (queries, flagged sources, claims checked, calls, timings). */
  research?: ResearchRecord;
  title: string;
  toolsUsed: string[];
  sources: DeepAnalysisMeta['sources'];
  tokens: DeepAnalysisMeta['tokens'];
}

/** A failure the user should read: the message is safe to show, `retryable` tells the queue whether to try again. */
export class AnalysisError extends Error {
  readonly retryable: boolean;
  constructor(message: string, options: { retryable: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'AnalysisError';
    this.retryable = options.retryable;
  }
}
