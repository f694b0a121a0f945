import { API_KEY_PREFIX } from '@idealens/shared/api-keys';
import { ErrorCode } from '@idealens/shared/errors';
import { AuthErrorCode } from '@idealens/shared/user';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { HttpError } from './errors.ts';

/** Who is calling, from a verified access token. */
export interface AuthenticatedUser {
  /** The identity provider's `sub`. */
  id: string;
  email?: string;
  name?: string;
  picture?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null for an anonymous one. */
    user: AuthenticatedUser | null;
    /** The API key the caller authenticated with (`Bearer il_…`); null for anyone else. */
    apiKey: { id: string } | null;
  }
  interface FastifyContextConfig {
    /** The route takes API keys as well as sign-ins (any other answers a key 403). */
    apiKey?: boolean;
  }
}

/** An API key's owner as the request gets them: the user, and claims naming them alone. */
export interface KeyOwner {
  user: Readonly<AuthenticatedUser>;
  claims: Readonly<JWTPayload>;
}

/** Verifies API keys (`Bearer il_…`): the api-keys module's. */
export interface ApiKeyAuthenticator {
  /**
   * The key's owner, once the key is live, its owner's plan includes keys, the route takes keys
   * and the key's rate limit allows the request; sets `request.apiKey`. Throws (or rejects with)
   * the HttpError to answer otherwise. A key verified lately answers without a promise.
   */
  authenticate(
    token: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ): KeyOwner | Promise<KeyOwner>;
}

export interface AuthOptions {
  issuer: string;
  /** The API resource: tokens must be issued for it (`aud`). */
  audience: string;
  /** The provider's signing keys: a local key set (built-in provider) or a cached remote JWKS. */
  keySet: JWTVerifyGetKey;
  /**
   * Runs once a token is verified, before the handler (creates the user's row); returns nothing
   * when it had nothing to do.
   */
  onAuthenticated(user: AuthenticatedUser, claims: JWTPayload): Promise<void> | undefined;
  /** How many verified tokens are cached, and for how long at most (VERIFIED_TOKENS). */
  verifiedTokens?: { max: number; ttlMs: number };
  /**
   * Whether the sign-in a verified token belongs to is still on (the built-in provider: its grant
   * still exists). Asked at each verification, so a token of an ended sign-in is refused at the
   * latest `verifiedTokens.ttlMs` after it ended, in every process; `forget` makes it at once.
   */
  signInStands?(claims: JWTPayload): Promise<boolean>;
  /** Bearer tokens starting `il_` go here instead of being verified as access tokens. */
  apiKeys?: ApiKeyAuthenticator;
}

/** What the auth hook offers the rest of the app. */
export interface Auth {
  /** Drops the cached tokens whose claims match, so their next request is verified again. */
  forget(matches: (claims: Readonly<JWTPayload>) => boolean): void;
}

/** Algorithms an identity provider may sign access tokens with; `none` and HMAC never. */
export const ACCESS_TOKEN_ALGORITHMS = ['RS256', 'ES256', 'ES384', 'PS256'];
/** Spec §9: clock tolerance of token times. */
export const CLOCK_TOLERANCE_SECONDS = 300;

/**
 * Tokens verified lately, cached per process so that a client polling with the same token is
 * not verified again on every request (an RS256 verification costs about as much CPU as the rest
 * of a status request). Safe because the entry is the exact token text that verified, only
 * successes are cached, and each is dropped at the latest when the token would stop verifying
 * (`exp` plus the clock tolerance) or after `ttlMs`, whichever comes first: no longer than the
 * provider's key set is cached anyway (10 minutes), so a withdrawn key is honoured as before.
 */
export const VERIFIED_TOKENS = { max: 10_000, ttlMs: 60_000 };

/** How many of a token's last characters key it in the cache (its signature's). */
const CACHE_KEY_LENGTH = 64;

/** The characters of a JWT (base64url, dots) and of other bearer tokens (RFC 6750 b64token). */
const TOKEN_CHARACTERS = /^[A-Za-z0-9._~+/=-]+$/;

/** The token of a "Bearer <token>" header (the scheme in any case), unchecked; else undefined. */
function bearerToken(header: string): string | undefined {
  const scheme = header.indexOf(' ');
  if (scheme !== 6 || header.slice(0, 6).toLowerCase() !== 'bearer') return undefined;
  let token = header.slice(7);
  // Spaces around the token are allowed, and rare: only then is a trimmed copy made.
  if (token.startsWith(' ') || token.endsWith(' ')) token = token.replace(/^ +| +$/g, '');
  return token === '' ? undefined : token;
}

const optionalClaim = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * Bearer access tokens on /api: verified (signature, issuer, audience, algorithm, expiry) and
 * put on `request.user`. No header means an anonymous caller; a header that does not verify is
 * a 401 whatever the route, so a client never keeps using a bad token unnoticed.
 */
