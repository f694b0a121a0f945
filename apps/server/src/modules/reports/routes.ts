import { successResponseSchema } from '@idealens/shared/analysis';
import { errorBodySchema } from '@idealens/shared/errors';
import {
  demoReportExportQuerySchema,
  reportExportQuerySchema,
  reportFileResponse,
} from '@idealens/shared/report-files';
import {
  reportDetailResponseSchema,
  reportIdParamsSchema,
  reportListQuerySchema,
  reportListResponseSchema,
} from '@idealens/shared/reports';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import type { ReportFileAnswer } from './exports/report-file.ts';
import type { ReportService } from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** A report file as a download: never stored by a cache on the way (it may be someone's own). */
function sendFile(reply: FastifyReply, file: ReportFileAnswer) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', file.contentDisposition)
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

/** The signed-in user's report history (API.md, "Reports"); others' reports answer 404. */
export const reportRoutes: FastifyPluginAsyncZod<{ service: ReportService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/reports',
    {
      config: { apiKey: true },
      schema: {
        tags: ['reports'],
        summary: 'A page of your reports, searched by title and message and sorted',
        description:
          'Your personal reports; with `teamId`, the team’s library (every member’s reports filed in it; members only: 404 `TEAM_NOT_FOUND` otherwise).',
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
      config: { apiKey: true },
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

  app.get(
    '/api/reports/:id/export',
    {
      config: { apiKey: true },
      schema: {
        tags: ['reports'],
        summary: 'One of your reports as a file: PDF, Excel, Markdown or JSON',
        description:
          'Markdown and JSON for every signed-in user; PDF and Excel with the plans that include them (403 `PLAN_REQUIRED` otherwise). `lang` sets the language of the labels (default: the report’s own). 503 when too many files are being made at once.',
        security: [{ bearerAuth: [] }],
        params: reportIdParamsSchema,
        querystring: reportExportQuerySchema,
        response: {
          200: reportFileResponse,
          ...errors,
          403: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      return sendFile(reply, await service.exportReport(id, request.params.id, request.query));
    },
  );

  app.get(
    '/api/demo-report/export',
    {
      schema: {
        tags: ['reports'],
        summary: 'The demo report as a file, in any format, for anyone',
        description:
          'The report shown at `/analysis-result?demo=true`, written in `lang` (default en-US). Each file is made once per process.',
        querystring: demoReportExportQuerySchema,
        response: { 200: reportFileResponse, 400: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => sendFile(reply, await service.exportDemoReport(request.query)),
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
