import type { IncomingMessage } from 'node:http';
import formBody from '@fastify/formbody';
import type { Language } from '@idealens/shared/simple-report';
import { identityConfigSchema } from '@idealens/shared/user';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { type Config, identitySettings, mailSettings } from '../../config.ts';
import type { DB } from '../../db/database.ts';
import { requestLanguage } from '../../pages/language.ts';
import { sendHtml, servePageAssets } from '../../pages/page-assets.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { authenticate, checkSignUp, createAccount } from './accounts.ts';
import { deleteExpiredIdentityModels } from './adapter.ts';
import {
  createSignUpMail,
  deleteOldVerificationLinks,
  VERIFY_EMAIL_PATH,
  verifyEmail,
} from './email-verification.ts';
import type { IdentityKeys } from './keys.ts';
import {
  AUTO_SUBMIT_SCRIPT,
  errorPage,
  type FormState,
  IDENTITY_ASSETS_PATH,
  IDENTITY_STYLESHEET,
  signInPage,
  signUpPage,
  tooManyAttemptsPage,
  verificationPage,
} from './pages.ts';
import { createPasswordChange } from './password-change.ts';
import { passwordChangeRoutes } from './password-change-routes.ts';
import { createPasswordReset, deleteOldResetLinks, type PasswordReset } from './password-reset.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { createIdentityProvider, interactionPath, OIDC_PATH } from './provider.ts';
import { claimSignInAttempt, signInSucceeded } from './sign-in-backoff.ts';

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

export interface IdentityRoutesOptions {
  config: Config;
  db: DB;
  keys: () => Promise<IdentityKeys>;
  /** A sign-in ended in this process: its grant's id (the API forgets its tokens at once). */
  onGrantRevoked?: (grantId: string) => void;
  /** The app's mailer: sign-up confirmations, password resets and changes. */
  mailer: Mailer;
}

/**
 * Sets what the provider reads of a request's origin and client from our own configuration, on
 * the raw request it is handed: its published endpoints, redirects and cookies follow PUBLIC_URL
 * whatever Host or X-Forwarded-* a client sends, and the client address is the one Fastify
 * worked out believing only TRUST_PROXY peers. An absolute request target (`GET http://host/…`)
 * is cut to its path, which Koa would otherwise take as the whole address.
 */
function asPublished(publicUrl: URL) {
  const protocol = publicUrl.protocol.slice(0, -1);
  return (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    const raw = request.raw;
    const clientAddress = request.ip;
    raw.headers['x-forwarded-proto'] = protocol;
    raw.headers['x-forwarded-host'] = publicUrl.host;
    raw.headers['x-forwarded-for'] = clientAddress;
    if (raw.url && !raw.url.startsWith('/')) {
      const target = new URL(raw.url, publicUrl);
      raw.url = `${target.pathname}${target.search}`;
    }
    done();
  };
}

/** What the web app's Logto SDK needs, so one build works with the built-in provider and with Logto. */
export const identityConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const identity = identitySettings(config);
  app.get(
    '/api/auth/config',
    {
      schema: {
        tags: ['user'],
        summary: 'Where the web app signs in: identity provider endpoint, app id and API resource',
        response: { 200: identityConfigSchema },
      },
    },
    async () => ({
      endpoint: identity.endpoint,
      appId: identity.appId,
      resource: identity.apiResource,
      builtIn: identity.builtIn,
    }),
  );
};

/**
 * The built-in identity provider at /oidc: the provider's own Node handler for its endpoints,
 * our sign-in and sign-up pages for its interactions, and their stylesheet and script.
 */
