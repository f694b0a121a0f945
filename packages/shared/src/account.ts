import { z } from 'zod';

/**
 * The account's own data (issue 22): a download of everything it holds, and its deletion
 * (API.md, "Account").
 */

export {
  ACCOUNT_EXPORT_KEPT_HOURS,
  AccountErrorCode,
  type AccountErrorCodeValue,
} from './account-codes.ts';

/** The account's data export: none asked for (or expired), being built, ready, or failed. */
export const accountExportSchema = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('none') }),
    z.object({ status: z.literal('building'), requestedAt: z.string() }),
    z.object({
      status: z.literal('ready'),
      requestedAt: z.string(),
      readyAt: z.string(),
      /** When the file is removed; after that the state is `none` again. */
      expiresAt: z.string(),
      /** The zip's size in bytes. */
      sizeBytes: z.number().int().nonnegative(),
      /** `idealens-account-YYYY-MM-DD.zip`, the day it was made (UTC). */
      fileName: z.string(),
    }),
    z.object({ status: z.literal('failed'), requestedAt: z.string() }),
  ])
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof accountExportSchema>;

/** `GET` and `POST /api/account/export`. */
export const accountExportResponseSchema = z.object({
  success: z.literal(true),
  data: accountExportSchema,
});
export type AccountExportResponse = z.infer<typeof accountExportResponseSchema>;

/** `DELETE /api/account`: the account's email, typed again, in any case. */
export const deleteAccountBodySchema = z
  .object({ confirmEmail: z.string().trim().min(1).max(320) })
  .meta({ id: 'DeleteAccount' });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deleteAccountResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    deletedAt: z.string(),
    /** Paid checkouts kept without the account (date, plan, amount, provider reference). */
    paymentRecordsKept: z.number().int().nonnegative(),
  }),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
