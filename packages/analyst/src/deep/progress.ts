import type { DeepProgressListener, DeepStage } from './stages.ts';

/** Where each stage of a deep analysis starts and ends on the 0-100 progress scale. */
export const STAGE_RANGES: Record<DeepStage, readonly [number, number]> = {
  analyzing: [5, 15],
  researching: [20, 60],
  synthesizing: [65, 85],
  finalizing: [90, 100],
};

export interface ProgressReporter {
  /** Reports `fraction` (0-1) of the way through `stage`. */
  report(stage: DeepStage, fraction?: number): Promise<void>;
}

/**
 * Turns stage updates into the listener's calls: whole percents that never go back, and no
 * repeated update. The listener is awaited, so a slow store of the progress slows the analysis
 * rather than reordering the updates.
 */
export function createProgressReporter(listener?: DeepProgressListener): ProgressReporter {
  let last: { stage: DeepStage; progress: number } | undefined;
  return {
    async report(stage, fraction = 0) {
      const [from, to] = STAGE_RANGES[stage];
      const clamped = Math.min(1, Math.max(0, fraction));
      const progress = Math.max(last?.progress ?? 0, Math.round(from + (to - from) * clamped));
      if (last && last.stage === stage && last.progress === progress) return;
      last = { stage, progress };
      await listener?.({ stage, progress });
    },
  };
}