export function registerAuth(app: FastifyInstance, options: AuthOptions): Auth {
  const { max, ttlMs } = options.verifiedTokens ?? VERIFIED_TOKENS;
  /**
   * Verified tokens (their user and claims) by their last characters: a token is several hundred
   * characters, and a Map hashes its key on every lookup of a new string (each request's header
   * is one). The entry holds the whole token, and only that exact text is found. Expiry is read
   * from the wall clock, as a token's `exp` is; `ttlResolution: 0` reads it on every lookup
   * rather than arming a timer per lookup.
   */
  const verifiedTokenCache = new LRUCache<string, CachedToken>({
    max,
    ttl: ttlMs,
    ttlResolution: 0,
    perf: { now: () => Date.now() },
  });
  const keyOf = (token: string) => token.slice(-CACHE_KEY_LENGTH);

  /** The token's user and claims if it verified lately. */
  function cachedToken(token: string): VerifiedToken | undefined {
    const cached = verifiedTokenCache.get(keyOf(token));
    return cached?.token === token ? cached : undefined;
  }

  /** Verifies a token not in the cache, and caches it. */
  async function verify(token: string, log: FastifyBaseLogger): Promise<VerifiedToken> {
    const result = await verifyAccessToken(token, options, log);
    if (options.signInStands && !(await options.signInStands(result.claims))) {
      throw new HttpError(
        401,
        AuthErrorCode.INVALID_TOKEN,
        'This sign-in has ended. Please log in again.',
      );
    }
    // Cached until the token would stop verifying, or for ttlMs, whichever comes first.
    const validForMs = ((result.claims.exp ?? 0) + CLOCK_TOLERANCE_SECONDS) * 1000 - Date.now();
    if (validForMs > 0) {
      verifiedTokenCache.set(
        keyOf(token),
        { ...result, token },
        { ttl: Math.min(ttlMs, validForMs) },
      );
    }
    return result;
  }

  app.decorateRequest('user', null);
  app.decorateRequest('apiKey', null);
  /** Puts the token's user on the request once their row is in sync; undefined: no wait. */
  function setUser(
    request: FastifyRequest,
    { user, claims }: VerifiedToken,
  ): Promise<void> | undefined {
    const syncing = options.onAuthenticated(user, claims);
    if (syncing === undefined) {
      request.user = user;
      return undefined;
    }
    return syncing.then(() => {
      request.user = user;
    });
  }

  // A callback hook: an anonymous request (most status polls), and a signed-in one whose token
  // verified lately and whose user is in sync, pass without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/')) return done();
    const token = bearerToken(header);
    if (options.apiKeys && token?.startsWith(API_KEY_PREFIX)) {
      let owner: KeyOwner | Promise<KeyOwner>;
      try {
        owner = options.apiKeys.authenticate(token, request, reply);
      } catch (error) {
        return done(error as Error);
      }
      const settingUser =
        owner instanceof Promise
          ? owner.then((verified) => setUser(request, verified))
          : setUser(request, owner);
      if (settingUser === undefined) return done();
      settingUser.then(() => done(), done);
      return;
    }
    // A cached token is the very text that verified (and was well-formed) before.
    const cached = token === undefined ? undefined : cachedToken(token);
    let settingUser: Promise<void> | undefined;
    if (cached) settingUser = setUser(request, cached);
    else if (token !== undefined && TOKEN_CHARACTERS.test(token)) {
      settingUser = verify(token, request.log).then((verified) => setUser(request, verified));
    } else {
      done(
        new HttpError(
          401,
          AuthErrorCode.INVALID_TOKEN,
          'The Authorization header must be "Bearer <access token>".',
        ),
      );
      return;
    }
    if (settingUser === undefined) return done();
    settingUser.then(() => done(), done);
  });

  return {
    forget(matches) {
      const matching = [...verifiedTokenCache.entries()].filter(([, cached]) =>
        matches(cached.claims),
      );
      for (const [key] of matching) verifiedTokenCache.delete(key);
    },
  };
}

/** Who a verified token names, shared by every request that brings it: frozen. */
interface VerifiedToken {
  user: Readonly<AuthenticatedUser>;
  claims: Readonly<JWTPayload>;
}

/** A verified token in the cache, with its whole text (the cache key is only its end). */
interface CachedToken extends VerifiedToken {
  token: string;
}

/**
 * Verifies an access token (signature, issuer, audience, algorithm, expiry); throws the
 * HttpError to answer otherwise.
 */
async function verifyAccessToken(
  token: string,
  options: Pick<AuthOptions, 'issuer' | 'audience' | 'keySet'>,
  log: FastifyBaseLogger,
): Promise<VerifiedToken> {
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, options.keySet, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ACCESS_TOKEN_ALGORITHMS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp'],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw new HttpError(
        401,
        AuthErrorCode.TOKEN_EXPIRED,
        'Your sign-in has expired. Please log in again.',
      );
    }
    if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
      // The provider's key set could not be fetched: not the token's fault.
      log.error({ err: error }, 'could not get the identity provider keys');
      throw new HttpError(
        503,
        ErrorCode.SERVICE_UNAVAILABLE,
        'Sign-in cannot be checked right now. Please try again shortly.',
      );
    }
    throw new HttpError(
      401,
      AuthErrorCode.INVALID_TOKEN,
      'The access token is not valid. Please log in again.',
    );
  }
  const id = optionalClaim(claims.sub);
  if (!id) {
    throw new HttpError(401, AuthErrorCode.INVALID_TOKEN, 'The access token names no user.');
  }
  const user: AuthenticatedUser = { id };
  const email = optionalClaim(claims.email);
  const name = optionalClaim(claims.name);
  const picture = optionalClaim(claims.picture);
  if (email) user.email = email;
  if (name) user.name = name;
  if (picture) user.picture = picture;
  return { user: Object.freeze(user), claims: Object.freeze(claims) };
}

/** The signed-in caller; routes that need one answer 401 MISSING_AUTH_HEADER to anonymous callers. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) {
    throw new HttpError(401, AuthErrorCode.MISSING_AUTH_HEADER, 'Please log in to continue.');
  }
  return request.user;
}
