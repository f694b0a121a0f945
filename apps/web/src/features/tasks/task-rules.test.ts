import { isTaskUnfinished } from '@idealens/shared/task-states';
import { describe, expect, it } from 'vitest';
import {
  canDeleteTask,
  canRefreshTask,
  showsProgressBar,
  taskResultPath,
  taskStatusTone,
  taskTypeLabel,
} from './task-rules.ts';

describe('task rules', () => {
  it('lets completed and failed tasks be deleted, queued and processing ones refreshed', () => {
    const statuses = ['queued', 'processing', 'completed', 'failed', 'cancelled'];
    expect(statuses.filter(canDeleteTask)).toEqual(['completed', 'failed']);
    expect(statuses.filter(canRefreshTask)).toEqual(['queued', 'processing']);
    expect(statuses.filter(isTaskUnfinished)).toEqual(['queued', 'processing']);
  });

  it('draws the progress bar only strictly between 0 and 100', () => {
    expect([0, 1, 50, 99, 100].filter(showsProgressBar)).toEqual([1, 50, 99]);
  });

  it('gives each known status its tone and any other status the neutral one', () => {
    expect(taskStatusTone('queued')).toBe('warning');
    expect(taskStatusTone('processing')).toBe('accent');
    expect(taskStatusTone('completed')).toBe('success');
    expect(taskStatusTone('failed')).toBe('danger');
    expect(taskStatusTone('cancelled')).toBe('neutral');
    expect(taskStatusTone('')).toBe('neutral');
  });

  it('labels deep and simple tasks, and anything else as unknown', () => {
    expect(taskTypeLabel('deep')).toBe('deep');
    expect(taskTypeLabel('simple')).toBe('simple');
    expect(taskTypeLabel('chat')).toBe('unknown');
  });

  it('links a result, telling the result page when it is a quick analysis', () => {
    expect(taskResultPath({ taskId: 'abc', taskType: 'deep' })).toBe('/analysis-result?taskId=abc');
    expect(taskResultPath({ taskId: 'abc', taskType: 'simple' })).toBe(
      '/analysis-result?taskId=abc&type=simple',
    );
  });
});
