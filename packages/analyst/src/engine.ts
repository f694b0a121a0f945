import type { TaskStage } from '@idealens/shared/analysis';
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
  analyzeSimple(idea: string, options: AnalyzeOptions): Promise<SimpleReportBody>;
  /**
   * Idea → a deep report before scoring is settled: plans and runs the research and writes every
   * section; reports the 'analyzing', 'researching' and 'synthesizing' stages.
   */
  analyzeDeep(
    idea: string,
    options: AnalyzeOptions,
    progress: ProgressReporter,
  ): Promise<DeepReportDraft>;
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
