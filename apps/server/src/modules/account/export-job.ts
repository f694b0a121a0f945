import { ACCOUNT_EXPORT_KEPT_HOURS } from '@idealens/shared/account';
import { CompiledQuery, sql } from 'kysely';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { DB } from '../../db/database.ts';
import { writeAccountExport } from './export-contents.ts';
import { removeExportFiles } from './export-files.ts';

/**
 * The jobs of data exports (ADR 031): one builds an export's zip, off the request path; another,
 * sent for the moment it expires, removes it.
 */
export const accountExportJob = {
  name: 'account-export',
  expiry: 'account-export-expiry',
  payload: z.object({ exportId: z.uuid() }),
  queue: {
    retryLimit: 2,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    // A worker that dies mid-export stops its heartbeat; the export is then built elsewhere.
    heartbeatSeconds: 30,
    notify: true,
  },
} as const;

/** A finished export can be downloaded this long. */
export const EXPORT_KEPT_MS = ACCOUNT_EXPORT_KEPT_HOURS * 60 * 60 * 1000;

/** Creates both queues; harmless when they exist. */
export async function createAccountExportQueues(boss: Pick<PgBoss, 'createQueue'>): Promise<void> {
  await boss.createQueue(accountExportJob.name, accountExportJob.queue);
  await boss.createQueue(accountExportJob.expiry, { retryLimit: 5, retryDelay: 60 });
}

/** pg-boss's database access through the caller's transaction: the job commits with it. */
function inTransaction(trx: DB) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}

/** Sends the build job in the caller's transaction, so an export never exists without its job. */
export async function enqueueAccountExport(
  boss: Pick<PgBoss, 'send'>,
  trx: DB,
  exportId: string,
): Promise<void> {
  await boss.send(accountExportJob.name, { exportId }, { db: inTransaction(trx) });
}

export interface AccountExportWorkerOptions {
  boss: PgBoss;
  db: DB;
  /** Where the zips go (`accountExportDir(DATA_DIR)`). */
  dir: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Builds one export: the zip first, then the row says it is ready, and its expiry is sent in
 * that transaction. An export replaced or deleted meanwhile (a new request, the account deleted)
 * leaves no file behind: its row is no longer `building`, and the zip just written is removed.
 */
export async function buildAccountExport(
  {
    boss,
    db,
    dir,
  }: Pick<AccountExportWorkerOptions, 'db' | 'dir'> & {
    boss: Pick<PgBoss, 'send'>;
  },
  exportId: string,
): Promise<'ready' | 'gone'> {
  const row = await db
    .selectFrom('account_exports')
    .select(['user_id'])
    .where('id', '=', exportId)
    .where('status', '=', 'building')
    .executeTakeFirst();
  if (!row) return 'gone';
  const written = await writeAccountExport(db, row.user_id, dir, exportId);
  if (!written) return 'gone';
  const ready = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('account_exports')
      .set({
        status: 'ready',
        size_bytes: written.sizeBytes,
        ready_at: sql<Date>`now()`,
        expires_at: sql<Date>`now() + make_interval(secs => ${EXPORT_KEPT_MS / 1000})`,
      })
      .where('id', '=', exportId)
      .where('status', '=', 'building')
      .returning('expires_at')
      .executeTakeFirst();
    if (!updated?.expires_at) return false;
    await boss.send(
      accountExportJob.expiry,
      { exportId },
      { startAfter: updated.expires_at, db: inTransaction(trx) },
    );
    return true;
  });
  if (!ready) {
    await removeExportFiles(dir, exportId);
    return 'gone';
  }
  return 'ready';
}

/** Removes an expired export's row (unless a newer export replaced it already) and its zip. */
export async function expireAccountExport(db: DB, dir: string, exportId: string): Promise<void> {
  await db
    .deleteFrom('account_exports')
    .where('id', '=', exportId)
    .where('status', '=', 'ready')
    .execute();
  await removeExportFiles(dir, exportId);
}

/** Exports whose expiry passed without their job (a queue emptied by hand): gone too. */
async function removeLapsedExports(db: DB, dir: string): Promise<void> {
  const lapsed = await db
    .deleteFrom('account_exports')
    .where('expires_at', '<', sql<Date>`now()`)
    .returning('id')
    .execute();
  for (const { id } of lapsed) await removeExportFiles(dir, id);
}

/**
 * Works both queues in this process (`ROLE` all or worker); answers how to stop: no new jobs
 * taken, and the builds under way finish.
 */
export async function startAccountExportWorker(
  options: AccountExportWorkerOptions,
): Promise<() => Promise<void>> {
  const { boss, db, dir, log } = options;
  await createAccountExportQueues(boss);
  await removeLapsedExports(db, dir).catch((error: unknown) =>
    log.warn({ err: error }, 'could not remove lapsed data exports'),
  );

  async function build(job: JobWithMetadata<unknown>) {
    const { exportId } = accountExportJob.payload.parse(job.data);
    try {
      await buildAccountExport(options, exportId);
    } catch (error) {
      if (job.retryCount < job.retryLimit) {
        log.warn({ err: error, exportId }, 'data export failed, will retry');
        throw error;
      }
      log.error({ err: error, exportId }, 'data export failed');
      await db
        .updateTable('account_exports')
        .set({ status: 'failed' })
        .where('id', '=', exportId)
        .where('status', '=', 'building')
        .execute();
    }
  }

  await boss.work(
    accountExportJob.name,
    { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 2 },
    async ([job]) => {
      if (job) await build(job);
    },
  );
  await boss.work(accountExportJob.expiry, { batchSize: 10 }, async (jobs) => {
    for (const job of jobs) {
      await expireAccountExport(db, dir, accountExportJob.payload.parse(job.data).exportId);
    }
  });
  return async () => {
    await Promise.all(
      [accountExportJob.name, accountExportJob.expiry].map((name) =>
        boss.offWork(name, { wait: true }),
      ),
    );
  };
}
