import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@idealens/shared/errors';
import { plansIncluding, tierIncludes } from '@idealens/shared/plans';
import type { Language } from '@idealens/shared/simple-report';
import { TeamErrorCode } from '@idealens/shared/team-codes';
import {
  type CreateTeamInvite,
  type InvitePreview,
  MAX_TEAM_MEMBERS,
  TEAM_INVITE_DAYS,
  type TeamDetailData,
  type TeamInvite,
  type TeamPointsHistory,
  type TeamSummary,
} from '@idealens/shared/teams';
import { sql } from 'kysely';
import type { DB } from '../../db/database.ts';
import { isUuid } from '../../db/uuid.ts';
import { DomainError } from '../../domain-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  hashShareToken,
  isShareTokenShaped,
  newShareToken,
  sealShareToken,
  unsealShareToken,
} from '../shares/share-token.ts';
import { findPlan } from '../users/repository.ts';
import { teamInviteMail } from './invite-mail.ts';
import { type Membership, requireMembership, teamNotFound } from './membership.ts';
import {
  lockTeam,
  membersOf,
  openInvitesOf,
  poolHistory,
  seatsTaken,
  type TeamRow,
  teamsOf,
} from './repository.ts';

// Team workspaces (issue 23, ADR 034): a Max user's team, its members and invitations, its pool.

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (value: Date | string) => new Date(value).toISOString();

export interface TeamServiceOptions {
  db: DB;
  mailer: Pick<Mailer, 'send'>;
  /** Where invitation links point: `<publicUrl>/invites/<token>`. */
  publicUrl: string;
  /** The 32-byte key that seals invitation tokens, the same in every process. */
  sealingKey: () => Promise<Buffer>;
  log: { warn(details: object, message: string): void };
}

export type TeamService = ReturnType<typeof createTeamService>;

function teamToolsRequired(): DomainError {
  const plans = plansIncluding('team_tools');
  const named = new Intl.ListFormat('en-US', { type: 'conjunction' }).format(plans);
  return new DomainError(
    'forbidden',
    ErrorCode.PLAN_REQUIRED,
    `Team workspaces come with the ${named} plan${plans.length > 1 ? 's' : ''}.`,
  );
}

const ownerRequired = () =>
  new DomainError(
    'forbidden',
    TeamErrorCode.TEAM_OWNER_REQUIRED,
    "Only the team's owner can do this.",
  );

const teamExists = (whose: 'you' | 'they') =>
  new DomainError(
    'conflict',
    TeamErrorCode.TEAM_EXISTS,
    whose === 'you'
      ? 'You own a team already: one team per owner.'
      : 'That member owns another team already: one team per owner.',
  );

const memberNotFound = () =>
  new DomainError('not_found', TeamErrorCode.MEMBER_NOT_FOUND, 'This person is not in the team.');

const inviteNotFound = () =>
  new DomainError(
    'not_found',
    TeamErrorCode.INVITE_NOT_FOUND,
    'This invitation does not exist or was withdrawn.',
  );

const teamFull = () =>
  new DomainError(
    'conflict',
    TeamErrorCode.TEAM_FULL,
    `A team has at most ${MAX_TEAM_MEMBERS} people, open invitations included.`,
  );

/** Whether a database error is a unique index refusing a row (a race lost, a rule kept). */
const isUniqueViolation = (error: unknown, index: string) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === index;

function summaryOf(row: TeamRow): TeamSummary {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    memberCount: Number(row.member_count),
    points: row.points,
    owner: { name: row.owner_name, email: row.owner_email },
    createdAt: iso(row.created_at),
  };
}

