import type { ChangePasswordBody, ChangePasswordResponse } from '@idealens/shared/account-security';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type PasswordChange = ChangePasswordResponse['data'];

/**
 * `POST /api/user/password`: changes the signed-in user's password (built-in sign-in only);
 * the other sign-ins of the account end. The schema comes with the call, not with the page.
 */
export async function changePassword(body: ChangePasswordBody): Promise<PasswordChange> {
  const schema = import('@idealens/shared/account-security').then(
    (module) => module.changePasswordResponseSchema,
  );
  return (await apiRequest('/api/user/password', { method: 'POST', body, schema })).data;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
