/** Filled in by issue 22 (placeholder while it is built). */
export function BillingSection() {
  return null;
}
