import { FREE_MONTHLY_ALLOWANCE, PLANS } from '@idealens/shared/plans';
import { ArrowUpRight, CreditCard } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubscriptionActions } from '../../../components/billing/subscription-actions.tsx';
import { SubscriptionOutlook } from '../../../components/billing/subscription-outlook.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type BillingSubscription, useBilling } from '../../../lib/billing/get-billing.ts';
import { BillingPayments } from './billing-payments.tsx';
import { BillingPointsHistory } from './billing-points-history.tsx';
import { CardError } from './card-error.tsx';

/** The plan in force (or Free), when it renews or ends, and where to change it. */
function SubscriptionSummary({ subscription }: { subscription: BillingSubscription | null }) {
  const { t } = useTranslation(['billing', 'pricing']);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p data-testid="billing-plan" className="font-semibold text-2xl text-zinc-900">
          {subscription
            ? t('billing:subscription.plan', {
                plan: t(`pricing:plans.${subscription.plan}.name`),
              })
            : t('billing:subscription.free')}
        </p>
        {subscription ? (
          <>
            <p className="mt-1 text-sm text-zinc-600">
              {t(
                PLANS[subscription.plan].allowanceIsMinimum
                  ? 'pricing:features.allowanceMinimum'
                  : 'pricing:features.allowance',
                { amount: PLANS[subscription.plan].monthlyAllowance },
              )}
              {' · '}
              {t(
                subscription.billingPeriod === 'annual'
                  ? 'pricing:currentPlan.billedAnnually'
                  : 'pricing:currentPlan.billedMonthly',
              )}
            </p>
            <SubscriptionOutlook subscription={subscription} className="mt-2" />
          </>
        ) : (
          <p className="mt-1 text-sm text-zinc-600">
            {t('pricing:features.allowance', { amount: FREE_MONTHLY_ALLOWANCE })}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:items-end">
        <Link
          to="/pricing"
          className={buttonClasses({ variant: subscription ? 'secondary' : 'primary' })}
        >
          {subscription ? t('billing:subscription.manage') : t('billing:subscription.seePlans')}
          <ArrowUpRight aria-hidden="true" className="size-4" />
        </Link>
        {/* Rendered with the Free plan too: after cancelling at once it says what became of it. */}
        <SubscriptionActions subscription={subscription} align="end" />
      </div>
    </div>
  );
}

/**
 * The profile's billing (issue 22): the plan in force with cancel and resume, the payments with
 * their receipts, and the points history, each loading and failing on its own.
 */
export function BillingSection() {
  const { t } = useTranslation('billing');
  const headingId = useId();
  const billing = useBilling();
  const known = billing.data;

  return (
    <Card className="p-6">
      <section aria-labelledby={headingId}>
        <h2
          id={headingId}
          className="flex items-center gap-2 font-semibold text-base text-zinc-900"
        >
          <CreditCard aria-hidden="true" className="size-5 text-indigo-600" />
          {t('title')}
        </h2>
        <div className="mt-4">
          {known ? (
            <SubscriptionSummary subscription={known.subscription} />
          ) : billing.isError ? (
            <CardError message={t('subscription.error')} onRetry={() => void billing.refetch()} />
          ) : (
            <div role="status" aria-label={t('subscription.loading')}>
              <Skeleton className="h-8 w-32" />
              <Skeleton className="mt-2 h-4 w-48" />
              <Skeleton className="mt-2 h-4 w-40" />
            </div>
          )}
        </div>
        <BillingPayments />
        <BillingPointsHistory />
      </section>
    </Card>
  );
}
