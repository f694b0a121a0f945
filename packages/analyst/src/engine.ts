import type { TaskStage } from '@idealens/shared/analysis';
import type { Language, SimpleReportBody } from '@idealens/shared/simple-report';

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
