import type { UserPoints } from '@idealens/shared/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export type UserPointsData = UserPoints['data'];

/** `GET /api/user/points`: analysis points available, earned and used. */
export async function getUserPoints(signal?: AbortSignal): Promise<UserPointsData> {
  // The schema (with zod) arrives alongside the answer: the home page asks for the points.
  const schema = import('@idealens/shared/user').then((module) => module.userPointsSchema);
  return (await apiRequest('/api/user/points', { signal, schema })).data;
}

export function getUserPointsQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'points'],
    queryFn: ({ signal }) => getUserPoints(signal),
  });
}

/** Only for signed-in users: pass `enabled: status === 'authenticated'`. */
export function useUserPoints({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getUserPointsQueryOptions(), enabled });
}
