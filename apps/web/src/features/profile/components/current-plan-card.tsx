import { FREE_MONTHLY_ALLOWANCE, PLANS, planNameForTier } from '@idealens/shared/plans';
import { ArrowUpRight, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type UserProfileData, useUserProfile } from '../../../lib/user-profile.ts';
import { CardError } from './card-error.tsx';

function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}

/** The plan in the pricing page's words: name, billing, the period paid for and its allowance. */
function PlanSummary({ plan }: { plan: UserProfileData['plan'] }) {
  const { t, i18n } = useTranslation('pricing');
  const name = planNameForTier(plan.tier);
  const allowance = name
    ? t(PLANS[name].allowanceIsMinimum ? 'features.allowanceMinimum' : 'features.allowance', {
        amount: PLANS[name].monthlyAllowance,
      })
    : t('features.allowance', { amount: FREE_MONTHLY_ALLOWANCE });
  const billing = plan.billingPeriod
    ? t(
        plan.billingPeriod === 'annual'
          ? 'currentPlan.billedAnnually'
          : 'currentPlan.billedMonthly',
      )
    : null;

  return (
    <>
      <p data-testid="current-plan" className="font-semibold text-3xl text-zinc-900">
        {name ? t(`plans.${name}.name`) : t('currentPlan.free')}
      </p>
      <p className="mt-1 text-sm text-zinc-600">{allowance}</p>
      {billing || plan.currentPeriodEnd ? (
        <ul className="mt-4 space-y-1 border-zinc-100 border-t pt-4 text-sm text-zinc-700">
          {billing ? <li>{billing}</li> : null}
          {plan.currentPeriodEnd ? (
            <li>
              {t('currentPlan.paidThrough', {
                date: formatDate(plan.currentPeriodEnd, i18n.language),
              })}
            </li>
          ) : null}
        </ul>
      ) : null}
      <Link
        to="/pricing"
        className={buttonClasses({
          variant: name ? 'secondary' : 'primary',
          className: 'mt-5 w-full',
        })}
      >
        {name ? t('currentPlan.viewPlans') : t('currentPlan.upgrade')}
        <ArrowUpRight aria-hidden="true" className="size-4" />
      </Link>
    </>
  );
}

export function CurrentPlanCard() {
  const { t } = useTranslation('pricing');
  const profile = useUserProfile();

  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 font-semibold text-base text-zinc-900">
        <Crown aria-hidden="true" className="size-5 text-indigo-600" />
        {t('currentPlan.title')}
      </h2>
      <div className="mt-4">
        {profile.data ? (
          <PlanSummary plan={profile.data.plan} />
        ) : profile.isError ? (
          <CardError message={t('currentPlan.error')} onRetry={() => void profile.refetch()} />
        ) : (
          <div role="status" aria-label={t('currentPlan.loading')}>
            <Skeleton className="h-9 w-24" />
            <Skeleton className="mt-2 h-4 w-40" />
            <Skeleton className="mt-5 h-10 w-full" />
          </div>
        )}
      </div>
    </Card>
  );
}
