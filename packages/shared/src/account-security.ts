import { z } from 'zod';

// Changing the password of a built-in account while signed in (issue 22). Resetting a forgotten
// password happens on the identity provider's own pages (/oidc/forgot-password), not in the API.

/** Errors of `POST /api/user/password`, beside the common ones (VALIDATION_FAILED, 401s). */
export const AccountSecurityErrorCode = {
  /** The identity provider is external (Logto): the password is changed on its account page (409). */
  PASSWORD_MANAGED_ELSEWHERE: 'PASSWORD_MANAGED_ELSEWHERE',
  /** The current password is wrong (400); counts as a failed sign-in of the account. */
  CURRENT_PASSWORD_WRONG: 'CURRENT_PASSWORD_WRONG',
  /** Too many wrong passwords for the account lately: wait `Retry-After` seconds (429). */
  TOO_MANY_PASSWORD_ATTEMPTS: 'TOO_MANY_PASSWORD_ATTEMPTS',
  /** The new password breaks one of the sign-up rules (400), one code per rule. */
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  PASSWORD_TOO_WEAK: 'PASSWORD_TOO_WEAK',
  PASSWORD_TOO_COMMON: 'PASSWORD_TOO_COMMON',
} as const;
export type AccountSecurityErrorCodeValue =
  (typeof AccountSecurityErrorCode)[keyof typeof AccountSecurityErrorCode];

/** The sign-up rules a new password must meet (the sign-up form says the same). */
export const PASSWORD_RULES = { minLength: 8, maxLength: 200 } as const;

/** `POST /api/user/password`. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1).max(1000),
    newPassword: z.string().max(1000),
  })
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changePasswordResponseSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      /** How many other sign-ins of the account were ended. */
      signedOutSessions: z.number().int().nonnegative(),
      /**
       * Whether the caller's own sign-in goes on. False when its token named no sign-in the
       * server could keep apart from the others: every sign-in ended, so sign in again.
       */
      currentSessionKept: z.boolean(),
    }),
  })
  .meta({ id: 'ChangePasswordResponse' });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
