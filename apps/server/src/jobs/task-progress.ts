export interface ProgressUpdate {
  stage: string;
  progress: number;
}

export interface ProgressThrottle {
  /** Hears the analyst's progress; never waits for storage and never throws. */
  report(update: ProgressUpdate): void;
  /** Drops what is not written yet and waits for a write under way. */
  stop(): Promise<void>;
}

/**
 * Passes a running analysis' progress on to storage without flooding it: a new stage is written
 * at once, progress within a stage at most once per `intervalMs` (the latest value, so the last
 * one is never lost), one write at a time, and never backwards.
 */
export function throttleProgress(
  write: (update: ProgressUpdate) => Promise<void>,
  intervalMs: number,
  onError: (error: unknown) => void,
): ProgressThrottle {
  let pending: ProgressUpdate | undefined;
  let lastStage: string | undefined;
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  let highest = Number.NEGATIVE_INFINITY;
  let inFlight: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function writeNext() {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || inFlight || !pending) return;
    const next = pending;
    pending = undefined;
    lastStage = next.stage;
    lastWriteAt = Date.now();
    inFlight = write(next)
      .catch(onError)
      .finally(() => {
        inFlight = undefined;
        schedule();
      });
  }

  function schedule() {
    if (stopped || inFlight || !pending) return;
    const wait =
      pending.stage !== lastStage ? 0 : Math.max(0, lastWriteAt + intervalMs - Date.now());
    if (wait === 0) writeNext();
    else timer ??= setTimeout(writeNext, wait);
  }

  return {
    report({ stage, progress }) {
      const value = Math.round(Math.min(100, Math.max(0, progress)));
      if (stopped || value < highest) return;
      highest = value;
      pending = { stage, progress: value };
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      pending = undefined;
      await inFlight;
    },
  };
}
