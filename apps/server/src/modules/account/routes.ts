import {
  accountExportResponseSchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
} from '@idealens/shared/account';
import { errorBodySchema } from '@idealens/shared/errors';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { DB } from '../../db/database.ts';
import { requireUser } from '../../plugins/auth.ts';
import { type AccountDeletionOptions, deleteAccount } from './delete-account.ts';
import { accountExportDir } from './export-files.ts';
import {
  type AccountExportService,
  createAccountExportService,
  type ExportDownload,
} from './export-service.ts';

const errors = { 401: errorBodySchema, 404: errorBodySchema };

/** The zip as an attachment, streamed from its file; never kept by a cache on the way. */
function sendDownload(reply: FastifyReply, file: ExportDownload) {
  return reply
    .header('Content-Type', 'application/zip')
    .header('Content-Length', file.sizeBytes)
    .header('Content-Disposition', contentDisposition(file.fileName))
    .header('Cache-Control', 'private, no-store')
    .send(file.stream);
}

interface AccountRouteOptions {
  exports: AccountExportService;
  deletion: AccountDeletionOptions;
}

/** The signed-in user's own data: its export and the account's deletion (API.md, "Account"). */
export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (
  app,
  { exports, deletion },
) => {
  app.get(
    '/api/account/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Your data export: none, building, ready (size, expiry) or failed',
        security: [{ bearerAuth: [] }],
        response: { 200: accountExportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      const data = await exports.state(id);
      return reply.header('Cache-Control', 'no-store').send({ success: true as const, data });
    },
  );

  app.post(
    '/api/account/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Start building a zip of everything your account holds',
        description:
          'Answers 202 with the export being built; while one is building, asking again answers that one. A new request replaces a ready export. Poll `GET /api/account/export` until it is `ready`; it can be downloaded for 24 hours.',
        security: [{ bearerAuth: [] }],
        response: { 202: accountExportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      const data = await exports.request(id);
      return reply
        .code(202)
        .header('Cache-Control', 'no-store')
        .send({ success: true as const, data });
    },
  );

  app.get(
    '/api/account/export/download',
    {
      // A HEAD would open the file and count as a download: only GET.
      exposeHeadRoute: false,
      schema: {
        tags: ['account'],
        summary: 'Download your ready data export (a zip)',
        description:
          'The zip as an attachment named `idealens-account-{date}.zip`; 404 `EXPORT_NOT_READY` when none is ready.',
        security: [{ bearerAuth: [] }],
        response: {
          200: {
            description: 'The zip: JSON files and a README.txt explaining them',
            content: { 'application/zip': { schema: z.string().describe('A zip archive') } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      return sendDownload(reply, await exports.download(id));
    },
  );

  app.delete(
    '/api/account',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete your account and its data for good',
        description:
          '`confirmEmail` must be the account’s email (any case), else 400 `CONFIRMATION_MISMATCH`. Ends the subscription, deletes tasks, reports (their share links stop working), points, exports and the sign-in account; keeps paid checkouts without the user, as the law requires. The account’s tokens are refused from then on.',
        security: [{ bearerAuth: [] }],
        body: deleteAccountBodySchema,
        response: { 200: deleteAccountResponseSchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      const deleted = await deleteAccount(deletion, id, request.body.confirmEmail);
      return reply.header('Cache-Control', 'no-store').send({
        success: true as const,
        data: {
          deletedAt: deleted.deletedAt.toISOString(),
          paymentRecordsKept: deleted.paymentRecordsKept,
        },
      });
    },
  );
};

/**
 * The account routes with their services: exports kept under `DATA_DIR/account-exports`, built
 * by the export worker (export-job.ts), which runs where jobs run.
 */
export async function registerAccount(
  app: FastifyInstance,
  options: {
    db: DB;
    boss: Pick<PgBoss, 'send' | 'createQueue'>;
    dataDir: string;
    endSubscription: AccountDeletionOptions['endSubscription'];
    onDeleted: AccountDeletionOptions['onDeleted'];
  },
): Promise<void> {
  const dir = accountExportDir(options.dataDir);
  await app.register(accountRoutes, {
    exports: createAccountExportService({ db: options.db, boss: options.boss, dir }),
    deletion: {
      db: options.db,
      exportDir: dir,
      endSubscription: options.endSubscription,
      ...(options.onDeleted ? { onDeleted: options.onDeleted } : {}),
    },
  });
}
