import {
  AccountSecurityErrorCode,
  changePasswordBodySchema,
  changePasswordResponseSchema,
} from '@idealens/shared/account-security';
import { errorBodySchema } from '@idealens/shared/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { requestLanguage } from '../../pages/language.ts';
import { requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { GRANT_CLAIM } from './adapter.ts';
import { type ChangePassword, PasswordAttemptsExhausted } from './password-change.ts';

/**
 * The grant (sign-in) the caller's access token names. The auth hook verified this very header
 * before the handler runs (request.user is set only then), so its claims are read, not verified
 * again. Undefined when the token names none.
 */
function callerGrantId(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  try {
    const grantId = decodeJwt(header.slice(header.indexOf(' ') + 1).trim())[GRANT_CLAIM];
    return typeof grantId === 'string' && grantId !== '' ? grantId : undefined;
  } catch {
    return undefined;
  }
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/**
 * `POST /api/user/password`: the signed-in user changes their password (built-in provider only;
 * `changePassword` is null with an external one, which keeps its accounts' passwords).
 */
export const passwordChangeRoutes: FastifyPluginAsyncZod<{
  changePassword: ChangePassword | null;
  /** Requests per minute per client address (the sign-in form's limit). */
  perMinute: number;
}> = async (app, { changePassword, perMinute }) => {
  app.post(
    '/api/user/password',
    {
      schema: {
        tags: ['user'],
        summary:
          'Change the password (built-in sign-in only): other sign-ins of the account are ended',
        security: [{ bearerAuth: [] }],
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema, ...errors },
      },
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!changePassword) {
        throw new HttpError(
          409,
          AccountSecurityErrorCode.PASSWORD_MANAGED_ELSEWHERE,
          'Your password is kept by your sign-in provider: change it on its account page.',
        );
      }
      try {
        const result = await changePassword(
          {
            accountId: user.id,
            grantId: callerGrantId(request),
            currentPassword: request.body.currentPassword,
            newPassword: request.body.newPassword,
          },
          requestLanguage(request.headers),
        );
        return reply.header('Cache-Control', 'no-store').send({ success: true, data: result });
      } catch (error) {
        if (error instanceof PasswordAttemptsExhausted) {
          reply.header('retry-after', error.retryAfterSeconds);
        }
        throw error;
      }
    },
  );
};
