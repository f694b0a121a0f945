import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createAnalysisQueues } from '../jobs/analysis-job.ts';
import { type JobQueue, startJobQueue } from '../jobs/queue.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  database: TestDatabase;
  jobs: JobQueue;
  close(): Promise<void>;
}

/** The real app on its own real database, for `app.inject()`. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webRoot?: string;
    queueHealthy?: () => Promise<boolean>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const jobs = await startJobQueue(database.url, () => {});
  await createAnalysisQueues(jobs.boss);
  // Its own DATA_DIR (mails land in its outbox), never the developer's ./.data.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'idealens-test-app-'));
  const config: Config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...options.env });
  const app = await buildApp({
    config,
    db: database.db,
    jobs: { boss: jobs.boss, healthy: options.queueHealthy ?? jobs.healthy },
    webRoot: options.webRoot ?? '/nonexistent-web-root',
  });
  await app.ready();
  return {
    app,
    database,
    jobs,
    async close() {
      await app.close();
      await jobs.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
