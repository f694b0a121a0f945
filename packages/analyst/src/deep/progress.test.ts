import { describe, expect, it } from 'vitest';
import { createProgressReporter } from './progress.ts';
import type { DeepStage } from './stages.ts';

describe('createProgressReporter', () => {
  it('maps stages to whole percents that never go back and never repeat', async () => {
    const updates: { stage: DeepStage; progress: number }[] = [];
    const progress = createProgressReporter((update) => {
      updates.push(update);
    });
    await progress.report('analyzing');
    await progress.report('analyzing');
    await progress.report('researching', 1 / 3);
    await progress.report('researching', 0.1); // a search that settled late
    await progress.report('researching', 2);
    await progress.report('synthesizing');
    await progress.report('finalizing', 1);

    expect(updates).toEqual([
      { stage: 'analyzing', progress: 5 },
      { stage: 'researching', progress: 33 },
      { stage: 'researching', progress: 60 },
      { stage: 'synthesizing', progress: 65 },
      { stage: 'finalizing', progress: 100 },
    ]);
  });

  it('waits for a slow listener before going on', async () => {
    const seen: number[] = [];
    const progress = createProgressReporter(async ({ progress: value }) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen.push(value);
    });
    await progress.report('analyzing');
    expect(seen).toEqual([5]);
  });
});