export function createTeamService(options: TeamServiceOptions) {
  const { db } = options;
  let key: Buffer | undefined;
  const keyOf = async () => {
    key ??= await options.sealingKey();
    return key;
  };
  const linkOf = (token: string) => `${options.publicUrl.replace(/\/$/, '')}/invites/${token}`;

  async function requireOwner(teamId: string, userId: string): Promise<Membership> {
    const membership = await requireMembership(db, teamId, userId);
    if (membership.role !== 'owner') throw ownerRequired();
    return membership;
  }

  async function detail(teamId: string, userId: string): Promise<TeamDetailData> {
    const [row] = await teamsOf(db, userId, teamId);
    if (!row) throw teamNotFound();
    const [members, invites] = await Promise.all([
      membersOf(db, teamId),
      row.role === 'owner' ? openInvitesOf(db, teamId) : [],
    ]);
    const sealing = invites.length > 0 ? await keyOf() : undefined;
    return {
      ...summaryOf(row),
      members: members.map((member) => ({
        userId: member.user_id,
        name: member.name,
        email: member.email,
        role: member.role,
        joinedAt: iso(member.joined_at),
        pointsSpent: Number(member.points_spent),
      })),
      invites: invites.map(
        (invite): TeamInvite => ({
          id: invite.id,
          email: invite.email,
          link: linkOf(unsealShareToken(sealing as Buffer, invite.sealed_token, invite.id)),
          createdAt: iso(invite.created_at),
          expiresAt: iso(invite.expires_at),
        }),
      ),
    };
  }

  return {
    /** The teams the user is in. */
    async listTeams(userId: string): Promise<TeamSummary[]> {
      return (await teamsOf(db, userId)).map(summaryOf);
    },

    teamDetail: (userId: string, teamId: string) =>
      isUuid(teamId) ? detail(teamId, userId) : Promise.reject(teamNotFound()),

    /** A Max user's team, owned by them: one per owner. */
    async createTeam(userId: string, name: string): Promise<TeamDetailData> {
      const plan = await findPlan(db, userId);
      if (!tierIncludes(plan.tier, 'team_tools')) throw teamToolsRequired();
      try {
        const teamId = await db.transaction().execute(async (trx) => {
          const team = await trx
            .insertInto('teams')
            .values({ name: name.trim() })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('team_members')
            .values({ team_id: team.id, user_id: userId, role: 'owner' })
            .execute();
          await recordAudit(trx, userId, 'team.created', { teamId: team.id });
          return team.id;
        });
        return await detail(teamId, userId);
      } catch (error) {
        if (isUniqueViolation(error, 'team_members_owns_one')) throw teamExists('you');
        throw error;
      }
    },

    async renameTeam(userId: string, teamId: string, name: string): Promise<TeamDetailData> {
      await requireOwner(teamId, userId);
      await db
        .updateTable('teams')
        .set({ name: name.trim(), updated_at: sql`now()` })
        .where('id', '=', teamId)
        .execute();
      return detail(teamId, userId);
    },

    /**
     * Deletes the team: its members leave, its invitations stop working, and its reports and
     * tasks go back to their authors' personal workspaces (the foreign keys set them free).
     */
    async deleteTeam(userId: string, teamId: string): Promise<void> {
      await requireOwner(teamId, userId);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('teams').where('id', '=', teamId).execute();
        await recordAudit(trx, userId, 'team.deleted', { teamId });
      });
    },

    /**
     * Invites an address: a single-use link, mailed in `language` and answered for the owner to
     * copy. An open invitation to the same address is replaced (its old link stops working).
     */
    async invite(
      userId: string,
      teamId: string,
      body: CreateTeamInvite,
      language: Language,
    ): Promise<TeamInvite> {
      await requireOwner(teamId, userId);
      const email = body.email.trim().toLowerCase();
      const token = newShareToken();
      const sealing = await keyOf();
      const created = await db.transaction().execute(async (trx) => {
        await lockTeam(trx, teamId);
        const member = await trx
          .selectFrom('team_members as m')
          .innerJoin('users as u', 'u.id', 'm.user_id')
          .select('m.user_id')
          .where('m.team_id', '=', teamId)
          .where(sql<boolean>`lower(u.email) = ${email}`)
          .executeTakeFirst();
        if (member) {
          throw new DomainError(
            'conflict',
            TeamErrorCode.ALREADY_MEMBER,
            'This address belongs to a member of the team already.',
          );
        }
        await trx
          .deleteFrom('team_invites')
          .where('team_id', '=', teamId)
          .where('email', '=', email)
          .where('accepted_at', 'is', null)
          .execute();
        if ((await seatsTaken(trx, teamId)) >= MAX_TEAM_MEMBERS) throw teamFull();
        const id = randomUUID();
        const row = await trx
          .insertInto('team_invites')
          .values({
            id,
            team_id: teamId,
            email,
            token_hash: hashShareToken(token),
            sealed_token: sealShareToken(sealing, token, id),
            invited_by: userId,
            expires_at: new Date(Date.now() + TEAM_INVITE_DAYS * DAY_MS),
          })
          .returning(['id', 'created_at', 'expires_at'])
          .executeTakeFirstOrThrow();
        await recordAudit(trx, userId, 'team.member_invited', { teamId, inviteId: id });
        const names = await trx
          .selectFrom('teams')
          .innerJoin('users', (join) => join.on('users.id', '=', userId))
          .select(['teams.name as team', 'users.name', 'users.email'])
          .where('teams.id', '=', teamId)
          .executeTakeFirstOrThrow();
        return { ...row, ...names };
      });
      const invite: TeamInvite = {
        id: created.id,
        email,
        link: linkOf(token),
        createdAt: iso(created.created_at),
        expiresAt: iso(created.expires_at),
      };
      // The link is in the answer too: a mail that fails is logged, and the owner can copy it.
      try {
        await options.mailer.send(
          teamInviteMail(language, {
            to: email,
            team: created.team,
            inviter: created.name ?? created.email ?? 'IdeaLens',
            link: invite.link,
            expiresAt: new Date(created.expires_at),
          }),
        );
      } catch (error) {
        options.log.warn({ err: error, inviteId: created.id }, 'team invitation mail not sent');
      }
      return invite;
    },

    async withdrawInvite(
      userId: string,
      teamId: string,
      inviteId: string,
    ): Promise<TeamDetailData> {
      await requireOwner(teamId, userId);
      const deleted = isUuid(inviteId)
        ? await db
            .deleteFrom('team_invites')
            .where('id', '=', inviteId)
            .where('team_id', '=', teamId)
            .where('accepted_at', 'is', null)
            .returning('id')
            .executeTakeFirst()
        : undefined;
      if (!deleted) throw inviteNotFound();
      return detail(teamId, userId);
    },

    /**
     * The owner removes a member, or a member leaves (their own id). From the moment this commits
     * they see nothing of the team; share links they made of its reports stop working.
     */
    async removeMember(actorId: string, teamId: string, memberId: string): Promise<void> {
      const actor = await requireMembership(db, teamId, actorId);
      if (memberId !== actorId && actor.role !== 'owner') throw ownerRequired();
      if (memberId === actor.ownerId) {
        throw new DomainError(
          'conflict',
          TeamErrorCode.OWNER_CANNOT_LEAVE,
          'The owner cannot leave the team: make another member the owner, or delete the team.',
        );
      }
      await db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('team_members')
          .where('team_id', '=', teamId)
          .where('user_id', '=', memberId)
          .where('role', '=', 'member')
          .returning('user_id')
          .executeTakeFirst();
        if (!removed) throw memberNotFound();
        await trx
          .deleteFrom('report_shares')
          .where('report_id', 'in', (eb) =>
            eb
              .selectFrom('reports')
              .select('id')
              .where('team_id', '=', teamId)
              .where('user_id', '=', memberId),
          )
          .execute();
        await recordAudit(
          trx,
          actorId,
          memberId === actorId ? 'team.left' : 'team.member_removed',
          { teamId, memberId },
        );
      });
    },

    /** Hands the team, and with it the pool, to another member; the owner becomes a member. */
    async transferOwnership(
      userId: string,
      teamId: string,
      newOwnerId: string,
    ): Promise<TeamDetailData> {
      await requireOwner(teamId, userId);
      if (newOwnerId !== userId) {
        try {
          await db.transaction().execute(async (trx) => {
            await lockTeam(trx, teamId);
            const target = await trx
              .selectFrom('team_members')
              .select('role')
              .where('team_id', '=', teamId)
              .where('user_id', '=', newOwnerId)
              .executeTakeFirst();
            if (!target) throw memberNotFound();
            await trx
              .updateTable('team_members')
              .set({ role: 'member' })
              .where('team_id', '=', teamId)
              .where('user_id', '=', userId)
              .execute();
            await trx
              .updateTable('team_members')
              .set({ role: 'owner' })
              .where('team_id', '=', teamId)
              .where('user_id', '=', newOwnerId)
              .execute();
            await recordAudit(trx, userId, 'team.ownership_transferred', {
              teamId,
              newOwnerId,
            });
          });
        } catch (error) {
          if (isUniqueViolation(error, 'team_members_owns_one')) throw teamExists('they');
          throw error;
        }
      }
      return detail(teamId, userId);
    },

    /** The team's spending from its pool: who spent what, newest first. */
    async pointsHistory(
      userId: string,
      teamId: string,
      page: number,
      limit: number,
    ): Promise<TeamPointsHistory['data']> {
      await requireMembership(db, teamId, userId);
      const { rows, total } = await poolHistory(db, teamId, page, limit);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          at: iso(row.created_at),
          delta: row.delta,
          reason: row.reason,
          spentBy:
            row.reason === 'grant'
              ? null
              : { userId: row.spent_by, name: row.spender_name ?? row.spender_email },
          taskName: row.task_name,
        })),
        pagination: { current: page, total: Math.ceil(total / limit), totalCount: total },
      };
    },

    /** What an invitation offers, for whoever holds its link. */
    async previewInvite(token: string): Promise<InvitePreview['data']> {
      if (!isShareTokenShaped(token)) throw inviteNotFound();
      const row = await db
        .selectFrom('team_invites as i')
        .innerJoin('teams as t', 't.id', 'i.team_id')
        .leftJoin('users as u', 'u.id', 'i.invited_by')
        .select([
          't.name as team_name',
          'u.name as inviter_name',
          'u.email as inviter_email',
          'i.email',
          'i.expires_at',
          'i.accepted_at',
        ])
        .where('i.token_hash', '=', hashShareToken(token))
        .executeTakeFirst();
      if (!row) throw inviteNotFound();
      return {
        teamName: row.team_name,
        invitedBy: row.inviter_name ?? row.inviter_email,
        email: row.email,
        expiresAt: iso(row.expires_at),
        status:
          row.accepted_at !== null
            ? 'used'
            : new Date(row.expires_at).getTime() <= Date.now()
              ? 'expired'
              : 'open',
      };
    },

    /**
     * Joins the team of an open invitation (single use: whoever accepts it first). Accepting one
     * already accepted by the caller, or joining a team they are in, answers the same.
     */
    async acceptInvite(
      userId: string,
      token: string,
    ): Promise<{ teamId: string; teamName: string }> {
      if (!isShareTokenShaped(token)) throw inviteNotFound();
      return db.transaction().execute(async (trx) => {
        const invite = await trx
          .selectFrom('team_invites as i')
          .innerJoin('teams as t', 't.id', 'i.team_id')
          .select([
            'i.id',
            'i.team_id',
            't.name',
            'i.accepted_by',
            'i.accepted_at',
            sql<boolean>`i.expires_at <= now()`.as('expired'),
          ])
          .where('i.token_hash', '=', hashShareToken(token))
          .forUpdate()
          .executeTakeFirst();
        if (!invite) throw inviteNotFound();
        const joined = { teamId: invite.team_id, teamName: invite.name };
        if (invite.accepted_at !== null) {
          if (invite.accepted_by === userId) return joined;
          throw new DomainError(
            'conflict',
            TeamErrorCode.INVITE_USED,
            'This invitation was accepted already. Ask the team’s owner for a new one.',
          );
        }
        if (invite.expired) {
          throw new DomainError(
            'gone',
            TeamErrorCode.INVITE_EXPIRED,
            'This invitation has expired. Ask the team’s owner for a new one.',
          );
        }
        await lockTeam(trx, invite.team_id);
        const member = await trx
          .selectFrom('team_members')
          .select('role')
          .where('team_id', '=', invite.team_id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!member) {
          const { count } = await trx
            .selectFrom('team_members')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('team_id', '=', invite.team_id)
            .executeTakeFirstOrThrow();
          if (Number(count) >= MAX_TEAM_MEMBERS) throw teamFull();
          await trx
            .insertInto('team_members')
            .values({ team_id: invite.team_id, user_id: userId, role: 'member' })
            .execute();
          await recordAudit(trx, userId, 'team.joined', {
            teamId: invite.team_id,
            inviteId: invite.id,
          });
        }
        await trx
          .updateTable('team_invites')
          .set({ accepted_at: sql`now()`, accepted_by: userId })
          .where('id', '=', invite.id)
          .execute();
        return joined;
      });
    },
  };
}
