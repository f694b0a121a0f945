import { reportListResponseSchema } from '@idealens/shared/reports';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAnalyst } from '../../test/analysts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn, type TestUser } from '../../test/users.ts';
import { completeAnalysis } from '../analysis/outcomes.ts';
import { startTask } from '../analysis/repository.ts';

// Issue 19: "Delete" of a report says it cannot be undone, so nothing of it may stay behind: the
// task that filed it carried the idea and the whole report, and its status call returned them.
describe('deleting a report', () => {
  let t: TestApp;
  let alice: TestUser;
  const idea = 'A subscription box of seeds matched to the weather of your balcony';

  const status = (taskId: string) =>
    t.app.inject({ url: `/api/analysis/status/${taskId}`, headers: alice.headers });

  /** Submits a quick analysis through the API and completes it as the worker does. */
  async function analyse(text: string): Promise<string> {
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/submit',
      headers: alice.headers,
      payload: { type: 'simple', data: { idea: text, language: 'en-US' } },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const taskId: string = submitted.json().taskId;
    const task = await startTask(t.database.db, taskId);
    if (!task) throw new Error('task not startable');
    const result = await testAnalyst().analyzeSimple(task.input.idea, { language: 'en-US' });
    await completeAnalysis(t.database.db, task, { type: 'simple', result }, 5);
    return taskId;
  }

  async function reportOf(text: string): Promise<string> {
    const res = await t.app.inject({ url: '/api/reports', headers: alice.headers });
    const report = reportListResponseSchema
      .parse(res.json())
      .data.reports.find((r) => r.userMessage === text);
    if (!report) throw new Error(`no report for ${text}`);
    return report.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signIn(t);
  });
  afterAll(() => t.close());

  it('deletes its content everywhere: the status call no longer returns it', async () => {
    const taskId = await analyse(idea);
    const keptTaskId = await analyse('A repair café booking app for small towns');
    // Read twice, so that this process serves the finished task from memory.
    for (let read = 0; read < 2; read += 1) {
      const before = await status(taskId);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toMatchObject({ status: 'completed', userMessage: idea });
      expect(before.json().resultData).not.toBeNull();
    }

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/reports/${await reportOf(idea)}`,
      headers: alice.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });

    const after = await status(taskId);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toMatchObject({ code: 'TASK_NOT_FOUND' });
    expect(after.body).not.toContain('balcony');

    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/status/batch',
      headers: alice.headers,
      payload: { taskIds: [taskId, keptTaskId] },
    });
    expect(batch.json().tasks.map((task: { taskId: string }) => task.taskId)).toEqual([keptTaskId]);
    const list = await t.app.inject({ url: '/api/analysis/tasks', headers: alice.headers });
    expect(list.json().tasks.map((task: { taskId: string }) => task.taskId)).toEqual([keptTaskId]);

    // Nowhere in the database: neither in a task nor in a report (jobs carry the task id alone).
    const { rows } = await sql<{ n: string }>`
      SELECT (SELECT count(*) FROM analysis_tasks WHERE input::text LIKE '%balcony%'
                OR name LIKE '%balcony%' OR result_data::text LIKE '%balcony%')
           + (SELECT count(*) FROM reports WHERE user_message LIKE '%balcony%'
                OR analysis_content::text LIKE '%balcony%') AS n
    `.execute(t.database.db);
    expect(Number(rows[0]?.n)).toBe(0);

    // The other analysis and its report are untouched.
    expect((await status(keptTaskId)).json().resultData).not.toBeNull();
    expect(await reportOf('A repair café booking app for small towns')).toBeTruthy();
  });
});
