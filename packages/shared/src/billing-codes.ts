// The billing API's error codes, without zod: the pricing page words its failures with them.

/** Billing errors of the contract (API.md, "Billing"). */
export const BillingErrorCode = {
  /** A checkout for a plan while another plan is active: switch or cancel instead (409). */
  SUBSCRIPTION_EXISTS: 'SUBSCRIPTION_EXISTS',
  /** Switching, cancelling or resuming with no paid plan in force (409). */
  NO_SUBSCRIPTION: 'NO_SUBSCRIPTION',
  /** A switch to the plan and period already in force (400). */
  SAME_PLAN: 'SAME_PLAN',
  /** Resuming a subscription that is not cancelled, or one that has ended (409). */
  NOT_CANCELLED: 'NOT_CANCELLED',
  /** A payment id that is not one of the caller's (404). */
  PAYMENT_NOT_FOUND: 'PAYMENT_NOT_FOUND',
} as const;
export type BillingErrorCodeValue = (typeof BillingErrorCode)[keyof typeof BillingErrorCode];
