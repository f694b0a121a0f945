import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/database.ts';
import { createApiKeyAuth } from './key-auth.ts';
import { createKeyRateLimit } from './key-rate-limit.ts';
import { createApiKeyService } from './service.ts';
import { createUsageRecorder } from './usage.ts';
import { webhookSealingKey } from './webhook-job.ts';

/**
 * API keys in an app (issue 23): the authenticator the auth hook hands `Bearer il_…` tokens to,
 * with each key's own rate limit (`perMinute`, with the usual `X-RateLimit-*` headers) and its
 * usage counted off the request path; and the service behind `/api/keys`.
 */
export function createApiKeys(
  app: FastifyInstance,
  options: { db: DB; perMinute: number; allowPrivateWebhooks: boolean },
) {
  const { db } = options;
  const usage = createUsageRecorder({ db, log: app.log });
  app.addHook('onClose', () => usage.close());
  const authenticator = createApiKeyAuth({
    db,
    usage,
    limit: createKeyRateLimit({ max: options.perMinute, windowMs: 60_000 }),
  });
  const service = createApiKeyService({
    db,
    sealingKey: () => webhookSealingKey(db),
    onRevoked: (keyId) => authenticator.forgetKey(keyId),
    allowPrivateWebhooks: options.allowPrivateWebhooks,
  });
  return { authenticator, service, usage };
}
