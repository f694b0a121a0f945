import type { FastifyBaseLogger } from 'fastify';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config.ts';
import { identitySettings } from '../../config.ts';
import type { DB } from '../../db/database.ts';
import { requestLanguage } from '../../pages/language.ts';
import { findAccount } from './accounts.ts';
import { GRANT_CLAIM, postgresAdapter, revokeGrant } from './adapter.ts';
import type { IdentityKeys } from './keys.ts';
import { errorPage, type SignOutForm, signedOutPage, signOutPage } from './pages.ts';

export const OIDC_PATH = '/oidc';
export const interactionPath = (uid: string) => `${OIDC_PATH}/interaction/${uid}`;

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** How long caches may keep discovery and the key set: as long as the API keeps a remote key set. */
const DISCOVERY_CACHE_CONTROL = `public, max-age=${10 * MINUTE}`;

const languageOf = (ctx: KoaContextWithOIDC) =>
  requestLanguage(ctx.headers, ctx.oidc?.params?.ui_locales);

/**
 * What the provider's sign-out confirmation form holds (the HTML form it hands `logoutSource` is
 * made of these), for our page to render its own form from.
 */
function signOutForm(ctx: KoaContextWithOIDC): SignOutForm {
  const xsrf = ctx.oidc.session?.state?.secret;
  if (typeof xsrf !== 'string') throw new Error('the sign-out confirmation has no xsrf secret');
  return { action: ctx.oidc.urlFor('end_session_confirm'), xsrf };
}

/**
 * The built-in OpenID provider (panva's oidc-provider, which Logto is built on), configured as
 * IDENTITY.md records for the Logto SDK: PKCE, refresh tokens, resource indicators issuing RS256
 * JWT access tokens for the API, userinfo, revocation, RP-initiated logout, our own pages.
 */
export function createIdentityProvider(options: {
  config: Config;
  db: DB;
  keys: IdentityKeys;
  log: FastifyBaseLogger;
  /** A sign-in ended here (sign-out, a revoked or reused refresh token): its grant's id. */
  onGrantRevoked?: (grantId: string) => void;
}): Provider {
  const { config, db, keys, log } = options;
  const identity = identitySettings(config);
  const homeUrl = config.PUBLIC_URL;

  const configuration: Configuration = {
    adapter: postgresAdapter(db),
    clients: [
      {
        client_id: identity.appId,
        client_name: 'IdeaLens',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${config.PUBLIC_URL}/callback`],
        post_logout_redirect_uris: [config.PUBLIC_URL, `${config.PUBLIC_URL}/`],
      },
    ],
    responseTypes: ['code'],
    pkce: { required: () => true },
    cookies: { keys: keys.cookie },
    jwks: { keys: keys.signing },
    claims: {
      openid: ['sub'],
      profile: ['name', 'picture'],
      email: ['email', 'email_verified'],
    },
    // Logto-only parameters the SDK may send; read to open the sign-up form first.
    extraParams: ['first_screen', 'interaction_mode'],
    async findAccount(_ctx, sub) {
      const account = await findAccount(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        async claims() {
          return {
            sub: account.id,
            name: account.name ?? undefined,
            picture: undefined,
            email: account.email,
            email_verified: false,
          };
        },
      };
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // A client revokes only its own tokens.
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // The code exchange names no resource, so its access token is for userinfo (as the Logto
        // SDK expects); API tokens come from the refresh-token grant with the resource.
        defaultResource: () => undefined,
        async getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== identity.apiResource) throw new errors.InvalidTarget();
          return {
            scope: 'openid offline_access profile email',
            audience: identity.apiResource,
            accessTokenTTL: 60 * MINUTE,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx) {
          ctx.type = 'html';
          ctx.body = signOutPage(languageOf(ctx), signOutForm(ctx), homeUrl);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = signedOutPage(languageOf(ctx), homeUrl);
        },
      },
    },
    // Each refresh gives a new refresh token and uses up the old one; an old one brought back
    // after the grace window (adapter.ts) is taken for a stolen copy and ends the whole sign-in.
    // The window lets the web app's concurrent refreshes (userinfo and the API resource at once,
    // on one refresh token) all succeed.
    rotateRefreshToken: true,
    // API access tokens name their grant, so a signed-out session's token can be refused.
    async extraTokenClaims(_ctx, token) {
      return token.kind === 'AccessToken' && token.grantId
        ? { [GRANT_CLAIM]: token.grantId }
        : undefined;
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(languageOf(ctx), homeUrl, { ...out });
    },
    ttl: {
      AccessToken: 60 * MINUTE,
      AuthorizationCode: MINUTE,
      IdToken: 60 * MINUTE,
      Interaction: 60 * MINUTE,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
      Session: 14 * DAY,
    },
  };

  const provider = new Provider(identity.issuer, configuration);
  // The forwarded protocol, host and client address the provider reads are set by us on every
  // request (routes.ts, `asPublished`): PUBLIC_URL's, and the address Fastify trusts.
  provider.proxy = true;

  // Signing out at the provider ends the sign-in of our own app as well. oidc-provider keeps a
  // grant with offline access (refresh tokens) past a logout, as it should for other apps; ours
  // is first-party, and a shared browser's sign-out must end it even if the app could not
  // revoke its refresh token first.
  const signedOut = new WeakMap<object, string[]>();
  provider.on('end_session.success', (ctx: KoaContextWithOIDC) => {
    const authorizations = Object.values(ctx.oidc.session?.authorizations ?? {});
    signedOut.set(
      ctx,
      authorizations.map((authorization) => authorization.grantId ?? '').filter(Boolean),
    );
  });

  provider.use(async (ctx, next) => {
    await next();
    const route = ctx.oidc?.route;
    if ((route === 'discovery' || route === 'jwks') && ctx.status === 200) {
      ctx.set('cache-control', DISCOVERY_CACHE_CONTROL);
    }
    // Before the answer goes out, so the app the browser returns to finds the sign-in ended.
    for (const grantId of signedOut.get(ctx) ?? []) {
      await revokeGrant(db, grantId);
      log.info({ grantId, route }, 'sign-in grant revoked');
      options.onGrantRevoked?.(grantId);
    }
  });
  provider.on('server_error', (_ctx, error) =>
    log.error({ err: error }, 'identity provider error'),
  );
  // Refused tokens and revoked grants, with the provider's reason: what explains a sign-out.
  const refused =
    (event: string) => (_ctx: unknown, error: { error?: string; error_description?: string }) =>
      log.info({ event, error: error.error, reason: error.error_description }, 'sign-in refusal');
  provider.on('grant.error', refused('grant.error'));
  provider.on('userinfo.error', refused('userinfo.error'));
  provider.on('revocation.error', refused('revocation.error'));
  provider.on('grant.revoked', (ctx, grantId: string) => {
    log.info({ grantId, route: ctx.oidc?.route }, 'sign-in grant revoked');
    options.onGrantRevoked?.(grantId);
  });
  return provider;
}
