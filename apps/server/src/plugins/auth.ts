import { ErrorCode } from '@idealens/shared/errors';
import { AuthErrorCode } from '@idealens/shared/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
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
  }
}

export interface AuthOptions {
  issuer: string;
  /** The API resource: tokens must be issued for it (`aud`). */
  audience: string;
  /** The provider's signing keys: a local key set (built-in provider) or a cached remote JWKS. */
  keySet: JWTVerifyGetKey;
  /** Runs once a token is verified, before the handler (creates the user's row). */
  onAuthenticated(user: AuthenticatedUser, claims: JWTPayload): Promise<void>;
}

/** Algorithms an identity provider may sign access tokens with; `none` and HMAC never. */
export const ACCESS_TOKEN_ALGORITHMS = ['RS256', 'ES256', 'ES384', 'PS256'];
/** Spec §9: clock tolerance of token times. */
export const CLOCK_TOLERANCE_SECONDS = 300;

const optionalClaim = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * Bearer access tokens on /api: verified (signature, issuer, audience, algorithm, expiry) and
 * put on `request.user`. No header means an anonymous caller; a header that does not verify is
 * a 401 whatever the route, so a client never keeps using a bad token unnoticed.
 */
export function registerAuth(app: FastifyInstance, options: AuthOptions) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !request.url.startsWith('/api/')) return;
    const token = /^Bearer +([A-Za-z0-9._~+/=-]+) *$/i.exec(header)?.[1];
    if (!token) {
      throw new HttpError(
        401,
        AuthErrorCode.INVALID_TOKEN,
        'The Authorization header must be "Bearer <access token>".',
      );
    }
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
        request.log.error({ err: error }, 'could not get the identity provider keys');
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
    await options.onAuthenticated(user, claims);
    request.user = user;
  });
}

/** The signed-in caller; routes that need one answer 401 MISSING_AUTH_HEADER to anonymous callers. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) {
    throw new HttpError(401, AuthErrorCode.MISSING_AUTH_HEADER, 'Please log in to continue.');
  }
  return request.user;
}
