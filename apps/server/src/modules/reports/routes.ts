import { successResponseSchema } from '@idealens/shared/analysis';
import { errorBodySchema } from '@idealens/shared/errors';
import {
  reportDetailResponseSchema,
  reportIdParamsSchema,
  reportListQuerySchema,
  reportListResponseSchema,
} from '@idealens/shared/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import type { ReportService } from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** The signed-in user's report history (API.md, "Reports"); others' reports answer 404. */
export const reportRoutes: FastifyPluginAsyncZod<{ service: ReportService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/reports',
    {
      schema: {
        tags: ['reports'],
        summary: 'A page of your reports, searched by title and message and sorted',
        security: [{ bearerAuth: [] }],
        querystring: reportListQuerySchema,
        response: { 200: reportListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      return reply
        .header('Cache-Control', 'no-store')
        .send(await service.listReports(id, request.query));
    },
  );

  app.get(
    '/api/reports/:id',
    {
      schema: {
        tags: ['reports'],
        summary: 'One of your reports, its analysis as a JSON string',
        security: [{ bearerAuth: [] }],
        params: reportIdParamsSchema,
        response: { 200: reportDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      const data = await service.reportDetail(id, request.params.id);
      return reply.header('Cache-Control', 'no-store').send({ success: true as const, data });
    },
  );

  app.delete(
    '/api/reports/:id',
    {
      schema: {
        tags: ['reports'],
        summary: 'Delete one of your reports',
        security: [{ bearerAuth: [] }],
        params: reportIdParamsSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.deleteReport(requireUser(request).id, request.params.id);
      return { success: true as const };
    },
  );
};
