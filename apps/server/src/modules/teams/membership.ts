import { TeamErrorCode } from '@idealens/shared/team-codes';
import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import { isUuid } from '../../db/uuid.ts';
import { DomainError } from '../../domain-error.ts';

// Who may see and spend in a team's workspace (issue 23, ADR 034): its current members, read from
// the database at every request, so a removed member loses access the moment removal commits.

export interface Membership {
  teamId: string;
  role: 'owner' | 'member';
  /** Whose points are the team's pool. */
  ownerId: string;
}

/** The caller's membership of a team; undefined when they are not in it (or it does not exist). */
export async function membershipOf(
  db: DB,
  teamId: string,
  userId: string,
  { lock = false } = {},
): Promise<Membership | undefined> {
  if (!isUuid(teamId)) return undefined;
  let query = db
    .selectFrom('team_members as m')
    .innerJoin('team_members as o', (join) =>
      join.onRef('o.team_id', '=', 'm.team_id').on('o.role', '=', 'owner'),
    )
    .select(['m.team_id', 'm.role', 'o.user_id as owner_id'])
    .where('m.team_id', '=', teamId)
    .where('m.user_id', '=', userId);
  // Within a transaction that acts on the membership: both rows are held until it ends.
  if (lock) query = query.forShare();
  const row = await query.executeTakeFirst();
  return row && { teamId: row.team_id, role: row.role, ownerId: row.owner_id };
}

/** A team the caller is not in answers as one that does not exist. */
export const teamNotFound = () =>
  new DomainError('not_found', TeamErrorCode.TEAM_NOT_FOUND, 'This team does not exist.');

/** The caller's membership, or the refusal of a team they are not in. */
export async function requireMembership(
  db: DB,
  teamId: string,
  userId: string,
  options: { lock?: boolean } = {},
) {
  const membership = await membershipOf(db, teamId, userId, options);
  if (!membership) throw teamNotFound();
  return membership;
}

/** The ids of the teams a user is in (one query, for reading many tasks' visibility at once). */
export async function teamIdsOf(db: DB, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('team_members')
    .select('team_id')
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.team_id));
}

/**
 * A where-clause for rows in a workspace: the team's (the caller must be a member: check first),
 * or the caller's personal ones (theirs, in no team).
 */
export const inWorkspace = (
  table: 'reports' | 'analysis_tasks',
  userId: string,
  teamId: string | undefined,
) =>
  teamId === undefined
    ? sql<boolean>`${sql.ref(`${table}.user_id`)} = ${userId} AND ${sql.ref(`${table}.team_id`)} IS NULL`
    : sql<boolean>`${sql.ref(`${table}.team_id`)} = ${teamId}`;

/**
 * A where-clause for one row the caller may read: their personal one, or one of a team they are
 * in (theirs or another member's). `table` names the table (or alias) with `user_id`, `team_id`.
 */
export const readableBy = (table: 'reports' | 'analysis_tasks', userId: string) => {
  const teamId = sql.ref(`${table}.team_id`);
  return sql<boolean>`(CASE WHEN ${teamId} IS NULL THEN ${sql.ref(`${table}.user_id`)} = ${userId}
    ELSE EXISTS (SELECT 1 FROM team_members tm WHERE tm.team_id = ${teamId} AND tm.user_id = ${userId}) END)`;
};
