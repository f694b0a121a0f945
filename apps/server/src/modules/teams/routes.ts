import { errorBodySchema } from '@idealens/shared/errors';
import {
  acceptedInviteSchema,
  createdTeamInviteSchema,
  createTeamInviteSchema,
  invitePreviewSchema,
  inviteTokenParamsSchema,
  teamDetailSchema,
  teamIdParamsSchema,
  teamInviteParamsSchema,
  teamListSchema,
  teamMemberParamsSchema,
  teamNameSchema,
  teamPointsHistorySchema,
  teamPointsQuerySchema,
  transferTeamSchema,
} from '@idealens/shared/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../pages/language.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { TeamService } from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const ok = z.object({ success: z.literal(true) });
const security = [{ bearerAuth: [] }];
const tags = ['teams'];

/**
 * Team workspaces (API.md, "Teams"): signed-in calls only, never an API key's (403
 * `API_KEY_NOT_ALLOWED` from the auth hook): a key reads and submits in a team's workspace
 * (`teamId`), it does not manage teams. Every answer is the caller's own: `no-store`.
 */
export const teamRoutes: FastifyPluginAsyncZod<{ service: TeamService }> = async (
  app,
  { service },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/api/teams',
    {
      schema: {
        tags,
        security,
        summary: 'The teams you are in, the one you own first',
        response: { 200: teamListSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { teams: await service.listTeams(requireUser(request).id) },
    }),
  );

  app.post(
    '/api/teams',
    {
      schema: {
        tags,
        security,
        summary: 'Make a team (Max plan); you are its owner',
        description:
          'One team per owner (409 `TEAM_EXISTS`); other plans get 403 `PLAN_REQUIRED`. The team’s pool is your analysis points.',
        body: teamNameSchema,
        response: { 201: teamDetailSchema, ...errors, 409: errorBodySchema },
      },
      bodyLimit: 4 * 1024,
    },
    async (request, reply) => {
      const data = await service.createTeam(requireUser(request).id, request.body.name);
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/api/teams/:teamId',
    {
      schema: {
        tags,
        security,
        summary: 'A team you are in: members, the pool, open invitations (owner only)',
        params: teamIdParamsSchema,
        response: { 200: teamDetailSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.teamDetail(requireUser(request).id, request.params.teamId),
    }),
  );

  app.patch(
    '/api/teams/:teamId',
    {
      schema: {
        tags,
        security,
        summary: 'Rename your team (owner)',
        params: teamIdParamsSchema,
        body: teamNameSchema,
        response: { 200: teamDetailSchema, ...errors },
      },
      bodyLimit: 4 * 1024,
    },
    async (request) => ({
      success: true as const,
      data: await service.renameTeam(
        requireUser(request).id,
        request.params.teamId,
        request.body.name,
      ),
    }),
  );

  app.delete(
    '/api/teams/:teamId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete your team (owner): its reports go back to their authors',
        params: teamIdParamsSchema,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await service.deleteTeam(requireUser(request).id, request.params.teamId);
      return { success: true as const };
    },
  );

  app.post(
    '/api/teams/:teamId/invites',
    {
      schema: {
        tags,
        security,
        summary: 'Invite someone by email (owner): a single-use link, mailed and answered',
        description: `Whoever is signed in and opens the link can join while it is open (7 days). An open invitation to the same address is replaced. 409 \`TEAM_FULL\` at 10 people (open invitations included), \`ALREADY_MEMBER\`.`,
        params: teamIdParamsSchema,
        body: createTeamInviteSchema,
        response: { 201: createdTeamInviteSchema, ...errors, 409: errorBodySchema },
      },
      bodyLimit: 4 * 1024,
    },
    async (request, reply) => {
      const data = await service.invite(
        requireUser(request).id,
        request.params.teamId,
        request.body,
        requestLanguage(request.headers, request.body.language),
      );
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.delete(
    '/api/teams/:teamId/invites/:inviteId',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw an open invitation (owner): its link stops working',
        params: teamInviteParamsSchema,
        response: { 200: teamDetailSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.withdrawInvite(
        requireUser(request).id,
        request.params.teamId,
        request.params.inviteId,
      ),
    }),
  );

  app.delete(
    '/api/teams/:teamId/members/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a member (owner), or leave (your own id)',
        description:
          'From then on the person sees nothing of the team. The owner cannot leave: 409 `OWNER_CANNOT_LEAVE`.',
        params: teamMemberParamsSchema,
        response: { 200: ok, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => {
      await service.removeMember(
        requireUser(request).id,
        request.params.teamId,
        request.params.userId,
      );
      return { success: true as const };
    },
  );

  app.post(
    '/api/teams/:teamId/owner',
    {
      schema: {
        tags,
        security,
        summary: 'Make another member the owner (owner): the pool becomes their points',
        params: teamIdParamsSchema,
        body: transferTeamSchema,
        response: { 200: teamDetailSchema, ...errors, 409: errorBodySchema },
      },
      bodyLimit: 4 * 1024,
    },
    async (request) => ({
      success: true as const,
      data: await service.transferOwnership(
        requireUser(request).id,
        request.params.teamId,
        request.body.userId,
      ),
    }),
  );

  app.get(
    '/api/teams/:teamId/points',
    {
      schema: {
        tags,
        security,
        summary: 'The team’s spending from its pool: who spent what, newest first',
        params: teamIdParamsSchema,
        querystring: teamPointsQuerySchema,
        response: { 200: teamPointsHistorySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.pointsHistory(
        requireUser(request).id,
        request.params.teamId,
        request.query.page,
        request.query.limit,
      ),
    }),
  );

  app.get(
    '/api/invites/:token',
    {
      schema: {
        tags,
        summary: 'What an invitation link offers (for anyone holding it)',
        params: inviteTokenParamsSchema,
        response: { 200: invitePreviewSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.previewInvite(request.params.token),
    }),
  );

  app.post(
    '/api/invites/:token/accept',
    {
      schema: {
        tags,
        security,
        summary: 'Join the team of an invitation link',
        description:
          '410 `INVITE_EXPIRED`, 409 `INVITE_USED` (accepted by someone else) or `TEAM_FULL`. Accepting again answers the same.',
        params: inviteTokenParamsSchema,
        response: {
          200: acceptedInviteSchema,
          ...errors,
          409: errorBodySchema,
          410: errorBodySchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.acceptInvite(requireUser(request).id, request.params.token),
    }),
  );
};
