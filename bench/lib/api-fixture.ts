import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { sql } from 'kysely';
import { loadConfig } from '../../apps/server/src/config.ts';
import { connectDatabase, type DatabaseHandle } from '../../apps/server/src/db/database.ts';
import {
  type EmbeddedDatabase,
  startEmbeddedPostgres,
} from '../../apps/server/src/db/embedded-postgres.ts';
import {
  embeddedPostgresLock,
  type ServerProcess,
  startServerProcess,
} from '../../apps/server/src/test/server-process.ts';
import { mintAccessToken } from '../../apps/server/src/test/tokens.ts';

export interface ApiFixture {
  server: ServerProcess;
  /** The database the server uses (for baselines that read the same data). */
  databaseUrl: string;
  /** The PostgreSQL postmaster's pid (its backends are its children). */
  postgresPid: number | undefined;
  /** A completed anonymous task. */
  anonymousTaskId: string;
  /** A completed task of the signed-in user. */
  userTaskId: string;
  /** The signed-in user's Authorization header (a token of the built-in provider). */
  signedIn: { authorization: string };
  /** The same user's API key as a script sends it (the user is on the Max plan). */
  withApiKey: { authorization: string };
  stop(): Promise<void>;
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * The real IdeaLens server as production runs it (NODE_ENV=production, LOG_LEVEL=warn, its own
 * process, a worker, the built-in identity provider), on a PostgreSQL this process owns — as a
 * deployment with DATABASE_URL would — so that it can seed the data and read the provider's
 * signing key. Seeded: a completed anonymous task, a signed-in user's completed task and that
 * user's history of `reports` reports. Everything is stopped and removed again by `stop()`, or
 * when starting fails.
 */
export async function startApiFixture({
  reports,
  nodeOptions = [],
}: {
  reports: number;
  nodeOptions?: string[];
}): Promise<ApiFixture> {
  const cleanup: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const step of cleanup.splice(0).reverse()) await step().catch(() => {});
  };
  try {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'idealens-bench-api-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true, maxRetries: 5 }));
    const postgres: EmbeddedDatabase = await startEmbeddedPostgres(dataDir);
    cleanup.push(() => postgres.stop());
    const database: DatabaseHandle = connectDatabase(postgres.url, () => {});
    cleanup.push(() => database.close());

    const port = await getPort({ host: '127.0.0.1' });
    const env = {
      NODE_ENV: 'production',
      ALLOW_BUILT_IN_IDENTITY_IN_PRODUCTION: 'true',
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Every request comes from 127.0.0.1: the per-client limit would otherwise answer 429s.
      RATE_LIMIT_MAX: '1000000000',
      API_KEY_RATE_LIMIT: '1000000000',
      ...(nodeOptions.length > 0 ? { NODE_OPTIONS: nodeOptions.join(' ') } : {}),
    };
    const server = await startServerProcess(env);
    cleanup.push(async () => {
      await server.stop();
    });
    const api = (p: string) => `${server.baseUrl}${p}`;

    const userId = crypto.randomUUID();
    const token = await mintAccessToken(database.db, loadConfig(env), {
      sub: userId,
      email: 'bench@example.com',
      name: 'Bench',
    });
    const signedIn = { authorization: `Bearer ${token}` };

    /** Submits a quick analysis and waits until the real worker completed it. */
    const completedTask = async (idea: string, headers: Record<string, string> = {}) => {
      const { taskId } = await json<{ taskId: string }>(
        await fetch(api('/api/analysis/submit'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ type: 'simple', data: { idea } }),
        }),
      );
      const deadline = Date.now() + 30_000;
      for (;;) {
        const { status } = await json<{ status: string }>(
          await fetch(api(`/api/analysis/status/${taskId}`), { headers }),
        );
        if (status === 'completed') return taskId;
        if (status === 'failed' || Date.now() > deadline) {
          throw new Error(`task ${taskId}: ${status}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const anonymousTaskId = await completedTask(
      'A marketplace that connects dog owners with vetted local dog walkers',
    );
    const userTaskId = await completedTask(
      'A B2B SaaS that automates invoice reconciliation for small accounting firms',
      signedIn,
    );

    // The user is on Max (a paid period, as a sandbox checkout leaves it) and makes an API key.
    await database.db
      .insertInto('subscriptions')
      .values({
        user_id: userId,
        provider: 'sandbox',
        provider_subscription_id: `bench-${userId}`,
        plan: 'Max',
        tier: 'pro',
        billing_period: 'monthly',
        status: 'active',
        current_period_start: new Date(),
        current_period_end: new Date(Date.now() + 30 * 86_400_000),
        period_grant_key: `bench:${userId}`,
      })
      .execute();
    const { key } = (
      await json<{ data: { key: string } }>(
        await fetch(api('/api/keys'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signedIn },
          body: JSON.stringify({ name: 'Bench' }),
        }),
      )
    ).data;
    const withApiKey = { authorization: `Bearer ${key}` };

    // The user's report (filed by the worker), copied into a history a long-time user would have.
    await sql`
      INSERT INTO reports (user_id, report_title, user_message, report_type, composite_score,
                           analysis_content, metadata, created_at)
      SELECT r.user_id, r.report_title || ' #' || g, r.user_message, r.report_type,
             r.composite_score, r.analysis_content, r.metadata, r.created_at - make_interval(mins => g)
      FROM reports r, generate_series(1, ${reports - 1}::int) g
      WHERE r.user_id = ${userId}
    `.execute(database.db);
    // What autovacuum soon does after a burst of inserts: the query plans are the steady ones.
    await sql`VACUUM ANALYZE`.execute(database.db);
    const { totalCount } = (
      await json<{ data: { pagination: { totalCount: number } } }>(
        await fetch(api('/api/reports'), { headers: signedIn }),
      )
    ).data.pagination;
    if (totalCount !== reports) throw new Error(`expected ${reports} reports, found ${totalCount}`);

    const postgresPid = embeddedPostgresLock(dataDir)?.pid;
    return {
      server,
      databaseUrl: postgres.url,
      postgresPid,
      anonymousTaskId,
      userTaskId,
      signedIn,
      withApiKey,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
