import type { ReportListQuery, ReportMetadata, ReportType } from '@idealens/shared/reports';
import { type Selectable, sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import type { ReportsTable } from '../../db/schema.ts';
import { isUuid } from '../../db/uuid.ts';
import { inWorkspace, readableBy } from '../teams/membership.ts';

export type ReportRow = Selectable<ReportsTable>;

export interface NewReport {
  userId: string;
  taskId: string;
  reportTitle: string;
  userMessage: string;
  reportType: ReportType;
  compositeScore: number | null;
  analysisContent: unknown;
  metadata: ReportMetadata;
  /** The team library it is filed in; none: its author's personal reports. */
  teamId?: string | null;
}

/** Files a task's report; a task files at most one (a repeated call changes nothing). */
export async function insertReport(db: DB, report: NewReport): Promise<void> {
  await db
    .insertInto('reports')
    .values({
      user_id: report.userId,
      task_id: report.taskId,
      report_title: report.reportTitle,
      user_message: report.userMessage,
      report_type: report.reportType,
      composite_score: report.compositeScore,
      analysis_content: JSON.stringify(report.analysisContent),
      metadata: JSON.stringify(report.metadata),
      team_id: report.teamId ?? null,
    })
    .onConflict((oc) => oc.column('task_id').doNothing())
    .execute();
}

/** `%` and `_` in what people type are literal characters, not wildcards. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export type ReportListRow = Pick<
  ReportRow,
  'id' | 'report_title' | 'user_message' | 'created_at' | 'report_type' | 'composite_score'
> & { tools_used: string[] | null };

/**
 * One page of a user's reports, searched (case-insensitive substring of title or message) or the
 * one a task became (`taskId`), and
 * sorted with the id as tiebreaker, so consecutive pages neither overlap nor skip. Titles sort
 * without regard to case. One round trip: the total rides along on each row of the page, read
 * once by an uncorrelated subquery from the user's trigger-kept report count (migration 0008), or
 * for a search or a task by counting what it matches; only a page without rows (no reports, or past the
 * last page) asks for the total on its own.
 */
export async function listReports(
  db: DB,
  userId: string,
  query: ReportListQuery,
): Promise<{ reports: ReportListRow[]; totalCount: number }> {
  // The report a task became is found in whichever workspace it is, while the user may read it
  // (a team task's result page exports and shares it as that report); lists keep to one workspace.
  let base =
    query.taskId && query.teamId === undefined
      ? db
          .selectFrom('reports')
          .where('task_id', '=', query.taskId)
          .where(readableBy('reports', userId))
      : db.selectFrom('reports').where(inWorkspace('reports', userId, query.teamId));
  if (query.taskId) base = base.where('task_id', '=', query.taskId);
  const search = query.search?.trim();
  // The trigger-kept count is of personal reports: a team's library is counted when listed.
  const filtered = Boolean(search) || Boolean(query.taskId) || query.teamId !== undefined;
  if (search) {
    const pattern = containsPattern(search);
    base = base.where((eb) =>
      eb.or([eb('report_title', 'ilike', pattern), eb('user_message', 'ilike', pattern)]),
    );
  }
  const total = filtered
    ? sql<string>`(${base.select((eb) => eb.fn.countAll().as('n'))})`
    : sql<string>`(SELECT coalesce(max(reports), 0) FROM report_counts WHERE user_id = ${userId})`;
  const direction = query.sortOrder;
  const sorted =
    query.sortBy === 'reportTitle'
      ? base.orderBy(sql`lower(report_title)`, direction).orderBy('id', direction)
      : base.orderBy('created_at', direction).orderBy('id', direction);

  const rows = await sorted
    .select([
      'id',
      'report_title',
      'user_message',
      'created_at',
      'report_type',
      'composite_score',
      sql<string[] | null>`metadata -> 'toolsUsed'`.as('tools_used'),
      total.as('total_count'),
    ])
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const totalCount = Number(
    rows[0]?.total_count ?? (await sql<{ n: string }>`SELECT ${total} AS n`.execute(db)).rows[0]?.n,
  );
  return { reports: rows.map(({ total_count: _, ...report }) => report), totalCount };
}

/**
 * A report the user may read: their personal one, or one in a team they are in. Undefined for
 * anyone else's, an unknown id or one that is no UUID.
 */
export function findReport(db: DB, userId: string, id: string): Promise<ReportRow | undefined> {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return db
    .selectFrom('reports')
    .selectAll()
    .where('id', '=', id)
    .where(readableBy('reports', userId))
    .executeTakeFirst();
}

/**
 * Deletes a report the user wrote and can still read, or one in the team they own; answers the
 * id of the task that filed it (null when that task was deleted before), or undefined when no
 * such report has this id.
 */
export async function deleteReport(
  db: DB,
  userId: string,
  id: string,
): Promise<{ taskId: string | null } | undefined> {
  if (!isUuid(id)) return undefined;
  const deleted = await db
    .deleteFrom('reports')
    .where('id', '=', id)
    .where(readableBy('reports', userId))
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb.exists(
          eb
            .selectFrom('team_members as owner')
            .select('owner.user_id')
            .whereRef('owner.team_id', '=', 'reports.team_id')
            .where('owner.user_id', '=', userId)
            .where('owner.role', '=', 'owner'),
        ),
      ]),
    )
    .returning('task_id')
    .executeTakeFirst();
  return deleted ? { taskId: deleted.task_id } : undefined;
}
