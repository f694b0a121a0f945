// The payment API's error codes, without zod: the web app's pricing page words its failures with
// them and must not download the schema library before its first paint. `payments.ts`
// re-exports them, for code that also needs the schemas.

/** Payment errors of the contract (API.md). */
export const PaymentErrorCode = {
  /** `planType` is not `{Basic|Pro|Max}_{monthly|annual}`: "unknown plan type". */
  UNKNOWN_PLAN: 'UNKNOWN_PLAN',
  /** The amount or currency disagrees with the server's own price. */
  PRICE_MISMATCH: 'PRICE_MISMATCH',
  /** A webhook whose signature is missing, forged or stale. */
  INVALID_SIGNATURE: 'INVALID_SIGNATURE',
  PAYMENT_SESSION_NOT_FOUND: 'PAYMENT_SESSION_NOT_FOUND',
  PAYMENT_PROVIDER_ERROR: 'PAYMENT_PROVIDER_ERROR',
} as const;