export async function registerIdentityProvider(
  app: FastifyInstance,
  options: IdentityRoutesOptions,
) {
  let creating: Promise<Provider> | undefined;
  const provider = () => {
    creating ??= options.keys().then(
      (keys) =>
        createIdentityProvider({
          config: options.config,
          db: options.db,
          keys,
          log: app.log,
          ...(options.onGrantRevoked ? { onGrantRevoked: options.onGrantRevoked } : {}),
        }),
      (error) => {
        creating = undefined;
        throw error;
      },
    );
    return creating;
  };
  const homeUrl = options.config.PUBLIC_URL;
  const published = asPublished(new URL(homeUrl));

  servePageAssets(app, IDENTITY_ASSETS_PATH, new URL('./assets/', import.meta.url), [
    IDENTITY_STYLESHEET,
    AUTO_SUBMIT_SCRIPT,
  ]);

  const { mailer } = options;
  const passwords = {
    db: options.db,
    config: options.config,
    mailer,
    log: app.log,
    onGrantRevoked: options.onGrantRevoked,
  };

  await app.register(interactionRoutes, {
    provider,
    db: options.db,
    homeUrl,
    config: options.config,
    published,
    mailer,
    reset: createPasswordReset(passwords),
  });
  await app.register(passwordChangeRoutes, {
    changePassword: createPasswordChange(passwords),
    perMinute: options.config.SIGN_IN_RATE_LIMIT,
  });

  // Every other /oidc path goes to the provider's own Node handler with the raw request and
  // response, its body unread and its path relative to the mount point (as Express mounts do).
  let handle: ReturnType<Provider['callback']> | undefined;
  await app.register(async (mounted) => {
    mounted.removeAllContentTypeParsers();
    mounted.addContentTypeParser('*', (_request, _payload, done) => done(null));
    mounted.addHook('onRequest', published);
    const toProvider = async (request: FastifyRequest, reply: FastifyReply) => {
      handle ??= (await provider()).callback();
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      // `/oidc?x=1` has no leading slash after the mount: the provider needs one.
      const rest = raw.url?.slice(OIDC_PATH.length) ?? '';
      raw.url = rest.startsWith('/') ? rest : `/${rest}`;
      handle(raw, reply.raw);
    };
    mounted.all(OIDC_PATH, { schema: { hide: true } }, toProvider);
    mounted.all(`${OIDC_PATH}/*`, { schema: { hide: true } }, toProvider);
  });

  const cleanup = setInterval(() => {
    Promise.all([
      deleteExpiredIdentityModels(options.db),
      deleteOldVerificationLinks(options.db),
      deleteOldResetLinks(options.db),
    ]).catch((error) =>
      app.log.warn({ err: error }, 'could not delete expired identity provider rows'),
    );
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));
}

const uidParams = z.object({ uid: z.string().min(1).max(100) });
const signInBody = z.object({
  email: z.string().max(1000).default(''),
  password: z.string().max(1000).default(''),
});
const signUpBody = signInBody.extend({ name: z.string().max(1000).default('') });

