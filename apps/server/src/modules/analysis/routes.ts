import {
  AnalysisErrorCode,
  batchStatusRequestSchema,
  batchStatusResponseSchema,
  deleteTaskParamsSchema,
  queueStatusSchema,
  submitAnalysisResponseSchema,
  submitAnalysisSchema,
  successResponseSchema,
  taskIdParamsSchema,
  taskListQuerySchema,
  taskListResponseSchema,
  taskStatusSchema,
} from '@idealens/shared/analysis';
import { errorBodySchema } from '@idealens/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { sendJsonBytes } from '../../plugins/json-bytes.ts';
import type { AnalysisService, Caller, TaskStatusAnswer } from './service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};

/** A task's status, never stored by caches; a finished task's as the bytes serialised once. */
function sendTaskStatus(request: FastifyRequest, reply: FastifyReply, answer: TaskStatusAnswer) {
  reply.header('Cache-Control', 'no-store');
  if (answer.body === undefined) reply.send(answer.status);
  else sendJsonBytes(request, reply, answer.body);
}

/** The caller as the auth hook verified it. */
function callerOf(request: FastifyRequest): Caller {
  return { userId: request.user?.id ?? null, clientIp: request.ip };
}

export const analysisRoutes: FastifyPluginAsyncZod<{
  service: AnalysisService;
  /** Each signed-in user's analyses per window (anonymous visitors have their own, shared limit). */
  signedInLimit: { max: number; timeWindow: string };
}> = async (app, { service, signedInLimit }) => {
  const limiter = app.createRateLimit({
    ...signedInLimit,
    keyGenerator: (request) => `analyses:${request.user?.id}`,
    allowList: (request) => !request.user,
  });
  async function perUser(request: FastifyRequest) {
    const limit = await limiter(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    throw new HttpError(
      429,
      AnalysisErrorCode.RATE_LIMITED,
      `You have started many analyses in a short time. Please try again in ${Math.ceil(limit.ttl / 60_000)} minutes.`,
    );
  }

  app.post(
    '/api/analysis/submit',
    {
      // After the auth hook, so the limit counts per signed-in user.
      preHandler: perUser,
      schema: {
        tags: ['analysis'],
        summary: 'Submit an idea for a quick (simple) or deep (chat) analysis',
        body: submitAnalysisSchema,
        response: { 200: submitAnalysisResponseSchema, ...errors },
      },
      bodyLimit: 64 * 1024,
    },
    (request) => service.submitAnalysis(callerOf(request), request.body),
  );

  app.get(
    '/api/analysis/status/:taskId',
    {
      // Answers are compressed once per task (`JsonBytes`), not on every poll; a GET has no body.
      compress: false,
      decompress: false,
      schema: {
        tags: ['analysis'],
        summary: "A task's status, progress, queue position and, when completed, its result",
        params: taskIdParamsSchema,
        response: { 200: taskStatusSchema, 404: errorBodySchema },
      },
    },
    // Polled every few seconds by every open task page: a finished task this process keeps is
    // answered at once, without a promise; the rest wait for the database.
    (request, reply) => {
      const answer = service.taskStatus(request.params.taskId, request.user?.id ?? null);
      if (answer instanceof Promise) {
        return answer.then((read) => sendTaskStatus(request, reply, read));
      }
      sendTaskStatus(request, reply, answer);
    },
  );

  app.post(
    '/api/analysis/status/batch',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Statuses of up to 50 tasks; ids that are unknown or not yours are left out',
        body: batchStatusRequestSchema,
        response: { 200: batchStatusResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({
      tasks: await service.taskStatuses(request.body.taskIds, callerOf(request).userId),
    }),
  );

  app.get(
    '/api/analysis/tasks',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Your tasks, newest first, optionally of one status (results are not included)',
        security: [{ bearerAuth: [] }],
        querystring: taskListQuerySchema,
        response: { 200: taskListResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      return reply
        .header('Cache-Control', 'no-store')
        .send(await service.listTasks(id, request.query));
    },
  );

  app.delete(
    '/api/analysis/tasks/:id',
    {
      schema: {
        tags: ['analysis'],
        summary: 'Delete one of your completed or failed tasks (its report stays)',
        security: [{ bearerAuth: [] }],
        params: deleteTaskParamsSchema,
        response: {
          200: successResponseSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      await service.deleteTask(requireUser(request).id, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/analysis/queue-status',
    {
      schema: {
        tags: ['analysis'],
        summary: 'How busy the analysis queue is',
        response: { 200: queueStatusSchema },
      },
    },
    async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send(await service.queueStatus()),
  );
};
