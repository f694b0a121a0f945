import { type App, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  database: TestDatabase;
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
  const config: Config = loadConfig({ NODE_ENV: 'test', ...options.env });
  const app = await buildApp({
    config,
    db: database.db,
    queueHealthy: options.queueHealthy ?? (async () => true),
    webRoot: options.webRoot ?? '/nonexistent-web-root',
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
