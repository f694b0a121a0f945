import { successResponseSchema } from '@idealens/shared/analysis';
import { errorBodySchema } from '@idealens/shared/errors';
import { reportIdParamsSchema } from '@idealens/shared/reports';
import {
  sharedReportResponseSchema,
  shareLinkResponseSchema,
  shareStateResponseSchema,
  shareTokenParamsSchema,
} from '@idealens/shared/shares';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import type { ShareService } from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * Share links (API.md, "Added with the brief, exports, share links and API keys"): the owner's
 * calls under their report, which answer 404 for anyone else's as the other report routes do, and
 * the public read of a shared report, rate-limited like every API call.
 */
export const shareRoutes: FastifyPluginAsyncZod<{ service: ShareService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/reports/:id/share',
    {
      schema: {
        tags: ['shares'],
        summary: "Your report's share link, created on first use (201) or the live one (200)",
        security: [{ bearerAuth: [] }],
        params: reportIdParamsSchema,
        response: { 200: shareLinkResponseSchema, 201: shareLinkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      const { link, created } = await service.createShare(id, request.params.id);
      return reply
        .code(created ? 201 : 200)
        .header('Cache-Control', 'no-store')
        .send({ success: true as const, data: link });
    },
  );

  app.get(
    '/api/reports/:id/share',
    {
      schema: {
        tags: ['shares'],
        summary: 'Whether your report has a share link, the link and how often it was opened',
        security: [{ bearerAuth: [] }],
        params: reportIdParamsSchema,
        response: { 200: shareStateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      const data = await service.shareState(id, request.params.id);
      return reply.header('Cache-Control', 'no-store').send({ success: true as const, data });
    },
  );

  app.delete(
    '/api/reports/:id/share',
    {
      schema: {
        tags: ['shares'],
        summary: "Revoke your report's share link (none left is success too)",
        security: [{ bearerAuth: [] }],
        params: reportIdParamsSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.revokeShare(requireUser(request).id, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/shared-reports/:token',
    {
      schema: {
        tags: ['shares'],
        summary: 'A shared report, read-only and without its owner; counts an open',
        params: shareTokenParamsSchema,
        response: { 200: sharedReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.openSharedReport(request.params.token, request.user?.id);
      return reply
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex')
        .send({ success: true as const, data });
    },
  );
};
