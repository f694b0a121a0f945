import type { QueryClient } from '@tanstack/react-query';
import { getUserPointsQueryOptions } from '../user-points.ts';
import { getUserProfileQueryOptions } from '../user-profile.ts';
import { BILLING_QUERY_KEY } from './get-billing.ts';

/**
 * After the plan changed (cancelled, resumed, switched or bought): the profile (its plan), the
 * points (and their history) and every billing query are read again, so the whole app agrees.
 */
export function refreshAfterBillingChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getUserProfileQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getUserPointsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  ]);
}
