import {
  annualSavingPercent,
  type BillingPeriod,
  monthlyPriceCents,
  PLAN_NAMES,
  PLANS,
  type PlanName,
  planAmountCents,
} from '@idealens/shared/plans';
import type { TFunction } from 'i18next';
import { CalendarClock, Check, CircleCheck, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatCurrency } from '../../../lib/format.ts';

/** Feature lines for a plan: its allowance, what it builds on, and what it adds. */
function planFeatures(plan: PlanName, t: TFunction<'pricing'>): string[] {
  const { monthlyAllowance, allowanceIsMinimum, capabilities } = PLANS[plan];
  const allowance = t(allowanceIsMinimum ? 'features.allowanceMinimum' : 'features.allowance', {
    amount: monthlyAllowance,
  });
  const index = PLAN_NAMES.indexOf(plan);
  const previous = index > 0 ? PLAN_NAMES[index - 1] : undefined;
  if (!previous) {
    return [
      allowance,
      t('features.fullReports'),
      t('features.reportHistory'),
      t('features.quickAnalyses'),
      // Paid plans' tasks run before free accounts' and visitors' (the server's queue priority).
      t('features.priorityProcessing'),
    ];
  }
  const added = capabilities.filter(
    (capability) => !PLANS[previous].capabilities.includes(capability),
  );
  return [
    allowance,
    t('features.everythingIn', { plan: t(`plans.${previous}.name`) }),
    ...added.map((capability) => t(`features.${capability}`)),
  ];
}

/**
 * What a card offers the visitor: the plan in force (with a note such as "Cancels on …"), a
 * purchase, or a switch to it from the plan in force (its button's words given).
 */
export type PlanOffer =
  | { kind: 'current'; note: string | null }
  | { kind: 'subscribe' }
  | { kind: 'switch'; label: string };

type PlanCardProps = {
  plan: PlanName;
  period: BillingPeriod;
  offer: PlanOffer;
  /** Its checkout is starting. */
  processing: boolean;
  disabled: boolean;
  /** Why its checkout could not start. */
  failure: string | null;
  /** Subscribe, or switch, as `offer` says. */
  onChoose: (plan: PlanName) => void;
};

export function PlanCard({
  plan,
  period,
  offer,
  processing,
  disabled,
  failure,
  onChoose,
}: PlanCardProps) {
  const { t, i18n } = useTranslation('pricing');
  const headingId = useId();
  const { featured } = PLANS[plan];
  const locale = i18n.resolvedLanguage ?? 'en-US';
  const annual = period === 'annual';
  const name = t(`plans.${plan}.name`);

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-xl border bg-white p-6 sm:p-8',
        featured
          ? 'border-indigo-600 shadow-indigo-100 shadow-lg ring-1 ring-indigo-600'
          : 'border-zinc-200',
      )}
    >
      {featured ? (
        <Badge tone="highlight" className="-top-3 absolute left-6 sm:left-8">
          <Sparkles aria-hidden="true" className="size-3" />
          {t('card.mostPopular')}
        </Badge>
      ) : null}

      <h2 id={headingId} className="font-semibold text-lg">
        {name}
      </h2>
      <p className="mt-1 min-h-10 text-sm text-zinc-600">{t(`plans.${plan}.description`)}</p>

      <div className="mt-6 flex items-baseline gap-1.5">
        <span className="font-semibold text-4xl text-zinc-900 tabular-nums tracking-tight">
          {formatCurrency(monthlyPriceCents(plan, period), locale)}
        </span>
        <span className="text-sm text-zinc-600">{t('card.perMonth')}</span>
      </div>
      <div className="mt-2 flex min-h-6 flex-wrap items-center gap-2 text-sm">
        {annual ? (
          <>
            <s className="text-zinc-500 tabular-nums">
              <span className="sr-only">{t('card.regularPrice')} </span>
              <span>{formatCurrency(monthlyPriceCents(plan, 'monthly'), locale)}</span>
            </s>
            <Badge tone="success">{t('card.save', { percent: annualSavingPercent(plan) })}</Badge>
          </>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-zinc-600 tabular-nums">
        {annual
          ? t('card.billedAnnually', {
              amount: formatCurrency(planAmountCents(plan, 'annual'), locale),
            })
          : t('card.billedMonthly')}
      </p>

      {offer.kind === 'current' ? (
        <div className="mt-6">
          <p className="flex h-10 items-center justify-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 font-medium text-emerald-800 text-sm">
            <CircleCheck aria-hidden="true" className="size-4 text-emerald-600" />
            {t('card.currentPlan')}
          </p>
          {offer.note ? (
            <p className="mt-2 flex items-center justify-center gap-1.5 text-amber-800 text-sm">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
              {offer.note}
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <Button
            className="mt-6 w-full"
            variant={featured ? 'primary' : 'secondary'}
            disabled={disabled || processing}
            aria-busy={processing || undefined}
            onClick={() => onChoose(plan)}
          >
            {processing ? <Spinner size="sm" tone="current" /> : null}
            {processing
              ? t('card.processing')
              : offer.kind === 'switch'
                ? offer.label
                : t('card.subscribe')}
          </Button>
          {failure ? <ErrorState message={failure} className="mt-3" /> : null}
          <p className="mt-3 text-center text-xs text-zinc-600">
            <Trans
              t={t}
              i18nKey="card.terms"
              components={{
                termsLink: (
                  <Link
                    to="/terms-of-service"
                    className="whitespace-nowrap rounded-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                  />
                ),
              }}
            />
          </p>
        </>
      )}

      <h3 className="sr-only">{t('card.featuresHeading', { plan: name })}</h3>
      <ul className="mt-6 space-y-3 border-zinc-200 border-t pt-6 text-sm">
        {planFeatures(plan, t).map((feature) => (
          <li key={feature} className="flex gap-3 text-zinc-700">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
