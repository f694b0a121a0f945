// The account API's error codes and limits, without zod: the profile page words its failures
// with them and loads the schemas only with a call. `account.ts` re-exports them.

/** Account errors of the contract (API.md, "Account"). */
export const AccountErrorCode = {
  /** Deleting the account: the email typed is not the account's (400). */
  CONFIRMATION_MISMATCH: 'CONFIRMATION_MISMATCH',
  /** A token of an account that was deleted (401): it never comes back. */
  ACCOUNT_DELETED: 'ACCOUNT_DELETED',
  /** Downloading the data export when none is ready (never asked, still building, failed, expired): 404. */
  EXPORT_NOT_READY: 'EXPORT_NOT_READY',
} as const;
export type AccountErrorCodeValue = (typeof AccountErrorCode)[keyof typeof AccountErrorCode];

/** How long a finished data export can be downloaded before it is removed. */
export const ACCOUNT_EXPORT_KEPT_HOURS = 24;
