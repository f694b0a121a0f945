import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { requestLanguage } from '../../pages/language.ts';
import { sendHtml } from '../../pages/page-assets.ts';
import { emailProblem, passwordProblem } from './accounts.ts';
import {
  FORGOT_PASSWORD_PATH,
  type PasswordReset,
  RESET_LINK_MINUTES,
  RESET_PASSWORD_PATH,
  signInUrl,
} from './password-reset.ts';
import {
  forgotPasswordPage,
  type NewPasswordState,
  newPasswordPage,
  passwordResetDonePage,
  type ResetPageLinks,
  resetLinkFailedPage,
  resetLinkSentPage,
} from './password-reset-pages.ts';
import { interactionPath } from './provider.ts';

/** An interaction's id as it may appear in a link back to it. */
const uid = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/);
const lang = z.string().max(20).optional();

/**
 * The pages of a forgotten password: "Forgot password?" (standalone, or under a sign-in
 * interaction so that "Back to sign in" returns to it), the one answer to asking for a link, and
 * the mailed link's form. Registered inside the interaction routes: form bodies, the published
 * origin and the error pages are theirs.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{
  config: Config;
  reset: PasswordReset;
  /** The sign-in form's per-client limit: asking for links and setting passwords count alike. */
  rateLimit: { max: number; timeWindow: string; allowList: () => boolean };
}> = async (app, { config, reset, rateLimit }) => {
  const homeUrl = config.PUBLIC_URL;
  const languageOf = (request: FastifyRequest, requested?: string) =>
    requestLanguage(request.headers, requested);

  function linksFor(language: string, fromUid?: string): ResetPageLinks {
    const forgot = fromUid ? `${interactionPath(fromUid)}/forgot-password` : FORGOT_PASSWORD_PATH;
    return {
      homeUrl,
      forgotUrl: `${forgot}?lang=${language}`,
      signInUrl: fromUid ? interactionPath(fromUid) : signInUrl(config),
    };
  }

  const forgotSchema = {
    querystring: z.object({ lang }),
    hide: true,
  };
  const showForgot = async (
    request: FastifyRequest<{ Params: { uid?: string }; Querystring: { lang?: string } }>,
    reply: Parameters<typeof sendHtml>[0],
  ) => {
    const language = languageOf(request, request.query.lang);
    return sendHtml(reply, forgotPasswordPage(language, linksFor(language, request.params.uid)));
  };
  app.get(FORGOT_PASSWORD_PATH, { schema: forgotSchema }, showForgot);
  app.get(
    '/oidc/interaction/:uid/forgot-password',
    { schema: { ...forgotSchema, params: z.object({ uid }) } },
    showForgot,
  );

  const askSchema = {
    querystring: z.object({ lang }),
    body: z.object({ email: z.string().max(1000).default('') }),
    hide: true,
  };
  const askForLink = async (
    request: FastifyRequest<{
      Params: { uid?: string };
      Querystring: { lang?: string };
      Body: { email: string };
    }>,
    reply: Parameters<typeof sendHtml>[0],
  ) => {
    const language = languageOf(request, request.query.lang);
    const links = linksFor(language, request.params.uid);
    const { email } = request.body;
    const problem = emailProblem(email);
    if (problem) {
      return sendHtml(reply, forgotPasswordPage(language, links, { email, error: problem }), 400);
    }
    // After the answer, which is the same whether the address has an account or not: neither the
    // page nor its timing tells.
    reset
      .requestReset(email, language)
      .catch((error) => request.log.error({ err: error }, 'could not send a password reset link'));
    return sendHtml(reply, resetLinkSentPage(language, links, email.trim(), RESET_LINK_MINUTES));
  };
  app.post(FORGOT_PASSWORD_PATH, { schema: askSchema, config: { rateLimit } }, askForLink);
  app.post(
    '/oidc/interaction/:uid/forgot-password',
    { schema: { ...askSchema, params: z.object({ uid }) }, config: { rateLimit } },
    askForLink,
  );

  const failedStatus = (state: 'expired' | 'invalid') => (state === 'expired' ? 410 : 404);

  app.get(
    RESET_PASSWORD_PATH,
    {
      schema: {
        querystring: z.object({ token: z.string().max(200).default(''), lang }),
        hide: true,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { token } = request.query;
      const language = languageOf(request, request.query.lang);
      const links = linksFor(language);
      const state = await reset.linkState(token);
      if (state !== 'usable') {
        return sendHtml(
          reply,
          resetLinkFailedPage(language, links, state, RESET_LINK_MINUTES),
          failedStatus(state),
        );
      }
      return sendHtml(
        reply,
        newPasswordPage(language, links, { action: RESET_PASSWORD_PATH, token }),
      );
    },
  );

  app.post(
    RESET_PASSWORD_PATH,
    {
      schema: {
        body: z.object({
          token: z.string().max(200).default(''),
          newPassword: z.string().max(1000).default(''),
          repeatPassword: z.string().max(1000).default(''),
          lang,
        }),
        hide: true,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { token, newPassword, repeatPassword } = request.body;
      const language = languageOf(request, request.body.lang);
      const links = linksFor(language);
      const failed = (state: 'expired' | 'invalid') =>
        sendHtml(
          reply,
          resetLinkFailedPage(language, links, state, RESET_LINK_MINUTES),
          failedStatus(state),
        );
      const state = await reset.linkState(token);
      if (state !== 'usable') return failed(state);
      const errors: NonNullable<NewPasswordState['errors']> = {};
      const problem = passwordProblem(newPassword);
      if (problem) errors.newPassword = problem;
      else if (newPassword !== repeatPassword) errors.repeatPassword = 'passwordMismatch';
      if (errors.newPassword || errors.repeatPassword) {
        return sendHtml(
          reply,
          newPasswordPage(language, links, { action: RESET_PASSWORD_PATH, token }, { errors }),
          400,
        );
      }
      const outcome = await reset.completeReset(token, newPassword, language);
      if (!outcome.done) return failed(outcome.state);
      return sendHtml(reply, passwordResetDonePage(language, links));
    },
  );
};
