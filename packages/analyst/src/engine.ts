import type { TaskStage } from '@idealens/shared/analysis';
import type { Brief, BriefReading } from '@idealens/shared/brief';
import type { DeepAnalysisMeta, FullReport } from '@idealens/shared/full-report';
import type { Language, SimpleReportBody } from '@idealens/shared/simple-report';
import type { ProgressReporter } from './deep/progress.ts';
import type { DimensionDraft } from './deep/scoring.ts';

export interface AnalyzeOptions {
  language: Language;
  /** Aborts the analysis (a task cancelled or a worker shutting down). */
  signal?: AbortSignal;
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
    options: AnalyzeOptions,
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

/** Stages of a deep analysis, in the task's own words: plan, research, synthesise, validate. */
export type DeepStage = Extract<
  TaskStage,
  'analyzing' | 'researching' | 'synthesizing' | 'finalizing'
>;
/** `progress` is 0-100 and never goes back. */
export type DeepProgressListener = (update: {
  stage: DeepStage;
  progress: number;
}) => void | Promise<void>;
