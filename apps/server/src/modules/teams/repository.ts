import type { TeamRole } from '@idealens/shared/teams';
import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import { ledgerTaskId } from '../points/history.ts';

// The teams' tables (migration 0018): teams, their members and their invitations.

export interface TeamRow {
  id: string;
  name: string;
  role: TeamRole;
  member_count: string;
  points: number;
  owner_name: string | null;
  owner_email: string | null;
  created_at: Date;
}

/** The teams a user is in, with their role, size and pool; the one they own first. */
export function teamsOf(db: DB, userId: string, teamId?: string): Promise<TeamRow[]> {
  let query = db
    .selectFrom('team_members as me')
    .innerJoin('teams as t', 't.id', 'me.team_id')
    .innerJoin('team_members as o', (join) =>
      join.onRef('o.team_id', '=', 't.id').on('o.role', '=', 'owner'),
    )
    .innerJoin('users as owner', 'owner.id', 'o.user_id')
    .select([
      't.id',
      't.name',
      'me.role',
      sql<string>`(SELECT count(*) FROM team_members c WHERE c.team_id = t.id)`.as('member_count'),
      'owner.analysis_points as points',
      'owner.name as owner_name',
      'owner.email as owner_email',
      't.created_at',
    ])
    .where('me.user_id', '=', userId);
  if (teamId !== undefined) query = query.where('t.id', '=', teamId);
  return query
    .orderBy(sql`me.role = 'owner'`, 'desc')
    .orderBy('t.created_at')
    .orderBy('t.id')
    .execute() as Promise<TeamRow[]>;
}

/** A team's members, owner first, each with the points they spent from its pool. */
export function membersOf(db: DB, teamId: string) {
  return db
    .selectFrom('team_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'm.user_id',
      'm.role',
      'm.joined_at',
      'u.name',
      'u.email',
      sql<string>`coalesce((SELECT -sum(l.delta) FROM points_ledger l
        WHERE l.team_id = m.team_id AND l.spent_by = m.user_id), 0)`.as('points_spent'),
    ])
    .where('m.team_id', '=', teamId)
    .orderBy(sql`m.role = 'owner'`, 'desc')
    .orderBy('m.joined_at')
    .orderBy('m.user_id')
    .execute();
}

/** A team's open invitations (not accepted, not expired), oldest first. */
export function openInvitesOf(db: DB, teamId: string) {
  return db
    .selectFrom('team_invites')
    .select(['id', 'email', 'sealed_token', 'created_at', 'expires_at'])
    .where('team_id', '=', teamId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Locks the team's row for the rest of the transaction: its size cannot race. */
export async function lockTeam(trx: DB, teamId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('teams')
    .select('id')
    .where('id', '=', teamId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Members plus open invitations: what the size limit counts. */
export async function seatsTaken(trx: DB, teamId: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT (SELECT count(*) FROM team_members WHERE team_id = ${teamId})
      + (SELECT count(*) FROM team_invites
         WHERE team_id = ${teamId} AND accepted_at IS NULL AND expires_at > now()) AS n
  `.execute(trx);
  return Number(rows[0]?.n ?? 0);
}

/** The team's spending from its pool, newest first, with who spent and on what. */
export async function poolHistory(db: DB, teamId: string, page: number, limit: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('points_ledger as l')
      .leftJoin('users as u', 'u.id', 'l.spent_by')
      .leftJoin('analysis_tasks as t', (join) => join.on('t.id', '=', ledgerTaskId))
      .select([
        'l.id',
        'l.delta',
        'l.reason',
        'l.created_at',
        'l.spent_by',
        'u.name as spender_name',
        'u.email as spender_email',
        't.name as task_name',
      ])
      .where('l.team_id', '=', teamId)
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('points_ledger')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('team_id', '=', teamId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
