import { RotateCcw } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBillingDate } from '../../lib/billing/billing-dates.ts';
import type { BillingSubscription } from '../../lib/billing/get-billing.ts';
import {
  useCancelSubscription,
  useResumeSubscription,
} from '../../lib/billing/manage-subscription.ts';
import { subscriptionOutlook } from '../../lib/billing/subscription-status.ts';
import { cn } from '../../lib/cn.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { Button } from '../ui/button.tsx';
import { ErrorState } from '../ui/error-state.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useBillingFailureText } from './use-billing-failure-text.ts';

/**
 * The dialog's code comes with Radix's dialog chunk, fetched only for a subscriber: this module
 * is shared by several pages, and a static import would bring that chunk to all of them.
 */
const cancelDialog = lazyComponent(
  async () => (await import('./cancel-subscription-dialog.tsx')).CancelSubscriptionDialog,
);
const CancelDialog = cancelDialog.Component;

type Confirmation = 'cancelledAtPeriodEnd' | 'cancelledNow' | 'resumed';

const ALIGN = {
  start: 'items-start',
  /** At the end of a row from the small breakpoint up, at the start of a column below it. */
  end: 'items-start sm:items-end',
  center: 'items-center text-center',
} as const;

/**
 * What can be done with the subscription in force: cancel it (a dialog asks when), or resume it
 * while it is cancelled for the period's end. What was done is said in words (announced), since
 * the button pressed has gone: keep it rendered with `subscription` null once there is none
 * (after cancelling at once), and it says so, then nothing.
 */
export function SubscriptionActions({
  subscription,
  align = 'start',
  className,
}: {
  subscription: BillingSubscription | null;
  align?: keyof typeof ALIGN;
  className?: string;
}) {
  const { t, i18n } = useTranslation('pricing');
  const [confirmation, setConfirmation] = useState<{
    done: Confirmation;
    plan: string;
    date: string;
  } | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const failureText = useBillingFailureText();

  const cancellable = subscription !== null && !subscriptionOutlook(subscription).resumable;
  useEffect(() => {
    if (cancellable) void cancelDialog.preload();
  }, [cancellable]);

  if (!subscription && !confirmation) return null;
  const plan = subscription ? t(`plans.${subscription.plan}.name`) : '';
  const date = subscription ? formatBillingDate(subscription.currentPeriodEnd, i18n.language) : '';
  const confirm = (done: Confirmation) => setConfirmation({ done, plan, date });

  return (
    <div className={cn('flex flex-col gap-3', ALIGN[align], className)}>
      {!subscription ? null : cancellable ? (
        <Suspense
          fallback={
            <Button variant="ghostDanger" disabled>
              {t('manage.cancel.button')}
            </Button>
          }
        >
          <CancelDialog
            plan={plan}
            endDate={date}
            open={cancelling}
            onOpenChange={(open) => {
              setCancelling(open);
              if (open) cancel.reset();
            }}
            pending={cancel.isPending}
            failure={
              cancel.isError ? (
                <ErrorState message={failureText(cancel.error, t('manage.cancel.failed'))} />
              ) : null
            }
            onConfirm={(when) => {
              cancel.mutate(when, {
                onSuccess: () => {
                  setCancelling(false);
                  resume.reset();
                  confirm(when === 'now' ? 'cancelledNow' : 'cancelledAtPeriodEnd');
                },
              });
            }}
          />
        </Suspense>
      ) : (
        <Button
          variant="secondary"
          disabled={resume.isPending}
          aria-busy={resume.isPending || undefined}
          onClick={() => {
            setConfirmation(null);
            resume.mutate(undefined, { onSuccess: () => confirm('resumed') });
          }}
        >
          {resume.isPending ? (
            <Spinner size="sm" tone="current" />
          ) : (
            <RotateCcw aria-hidden="true" className="size-4" />
          )}
          {t('manage.resume.button')}
        </Button>
      )}
      {resume.isError ? (
        <ErrorState message={failureText(resume.error, t('manage.resume.failed'))} />
      ) : null}
      <p role="status" className="text-emerald-800 text-sm empty:hidden">
        {confirmation ? t(`manage.done.${confirmation.done}`, confirmation) : ''}
      </p>
    </div>
  );
}
