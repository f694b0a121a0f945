import {
  type BillingPeriod,
  FREE_MONTHLY_ALLOWANCE,
  PLAN_NAMES,
  type PlanName,
} from '@idealens/shared/plans';
import { ArrowRight, Gift, Lock } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatBillingDate } from '../../../lib/billing/billing-dates.ts';
import { type BillingSubscription, useBilling } from '../../../lib/billing/get-billing.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useUserProfile } from '../../../lib/user-profile.ts';
import { useCheckoutReturn } from '../checkout-return.ts';
import { isCurrentPlan } from '../current-plan.ts';
import { describePaymentFailure } from '../payment-failure.ts';
import { useCheckout } from '../use-checkout.ts';
import { BillingPeriodToggle } from './billing-period-toggle.tsx';
import { CheckoutOutcome } from './checkout-outcome.tsx';
import { subscriptionBar, switchPlanDialog } from './lazy-manage.ts';
import { PlanCard, type PlanOffer } from './plan-card.tsx';
import type { SwitchTarget } from './switch-plan-dialog.tsx';

const SubscriptionBar = subscriptionBar.Component;
const SwitchPlanDialog = switchPlanDialog.Component;

/**
 * The subscription as far as the page knows it: `known` once the billing overview has answered
 * (`subscription` is then the plan in force, or null on Free); until then, or if it failed, the
 * profile's plan marks the current card and purchases stay possible (the server refuses a second
 * subscription with SUBSCRIPTION_EXISTS, and the page then reads the overview again).
 */
type BillingView = { known: true; subscription: BillingSubscription | null } | { known: false };

