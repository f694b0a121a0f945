import { ApiKeyErrorCode } from '@idealens/shared/api-key-codes';
import type { ApiKeySummary, CreateApiKey, CreatedApiKey } from '@idealens/shared/api-keys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError, retryOnceUnlessRefused } from '../../../lib/api-client.ts';

export type { ApiKeySummary };
export type NewApiKey = CreatedApiKey['data'];

/** Every API key query's key starts with this: creating or revoking a key reads them again. */
export const API_KEYS_QUERY_KEY = ['api-keys'] as const;

/** The contract's schemas (with zod) come with the call, not with the page. */
const apiKeySchemas = () => import('@idealens/shared/api-keys');

/** `GET /api/keys`: the signed-in Max user's live keys, newest first, never their secrets. */
export async function getApiKeys(signal?: AbortSignal): Promise<ApiKeySummary[]> {
  const schema = apiKeySchemas().then((module) => module.apiKeyListSchema);
  return (await apiRequest('/api/keys', { signal, schema })).data.keys;
}

/** `POST /api/keys`: a new key; its secret (and its webhook's) is in this answer only. */
export async function createApiKey(body: CreateApiKey): Promise<NewApiKey> {
  const schema = apiKeySchemas().then((module) => module.createdApiKeySchema);
  return (await apiRequest('/api/keys', { method: 'POST', body, schema })).data;
}

/** `DELETE /api/keys/{id}`: the key is refused from now on. */
export async function revokeApiKey(id: string): Promise<string> {
  const schema = apiKeySchemas().then((module) => module.revokedApiKeySchema);
  return (await apiRequest(`/api/keys/${encodeURIComponent(id)}`, { method: 'DELETE', schema }))
    .data.id;
}

export function getApiKeysQueryOptions() {
  return queryOptions({
    queryKey: [...API_KEYS_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => getApiKeys(signal),
    // A refusal (no Max plan) is an answer, not a hiccup to try again.
    retry: retryOnceUnlessRefused,
  });
}

/** Only for Max users: pass `enabled` from the plan, so others make no call. */
export function useApiKeys({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getApiKeysQueryOptions(), enabled });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    // Not awaited: the answer shows at once, the list catches up.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

/**
 * Revokes a key. `onRevoked` runs with the hook's own success, not the call's: the key's row,
 * which asked, is gone from the list by then.
 */
export function useRevokeApiKey({ onRevoked }: { onRevoked?: (id: string) => void } = {}) {
  const queryClient = useQueryClient();
  const listKey = getApiKeysQueryOptions().queryKey;
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: (_revoked, id) => {
      // Gone from the list at once; the list is then read again for its counts.
      queryClient.setQueryData(listKey, (keys) => keys?.filter((key) => key.id !== id));
      onRevoked?.(id);
    },
    onError: (error, id) => {
      // Already revoked (another tab): it is gone all the same.
      if (isApiError(error) && error.code === ApiKeyErrorCode.API_KEY_NOT_FOUND) {
        queryClient.setQueryData(listKey, (keys) => keys?.filter((key) => key.id !== id));
        onRevoked?.(id);
      }
    },
    // Not awaited: the answer shows at once, the list catches up.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}

/** Why a key call failed, as a key under `errors` in the api-keys texts. */
export type ApiKeyFailure = 'network' | 'planRequired' | 'tooMany' | 'notFound' | 'failed';

export function apiKeyFailure(error: unknown): ApiKeyFailure {
  if (!isApiError(error)) return 'failed';
  if (error.kind !== 'http') return 'network';
  if (error.code === 'PLAN_REQUIRED') return 'planRequired';
  if (error.code === ApiKeyErrorCode.TOO_MANY_API_KEYS) return 'tooMany';
  if (error.code === ApiKeyErrorCode.API_KEY_NOT_FOUND) return 'notFound';
  return 'failed';
}
