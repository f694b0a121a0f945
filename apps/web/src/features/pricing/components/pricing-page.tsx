import {
  type BillingPeriod,
  FREE_MONTHLY_ALLOWANCE,
  PLAN_NAMES,
  type PlanName,
} from '@idealens/shared/plans';
import { ArrowRight, Gift, Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAuth } from '../../auth/use-auth.ts';
import { BillingPeriodToggle } from './billing-period-toggle.tsx';
import { PlanCard } from './plan-card.tsx';

export function PricingPage() {
  const { t } = useTranslation('pricing');
  const { status, signIn } = useAuth();
  const navigate = useNavigate();
  const [period, setPeriod] = useState<BillingPeriod>('annual');
  // The plan whose checkout session is being created; set once checkout is wired to payments.
  const [processingPlan] = useState<PlanName | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useDocumentTitle(t('documentTitle'));

  const subscribe = (plan: PlanName) => {
    if (status !== 'authenticated') {
      signIn('/pricing');
      return;
    }
    // Checkout (a payment session for toPlanType(plan, period) and planAmountCents(plan, period))
    // arrives with payments; until then say so rather than pretend.
    setNotice(t('checkoutUnavailable', { plan: t(`plans.${plan}.name`) }));
  };

  const startFree = () => {
    if (status === 'authenticated') {
      void navigate('/');
      return;
    }
    signIn('/dashboard');
  };

  return (
    <Container className="py-12 sm:py-16">
      <PageHeader title={t('title')} subtitle={t('subtitle')} align="center" className="mb-10" />

      <BillingPeriodToggle value={period} onChange={setPeriod} />

      {notice ? (
        <Notice
          className="mx-auto mt-8 max-w-2xl"
          dismissLabel={t('common:actions.dismiss')}
          onDismiss={() => setNotice(null)}
        >
          {notice}
        </Notice>
      ) : null}

      <div className="mt-12 grid gap-8 lg:grid-cols-3 lg:gap-6">
        {PLAN_NAMES.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            period={period}
            processing={processingPlan === plan}
            disabled={processingPlan !== null || status === 'loading'}
            onSubscribe={subscribe}
          />
        ))}
      </div>

      <Card className="mt-10 flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex items-start gap-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50">
            <Gift aria-hidden="true" className="size-5 text-emerald-700" />
          </span>
          <div>
            <h2 className="font-semibold text-lg">{t('free.title')}</h2>
            <p className="mt-1 text-zinc-600">
              {t('free.description', { amount: FREE_MONTHLY_ALLOWANCE })}
            </p>
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
          className={buttonClasses({
            size: 'lg',
            className:
              'mt-8 bg-white text-indigo-700 hover:bg-indigo-50 focus-visible:ring-white focus-visible:ring-offset-indigo-600',
          })}
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
