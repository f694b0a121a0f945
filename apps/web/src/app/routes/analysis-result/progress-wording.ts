import type { TaskStage } from '@idealens/shared/analysis';

/** The stages a running analysis is shown in, each with its words in `result:progress.stage`. */
export type ProgressStage = 'queued' | 'analyzing' | 'researching' | 'synthesizing' | 'finalizing';

/** A finished stage never shows in the progress view; were it to, it reads as the last step. */
export function progressStage(stage: TaskStage): ProgressStage {
  return stage === 'completed' || stage === 'failed' ? 'finalizing' : stage;
}

export type RemainingTime =
  | { kind: 'soon' }
  | { kind: 'duration'; unit: 'second' | 'minute'; value: number };

/**
 * How long until the estimated completion, rounded the way people say it: "about 20 seconds"
 * (to 5 s), "about 2 minutes"; a few seconds or an estimate already past reads "any moment now".
 * Null when there is no usable estimate.
 */
export function remainingTime(
  estimatedCompletion: string | null,
  now: number,
): RemainingTime | null {
  if (!estimatedCompletion) return null;
  const at = Date.parse(estimatedCompletion);
  if (Number.isNaN(at)) return null;
  const seconds = (at - now) / 1000;
  if (seconds <= 5) return { kind: 'soon' };
  if (seconds < 60)
    return { kind: 'duration', unit: 'second', value: Math.min(55, Math.ceil(seconds / 5) * 5) };
  return { kind: 'duration', unit: 'minute', value: Math.max(1, Math.round(seconds / 60)) };
}
