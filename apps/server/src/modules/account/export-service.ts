import type { ReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { AccountErrorCode, type AccountExport } from '@idealens/shared/account';
import type { Selectable } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { DB } from '../../db/database.ts';
import type { AccountExportsTable } from '../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { exportDownloadName, exportFilePath, removeExportFiles } from './export-files.ts';
import { createAccountExportQueues, enqueueAccountExport } from './export-job.ts';

/**
 * A build still "building" after this long was lost (its worker died on the last attempt): it
 * reads as failed, and asking again starts a new one. Builds take seconds; the job expires at 15
 * minutes.
 */
const LOST_BUILD_MS = 30 * 60 * 1000;

type ExportRow = Selectable<AccountExportsTable>;

/** What the API says of an export row (none once it expired). */
function exportState(row: ExportRow | undefined, now: Date): AccountExport {
  if (!row) return { status: 'none' };
  const requestedAt = new Date(row.requested_at);
  switch (row.status) {
    case 'building':
      return now.getTime() - requestedAt.getTime() > LOST_BUILD_MS
        ? { status: 'failed', requestedAt: requestedAt.toISOString() }
        : { status: 'building', requestedAt: requestedAt.toISOString() };
    case 'failed':
      return { status: 'failed', requestedAt: requestedAt.toISOString() };
    case 'ready': {
      if (!row.ready_at || !row.expires_at || row.expires_at <= now) return { status: 'none' };
      return {
        status: 'ready',
        requestedAt: requestedAt.toISOString(),
        readyAt: row.ready_at.toISOString(),
        expiresAt: row.expires_at.toISOString(),
        sizeBytes: Number(row.size_bytes ?? 0),
        fileName: exportDownloadName(row.ready_at),
      };
    }
  }
}

const notReady = () =>
  new DomainError(
    'not_found',
    AccountErrorCode.EXPORT_NOT_READY,
    'There is no data export ready to download. Ask for a new one.',
  );

export interface AccountExportServiceOptions {
  db: DB;
  boss: Pick<PgBoss, 'send' | 'createQueue'>;
  /** Where the zips are (`accountExportDir(DATA_DIR)`), shared with the workers that build them. */
  dir: string;
}

/** A ready export's file, opened: it stays readable even if it is removed meanwhile. */
export interface ExportDownload {
  stream: ReadStream;
  fileName: string;
  sizeBytes: number;
}

/** The signed-in user's data export (API.md, "Account"). */
export function createAccountExportService({ db, boss, dir }: AccountExportServiceOptions) {
  // Made once per process, at the first request (building the app touches no queue).
  let queuesReady: Promise<void> | undefined;
  const ensureQueues = () => {
    queuesReady ??= createAccountExportQueues(boss).catch((error: unknown) => {
      queuesReady = undefined;
      throw error;
    });
    return queuesReady;
  };

  const findExport = (trx: DB, userId: string) =>
    trx.selectFrom('account_exports').selectAll().where('user_id', '=', userId).executeTakeFirst();

  return {
    async state(userId: string, now = new Date()): Promise<AccountExport> {
      return exportState(await findExport(db, userId), now);
    },

    /**
     * Starts building a new export, replacing the last one; while one is building, asking again
     * answers that one. The row, its job and the audit row commit together.
     */
    async request(userId: string, now = new Date()): Promise<AccountExport> {
      await ensureQueues();
      const { row, replaced } = await db.transaction().execute(async (trx) => {
        // One request per user at a time: the user's row is the lock (deletion takes it too).
        await trx
          .selectFrom('users')
          .select('id')
          .where('id', '=', userId)
          .forNoKeyUpdate()
          .executeTakeFirst();
        const current = await findExport(trx, userId);
        if (current && exportState(current, now).status === 'building') {
          return { row: current, replaced: undefined };
        }
        if (current) await trx.deleteFrom('account_exports').where('id', '=', current.id).execute();
        const created = await trx
          .insertInto('account_exports')
          .values({ user_id: userId })
          .returningAll()
          .executeTakeFirstOrThrow();
        await enqueueAccountExport(boss, trx, created.id);
        await recordAudit(trx, userId, 'account.data_export_requested', { exportId: created.id });
        return { row: created, replaced: current?.id };
      });
      if (replaced) await removeExportFiles(dir, replaced);
      return exportState(row, now);
    },

    /** The ready export's zip, for its owner only; EXPORT_NOT_READY otherwise. */
    async download(userId: string, now = new Date()): Promise<ExportDownload> {
      const row = await findExport(db, userId);
      const state = exportState(row, now);
      if (!row || state.status !== 'ready') throw notReady();
      let stream: ReadStream;
      try {
        stream = (await open(exportFilePath(dir, row.id))).createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notReady();
        throw error;
      }
      try {
        await recordAudit(db, userId, 'account.data_exported', {
          exportId: row.id,
          sizeBytes: state.sizeBytes,
        });
      } catch (error) {
        stream.destroy();
        throw error;
      }
      return { stream, fileName: state.fileName, sizeBytes: state.sizeBytes };
    },
  };
}

export type AccountExportService = ReturnType<typeof createAccountExportService>;
