import { ApiKeyErrorCode } from '@idealens/shared/api-key-codes';
import { ErrorCode } from '@idealens/shared/errors';
import { plansIncluding } from '@idealens/shared/plans';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { DB } from '../../db/database.ts';
import type { ApiKeyAuthenticator, KeyOwner } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { hasApiAccess } from './api-access.ts';
import { hashApiKey, isApiKeyShaped } from './key-secrets.ts';
import { findLiveKey } from './repository.ts';
import type { UsageRecorder } from './usage.ts';

/**
 * How long a verified key (its owner, whether their plan still includes keys) is trusted without
 * asking the database again, per process: a key revoked in another process, or an owner whose
 * plan ended, is refused within this long; a key revoked in this process at once.
 */
export const VERIFIED_KEY_TTL_MS = 5_000;
const MAX_CACHED_KEYS = 10_000;

/** A live key as the database had it lately. */
interface VerifiedKey {
  keyId: string;
  /** Its owner, as the auth hook puts them on the request: shared by every request, frozen. */
  owner: KeyOwner;
  /** Whether the owner's plan in force (or their Max team's) includes API access. */
  planAllows: boolean;
}

export interface ApiKeyAuthOptions {
  db: DB;
  /** Counts the request against its key's own rate limit, setting the limit headers (429 past it). */
  limit(keyId: string, reply: FastifyReply): void;
  usage: Pick<UsageRecorder, 'record'>;
  ttlMs?: number;
}

type FastifyRequestLike = Parameters<ApiKeyAuthenticator['authenticate']>[1];

const invalidKey = () =>
  new HttpError(
    401,
    ApiKeyErrorCode.INVALID_API_KEY,
    'This API key is not valid: it is unknown or was revoked.',
  );

function planRequired(): HttpError {
  const plans = new Intl.ListFormat('en-US', { type: 'conjunction' }).format(
    plansIncluding('api_access'),
  );
  return new HttpError(
    403,
    ErrorCode.PLAN_REQUIRED,
    `API access comes with the ${plans} plan. This key's owner is not on it now.`,
  );
}

const notAllowed = () =>
  new HttpError(
    403,
    ApiKeyErrorCode.API_KEY_NOT_ALLOWED,
    'API keys can run analyses and read reports only. Sign in to do this.',
  );

/**
 * `Authorization: Bearer il_…` (issue 23, ADR 033): the key is looked up by its SHA-256 and kept
 * for VERIFIED_KEY_TTL_MS; it authenticates as its owner on the routes that take keys
 * (`config: { apiKey: true }`), within its own rate limit, and each request is counted off the
 * request path.
 */
export function createApiKeyAuth(options: ApiKeyAuthOptions): ApiKeyAuthenticator & {
  /** Drops a key from this process' cache: its next request is looked up again. */
  forgetKey(keyId: string): void;
  /** Drops every key of a user (their account was deleted). */
  forgetUser(userId: string): void;
} {
  const ttl = options.ttlMs ?? VERIFIED_KEY_TTL_MS;
  /** Verified keys by their secret (a key is 46 characters: the whole text is the cache key). */
  const verifiedKeys = new LRUCache<string, VerifiedKey>({
    max: MAX_CACHED_KEYS,
    ttl,
    ttlResolution: 0,
    perf: { now: () => Date.now() },
  });
  /** Look-ups under way, so a burst of requests with a new key reads it once. */
  const lookups = new Map<string, Promise<VerifiedKey | undefined>>();
  /**
   * Bumped by every forget: a look-up that started before a key was revoked must not put it back
   * in the cache once it answers.
   */
  let generation = 0;

  async function lookUp(secret: string): Promise<VerifiedKey | undefined> {
    const started = generation;
    const row = await findLiveKey(options.db, hashApiKey(secret));
    if (!row) return undefined;
    const planAllows = await hasApiAccess(options.db, row.user_id);
    const verified: VerifiedKey = {
      keyId: row.id,
      owner: Object.freeze({
        user: Object.freeze({ id: row.user_id }),
        claims: Object.freeze({ sub: row.user_id }),
      }),
      planAllows,
    };
    if (started === generation) verifiedKeys.set(secret, verified);
    return verified;
  }

  function verify(secret: string): Promise<VerifiedKey | undefined> {
    let lookup = lookups.get(secret);
    if (!lookup) {
      lookup = lookUp(secret).finally(() => lookups.delete(secret));
      lookups.set(secret, lookup);
    }
    return lookup;
  }

  function forget(matches: (key: VerifiedKey) => boolean) {
    generation += 1;
    for (const [secret, key] of [...verifiedKeys.entries()]) {
      if (matches(key)) verifiedKeys.delete(secret);
    }
  }

  /** What a live key may do here; throws the HttpError to answer otherwise. */
  function admit(key: VerifiedKey, request: FastifyRequestLike, reply: FastifyReply): KeyOwner {
    if (!key.planAllows) throw planRequired();
    if (request.routeOptions.config?.apiKey !== true) throw notAllowed();
    request.apiKey = { id: key.keyId };
    options.limit(key.keyId, reply);
    options.usage.record(key.keyId);
    return key.owner;
  }

  return {
    // A key verified lately is admitted without a promise (most of a polling script's requests).
    authenticate(token, request, reply) {
      const cached = verifiedKeys.get(token);
      if (cached) return admit(cached, request, reply);
      if (!isApiKeyShaped(token)) throw invalidKey();
      return verify(token).then((key) => {
        if (!key) throw invalidKey();
        return admit(key, request, reply);
      });
    },
    forgetKey(keyId) {
      forget((key) => key.keyId === keyId);
    },
    forgetUser(userId) {
      forget((key) => key.owner.user.id === userId);
    },
  };
}