const interactionRoutes: FastifyPluginAsyncZod<{
  provider: () => Promise<Provider>;
  db: DB;
  homeUrl: string;
  config: Config;
  published: ReturnType<typeof asPublished>;
  mailer: Mailer;
  reset: PasswordReset;
}> = async (app, { provider: getProvider, db, homeUrl, config, published, mailer, reset }) => {
  await app.register(formBody, { bodyLimit: 16 * 1024 });
  app.addHook('onRequest', published);
  const identity = identitySettings(config);
  const attempts = {
    rateLimit: {
      max: config.SIGN_IN_RATE_LIMIT,
      timeWindow: '1 minute',
      // The global limiter skips non-API paths; sign-in attempts are limited on their own.
      allowList: () => false,
    },
  };
  // Sign-ups have their own, hourly budget per client address: each one can make an account and
  // send a mail, so throw-away accounts and mail to strangers stay few.
  const signUps = {
    rateLimit: {
      max: config.SIGN_UP_RATE_LIMIT,
      timeWindow: '1 hour',
      allowList: () => false,
    },
  };
  const { verificationRequired } = mailSettings(config);
  const sendSignUpMail = createSignUpMail({ db, config, mailer });

  const languageFor = (request: FastifyRequest, uiLocales?: unknown) =>
    requestLanguage(request.headers, uiLocales);

  async function details(request: FastifyRequest, reply: FastifyReply) {
    const provider = await getProvider();
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    return { interaction, language: languageFor(request, interaction.params.ui_locales) };
  }

  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    result: Parameters<Provider['interactionResult']>[2],
  ) {
    const provider = await getProvider();
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.redirect(returnTo, 303);
  }

  /** Our own first-party client needs no consent screen: grant what it asked for and go on. */
  async function grantConsent(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Awaited<ReturnType<Provider['interactionDetails']>>,
  ) {
    const provider = await getProvider();
    const { params, session, grantId } = interaction;
    const accountId = session?.accountId;
    if (params.client_id !== identity.appId || !accountId) {
      throw new HttpError(400, 'INVALID_INTERACTION', 'This sign-in request cannot continue.');
    }
    const grant =
      (grantId ? await provider.Grant.find(grantId) : undefined) ??
      new provider.Grant({ accountId, clientId: identity.appId });
    const missing = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const savedId = await grant.save();
    return finish(request, reply, { consent: grantId ? {} : { grantId: savedId } });
  }

  function page(screen: 'sign-in' | 'sign-up', language: Language, uid: string, state?: FormState) {
    const base = interactionPath(uid);
    return screen === 'sign-up'
      ? signUpPage(language, base, homeUrl, state)
      : signInPage(language, base, homeUrl, state);
  }

  // Interaction errors (expired or missing interaction, rate limits) are pages, not JSON.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'sign-in page failed');
    const language = languageFor(request);
    if (status === 429) {
      const retryAfter = Number(reply.getHeader('retry-after')) || 60;
      return sendHtml(reply, tooManyAttemptsPage(language, homeUrl, retryAfter), status);
    }
    const detail =
      status >= 500
        ? {}
        : { error: (error as { error?: string }).error ?? error.code, message: error.message };
    return sendHtml(reply, errorPage(language, homeUrl, detail), status);
  });

  const showScreen =
    (screen?: 'sign-in' | 'sign-up') =>
    async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
      const { interaction, language } = await details(request, reply);
      if (interaction.prompt.name === 'consent') return grantConsent(request, reply, interaction);
      const { first_screen: firstScreen, interaction_mode: mode } = interaction.params;
      const chosen =
        screen ?? (firstScreen === 'register' || mode === 'signUp' ? 'sign-up' : 'sign-in');
      return sendHtml(reply, page(chosen, language, interaction.uid));
    };

  app.get('/oidc/interaction/:uid', { schema: { params: uidParams, hide: true } }, showScreen());
  app.get(
    '/oidc/interaction/:uid/sign-in',
    { schema: { params: uidParams, hide: true } },
    showScreen('sign-in'),
  );
  app.get(
    '/oidc/interaction/:uid/sign-up',
    { schema: { params: uidParams, hide: true } },
    showScreen('sign-up'),
  );

  app.post(
    '/oidc/interaction/:uid/sign-in',
    { schema: { params: uidParams, body: signInBody, hide: true }, config: attempts },
    async (request, reply) => {
      const { interaction, language } = await details(request, reply);
      const { email, password } = request.body;
      const fieldErrors: FormState['fieldErrors'] = {};
      if (!email.trim()) fieldErrors.email = 'emailRequired';
      if (!password) fieldErrors.password = 'passwordRequired';
      if (fieldErrors.email || fieldErrors.password) {
        const state: FormState = { values: { email }, formError: 'fixFields', fieldErrors };
        return sendHtml(reply, page('sign-in', language, interaction.uid, state), 400);
      }
      // Guesses at one account wait longer and longer, from whatever addresses they come.
      const attempt = await claimSignInAttempt(db, email);
      if (!attempt.allowed) {
        reply.header('retry-after', attempt.retryAfterSeconds);
        return sendHtml(
          reply,
          tooManyAttemptsPage(language, homeUrl, attempt.retryAfterSeconds),
          429,
        );
      }
      const account = await authenticate(db, email, password);
      if (!account) {
        const state: FormState = { values: { email }, formError: 'wrongCredentials' };
        return sendHtml(reply, page('sign-in', language, interaction.uid, state), 401);
      }
      await signInSucceeded(db, email);
      return finish(request, reply, { login: { accountId: account.id } });
    },
  );

  app.post(
    '/oidc/interaction/:uid/sign-up',
    { schema: { params: uidParams, body: signUpBody, hide: true }, config: signUps },
    async (request, reply) => {
      const { interaction, language } = await details(request, reply);
      const values = { name: request.body.name, email: request.body.email };
      const fieldErrors = checkSignUp(request.body);
      if (Object.keys(fieldErrors).length === 0) {
        // The same answer whether the address is new or already has an account (which stays
        // as it was): the sign-in form, where only the account's own password goes on.
        const account = await createAccount(db, request.body, { verified: !verificationRequired });
        request.log.info({ created: account !== null }, 'sign-up');
        // Sent after the answer, so its time does not tell which mail it was.
        sendSignUpMail(values.email, account, language).catch((error) =>
          request.log.error({ err: error }, 'could not send the sign-up mail'),
        );
        const state: FormState = {
          values: { email: values.email },
          notice: verificationRequired ? 'signUpDoneConfirm' : 'signUpDone',
        };
        return sendHtml(reply, page('sign-in', language, interaction.uid, state));
      }
      const state: FormState = { values, formError: 'fixFields', fieldErrors };
      return sendHtml(reply, page('sign-up', language, interaction.uid, state), 400);
    },
  );

  app.get(
    VERIFY_EMAIL_PATH,
    {
      schema: {
        querystring: z.object({
          token: z.string().max(200).default(''),
          lang: z.string().max(20).optional(),
        }),
        hide: true,
      },
      config: attempts,
    },
    async (request, reply) => {
      const { token, lang } = request.query;
      const outcome = token ? await verifyEmail(db, token) : 'invalid';
      const ok = outcome === 'verified' || outcome === 'alreadyVerified';
      return sendHtml(
        reply,
        verificationPage(languageFor(request, lang), homeUrl, outcome),
        ok ? 200 : outcome === 'expired' ? 410 : 404,
      );
    },
  );

  app.post(
    '/oidc/interaction/:uid/abort',
    { schema: { params: uidParams, hide: true } },
    async (request, reply) => {
      await details(request, reply);
      return finish(request, reply, {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      });
    },
  );

  // "Forgot password?" and the mailed link's pages, with these pages' error pages and limits.
  await app.register(passwordResetRoutes, { config, reset, rateLimit: attempts.rateLimit });
};
