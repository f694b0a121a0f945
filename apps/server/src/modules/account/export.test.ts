import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accountExportResponseSchema } from '@idealens/shared/account';
import { parse as parseDisposition } from 'content-disposition';
import JSZip from 'jszip';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobQueue, startJobQueue } from '../../jobs/queue.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signIn, type TestUser } from '../../test/users.ts';
import { waitFor } from '../../test/wait-for.ts';
import { auditTrail } from '../audit/audit-log.ts';
import { accountExportDir, exportFilePath } from './export-files.ts';
import { buildAccountExport, expireAccountExport, startAccountExportWorker } from './export-job.ts';
import { EXPORT_FILES } from './export-readme.ts';
import { createAccountExportService } from './export-service.ts';
import { SEEDED_IDEA, type SeededAccount, seedAccount } from './testing/seed-account.ts';

const quiet = { warn() {}, error() {} };
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('the account data export', () => {
  let t: TestApp;
  let dataDir: string;
  let dir: string;
  let owner: TestUser;
  let other: TestUser;
  let seeded: SeededAccount;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'idealens-export-test-'));
    dir = accountExportDir(dataDir);
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    owner = await signIn(t);
    other = await signIn(t);
    await t.database.db
      .updateTable('users')
      .set({ email: 'ada@example.com', name: 'Ada' })
      .where('id', '=', owner.id)
      .execute();
    seeded = await seedAccount(t, owner);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST', url: string, user: TestUser | null) =>
    t.app.inject({ method, url, headers: user?.headers ?? {} });
  const state = async (user: TestUser) => {
    const res = await call('GET', '/api/account/export', user);
    expect(res.statusCode).toBe(200);
    return accountExportResponseSchema.parse(res.json()).data;
  };
  /** The export ids of the jobs in a queue. */
  const jobsOf = async (queue: string) =>
    (
      await sql<{
        exportId: string;
      }>`SELECT data->>'exportId' AS "exportId" FROM pgboss.job WHERE name = ${queue}`.execute(
        t.database.db,
      )
    ).rows.map((row) => row.exportId);
  const exportId = async (user: TestUser) =>
    (
      await t.database.db
        .selectFrom('account_exports')
        .select('id')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).id;

  it('refuses anonymous callers', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/export'],
      ['POST', '/api/account/export'],
      ['GET', '/api/account/export/download'],
    ] as const) {
      expect((await call(method, url, null)).statusCode).toBe(401);
    }
  });

  it('has none until asked, and nothing to download', async () => {
    expect(await state(owner)).toEqual({ status: 'none' });
    const res = await call('GET', '/api/account/export/download', owner);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'EXPORT_NOT_READY' });
  });

  it('builds off the request path, one at a time: asking again while building answers the same one', async () => {
    const first = await call('POST', '/api/account/export', owner);
    expect(first.statusCode).toBe(202);
    const building = accountExportResponseSchema.parse(first.json()).data;
    if (building.status !== 'building') throw new Error(`not building: ${building.status}`);
    const again = await call('POST', '/api/account/export', owner);
    expect(again.statusCode).toBe(202);
    expect(again.json().data).toEqual(building);
    expect(await state(owner)).toEqual(building);
    const id = await exportId(owner);
    // One export row and one build job for it.
    expect(await jobsOf('account-export')).toEqual([id]);
    expect(
      (await auditTrail(t.database.db, owner.id)).filter(
        (entry) => entry.action === 'account.data_export_requested',
      ),
    ).toEqual([expect.objectContaining({ detail: { exportId: id } })]);

    // The worker (as ROLE=worker runs it) builds it.
    const worker: JobQueue = await startJobQueue(t.database.url, () => {});
    try {
      await startAccountExportWorker({ boss: worker.boss, db: t.database.db, dir, log: quiet });
      const ready = await waitFor(
        () => state(owner),
        (s) => s.status !== 'building',
        20_000,
      );
      expect(ready).toMatchObject({ status: 'ready', requestedAt: building.requestedAt });
    } finally {
      await worker.stop();
    }
  }, 40_000);

  it('is downloaded by its owner as a zip of JSON files and a README, read back here', async () => {
    const ready = await state(owner);
    if (ready.status !== 'ready') throw new Error(`not ready: ${ready.status}`);
    const today = new Date().toISOString().slice(0, 10);
    expect(ready.fileName).toBe(`idealens-account-${today}.zip`);
    expect(new Date(ready.expiresAt).getTime() - new Date(ready.readyAt).getTime()).toBe(
      24 * 3_600_000,
    );

    const res = await call('GET', '/api/account/export/download', owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(parseDisposition(String(res.headers['content-disposition']))).toEqual({
      type: 'attachment',
      parameters: { filename: `idealens-account-${today}.zip` },
    });
    expect(res.rawPayload.length).toBe(ready.sizeBytes);

    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(['README.txt', ...EXPORT_FILES].sort());
    const text = (name: string) => {
      const file = zip.file(name);
      if (!file) throw new Error(`${name} is missing`);
      return file.async('string');
    };
    const json = async (name: string) => JSON.parse(await text(name));
    const readme = await text('README.txt');
    for (const name of EXPORT_FILES) expect(readme).toContain(name);
    expect(readme).toContain(owner.id);
    expect(readme).toContain('你的账户数据');

    expect(await json('profile.json')).toMatchObject({
      id: owner.id,
      email: 'ada@example.com',
      name: 'Ada',
      plan: { tier: 'basic', billingPeriod: 'annual' },
    });
    const tasks = await json('tasks.json');
    expect(tasks).toEqual([
      expect.objectContaining({
        id: seeded.taskId,
        type: 'quick',
        status: 'completed',
        idea: SEEDED_IDEA,
        language: 'en-US',
      }),
    ]);
    const stored = await t.database.db
      .selectFrom('analysis_tasks')
      .select('result_data')
      .where('id', '=', seeded.taskId)
      .executeTakeFirstOrThrow();
    expect(tasks[0].result).toEqual(stored.result_data);
    expect(tasks[0].result.brief).toBeDefined();
    expect(await json('reports.json')).toEqual([
      expect.objectContaining({ id: seeded.reportId, taskId: seeded.taskId, idea: SEEDED_IDEA }),
    ]);
    expect(await json('share-links.json')).toEqual([
      expect.objectContaining({ reportId: seeded.reportId, openCount: 0 }),
    ]);
    const ledger = await json('points-ledger.json');
    expect(ledger.length).toBeGreaterThan(0);
    expect(ledger[0]).toEqual({
      delta: expect.any(Number),
      reason: 'grant',
      reference: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(await json('payments.json')).toEqual([
      expect.objectContaining({ id: seeded.paymentId, kind: 'purchase', amount: 9_900 }),
    ]);
    expect(await json('checkouts.json')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: seeded.paidCheckoutId, status: 'paid', amount: 9_900 }),
        expect.objectContaining({ id: seeded.openCheckoutId, status: 'open' }),
      ]),
    );
    expect(await json('subscription.json')).toMatchObject({ plan: 'Basic', status: 'active' });
    expect(await json('api-keys.json')).toEqual([
      {
        id: seeded.apiKeyId,
        name: 'Studio pipeline',
        last4: 'a1b2',
        webhookUrl: 'https://hooks.example/idealens',
        createdAt: expect.any(String),
        lastUsedAt: null,
        revokedAt: null,
        requests: 3,
        requestsPerDay: [{ day: '2026-11-20', requests: 3 }],
      },
    ]);
    expect(await json('teams.json')).toEqual([
      { id: seeded.teamId, name: 'Night owls', role: 'owner', joinedAt: expect.any(String) },
    ]);
    expect(await json('audit-log.json')).toEqual([
      expect.objectContaining({ action: 'account.data_export_requested' }),
    ]);

    // Nothing of the share link's secret, nor of anyone else, is in it.
    const everything = (
      await Promise.all(Object.values(zip.files).map((file) => file.async('string')))
    ).join('\n');
    expect(everything).not.toContain(seeded.shareToken);
    expect(everything).not.toContain(seeded.apiKeyHash);
    expect(everything).not.toContain(other.id);
    const { sealed_token, token_hash } = await t.database.db
      .selectFrom('report_shares')
      .select(['sealed_token', 'token_hash'])
      .where('report_id', '=', seeded.reportId)
      .executeTakeFirstOrThrow();
    expect(everything).not.toContain(sealed_token);
    expect(everything).not.toContain(token_hash);

    expect(
      (await auditTrail(t.database.db, owner.id)).find(
        (entry) => entry.action === 'account.data_exported',
      ),
    ).toMatchObject({ detail: { exportId: await exportId(owner), sizeBytes: ready.sizeBytes } });
  });

  it('is its owner’s only: another user has none and downloads nothing', async () => {
    expect(await state(other)).toEqual({ status: 'none' });
    const res = await call('GET', '/api/account/export/download', other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'EXPORT_NOT_READY' });
  });

  it('asked again once ready, replaces the last one and removes its file', async () => {
    const old = await exportId(owner);
    expect(await exists(exportFilePath(dir, old))).toBe(true);
    const res = await call('POST', '/api/account/export', owner);
    expect(res.json().data.status).toBe('building');
    const id = await exportId(owner);
    expect(id).not.toBe(old);
    expect(await exists(exportFilePath(dir, old))).toBe(false);
    expect(await buildAccountExport({ boss: t.jobs.boss, db: t.database.db, dir }, id)).toBe(
      'ready',
    );
    expect((await state(owner)).status).toBe('ready');
  });

  it('is removed when it expires: none again, nothing to download, no file', async () => {
    const id = await exportId(owner);
    // Its expiry job waits for the day to pass; past it, the export reads as none already.
    expect(await jobsOf('account-export-expiry')).toContain(id);
    const service = createAccountExportService({ db: t.database.db, boss: t.jobs.boss, dir });
    const dayLater = new Date(Date.now() + 24 * 3_600_000 + 1_000);
    expect(await service.state(owner.id, dayLater)).toEqual({ status: 'none' });
    await expect(service.download(owner.id, dayLater)).rejects.toMatchObject({
      code: 'EXPORT_NOT_READY',
    });

    // The expiry job's work: the row and the file go.
    await expireAccountExport(t.database.db, dir, id);
    expect(await state(owner)).toEqual({ status: 'none' });
    expect((await call('GET', '/api/account/export/download', owner)).statusCode).toBe(404);
    expect(await exists(exportFilePath(dir, id))).toBe(false);
  });

  it('of a user deleted while it is built leaves no file behind', async () => {
    const user = await signIn(t);
    await call('POST', '/api/account/export', user);
    const id = await exportId(user);
    await t.database.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await buildAccountExport({ boss: t.jobs.boss, db: t.database.db, dir }, id)).toBe(
      'gone',
    );
    expect(await exists(exportFilePath(dir, id))).toBe(false);
  });
});