export function PricingPage() {
  const { t, i18n } = useTranslation('pricing');
  const { status, signIn } = useAuth();
  const navigate = useNavigate();
  const signedIn = status === 'authenticated';
  const currentPlan = useUserProfile({ enabled: signedIn }).data?.plan;
  const billing = useBilling({ enabled: signedIn });
  const view: BillingView =
    signedIn && billing.data
      ? { known: true, subscription: billing.data.subscription }
      : { known: false };
  const subscription = view.known ? view.subscription : null;
  // The plans open on the period of the plan in force, until the visitor picks one.
  const [chosenPeriod, setPeriod] = useState<BillingPeriod | null>(null);
  const period = chosenPeriod ?? subscription?.billingPeriod ?? 'annual';
  const [switchTarget, setSwitchTarget] = useState<SwitchTarget | null>(null);
  // Once a plan was in force here, its bar stays to say what became of it (cancelled at once).
  const [managing, setManaging] = useState(false);
  if (subscription && !managing) setManaging(true);
  const checkout = useCheckout();
  const [checkoutReturn, dismissCheckoutReturn] = useCheckoutReturn();
  useDocumentTitle(t('documentTitle'));

  const subscribed = subscription !== null;
  useEffect(() => {
    if (!subscribed) return;
    void subscriptionBar.preload();
    void switchPlanDialog.preload();
  }, [subscribed]);

  const offerFor = (plan: PlanName): PlanOffer => {
    if (!view.known) {
      return signedIn && isCurrentPlan(currentPlan, plan, period)
        ? { kind: 'current', note: null }
        : { kind: 'subscribe' };
    }
    if (!subscription) return { kind: 'subscribe' };
    if (subscription.plan === plan && subscription.billingPeriod === period) {
      return {
        kind: 'current',
        note:
          subscription.status === 'cancelling'
            ? t('manage.cancelsOn', {
                date: formatBillingDate(subscription.currentPeriodEnd, i18n.language),
              })
            : null,
      };
    }
    return {
      kind: 'switch',
      label:
        subscription.plan === plan
          ? t(`manage.switchPeriod.${period}`)
          : t('manage.switchTo', { plan: t(`plans.${plan}.name`) }),
    };
  };

  const choose = (plan: PlanName) => {
    if (!signedIn) {
      signIn('/pricing');
      return;
    }
    if (subscription) {
      setSwitchTarget({ plan, period });
      return;
    }
    checkout.start(plan, period);
  };

  const failureText = (plan: PlanName): string | null => {
    if (checkout.failure?.plan !== plan) return null;
    const failure = describePaymentFailure(checkout.failure.error);
    if ('text' in failure) return failure.text;
    return failure.key === 'subscriptionExists'
      ? t('manage.subscriptionExists')
      : t(`checkout.errors.${failure.key}`);
  };

  const startFree = () => {
    if (signedIn) {
      void navigate('/');
      return;
    }
    signIn('/dashboard');
  };

  return (
    <Container className="py-12 sm:py-16">
      <PageHeader title={t('title')} subtitle={t('subtitle')} align="center" spaceBelow="lg" />

      {checkoutReturn ? (
        <div className="mb-10">
          <CheckoutOutcome outcome={checkoutReturn} onDismiss={dismissCheckoutReturn} />
        </div>
      ) : null}

      {signedIn && billing.isError && !billing.data ? (
        <ErrorState
          className="mx-auto mb-8 max-w-3xl"
          message={t('manage.loadFailed')}
          retryLabel={t('manage.retry')}
          retrying={billing.isFetching}
          onRetry={() => void billing.refetch()}
        />
      ) : null}
      {view.known && managing ? (
        <Suspense fallback={<Skeleton className="mx-auto mb-10 h-28 max-w-3xl" />}>
          <SubscriptionBar subscription={subscription} />
        </Suspense>
      ) : null}

      <BillingPeriodToggle value={period} onChange={setPeriod} />

      <div className="mt-12 grid gap-8 lg:grid-cols-3 lg:gap-6">
        {PLAN_NAMES.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            period={period}
            offer={offerFor(plan)}
            processing={checkout.processingPlan === plan}
            disabled={
              checkout.processingPlan !== null ||
              status === 'loading' ||
              // Whether a plan is in force decides between buying and switching.
              (signedIn && billing.isPending)
            }
            failure={failureText(plan)}
            onChoose={choose}
          />
        ))}
      </div>
      {subscription ? (
        <Suspense fallback={null}>
          <SwitchPlanDialog
            target={switchTarget}
            current={subscription}
            onClose={() => setSwitchTarget(null)}
          />
        </Suspense>
      ) : null}
      {/* The clicked button is disabled while the checkout opens, so say where the page is going. */}
      <p role="status" className="sr-only">
        {checkout.processingPlan
          ? t('checkout.opening', { plan: t(`plans.${checkout.processingPlan}.name`) })
          : ''}
      </p>

      <Card className="mt-10 flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex items-start gap-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50">
            <Gift aria-hidden="true" className="size-5 text-emerald-700" />
          </span>
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-semibold text-lg">{t('free.title')}</h2>
              {signedIn && currentPlan?.tier === 'free' ? (
                <Badge tone="success">{t('card.currentPlan')}</Badge>
              ) : null}
            </div>
            <p className="mt-1 text-zinc-600">
              {t('free.description', { amount: FREE_MONTHLY_ALLOWANCE })}
            </p>
            <p className="mt-1 text-sm text-zinc-600">{t('free.priority')}</p>
          </div>
        </div>
        <Button variant="secondary" className="shrink-0" onClick={startFree}>
          {t('free.cta')}
        </Button>
      </Card>

      <section className="mt-16 rounded-2xl bg-indigo-600 px-6 py-12 text-center sm:px-12">
        <h2 className="text-balance font-semibold text-2xl text-white tracking-tight sm:text-3xl">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-indigo-100">{t('cta.description')}</p>
        <Link
          to="/"
          className={buttonClasses({ variant: 'inverse', size: 'lg', className: 'mt-8' })}
        >
          {t('cta.button')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </section>

      <p className="mx-auto mt-10 flex max-w-3xl items-start gap-2 text-sm text-zinc-600 sm:justify-center sm:text-center">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-500" />
        <span>{t('paymentNotice')}</span>
      </p>
    </Container>
  );
}
