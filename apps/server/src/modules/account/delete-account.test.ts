import { randomUUID } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startAnalysisWorker } from '../../jobs/analysis-job.ts';
import { startJobQueue } from '../../jobs/queue.ts';
import { submitIdea } from '../../test/analyses.ts';
import { testAnalyst } from '../../test/analysts.ts';
import { TestBrowser } from '../../test/browser.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { mintAccessToken } from '../../test/tokens.ts';
import type { TestUser } from '../../test/users.ts';
import { waitFor } from '../../test/wait-for.ts';
import { completeAnalysis, failAnalysis } from '../analysis/outcomes.ts';
import { startTask, type TaskRow } from '../analysis/repository.ts';
import { auditTrail } from '../audit/audit-log.ts';
import { signInClient, type TestAccount } from '../identity/testing/sign-in-client.ts';
import { accountExportDir, exportFilePath } from './export-files.ts';
import { buildAccountExport } from './export-job.ts';
import { type SeededAccount, seedAccount } from './testing/seed-account.ts';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Deleting an account, signed in through the built-in provider over real HTTP: what goes, what is
 * kept, and that nothing of the account comes back — not its tokens, its sign-in or its row.
 */
describe('deleting an account', () => {
  let t: TestApp;
  let dataDir: string;
  let publicUrl: string;
  let client: ReturnType<typeof signInClient>;
  let account: TestAccount;
  let refreshToken: string;
  let user: TestUser;
  let seeded: SeededAccount;
  let exportId: string;
  let queuedTaskId: string;
  let runningTask: TaskRow;
  const bystander = { id: '', headers: { authorization: '' } };

  beforeAll(async () => {
    const port = await getPort({ host: '127.0.0.1' });
    publicUrl = `http://127.0.0.1:${port}`;
    client = signInClient(publicUrl);
    dataDir = await mkdtemp(path.join(tmpdir(), 'idealens-delete-test-'));
    t = await createTestApp({
      env: {
        PUBLIC_URL: publicUrl,
        DATA_DIR: dataDir,
        SIGN_IN_RATE_LIMIT: '100',
        SIGN_UP_RATE_LIMIT: '100',
      },
    });
    await t.app.listen({ port, host: '127.0.0.1' });

    account = {
      name: 'Grace',
      email: `grace-${randomUUID().slice(0, 8)}@example.com`,
      password: 'orbit-7-lantern',
    };
    const signedUp = await client.signUp(account);
    refreshToken = signedUp.refresh_token;
    user = {
      id: String(decodeJwt(signedUp.apiToken).sub),
      headers: { authorization: `Bearer ${signedUp.apiToken}` },
    };
    expect(
      (await t.app.inject({ url: '/api/user/profile', headers: user.headers })).json(),
    ).toMatchObject({
      data: { id: user.id, email: account.email },
    });
    seeded = await seedAccount(t, user);

    // A data export, ready, with its file.
    await t.app.inject({ method: 'POST', url: '/api/account/export', headers: user.headers });
    ({ id: exportId } = await t.database.db
      .selectFrom('account_exports')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow());
    const dir = accountExportDir(dataDir);
    expect(await buildAccountExport({ boss: t.jobs.boss, db: t.database.db, dir }, exportId)).toBe(
      'ready',
    );
    // Someone else, whose data nobody touches.
    const other = randomUUID();
    const token = await mintAccessToken(
      t.database.db,
      loadConfig({ NODE_ENV: 'test', PUBLIC_URL: publicUrl }),
      {
        sub: other,
      },
    );
    Object.assign(bystander, { id: other, headers: { authorization: `Bearer ${token}` } });
    await seedAccount(t, bystander);
    // A provider's event naming the user (Stripe's carry the card holder's details), and an
    // analytics event of theirs.
    await t.database.db
      .insertInto('payment_events')
      .values(
        [user.id, bystander.id].map((id) => ({
          provider: 'sandbox',
          provider_event_id: `evt_${id}`,
          type: 'checkout.session.completed',
          effect: 'checkout_paid',
          subscription_ref: `sub_${id}`,
          payload: JSON.stringify({ metadata: { userId: id }, customer: { name: 'Grace' } }),
        })),
      )
      .execute();
    await t.database.db
      .insertInto('analytics_events')
      .values({ name: 'get_points_failed', user_id: user.id, properties: '{}' })
      .execute();
    // One analysis waiting in the queue, and one a worker is running.
    queuedTaskId = await submitIdea(t, user, 'A van that repairs bicycles at office car parks');
    const running = await submitIdea(t, user, 'Rent-a-dog walks for people who miss their pets');
    runningTask = (await startTask(t.database.db, running)) as TaskRow;
  }, 90_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** How many rows each table holds of a user. */
  async function rowsOf(userId: string) {
    const db = t.database.db;
    const count = async (table: string, where: ReturnType<typeof sql>) =>
      Number(
        (
          await sql<{
            n: string;
          }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${where}`.execute(db)
        ).rows[0]?.n,
      );
    const byUser = sql`user_id = ${userId}`;
    return {
      users: await count('users', sql`id = ${userId}`),
      accounts: await count('accounts', sql`id = ${userId}`),
      tasks: await count('analysis_tasks', byUser),
      reports: await count('reports', byUser),
      shares: await count(
        'report_shares',
        sql`report_id IN (SELECT id FROM reports WHERE user_id = ${userId})`,
      ),
      ledger: await count('points_ledger', byUser),
      subscriptions: await count('subscriptions', byUser),
      checkouts: await count('payment_sessions', byUser),
      exports: await count('account_exports', byUser),
      apiKeys: await count('api_keys', byUser),
      signIns: await count('identity_models', sql`payload->>'accountId' = ${userId}`),
    };
  }

  const remove = (confirmEmail: unknown, headers = user.headers) =>
    t.app.inject({ method: 'DELETE', url: '/api/account', headers, payload: { confirmEmail } });

  it('refuses a wrong email and changes nothing', async () => {
    const before = await rowsOf(user.id);
    expect(before).toMatchObject({ users: 1, accounts: 1, tasks: 3, reports: 1, shares: 1 });
    expect(before.signIns).toBeGreaterThan(0);

    const wrong = await remove('someone-else@example.com');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CONFIRMATION_MISMATCH' });
    expect((await remove('')).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.headers }))
        .statusCode,
    ).toBe(400);
    // Anonymous callers, and someone else typing this account's email, delete nothing.
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/account',
          payload: { confirmEmail: account.email },
        })
      ).statusCode,
    ).toBe(401);
    expect((await remove(account.email, bystander.headers)).statusCode).toBe(400);

    expect(await rowsOf(user.id)).toEqual(before);
    expect(await t.database.db.selectFrom('erased_accounts').selectAll().execute()).toEqual([]);
  });

  it('deletes the account and its data, keeping only the paid checkout without its user', async () => {
    const res = await remove(`  ${account.email.toUpperCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { deletedAt: expect.any(String), paymentRecordsKept: 1 },
    });

    expect(await rowsOf(user.id)).toEqual({
      users: 0,
      accounts: 0,
      tasks: 0,
      reports: 0,
      shares: 0,
      ledger: 0,
      subscriptions: 0,
      checkouts: 0,
      exports: 0,
      apiKeys: 0,
      signIns: 0,
    });
    const db = t.database.db;
    const checkouts = await db
      .selectFrom('payment_sessions')
      .select(['id', 'user_id', 'status', 'plan', 'amount', 'provider_session_id'])
      .where('id', 'in', [seeded.paidCheckoutId, seeded.openCheckoutId])
      .execute();
    expect(checkouts).toEqual([
      {
        id: seeded.paidCheckoutId,
        user_id: null,
        status: 'paid',
        plan: 'Basic',
        amount: 9_900,
        provider_session_id: `cs_paid_${user.id}`,
      },
    ]);
    // Billing's payment record is kept the same way (its foreign key clears the user).
    expect(
      await db
        .selectFrom('payments')
        .select(['user_id', 'amount', 'provider_reference'])
        .where('id', '=', seeded.paymentId)
        .execute(),
    ).toEqual([{ user_id: null, amount: 9_900, provider_reference: `cs_paid_${user.id}` }]);
    expect(await exists(exportFilePath(accountExportDir(dataDir), exportId))).toBe(false);
    expect(
      await db
        .selectFrom('erased_accounts')
        .select('user_id')
        .where('user_id', '=', user.id)
        .execute(),
    ).toHaveLength(1);
    // The audit row outlives the account; it names ids and counts only.
    const trail = await auditTrail(db, user.id);
    expect(trail[0]).toMatchObject({
      action: 'account.deleted',
      detail: { tasks: 3, reports: 1, paymentRecordsKept: 1 },
    });
    expect(JSON.stringify(trail)).not.toContain(account.email);

    // The provider's event stays (replays are checked against it), without what it said.
    const events = await db
      .selectFrom('payment_events')
      .select(['provider_event_id', 'effect', 'subscription_ref', 'payload'])
      .where('provider_event_id', 'in', [`evt_${user.id}`, `evt_${bystander.id}`])
      .orderBy(sql`provider_event_id = ${`evt_${user.id}`}`, 'desc')
      .execute();
    expect(events).toEqual([
      {
        provider_event_id: `evt_${user.id}`,
        effect: 'checkout_paid',
        subscription_ref: `sub_${user.id}`,
        payload: { removed: 'account deleted' },
      },
      expect.objectContaining({
        payload: expect.objectContaining({ metadata: { userId: bystander.id } }),
      }),
    ]);
    // The subscription was ended at the provider first (the sandbox's signed webhook).
    expect(
      await db
        .selectFrom('payment_events')
        .select(['effect', 'payload'])
        .where('subscription_ref', '=', seeded.paidCheckoutId)
        .execute(),
    ).toEqual([{ effect: 'subscription_ended', payload: { removed: 'account deleted' } }]);
    expect(
      await db
        .selectFrom('analytics_events')
        .select('user_id')
        .where('name', '=', 'get_points_failed')
        .execute(),
    ).toEqual([{ user_id: null }]);

    // The bystander keeps everything.
    expect(await rowsOf(bystander.id)).toMatchObject({ users: 1, tasks: 1, reports: 1, shares: 1 });
  });

  it('stops its shared links at once', async () => {
    const res = await t.app.inject({ url: `/api/shared-reports/${seeded.shareToken}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'SHARED_REPORT_NOT_FOUND' });
  });

  it('refuses its tokens: the access token gets 401 and the refresh token no new one', async () => {
    const res = await t.app.inject({ url: '/api/user/profile', headers: user.headers });
    expect(res.statusCode).toBe(401);
    const refreshed = await client.refresh(refreshToken);
    expect(refreshed.status).toBe(400);
    expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('lets no analysis write back: the running one stores nothing, the queued one is skipped', async () => {
    const db = t.database.db;
    const analyst = testAnalyst();
    const result = await analyst.analyzeSimple(runningTask.input.idea, { language: 'en-US' });
    expect(await completeAnalysis(db, runningTask, { type: 'simple', result }, 5)).toBe(false);
    expect(await failAnalysis(db, runningTask.id, 'failed')).toBe(false);

    // The real worker takes the queued task's job, finds no task and finishes the job quietly.
    const worker = await startJobQueue(t.database.url, () => {});
    const problems: object[] = [];
    const log = {
      warn: (obj: object) => problems.push(obj),
      error: (obj: object) => problems.push(obj),
    };
    try {
      await startAnalysisWorker({ boss: worker.boss, db, analyst, concurrency: 1, log });
      await waitFor(
        async () =>
          (
            await sql<{
              state: string;
            }>`SELECT state FROM pgboss.job WHERE name = 'analysis' AND data->>'taskId' = ${queuedTaskId}`.execute(
              db,
            )
          ).rows,
        (rows) => rows.length === 1 && rows[0]?.state === 'completed',
        20_000,
      );
    } finally {
      await worker.stop();
    }
    expect(problems).toEqual([]);
    expect(await rowsOf(user.id)).toMatchObject({ users: 0, tasks: 0, reports: 0, ledger: 0 });
  }, 40_000);

  it('never comes back through a token the provider still honours', async () => {
    // An external provider knows nothing of the deletion: its tokens still verify. (Here: a
    // token of the built-in provider under a sign-in made for the old id.)
    const token = await mintAccessToken(
      t.database.db,
      loadConfig({ NODE_ENV: 'test', PUBLIC_URL: publicUrl }),
      {
        sub: user.id,
        email: account.email,
      },
    );
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        url: '/api/user/points',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'ACCOUNT_DELETED' });
    }
    expect(await rowsOf(user.id)).toMatchObject({ users: 0, ledger: 0 });
  });

  it('refuses the old email and password at sign-in', async () => {
    const browser = new TestBrowser();
    const { at } = await client.start(browser);
    const res = await browser.post(`${at}/sign-in`, {
      email: account.email,
      password: account.password,
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('Incorrect email or password');
  });

  it('lets the same email sign up again, as a new, empty account', async () => {
    const again = await client.signUp({ ...account, password: 'new-orbit-8-lamp' });
    const id = String(decodeJwt(again.apiToken).sub);
    expect(id).not.toBe(user.id);
    const headers = { authorization: `Bearer ${again.apiToken}` };
    const profile = await t.app.inject({ url: '/api/user/profile', headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      data: { id, email: account.email, plan: { tier: 'free' } },
    });
    expect(await rowsOf(id)).toMatchObject({ users: 1, tasks: 0, reports: 0, subscriptions: 0 });
    const exportState = await t.app.inject({ url: '/api/account/export', headers });
    expect(exportState.json()).toEqual({ success: true, data: { status: 'none' } });
  });
});
