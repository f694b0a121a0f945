import { z } from 'zod';

// Team workspaces (issue 23, ADR 034): a Max user's team, its members, one points pool (the
// owner's points) and a shared report library. The error codes are in `team-codes.ts`, without zod.

export { TeamErrorCode } from './team-codes.ts';

/** People in a team, owner included; open invitations count towards it. */
export const MAX_TEAM_MEMBERS = 10;
/** How long an invitation link can be accepted. */
export const TEAM_INVITE_DAYS = 7;
export const TEAM_NAME_MAX_LENGTH = 60;

const isoDate = z.string().describe('ISO 8601 date-time');

export const teamRoleSchema = z.enum(['owner', 'member']);
export type TeamRole = z.infer<typeof teamRoleSchema>;

/** `POST /api/teams`, `PATCH /api/teams/{teamId}`. */
export const teamNameSchema = z
  .object({ name: z.string().trim().min(1).max(TEAM_NAME_MAX_LENGTH) })
  .meta({ id: 'TeamName' });
export type TeamNameBody = z.input<typeof teamNameSchema>;

/** A team as its members see it in lists: the caller's role and the pool's balance. */
export const teamSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    role: teamRoleSchema,
    memberCount: z.number().int(),
    /** The pool: the owner's analysis points, which every member spends from. */
    points: z.number().int(),
    owner: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
    createdAt: isoDate,
  })
  .meta({ id: 'TeamSummary' });
export type TeamSummary = z.infer<typeof teamSummarySchema>;

/** `GET /api/teams`: the teams the caller belongs to, the one they own first. */
export const teamListSchema = z
  .object({ success: z.literal(true), data: z.object({ teams: z.array(teamSummarySchema) }) })
  .meta({ id: 'TeamList' });
export type TeamList = z.infer<typeof teamListSchema>;

export const teamMemberSchema = z
  .object({
    userId: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    role: teamRoleSchema,
    joinedAt: isoDate,
    /** Points this member spent from the pool, all time. */
    pointsSpent: z.number().int(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** An open invitation, as its team's owner sees it: with its link, to copy again. */
export const teamInviteSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    /** `<origin>/invites/<token>`: whoever holds it and is signed in can join while it is open. */
    link: z.string(),
    createdAt: isoDate,
    expiresAt: isoDate,
  })
  .meta({ id: 'TeamInvite' });
export type TeamInvite = z.infer<typeof teamInviteSchema>;

/** `GET /api/teams/{teamId}` (and the answer of every change to a team). */
export const teamDetailSchema = z
  .object({
    success: z.literal(true),
    data: teamSummarySchema.extend({
      members: z.array(teamMemberSchema),
      /** Open invitations; empty for members (only the owner sees them). */
      invites: z.array(teamInviteSchema),
    }),
  })
  .meta({ id: 'TeamDetail' });
export type TeamDetail = z.infer<typeof teamDetailSchema>;
export type TeamDetailData = TeamDetail['data'];

export const teamIdParamsSchema = z.object({ teamId: z.string().max(100) });
export const teamMemberParamsSchema = teamIdParamsSchema.extend({ userId: z.string().max(200) });
export const teamInviteParamsSchema = teamIdParamsSchema.extend({ inviteId: z.string().max(100) });
export const inviteTokenParamsSchema = z.object({ token: z.string().max(100) });

/** `POST /api/teams/{teamId}/invites`: the invitation is mailed in `language`. */
export const createTeamInviteSchema = z
  .object({
    email: z.email().max(254),
    language: z.enum(['en-US', 'zh-CN']).optional(),
  })
  .meta({ id: 'CreateTeamInvite' });
export type CreateTeamInvite = z.input<typeof createTeamInviteSchema>;

/** `POST /api/teams/{teamId}/invites` answer: the invitation with its link (also mailed). */
export const createdTeamInviteSchema = z
  .object({ success: z.literal(true), data: teamInviteSchema })
  .meta({ id: 'CreatedTeamInvite' });

/** `POST /api/teams/{teamId}/owner`: hands the team (and its pool) to another member. */
export const transferTeamSchema = z.object({ userId: z.string().min(1).max(200) }).meta({
  id: 'TransferTeam',
});

/** `GET /api/invites/{token}`: what an invitation offers, for anyone holding its link. */
export const invitePreviewSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      teamName: z.string(),
      invitedBy: z.string().nullable(),
      email: z.string(),
      expiresAt: isoDate,
      /** open: can be accepted; the others say why not. */
      status: z.enum(['open', 'expired', 'used']),
    }),
  })
  .meta({ id: 'InvitePreview' });
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** `POST /api/invites/{token}/accept` answer: the team joined (accepting twice is the same). */
export const acceptedInviteSchema = z
  .object({ success: z.literal(true), data: z.object({ teamId: z.uuid(), teamName: z.string() }) })
  .meta({ id: 'AcceptedInvite' });

/** One row of a team's points pool: a grant to its owner, or a member's spending (or its refund). */
export const teamPointsEntrySchema = z.object({
  id: z.string(),
  at: isoDate,
  delta: z.number().int(),
  reason: z.enum(['grant', 'debit', 'refund']),
  /** Who spent (debit/refund); null for grants. */
  spentBy: z.object({ userId: z.string().nullable(), name: z.string().nullable() }).nullable(),
  /** The analysis spent on (its name), while its task exists. */
  taskName: z.string().nullable(),
});
export type TeamPointsEntry = z.infer<typeof teamPointsEntrySchema>;

export const teamPointsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** `GET /api/teams/{teamId}/points`: the team's spending, newest first, paged. */
export const teamPointsHistorySchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      entries: z.array(teamPointsEntrySchema),
      pagination: z.object({
        current: z.number().int(),
        total: z.number().int(),
        totalCount: z.number().int(),
      }),
    }),
  })
  .meta({ id: 'TeamPointsHistory' });
export type TeamPointsHistory = z.infer<typeof teamPointsHistorySchema>;
