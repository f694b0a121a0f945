import { type UserPoints, userPointsSchema } from '@idealens/shared/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type UserPointsData = UserPoints['data'];

/** `GET /api/user/points`: analysis points available, earned and used. */
export async function getUserPoints(signal?: AbortSignal): Promise<UserPointsData> {
  return (await apiRequest('/api/user/points', { signal, schema: userPointsSchema })).data;
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
