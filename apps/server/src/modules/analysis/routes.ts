import {
  AnalysisErrorCode,
  batchStatusRequestSchema,
  batchStatusResponseSchema,
  briefRequestSchema,
  briefResponseSchema,
  claimTasksRequestSchema,
  claimTasksResponseSchema,
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

const tooManyAnalyses = (minutes: number) =>
  new HttpError(
    429,
    AnalysisErrorCode.RATE_LIMITED,
    `You have started many analyses in a short time. Please try again in ${minutes} minutes.`,
  );

/** A task's status, never stored by caches; a finished task's as the bytes serialised once. */
function sendTaskStatus(request: FastifyRequest, reply: FastifyReply, answer: TaskStatusAnswer) {
  reply.header('Cache-Control', 'no-store');
  if (answer.body === undefined) reply.send(answer.status);
  else sendJsonBytes(request, reply, answer.body);
}

/** The caller as the auth hook verified it. */
function callerOf(request: FastifyRequest): Caller {
  return {
    userId: request.user?.id ?? null,
    clientIp: request.ip,
    apiKeyId: request.apiKey?.id ?? null,
  };
}

export const analysisRoutes: FastifyPluginAsyncZod<{
  service: AnalysisService;
  /** Each signed-in user's analyses per window (anonymous visitors have their own, shared limit). */
  signedInLimit: { max: number; timeWindow: string };
  /** Each anonymous client's briefs per window (their analyses are counted in the database). */
  anonymousLimit: { max: number; timeWindow: string };
}> = async (app, { service, signedInLimit, anonymousLimit }) => {
  /** The API's rate limit (RATE_LIMIT_MAX a minute per client), for a route that counts itself. */
  const countApiRequest = app.rateLimit();
  const limiter = app.createRateLimit({
    ...signedInLimit,
    keyGenerator: (request) => `analyses:${request.user?.id}`,
    allowList: (request) => !request.user,
  });
  async function perUser(request: FastifyRequest) {
    const limit = await limiter(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    throw tooManyAnalyses(Math.ceil(limit.ttl / 60_000));
  }
  // Briefs are limited like submissions, with counters of their own: reading a brief again after
  // an edit must not use up the analyses themselves.
  const briefLimiters = {
    signedIn: app.createRateLimit({
      ...signedInLimit,
      keyGenerator: (request) => `briefs:${request.user?.id}`,
    }),
    anonymous: app.createRateLimit({
      ...anonymousLimit,
      keyGenerator: (request) => `briefs-ip:${request.ip}`,
    }),
  };
  async function perBriefCaller(request: FastifyRequest) {
    const limit = await (request.user ? briefLimiters.signedIn : briefLimiters.anonymous)(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    throw tooManyAnalyses(Math.ceil(limit.ttl / 60_000));
  }

  app.post(
    '/api/analysis/brief',
    {
      preHandler: perBriefCaller,
      schema: {
        tags: ['analysis'],
        summary:
          'What the analyst understood of an idea (the brief), up to three clarifying questions and the research plan of a deep analysis; free, nothing is stored',
        body: briefRequestSchema,
        response: {
          200: briefResponseSchema,
          400: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
      bodyLimit: 64 * 1024,
    },
    (request) => service.readBrief(callerOf(request), request.body),
  );

  app.post(
    '/api/analysis/submit',
    {
      // After the auth hook, so the limit counts per signed-in user.
      preHandler: perUser,
      config: { apiKey: true },
      schema: {
        tags: ['analysis'],
        summary: 'Submit an idea for a quick (simple) or deep (chat) analysis',
        description:
          'With `teamId` (beside `type` and `data`), the task and its report belong to that team’s workspace (members only: 404 `TEAM_NOT_FOUND` otherwise), and a deep analysis is paid from the team’s pool, its owner’s points (402 `INSUFFICIENT_POINTS` when it is empty).',
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
      // Counted by the handler, and only when the database is asked (see below).
      config: { rateLimit: false, apiKey: true },
      schema: {
        tags: ['analysis'],
        summary: "A task's status, progress, queue position and, when completed, its result",
        params: taskIdParamsSchema,
        response: { 200: taskStatusSchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    // Polled every 2 s by every open task page. A finished task this process keeps is answered at
    // once, without a promise, and is not counted by the API's rate limit: it costs less than the
    // counting would, and a busy office behind one address would otherwise see its pages refused.
    // A poll that reads the database counts like every other API request.
    (request, reply) => {
      const { taskId } = request.params;
      const userId = request.user?.id ?? null;
      const kept = service.keptTaskStatus(taskId, userId);
      if (kept) return sendTaskStatus(request, reply, kept);
      return countApiRequest
        .call(app, request, reply)
        .then(() => service.readTaskStatus(taskId, userId))
        .then((read) => sendTaskStatus(request, reply, read));
    },
  );

  app.post(
    '/api/analysis/status/batch',
    {
      config: { apiKey: true },
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

  app.post(
    '/api/analysis/claim',
    {
      schema: {
        tags: ['analysis'],
        summary: 'A new account keeps the quick analyses its browser made before signing up',
        description:
          "Each task is proven by the `claimToken` its anonymous submission answered (a task's id alone, which share links show, is not enough). Claimed tasks become the caller's, private like all their tasks, and a completed one is filed in their reports. Only within an hour of the account's creation: later, 403 `CLAIM_CLOSED`, so an account signing in on a shared computer never collects what others ran there.",
        security: [{ bearerAuth: [] }],
        body: claimTasksRequestSchema,
        response: {
          200: claimTasksResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
      bodyLimit: 16 * 1024,
    },
    (request) => service.claimTasks(requireUser(request).id, request.body),
  );

  app.get(
    '/api/analysis/tasks',
    {
      config: { apiKey: true },
      schema: {
        tags: ['analysis'],
        summary: 'Your tasks, newest first, optionally of one status (results are not included)',
        description:
          'Your personal tasks; with `teamId`, every member’s tasks in that team (members only: 404 `TEAM_NOT_FOUND` otherwise).',
        security: [{ bearerAuth: [] }],
        querystring: taskListQuerySchema,
        response: {
          200: taskListResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
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
