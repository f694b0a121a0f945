import { z } from 'zod';

/** The one body every error response has (ARCHITECTURE.md §7). */
export const errorBodySchema = z
  .object({
    error: z.string().describe('Short machine-readable text, e.g. "Not Found"'),
    message: z.string().describe('Human-readable explanation'),
    code: z.string().describe('Stable error code, e.g. NOT_FOUND'),
  })
  .meta({ id: 'ErrorBody' });

export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Stable error codes. Clients branch on these, never on message text. (The server's HTTP layer
 * also answers MALFORMED_REQUEST, HEADERS_TOO_LARGE and REQUEST_TIMEOUT to bytes that are not HTTP
 * it can read: `malformedRequests` in apps/server/src/plugins/errors.ts. No browser sends such
 * a request, so the web app, which bundles this object, does not carry them.)
 */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_JSON: 'INVALID_JSON',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  NOT_FOUND: 'NOT_FOUND',
  /** A signed-in caller whose user row is gone (deleted while their token is still valid). */
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  /** Signed in, but the plan in force does not include this (PDF and Excel export): 403. */
  PLAN_REQUIRED: 'PLAN_REQUIRED',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
