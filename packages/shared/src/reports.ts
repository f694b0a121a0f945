import { z } from 'zod';
import { researchSourceSchema } from './full-report.ts';

/** The report history's limits (spec §9, API.md). */
export const REPORT_PAGE_SIZES = [5, 10, 20, 50] as const;
export const REPORT_PAGE_SIZE_DEFAULT = 10;
export const REPORT_PAGE_SIZE_MAX = 100;
export const REPORT_SEARCH_MAX_LENGTH = 200;

export const ReportErrorCode = { REPORT_NOT_FOUND: 'REPORT_NOT_FOUND' } as const;

export const reportTypeSchema = z.enum(['simple', 'deep']);
export type ReportType = z.infer<typeof reportTypeSchema>;

export const reportSortBySchema = z.enum(['createdAt', 'reportTitle']);
export const sortOrderSchema = z.enum(['asc', 'desc']);

/**
 * `GET /api/reports` query; an empty `search` means no search. `taskId` finds the report a task
 * became (a finished task's result page exports and shares it as that saved report).
 */
export const reportListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(REPORT_PAGE_SIZE_MAX).default(REPORT_PAGE_SIZE_DEFAULT),
  sortBy: reportSortBySchema.default('createdAt'),
  sortOrder: sortOrderSchema.default('desc'),
  search: z.string().max(REPORT_SEARCH_MAX_LENGTH).optional(),
  taskId: z.uuid().optional(),
  /** A team's library (members only); without it, the caller's personal reports. */
  teamId: z.uuid().optional(),
});
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

/** What was used to produce a report (ARCHITECTURE.md §5). Lists may be empty. */
export const reportMetadataSchema = z.object({
  toolsUsed: z.array(z.string()),
  engine: z.enum(['offline', 'llm']).nullable(),
  model: z.string().nullable(),
  sources: z.array(researchSourceSchema),
  tokens: z
    .object({ input: z.number().int().nonnegative(), output: z.number().int().nonnegative() })
    .nullable(),
});
export type ReportMetadata = z.infer<typeof reportMetadataSchema>;

export const reportListItemSchema = z
  .object({
    id: z.uuid(),
    reportTitle: z.string(),
    userMessage: z.string(),
    createdAt: z.string(),
    reportType: reportTypeSchema,
    /** 0-10, one decimal; null for a quick analysis without a composite score. */
    compositeScore: z.number().nullable(),
    metadata: z.object({ toolsUsed: z.array(z.string()) }),
  })
  .meta({ id: 'ReportListItem' });
export type ReportListItem = z.infer<typeof reportListItemSchema>;

export const reportPaginationSchema = z.object({
  current: z.number().int().min(1),
  /** Number of pages (0 when there are no reports). */
  total: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative(),
});
export type ReportPagination = z.infer<typeof reportPaginationSchema>;

export const reportListResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({ reports: z.array(reportListItemSchema), pagination: reportPaginationSchema }),
  })
  .meta({ id: 'ReportList' });
export type ReportListResponse = z.infer<typeof reportListResponseSchema>;

export const reportDetailSchema = z
  .object({
    id: z.uuid(),
    reportTitle: z.string(),
    userMessage: z.string(),
    createdAt: z.string(),
    compositeScore: z.number().nullable(),
    reportType: reportTypeSchema,
    /** The report as a JSON string (spec §3): a deep analysis result or a quick analysis. */
    analysisContent: z.string(),
    metadata: reportMetadataSchema,
  })
  .meta({ id: 'ReportDetail' });
export type ReportDetail = z.infer<typeof reportDetailSchema>;

export const reportDetailResponseSchema = z.object({
  success: z.literal(true),
  data: reportDetailSchema,
});

export const reportIdParamsSchema = z.object({ id: z.string().max(100) });
