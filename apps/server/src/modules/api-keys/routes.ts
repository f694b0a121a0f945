import {
  apiKeyListSchema,
  createApiKeySchema,
  createdApiKeySchema,
  revokedApiKeySchema,
} from '@idealens/shared/api-keys';
import { errorBodySchema } from '@idealens/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.ts';
import type { ApiKeyService } from './service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * API keys (API.md, "Added with … API keys"): a signed-in user's own calls, never a key's (a key
 * cannot make or revoke keys: 403 `API_KEY_NOT_ALLOWED`, from the auth hook).
 */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ service: ApiKeyService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/keys',
    {
      schema: {
        tags: ['api keys'],
        summary: 'Make an API key (Max plan): its secret is in this answer only',
        description:
          'At most 10 live keys (409 `TOO_MANY_API_KEYS`); other plans get 403 `PLAN_REQUIRED`. With a `webhookUrl`, task completions of tasks submitted with the key are posted there, signed with the `webhookSecret` of this answer.',
        security: [{ bearerAuth: [] }],
        body: createApiKeySchema,
        response: { 201: createdApiKeySchema, ...errors, 409: errorBodySchema },
      },
      bodyLimit: 16 * 1024,
    },
    async (request, reply) => {
      const data = await service.createKey(requireUser(request).id, request.body);
      return reply
        .code(201)
        .header('Cache-Control', 'no-store')
        .send({ success: true as const, data });
    },
  );

  app.get(
    '/api/keys',
    {
      schema: {
        tags: ['api keys'],
        summary: 'Your live API keys, newest first, with their use over the last 14 days',
        security: [{ bearerAuth: [] }],
        response: { 200: apiKeyListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await service.listKeys(requireUser(request).id);
      return reply.header('Cache-Control', 'no-store').send({ success: true as const, data });
    },
  );

  app.delete(
    '/api/keys/:id',
    {
      schema: {
        tags: ['api keys'],
        summary: 'Revoke one of your API keys: refused at once from then on',
        security: [{ bearerAuth: [] }],
        // Any text: an id that is not one of the caller's live keys is 404, malformed or not.
        params: z.object({ id: z.string() }),
        response: { 200: revokedApiKeySchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      await service.revokeKey(requireUser(request).id, request.params.id);
      return { success: true as const, data: { id: request.params.id.toLowerCase() } };
    },
  );
};
