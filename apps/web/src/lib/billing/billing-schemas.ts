/**
 * The billing contract's schemas (with zod), imported with the request that needs them: the
 * pricing page shows without zod, and loads it only for a signed-in user.
 */
export const billingSchemas = () => import('@idealens/shared/billing');
