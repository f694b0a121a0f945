import { lazyComponent } from '../../../lib/lazy-component.ts';

/**
 * What only a subscriber's pricing page shows (the subscription with cancel and resume, the
 * switch dialog) is a chunk of its own, with the dialogs' code: visitors never load it.
 */
export const subscriptionBar = lazyComponent(
  async () => (await import('./subscription-bar.tsx')).SubscriptionBar,
);
export const switchPlanDialog = lazyComponent(
  async () => (await import('./switch-plan-dialog.tsx')).SwitchPlanDialog,
);
