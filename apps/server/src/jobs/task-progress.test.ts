import { describe, expect, it } from 'vitest';
import { type ProgressUpdate, throttleProgress } from './task-progress.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A store that takes `delayMs` per write and remembers every write. */
function slowStore(delayMs = 5) {
  const writes: ProgressUpdate[] = [];
  return {
    writes,
    async write(update: ProgressUpdate) {
      await sleep(delayMs);
      writes.push(update);
    },
  };
}

describe('throttleProgress', () => {
  it('writes each new stage at once and the latest progress within a stage, at most once per interval', async () => {
    const store = slowStore();
    const progress = throttleProgress(store.write, 100, () => {});
    progress.report({ stage: 'researching', progress: 20 });
    for (let value = 21; value <= 39; value++)
      progress.report({ stage: 'researching', progress: value });
    await sleep(20);
    progress.report({ stage: 'synthesizing', progress: 60 });
    await sleep(20);
    expect(store.writes).toEqual([
      { stage: 'researching', progress: 20 },
      // the progress reported meanwhile waits for the interval; the new stage does not
      { stage: 'synthesizing', progress: 60 },
    ]);
    progress.report({ stage: 'synthesizing', progress: 65 });
    progress.report({ stage: 'synthesizing', progress: 70 });
    await sleep(150);
    expect(store.writes.at(-1)).toEqual({ stage: 'synthesizing', progress: 70 });
    expect(store.writes).toHaveLength(3);
    await progress.stop();
  });

  it('never goes backwards, and rounds and bounds what it hears', async () => {
    const store = slowStore(0);
    const progress = throttleProgress(store.write, 0, () => {});
    for (const update of [
      { stage: 'analyzing', progress: 10.4 },
      { stage: 'researching', progress: 5 },
      { stage: 'researching', progress: 40 },
      { stage: 'synthesizing', progress: 39 },
      { stage: 'finalizing', progress: 130 },
    ]) {
      progress.report(update);
      await sleep(10);
    }
    await progress.stop();
    expect(store.writes).toEqual([
      { stage: 'analyzing', progress: 10 },
      { stage: 'researching', progress: 40 },
      { stage: 'finalizing', progress: 100 },
    ]);
  });

  it('keeps one write in flight at a time and drops what is left once stopped', async () => {
    let inFlight = 0;
    let most = 0;
    const writes: ProgressUpdate[] = [];
    const progress = throttleProgress(
      async (update) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await sleep(30);
        writes.push(update);
        inFlight -= 1;
      },
      0,
      () => {},
    );
    progress.report({ stage: 'analyzing', progress: 10 });
    progress.report({ stage: 'researching', progress: 30 });
    progress.report({ stage: 'synthesizing', progress: 60 });
    await progress.stop(); // waits for the write under way; the rest is dropped
    expect(writes).toEqual([{ stage: 'analyzing', progress: 10 }]);
    expect(most).toBe(1);
    progress.report({ stage: 'finalizing', progress: 90 });
    await sleep(50);
    expect(writes).toHaveLength(1);
  });

  it('hands a failed write to onError and goes on', async () => {
    const errors: unknown[] = [];
    const writes: ProgressUpdate[] = [];
    let fail = true;
    const progress = throttleProgress(
      async (update) => {
        if (fail) {
          fail = false;
          throw new Error('connection lost');
        }
        writes.push(update);
      },
      0,
      (error) => errors.push(error),
    );
    progress.report({ stage: 'analyzing', progress: 10 });
    await sleep(10);
    progress.report({ stage: 'researching', progress: 30 });
    await sleep(10);
    await progress.stop();
    expect(errors).toHaveLength(1);
    expect(writes).toEqual([{ stage: 'researching', progress: 30 }]);
  });
});
