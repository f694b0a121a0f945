import type { ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import { type Analyst, createAnalyst } from '@idealens/analyst/analyst';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { type Config, identitySettings, webhookPrivateTargetsAllowed } from './config.ts';
import { appSecret } from './db/app-secrets.ts';
import type { DB } from './db/database.ts';
import { enqueueAnalysis } from './jobs/analysis-job.ts';
import type { JobQueue } from './jobs/queue.ts';
import { registerAccount } from './modules/account/routes.ts';
import { analystConfig } from './modules/analysis/analyst-config.ts';
import { createFinishedTaskCache } from './modules/analysis/finished-task-cache.ts';
import { analysisRoutes } from './modules/analysis/routes.ts';
import { createAnalysisService } from './modules/analysis/service.ts';
import { createTaskUpdates } from './modules/analysis/task-events.ts';
import { taskEventRoutes } from './modules/analysis/task-events-routes.ts';
import { apiKeyRoutes } from './modules/api-keys/routes.ts';
import { createApiKeys } from './modules/api-keys/setup.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { findAccount } from './modules/identity/accounts.ts';
import { accessTokenGrantStands, GRANT_CLAIM } from './modules/identity/adapter.ts';
import { identityKeysLoader, publicJwks } from './modules/identity/keys.ts';
import { passwordChangeRoutes } from './modules/identity/password-change-routes.ts';
import { identityConfigRoutes, registerIdentityProvider } from './modules/identity/routes.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { registerPayments } from './modules/payments/routes.ts';
import { createReportFilePool } from './modules/reports/exports/report-file-pool.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { createReportService } from './modules/reports/service.ts';
import { scoreContextRoutes } from './modules/score-context/routes.ts';
import { shareRoutes } from './modules/shares/routes.ts';
import { createShareService } from './modules/shares/service.ts';
import { teamRoutes } from './modules/teams/routes.ts';
import { createTeamService } from './modules/teams/service.ts';
import { userRoutes } from './modules/users/routes.ts';
import { createUserSync } from './modules/users/service.ts';
import { registerAuth } from './plugins/auth.ts';
import {
  answerFrameworkError,
  answerMalformedRequest,
  registerErrorHandler,
} from './plugins/errors.ts';
import { COMPRESSION_THRESHOLD } from './plugins/json-bytes.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { lazyRequestLogger } from './plugins/request-logger.ts';
import { registerSecurity } from './plugins/security.ts';
import { defaultWebRoot, registerWebApp } from './plugins/web-app.ts';

export interface AppDependencies {
  config: Config;
  db: DB;
  jobs: Pick<JobQueue, 'boss' | 'healthy'>;
  /** The built SPA; defaults to apps/web/dist. */
  webRoot?: string;
  /** A pino logger to share with the rest of the process; silent when absent. */
  logger?: FastifyBaseLogger;
  /** The class of the HTTP server's responses (the runtime's know when the server is stopping). */
  serverResponse?: typeof ServerResponse;
  /** Reads briefs for the brief endpoint; defaults to the analyst the configuration names. */
  analyst?: Pick<Analyst, 'readBrief'>;
}

/**
 * Builds the HTTP application without listening (tests use `app.inject()`). Plugins are
 * registered in a fixed order: errors → security → compression → OpenAPI → auth → built-in
 * identity provider → API modules → web app.
 */
export async function buildApp(deps: AppDependencies) {
  const app = Fastify({
    ...(deps.logger
      ? { loggerInstance: deps.logger, childLoggerFactory: lazyRequestLogger }
      : { logger: false }),
    trustProxy: deps.config.TRUST_PROXY.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    ...(deps.serverResponse ? { http: { ServerResponse: deps.serverResponse } } : {}),
    bodyLimit: 1024 * 1024,
    // Ids in paths are UUIDs; a few hundred characters is generous and caps abuse.
    routerOptions: { maxParamLength: 200 },
    // Paths Fastify cannot route (bad percent-encoding, over-long ids) answer in our error shape.
    frameworkErrors: answerFrameworkError,
    // Requests Node's HTTP parser refuses answer in our error shape too.
    clientErrorHandler: answerMalformedRequest,
    return503OnClosing: true,
    // Status polling every 2 s would drown the log; failures are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurity(app, deps.config);
  await app.register(compress, { global: true, threshold: COMPRESSION_THRESHOLD });
  await registerOpenApi(app);

  // Sign-in: the built-in provider's keys come from the database; an external provider's JWKS is
  // fetched over HTTP and cached (spec §9: 5 s time-out, 30 s cooldown, 10 min cache).
  const identity = identitySettings(deps.config);
  const identityKeys = identity.builtIn ? identityKeysLoader(deps.db) : undefined;
  let localKeySet: JWTVerifyGetKey | undefined;
  const userSync = createUserSync({
    db: deps.db,
    ...(identity.builtIn ? { accountDetails: (id: string) => findAccount(deps.db, id) } : {}),
  });
  // API keys (`Bearer il_…`) go to their own verification, each within its own rate limit.
  const apiKeys = createApiKeys(app, {
    db: deps.db,
    perMinute: deps.config.API_KEY_RATE_LIMIT,
    allowPrivateWebhooks: webhookPrivateTargetsAllowed(deps.config),
  });
  const auth = registerAuth(app, {
    issuer: identity.issuer,
    audience: identity.apiResource,
    keySet: identityKeys
      ? async (header, token) => {
          localKeySet ??= createLocalJWKSet(publicJwks(await identityKeys()));
          return localKeySet(header, token);
        }
      : createRemoteJWKSet(new URL(`${identity.issuer}/jwks`), {
          timeoutDuration: 5_000,
          cooldownDuration: 30_000,
          cacheMaxAge: 600_000,
        }),
    onAuthenticated: userSync,
    apiKeys: apiKeys.authenticator,
    // The built-in provider's tokens name their sign-in, which signing out ends.
    ...(identity.builtIn
      ? { signInStands: (claims) => accessTokenGrantStands(deps.db, claims) }
      : {}),
  });
  // One mailer for every mail the app sends (sign-up, passwords, billing confirmations).
  const mailer = createMailer(deps.config, app.log);
  app.addHook('onClose', async () => mailer.close());
  if (identityKeys) {
    await registerIdentityProvider(app, {
      config: deps.config,
      db: deps.db,
      mailer,
      keys: identityKeys,
      onGrantRevoked: (grantId) => auth.forget((claims) => claims[GRANT_CLAIM] === grantId),
    });
  } else {
    // An external provider keeps its accounts' passwords: the API says so (409).
    await app.register(passwordChangeRoutes, { changePassword: null, perMinute: 60 });
  }
  await app.register(identityConfigRoutes, { config: deps.config });

  await app.register(healthRoutes, { db: deps.db, queueHealthy: deps.jobs.healthy });
  await app.register(eventRoutes, { db: deps.db });
  // One listening connection per process hears every task change (pg-boss's, which reconnects
  // by itself): for the live event streams and the finished-task cache.
  const taskUpdates = createTaskUpdates(deps.jobs.boss.getDb());
  const finishedTaskCache = createFinishedTaskCache({ updates: taskUpdates });
  app.addHook('onClose', async () => {
    finishedTaskCache.close();
    await taskUpdates.close();
  });
  const analysis = createAnalysisService({
    db: deps.db,
    enqueue: (transaction, taskId, priority) =>
      enqueueAnalysis(deps.jobs.boss, transaction, taskId, priority),
    workerConcurrency: deps.config.WORKER_CONCURRENCY,
    anonymousLimit: { max: deps.config.ANONYMOUS_ANALYSIS_LIMIT, windowMs: 60 * 60 * 1000 },
    clientHashKey: () => appSecret(deps.db, 'client-hash-key'),
    finishedTasks: finishedTaskCache,
    analyst: deps.analyst ?? createAnalyst(analystConfig(deps.config)),
  });
  await app.register(analysisRoutes, {
    service: analysis,
    signedInLimit: { max: deps.config.SIGNED_IN_ANALYSIS_LIMIT, timeWindow: '1 hour' },
    anonymousLimit: { max: deps.config.ANONYMOUS_ANALYSIS_LIMIT, timeWindow: '1 hour' },
  });
  await app.register(taskEventRoutes, { service: analysis, updates: taskUpdates });
  // PDF and Excel files are made on worker threads, started with the first file; a listening
  // server has them load the fonts at once, so the first user does not wait for that (ADR 029).
  const reportFiles = createReportFilePool();
  app.addHook('onClose', () => reportFiles.close());
  if (deps.config.NODE_ENV !== 'test') {
    app.addHook('onListen', () => {
      reportFiles.warmUp().then(
        ([ms]) => app.log.debug({ ms: Math.round(ms ?? 0) }, 'report file threads ready'),
        (error) => app.log.warn({ err: error }, 'report file threads did not warm up'),
      );
    });
  }
  await app.register(reportRoutes, {
    service: createReportService(deps.db, { finishedTasks: finishedTaskCache, files: reportFiles }),
  });
  const shares = createShareService({
    db: deps.db,
    publicUrl: deps.config.PUBLIC_URL,
    sealingKey: async () => Buffer.from(await appSecret(deps.db, 'share-link-key'), 'base64url'),
  });
  await app.register(shareRoutes, { service: shares });
  await app.register(scoreContextRoutes, { db: deps.db });
  await app.register(userRoutes, { db: deps.db });
  await app.register(apiKeyRoutes, { service: apiKeys.service });
  await app.register(teamRoutes, {
    service: createTeamService({
      db: deps.db,
      mailer,
      publicUrl: deps.config.PUBLIC_URL,
      sealingKey: async () => Buffer.from(await appSecret(deps.db, 'team-invite-key'), 'base64url'),
      log: app.log,
    }),
  });
  const payments = await registerPayments(app, { config: deps.config, db: deps.db, mailer });
  await registerAccount(app, {
    db: deps.db,
    boss: deps.jobs.boss,
    dataDir: deps.config.DATA_DIR,
    // Nothing may renew once the account is gone: its subscription ends at the provider first.
    endSubscription: (userId) => payments.endForDeletion(userId),
    // A deleted account's tokens and synced row are forgotten here at once (401 from then on).
    onDeleted: (userId) => {
      auth.forget((claims) => claims.sub === userId);
      apiKeys.authenticator.forgetUser(userId);
      userSync.forget(userId);
    },
  });

  await registerWebApp(app, deps.webRoot ?? defaultWebRoot, {
    sharedReportPage: shares.sharedReportPage,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
