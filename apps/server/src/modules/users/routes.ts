import { pageQuerySchema, pointsHistorySchema } from '@idealens/shared/billing';
import { ErrorCode, errorBodySchema } from '@idealens/shared/errors';
import {
  pointsCheckQuerySchema,
  pointsCheckSchema,
  userPointsSchema,
  userProfileSchema,
} from '@idealens/shared/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '../../db/database.ts';
import { requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { pointsHistoryPage } from '../points/history.ts';
import { findPlan, findUser } from './repository.ts';

const errors = { 401: errorBodySchema, 404: errorBodySchema };

/** The signed-in user's profile and analysis points (API.md, "User"). */
export const userRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  async function currentUser(request: Parameters<typeof requireUser>[0]) {
    const { id } = requireUser(request);
    const user = await findUser(db, id);
    // The auth hook creates the row before any handler runs; this only guards a deleted user.
    if (!user) throw new HttpError(404, ErrorCode.USER_NOT_FOUND, 'User not found');
    return user;
  }

  app.get(
    '/api/user/profile',
    {
      schema: {
        tags: ['user'],
        summary: "The signed-in user's profile and plan",
        security: [{ bearerAuth: [] }],
        response: { 200: userProfileSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Signed in first (a refusal must not leave the other read's promise unhandled), then the
      // two reads side by side: one round trip's wait instead of two.
      const { id } = requireUser(request);
      const [user, plan] = await Promise.all([currentUser(request), findPlan(db, id)]);
      return reply.header('Cache-Control', 'no-store').send({
        success: true as const,
        data: {
          id: user.id,
          email: user.email,
          name: user.name,
          picture: user.picture,
          // The plan in force, from the subscription: free again once a paid period is over.
          plan: {
            tier: plan.tier,
            billingPeriod: plan.billingPeriod,
            currentPeriodEnd: plan.currentPeriodEnd?.toISOString() ?? null,
          },
          createdAt: new Date(user.created_at).toISOString(),
        },
      });
    },
  );

  app.get(
    '/api/user/points',
    {
      schema: {
        tags: ['user'],
        summary: "The signed-in user's analysis points",
        security: [{ bearerAuth: [] }],
        response: { 200: userPointsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      return reply.header('Cache-Control', 'no-store').send({
        success: true as const,
        data: {
          analysisPoints: user.analysis_points,
          totalPointsEarned: user.total_points_earned,
          totalPointsUsed: user.total_points_used,
        },
      });
    },
  );

  app.get(
    '/api/user/points/check',
    {
      schema: {
        tags: ['user'],
        summary: 'Whether the signed-in user has at least `points` analysis points',
        security: [{ bearerAuth: [] }],
        querystring: pointsCheckQuerySchema,
        response: { 200: pointsCheckSchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const required = request.query.points;
      return reply.header('Cache-Control', 'no-store').send({
        success: true as const,
        data: {
          hasEnough: user.analysis_points >= required,
          currentPoints: user.analysis_points,
          requiredPoints: required,
        },
      });
    },
  );

  app.get(
    '/api/user/points/history',
    {
      schema: {
        tags: ['user'],
        summary:
          'Your points history, newest first: each grant, debit and refund with the payment or task it belongs to',
        security: [{ bearerAuth: [] }],
        querystring: pageQuerySchema,
        response: { 200: pointsHistorySchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const data = await pointsHistoryPage(db, requireUser(request).id, page, pageSize);
      return reply.header('Cache-Control', 'no-store').send({ success: true as const, data });
    },
  );
};
