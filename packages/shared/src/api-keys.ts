import { z } from 'zod';

// API keys and the public API (issue 23): a Max user's keys, which authenticate as their owner
// on the analysis and report endpoints. The error codes are in `api-key-codes.ts`, without zod.

export { ApiKeyErrorCode } from './api-key-codes.ts';

/** Every key starts with this, so a bearer token is told apart from a sign-in's access token. */
export const API_KEY_PREFIX = 'il_';

/** Keys a user may hold at once (revoked ones do not count). */
export const MAX_API_KEYS = 10;

const isoDate = z.string().describe('ISO 8601 date-time');

/**
 * Where a key's task completions are pushed: https, or http to this machine (local tools,
 * tests). Empty or null: none.
 */
export const webhookUrlSchema = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .refine(
    (value) => {
      // Not a URL at all: `z.url` has said so already (and `new URL` would throw).
      if (!URL.canParse(value)) return true;
      const url = new URL(value);
      return (
        url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
      );
    },
    { message: 'The webhook URL must use https (http only for localhost)' },
  );

/** `POST /api/keys`. */
export const createApiKeySchema = z
  .object({
    name: z.string().trim().min(1).max(60),
    webhookUrl: webhookUrlSchema.nullable().optional(),
  })
  .meta({ id: 'CreateApiKey' });
export type CreateApiKey = z.input<typeof createApiKeySchema>;

/**
 * `POST /api/keys` answer: the key's secret (`il_…`) and, with a webhook URL, the secret its
 * deliveries are signed with. Both are shown this once; only hashes are kept.
 */
export const createdApiKeySchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      id: z.string(),
      name: z.string(),
      key: z.string(),
      createdAt: isoDate,
      webhookUrl: z.string().nullable(),
      /** `whsec_…`, to verify webhook deliveries; null without a webhook URL. */
      webhookSecret: z.string().nullable(),
    }),
  })
  .meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** Requests made with a key on one UTC day. */
export const apiKeyDayUsageSchema = z.object({ day: z.string(), requests: z.number().int() });

/** A key as listed: never its secret. */
export const apiKeySummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The key's last four characters, to tell keys apart. */
    last4: z.string(),
    createdAt: isoDate,
    lastUsedAt: isoDate.nullable(),
    requestCount: z.number().int(),
    webhookUrl: z.string().nullable(),
    /** The last 14 UTC days, oldest first, days without requests included. */
    usage: z.array(apiKeyDayUsageSchema),
  })
  .meta({ id: 'ApiKeySummary' });
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** `GET /api/keys`: the caller's live keys, newest first. */
export const apiKeyListSchema = z
  .object({ success: z.literal(true), data: z.object({ keys: z.array(apiKeySummarySchema) }) })
  .meta({ id: 'ApiKeyList' });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** `DELETE /api/keys/{id}`. */
export const revokedApiKeySchema = z
  .object({ success: z.literal(true), data: z.object({ id: z.string() }) })
  .meta({ id: 'RevokedApiKey' });

/**
 * The body of a webhook delivery when a task started with a key ends. Signed like the sandbox's
 * payment events: header `IdeaLens-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`
 * with the key's webhook secret.
 */
export const taskWebhookSchema = z
  .object({
    id: z.string().describe('Delivery id: the same on every retry of one delivery'),
    type: z.enum(['task.completed', 'task.failed']),
    createdAt: isoDate,
    data: z.object({
      taskId: z.string(),
      status: z.enum(['completed', 'failed']),
      /** The report the task filed (completed tasks), to fetch with the key. */
      reportId: z.string().nullable(),
      error: z.string().nullable(),
    }),
  })
  .meta({ id: 'TaskWebhook' });
export type TaskWebhook = z.infer<typeof taskWebhookSchema>;
