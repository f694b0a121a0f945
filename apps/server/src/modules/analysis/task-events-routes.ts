import { PassThrough } from 'node:stream';
import { TaskEventName, type TaskStatus, taskEventsQuerySchema } from '@idealens/shared/analysis';
import { ErrorCode, errorBodySchema } from '@idealens/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import type { AnalysisService } from './service.ts';
import { type TaskUpdates, type TaskWatch, watchTasks } from './task-events.ts';

export interface TaskEventRoutesOptions {
  service: AnalysisService;
  /** Where task changes are heard (the process's one listening connection). */
  updates: TaskUpdates;
  /** Streams this process serves at once; past it, clients are told to poll instead. */
  maxStreams?: number;
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs?: number;
  /** A stream is closed after this long; the client opens a new one (with a fresh token). */
  maxStreamMs?: number;
}

const DEFAULTS = {
  maxStreams: 1_000,
  heartbeatMs: 15_000,
  maxStreamMs: 15 * 60_000,
  /** As often as the spec's polling would ask: a stream never costs more than polling. */
  queueRefreshMs: 2_000,
};

/** One server-sent event: `event` and its JSON data, then the blank line that ends it. */
function sseEvent(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * `GET /api/analysis/events`: live task statuses as server-sent events, fed by PostgreSQL
 * LISTEN/NOTIFY (one listening connection per process), so a change made by a worker in any
 * process reaches every API process at once.
 */
export const taskEventRoutes: FastifyPluginAsyncZod<TaskEventRoutesOptions> = async (
  app,
  options,
) => {
  const settings = { ...DEFAULTS, ...options };
  const { updates } = options;
  /** What ends each open stream: the server stops only once they are closed. */
  const open = new Set<() => void>();

  // Open streams would keep the server from closing: end them first (clients reconnect elsewhere
  // or poll).
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });

  app.get(
    '/api/analysis/events',
    {
      // Compression would hold events back until a buffer fills.
      compress: false,
      config: { apiKey: true },
      schema: {
        tags: ['analysis'],
        summary:
          'Live statuses of up to 50 tasks as server-sent events (ids unknown or not yours are left out)',
        description:
          'A `status` event (data: the TaskStatus) per task at once and again whenever one changes; `end` once every task is finished, then the stream closes. A comment line every 15 s keeps it open.',
        querystring: taskEventsQuerySchema,
        response: {
          200: {
            description: 'An event stream',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          400: errorBodySchema,
          401: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (open.size >= settings.maxStreams) {
        throw new HttpError(
          503,
          ErrorCode.SERVICE_UNAVAILABLE,
          'Too many live updates are open right now. Please check the status instead.',
        );
      }
      const taskIds = [
        ...new Set(request.query.taskIds.split(',').map((id) => id.trim().toLowerCase())),
      ];
      const userId = request.user?.id ?? null;
      const stream = new PassThrough();
      let watch: TaskWatch | undefined;
      let heartbeat: NodeJS.Timeout | undefined;
      let lifetime: NodeJS.Timeout | undefined;

      function close() {
        if (!open.delete(close)) return;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        watch?.stop();
        stream.end();
      }
      open.add(close);
      reply.raw.once('close', close); // the client went away, or the stream ended
      try {
        watch = await watchTasks({
          taskIds,
          updates,
          read: (ids) => options.service.taskStatuses(ids, userId),
          onStatus: (task: TaskStatus) => stream.write(sseEvent(TaskEventName.STATUS, task)),
          onEnd: () => {
            stream.write(sseEvent(TaskEventName.END, {}));
            close();
          },
          onError: (error) => {
            request.log.error({ err: error }, 'task events: could not read task statuses');
            close(); // without `end`: the client falls back to asking for the status
          },
          queueRefreshMs: settings.queueRefreshMs,
        });
      } catch (error) {
        close();
        request.log.error({ err: error }, 'task events: cannot listen for task changes');
        throw new HttpError(
          503,
          ErrorCode.SERVICE_UNAVAILABLE,
          'Live updates are unavailable right now. Please check the status instead.',
        );
      }
      if (open.has(close)) {
        heartbeat = setInterval(() => {
          stream.write(': keep-alive\n\n');
          watch?.refresh();
        }, settings.heartbeatMs);
        lifetime = setTimeout(close, settings.maxStreamMs);
      }

      return (
        reply
          .type('text/event-stream')
          .header('Cache-Control', 'no-store')
          // Reverse proxies (nginx) pass each event on at once instead of buffering the stream.
          .header('X-Accel-Buffering', 'no')
          // Fastify pipes a stream as it is; the schema above documents it as text.
          .send(stream as unknown as string)
      );
    },
  );
};
