import { type Selectable, sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { ReportSharesTable, ReportsTable } from '../../db/schema.ts';
import { isUuid } from '../../db/uuid.ts';
import { readableBy } from '../teams/membership.ts';

export type ShareRow = Selectable<ReportSharesTable>;

/** What a shared report shows: the report's own fields, none of its owner's, and when it was shared. */
export type SharedReportRow = Pick<
  Selectable<ReportsTable>,
  | 'report_title'
  | 'user_message'
  | 'created_at'
  | 'composite_score'
  | 'report_type'
  | 'analysis_content'
  | 'metadata'
> & { shared_at: Date };

const sharedReportColumns = [
  'reports.report_title',
  'reports.user_message',
  'reports.created_at',
  'reports.composite_score',
  'reports.report_type',
  'reports.analysis_content',
  'reports.metadata',
  'report_shares.created_at as shared_at',
] as const;

/**
 * Whether `userId` wrote the report `id` and can read it (a team's report only while in the team;
 * false for anyone else's, an unknown id or no UUID).
 */
export async function ownsReport(db: DB, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const row = await db
    .selectFrom('reports')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where(readableBy('reports', userId))
    .executeTakeFirst();
  return row !== undefined;
}

/** The report's live link, if it has one. */
export function findShare(db: DB, reportId: string): Promise<ShareRow | undefined> {
  return db
    .selectFrom('report_shares')
    .selectAll()
    .where('report_id', '=', reportId)
    .executeTakeFirst();
}

/**
 * Stores a new link for the report unless it has one already (two owners' clicks at once make
 * one link); answers the link that stands either way.
 */
export async function insertShare(
  db: DB,
  share: { reportId: string; tokenHash: string; sealedToken: string },
): Promise<ShareRow> {
  const inserted = await db
    .insertInto('report_shares')
    .values({
      report_id: share.reportId,
      token_hash: share.tokenHash,
      sealed_token: share.sealedToken,
    })
    .onConflict((oc) => oc.column('report_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  return (
    inserted ??
    (await db
      .selectFrom('report_shares')
      .selectAll()
      .where('report_id', '=', share.reportId)
      .executeTakeFirstOrThrow())
  );
}

/** Gives the report's link a new token (its old one stops opening); its counts stay. */
export async function replaceShareToken(
  db: DB,
  share: { reportId: string; tokenHash: string; sealedToken: string },
): Promise<ShareRow | undefined> {
  return db
    .updateTable('report_shares')
    .set({ token_hash: share.tokenHash, sealed_token: share.sealedToken })
    .where('report_id', '=', share.reportId)
    .returningAll()
    .executeTakeFirst();
}

/** Revokes the report's link; answers whether there was one. */
export async function deleteShare(db: DB, reportId: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('report_shares')
    .where('report_id', '=', reportId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/**
 * The report a link opens, counting the open in the same statement (concurrent opens all count),
 * unless the one opening it is the report's owner; undefined for a token no live link has.
 */
export async function openSharedReport(
  db: DB,
  tokenHash: string,
  viewerId: string | undefined,
): Promise<SharedReportRow | undefined> {
  let counted = db
    .updateTable('report_shares')
    .from('reports')
    .set((eb) => ({
      open_count: eb('report_shares.open_count', '+', 1),
      last_opened_at: sql<Date>`clock_timestamp()`,
    }))
    .whereRef('reports.id', '=', 'report_shares.report_id')
    .where('report_shares.token_hash', '=', tokenHash);
  if (viewerId) counted = counted.where('reports.user_id', '<>', viewerId);
  const opened = await counted.returning(sharedReportColumns).executeTakeFirst();
  if (opened || !viewerId) return opened;
  // Nothing counted for a signed-in viewer: their own link, or no link at all.
  return db
    .selectFrom('report_shares')
    .innerJoin('reports', 'reports.id', 'report_shares.report_id')
    .select(sharedReportColumns)
    .where('report_shares.token_hash', '=', tokenHash)
    .where('reports.user_id', '=', viewerId)
    .executeTakeFirst();
}

/** What a link's page needs for its preview (no open counted); undefined for no live link. */
export function findSharedReport(db: DB, tokenHash: string): Promise<SharedReportRow | undefined> {
  return db
    .selectFrom('report_shares')
    .innerJoin('reports', 'reports.id', 'report_shares.report_id')
    .select(sharedReportColumns)
    .where('report_shares.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
