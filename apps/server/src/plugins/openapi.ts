import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@idealens/shared/version';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, a browsable UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  // Routes that take API keys (`config: { apiKey: true }`) say so: the key scheme beside the
  // sign-in's, or as an alternative to calling anonymously where that is allowed too.
  app.addHook('onRoute', (route) => {
    if (route.config?.apiKey !== true || !route.schema) return;
    const security = (route.schema as { security?: Array<Record<string, string[]>> }).security;
    route.schema = {
      ...route.schema,
      security: [...(security ?? [{}, { bearerAuth: [] }]), { apiKey: [] }],
    };
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'IdeaLens API',
        description:
          'Startup-idea analysis: tasks, reports, points and payments. Scripts use an API key (`apiKey`) on the analysis and report endpoints.',
        version: APP_VERSION,
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'il_…',
            description:
              'An API key of a Max plan user, made on the profile: `Authorization: Bearer il_…`. It acts as its owner on the analysis and report endpoints marked with it (any other answers 403 `API_KEY_NOT_ALLOWED`); unknown or revoked keys get 401 `INVALID_API_KEY`, and an owner no longer on Max 403 `PLAN_REQUIRED`. Each key has its own rate limit (`X-RateLimit-*` headers).',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
