import { type Health, healthSchema } from '@idealens/shared/health';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/health`: whether the service is up (503 when a part is down). */
export function getHealth(signal?: AbortSignal): Promise<Health> {
  return apiRequest('/api/health', { signal, schema: healthSchema, timeoutMs: 10_000 });
}

export function getHealthQueryOptions() {
  return queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    retry: false,
  });
}

export function useHealth() {
  return useQuery(getHealthQueryOptions());
}
