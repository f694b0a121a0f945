import type { TaskStage } from '@idealens/shared/analysis';

/**
 * The stages of a deep analysis and how their progress is reported: shared by the engines'
 * contract (engine.ts) and the reporter that turns stages into percents (progress.ts), so neither
 * imports the other.
 */

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
