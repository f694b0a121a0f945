import type { TaskStatus } from '@idealens/shared/analysis';
import { describe, expect, it, vi } from 'vitest';
import { type TaskUpdates, watchTasks } from './task-events.ts';

const TASK_ID = '0d9f6a4e-3c1b-4f7a-9b2e-5a8c7d6e1f00';

function queued(estimatedCompletionTime: string | null): TaskStatus {
  return {
    taskId: TASK_ID,
    taskName: 'Dog walkers',
    taskType: 'simple',
    status: 'queued',
    progress: 0,
    stage: 'queued',
    queuePosition: 9,
    estimatedCompletionTime,
    processingTime: null,
    errorMessage: null,
    userMessage: null,
    resultData: null,
    createdAt: '2026-11-26T12:00:00.000Z',
    startedAt: null,
    completedAt: null,
  };
}

/** No database: changes are announced by hand. */
const quietUpdates: TaskUpdates = {
  subscribe: async () => () => {},
  close: async () => {},
};

describe('watching a task', () => {
  it('shows an estimate becoming unknown, though a later estimate alone is not news', async () => {
    let estimate: string | null = '2026-11-26T12:01:00.000Z';
    let reads = 0;
    const shown: TaskStatus[] = [];
    const watch = await watchTasks({
      taskIds: [TASK_ID],
      updates: quietUpdates,
      read: async () => {
        reads += 1;
        return [queued(estimate)];
      },
      onStatus: (task) => shown.push(task),
      onEnd: () => {},
      onError: (error) => {
        throw error;
      },
      queueRefreshMs: 60_000,
    });
    try {
      await vi.waitFor(() => expect(shown).toHaveLength(1));

      estimate = '2026-11-26T12:01:30.000Z';
      watch.refresh();
      await vi.waitFor(() => expect(reads).toBe(2));
      expect(shown).toHaveLength(1);

      // No worker is taking the queue: the watcher hears that the estimate is gone.
      estimate = null;
      watch.refresh();
      await vi.waitFor(() => expect(shown).toHaveLength(2));
      expect(shown[1]?.estimatedCompletionTime).toBeNull();
    } finally {
      watch.stop();
    }
  });
});
