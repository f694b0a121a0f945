import compress from '@fastify/compress';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DB } from './db/database.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { defaultWebRoot, registerWebApp } from './plugins/web-app.ts';

export interface AppDependencies {
  config: Config;
  db: DB;
  queueHealthy(): Promise<boolean>;
  /** The built SPA; defaults to apps/web/dist. */
  webRoot?: string;
  /** A pino logger to share with the rest of the process; silent when absent. */
  logger?: FastifyBaseLogger;
}

/**
 * Builds the HTTP application without listening (tests use `app.inject()`). Plugins are
 * registered in a fixed order: errors → security → compression → OpenAPI → API modules → web app.
 */
export async function buildApp(deps: AppDependencies) {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    // Ids in paths are UUIDs; a few hundred characters is generous and caps abuse.
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
    disableRequestLogging: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurity(app, deps.config);
  await app.register(compress, { global: true, threshold: 1024 });
  await registerOpenApi(app);

  await app.register(healthRoutes, { db: deps.db, queueHealthy: deps.queueHealthy });
  await app.register(eventRoutes, { db: deps.db });

  await registerWebApp(app, deps.webRoot ?? defaultWebRoot);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
