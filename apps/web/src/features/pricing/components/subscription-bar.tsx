import { Crown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SubscriptionActions } from '../../../components/billing/subscription-actions.tsx';
import { SubscriptionOutlook } from '../../../components/billing/subscription-outlook.tsx';
import type { BillingSubscription } from '../../../lib/billing/get-billing.ts';
import { cn } from '../../../lib/cn.ts';

/**
 * The plan in force above the plans, whichever billing period they show: its name and billing,
 * when it renews or ends, and cancel or resume. Rendered for every signed-in user whose billing
 * is known, so that after cancelling at once (no plan any more) it can still say what was done;
 * with nothing to show it is hidden.
 */
export function SubscriptionBar({ subscription }: { subscription: BillingSubscription | null }) {
  const { t } = useTranslation('pricing');
  const headingId = useId();
  const billed =
    subscription?.billingPeriod === 'annual'
      ? t('currentPlan.billedAnnually')
      : t('currentPlan.billedMonthly');
  return (
    <section
      aria-labelledby={subscription ? headingId : undefined}
      className={cn(
        'mx-auto mb-10 flex max-w-3xl flex-col gap-4 empty:hidden',
        subscription &&
          'rounded-xl border border-zinc-200 bg-white p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6',
      )}
    >
      {subscription ? (
        <div className="flex min-w-0 items-start gap-4">
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 sm:flex">
            <Crown aria-hidden="true" className="size-5 text-indigo-600" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold text-base text-zinc-900">
              {t('manage.summary.title', { plan: t(`plans.${subscription.plan}.name`) })}
            </h2>
            <p className="mt-0.5 text-sm text-zinc-600">{billed}</p>
            <SubscriptionOutlook subscription={subscription} className="mt-2" />
          </div>
        </div>
      ) : null}
      <SubscriptionActions subscription={subscription} align={subscription ? 'end' : 'center'} />
    </section>
  );
}
