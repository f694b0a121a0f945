import { z } from 'zod';
import { reportDetailSchema } from './reports.ts';

/** Share links of reports (issue 21, ADR 028): one live link per report, opened at `/r/{token}`. */

export const ShareErrorCode = {
  /** The token is unknown, malformed, revoked, or its report was deleted: the same answer for all. */
  SHARED_REPORT_NOT_FOUND: 'SHARED_REPORT_NOT_FOUND',
} as const;

/** Where a share link opens in the web app: `/r/{token}`. */
export const SHARED_REPORT_PATH = '/r';
export const sharedReportPath = (token: string) => `${SHARED_REPORT_PATH}/${token}`;

/** A report's live share link, as its owner sees it. */
export const shareLinkSchema = z
  .object({
    /** `{PUBLIC_URL}/r/{token}`: anyone with it can read the report. */
    url: z.url(),
    createdAt: z.string(),
    /** How often someone other than the owner opened it. */
    openCount: z.number().int().nonnegative(),
    lastOpenedAt: z.string().nullable(),
  })
  .meta({ id: 'ShareLink' });
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** `POST /api/reports/{id}/share`: the live link, created on first use. */
export const shareLinkResponseSchema = z.object({
  success: z.literal(true),
  data: shareLinkSchema,
});
export type ShareLinkResponse = z.infer<typeof shareLinkResponseSchema>;

/** `GET /api/reports/{id}/share`: whether the report has a live link, and that link. */
export const shareStateSchema = z
  .discriminatedUnion('exists', [
    z.object({ exists: z.literal(false) }),
    shareLinkSchema.extend({ exists: z.literal(true) }),
  ])
  .meta({ id: 'ShareState' });
export type ShareState = z.infer<typeof shareStateSchema>;

export const shareStateResponseSchema = z.object({
  success: z.literal(true),
  data: shareStateSchema,
});
export type ShareStateResponse = z.infer<typeof shareStateResponseSchema>;

/**
 * A shared report as anyone with its link reads it (`GET /api/shared-reports/{token}`): the report
 * detail without its id, and nothing of its owner (no name, email, user id or task id).
 */
export const sharedReportSchema = reportDetailSchema
  .omit({ id: true })
  .extend({
    /** When its owner created the link. */
    sharedAt: z.string(),
  })
  .meta({ id: 'SharedReport' });
export type SharedReport = z.infer<typeof sharedReportSchema>;

export const sharedReportResponseSchema = z.object({
  success: z.literal(true),
  data: sharedReportSchema,
});
export type SharedReportResponse = z.infer<typeof sharedReportResponseSchema>;

/** A share token as it arrives in a path; anything else than a real one answers not found. */
export const shareTokenParamsSchema = z.object({ token: z.string().max(200) });
