import type { DeleteAccountResponse } from '@idealens/shared/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type DeletedAccount = DeleteAccountResponse['data'];

/**
 * `DELETE /api/account`: deletes the signed-in user's account for good, once `confirmEmail` is
 * its email (400 CONFIRMATION_MISMATCH otherwise). The schema comes with the call.
 */
export async function deleteAccount(confirmEmail: string): Promise<DeletedAccount> {
  const schema = import('@idealens/shared/account').then(
    (module) => module.deleteAccountResponseSchema,
  );
  return (await apiRequest('/api/account', { method: 'DELETE', body: { confirmEmail }, schema }))
    .data;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
