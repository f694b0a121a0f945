import { describe, expect, it } from 'vitest';
import { FINISHED_TASK_STATUSES, isTaskFinished, isTaskUnfinished } from './task-states.ts';

describe('task states', () => {
  it('a completed or failed task is finished; a queued or processing one is not', () => {
    expect(FINISHED_TASK_STATUSES).toEqual(['completed', 'failed']);
    expect(['queued', 'processing', 'completed', 'failed'].map(isTaskFinished)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(['queued', 'processing', 'completed', 'failed'].map(isTaskUnfinished)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('a status this version does not know is neither', () => {
    expect(isTaskFinished('archived')).toBe(false);
    expect(isTaskUnfinished('archived')).toBe(false);
  });
});
