import type { UserProfile } from '@idealens/shared/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

export type UserProfileData = UserProfile['data'];

/** `GET /api/user/profile`: the account as our server knows it (created on first call). */
export async function getUserProfile(signal?: AbortSignal): Promise<UserProfileData> {
  // Imported with the request: the pages that ask (pricing, for a signed-in user) show without zod.
  const schema = import('@idealens/shared/user').then((module) => module.userProfileSchema);
  return (await apiRequest('/api/user/profile', { signal, schema })).data;
}

export function getUserProfileQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'profile'],
    queryFn: ({ signal }) => getUserProfile(signal),
  });
}

export function useUserProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserProfileQueryOptions(), enabled });
}
