import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CircleAlert, CircleCheck, Clock, RotateCcw, UserRound, X } from 'lucide-react';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { refreshAfterBillingChange } from '../../../lib/billing/refresh-after-billing-change.ts';
import { cn } from '../../../lib/cn.ts';
import { formatCurrency } from '../../../lib/format.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { type PaymentSessionDetailData, usePaymentSession } from '../api/get-payment-session.ts';
import type { CheckoutReturn } from '../checkout-return.ts';

type OutcomeTone = 'success' | 'pending' | 'neutral' | 'danger';

const TONES: Record<OutcomeTone, { panel: string; icon: string }> = {
  success: { panel: 'border-emerald-200 bg-emerald-50', icon: 'bg-emerald-100 text-emerald-700' },
  pending: { panel: 'border-indigo-200 bg-indigo-50', icon: 'bg-indigo-100 text-indigo-700' },
  neutral: { panel: 'border-zinc-200 bg-white', icon: 'bg-zinc-100 text-zinc-600' },
  danger: { panel: 'border-red-200 bg-red-50', icon: 'bg-red-100 text-red-700' },
};

type OutcomePanelProps = {
  tone: OutcomeTone;
  icon: ReactNode;
  title: string;
  description: string;
  /** Shown under the description and announced with it. */
  details?: ReactNode;
  actions?: ReactNode;
  onDismiss: () => void;
};

/** A dismissible panel whose title and description are announced whenever they change. */
function OutcomePanel({
  tone,
  icon,
  title,
  description,
  details,
  actions,
  onDismiss,
}: OutcomePanelProps) {
  const { t } = useTranslation('pricing');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('mx-auto max-w-2xl rounded-xl border p-5 sm:p-6', TONES[tone].panel)}
    >
      <div className="flex items-start gap-4">
        <span
          className={cn(
            'hidden size-10 shrink-0 items-center justify-center rounded-full sm:flex',
            TONES[tone].icon,
          )}
        >
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <div aria-live="polite">
            <h2 id={headingId} className="font-semibold text-lg text-zinc-900">
              {title}
            </h2>
            <p className="mt-1 text-sm text-zinc-700">{description}</p>
            {details}
          </div>
          {actions ? (
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('common:actions.dismiss')}
          className="-m-1 shrink-0 rounded-md p-1 text-zinc-600 hover:bg-black/5 hover:text-zinc-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}

function PurchaseDetails({ session }: { session: PaymentSessionDetailData }) {
  const { t, i18n } = useTranslation('pricing');
  const number = new Intl.NumberFormat(i18n.language);
  const items = [
    { label: t('checkout.details.plan'), value: t(`plans.${session.plan}.name`) },
    { label: t('checkout.details.billingPeriod'), value: t(`billing.${session.billingPeriod}`) },
    {
      label: t('checkout.details.amount'),
      value: formatCurrency(session.amount, i18n.language, session.currency),
    },
    ...(session.pointsGranted === null
      ? []
      : [{ label: t('checkout.details.points'), value: number.format(session.pointsGranted) }]),
  ];
  return (
    <dl className="mt-4 grid grid-cols-2 gap-4 border-emerald-200 border-t pt-4 text-sm sm:grid-cols-4">
      {items.map(({ label, value }) => (
        <div key={label}>
          <dt className="text-zinc-600">{label}</dt>
          <dd className="mt-1 font-medium text-zinc-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const linkClasses = (variant: 'primary' | 'secondary') =>
  buttonClasses({ variant, className: 'w-full sm:w-auto' });

function NextSteps() {
  const { t } = useTranslation('pricing');
  return (
    <>
      <Link to="/" className={linkClasses('primary')}>
        {t('checkout.startAnalysis')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
      <Link to="/profile" className={linkClasses('secondary')}>
        <UserRound aria-hidden="true" className="size-4" />
        {t('checkout.viewProfile')}
      </Link>
    </>
  );
}

/**
 * After paying: the checkout's session is read until the payment is confirmed (its webhook can
 * land a moment after the buyer returns), then the plan bought and the points it granted are
 * shown, and the profile and points are read again so the whole app shows the new plan.
 */
function PaymentConfirmation({
  sessionId,
  onDismiss,
}: {
  sessionId: string | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('pricing');
  const { status: authStatus } = useAuth();
  const queryClient = useQueryClient();
  const { query, confirmationDelayed } = usePaymentSession(sessionId ?? '', {
    enabled: sessionId !== null && authStatus === 'authenticated',
  });
  const session = query.data;
  const paid = session?.status === 'paid';

  useEffect(() => {
    if (!paid) return;
    // The plan bought or switched to shows everywhere: profile, points, the subscription.
    void refreshAfterBillingChange(queryClient);
  }, [paid, queryClient]);

  const checkAgain = (
    <Button
      variant="secondary"
      className="w-full sm:w-auto"
      disabled={query.isFetching}
      onClick={() => void query.refetch()}
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      {t('checkout.checkAgain')}
    </Button>
  );

  if (session && paid) {
    return (
      <OutcomePanel
        tone="success"
        icon={<CircleCheck aria-hidden="true" className="size-5" />}
        title={t('checkout.paid.title', { plan: t(`plans.${session.plan}.name`) })}
        description={t('checkout.paid.description')}
        details={<PurchaseDetails session={session} />}
        actions={<NextSteps />}
        onDismiss={onDismiss}
      />
    );
  }
  if (session && session.status !== 'open') {
    return (
      <OutcomePanel
        tone="neutral"
        icon={<CircleAlert aria-hidden="true" className="size-5" />}
        title={t('checkout.notCompleted.title')}
        description={t('checkout.notCompleted.description')}
        onDismiss={onDismiss}
      />
    );
  }
  if (query.isError && !session) {
    return (
      <OutcomePanel
        tone="danger"
        icon={<CircleAlert aria-hidden="true" className="size-5" />}
        title={t('checkout.checkFailed.title')}
        description={t('checkout.checkFailed.description')}
        actions={checkAgain}
        onDismiss={onDismiss}
      />
    );
  }
  // Nothing to look up (no session in the address, or not signed in), or still open after every check.
  const unconfirmable = sessionId === null || authStatus === 'anonymous';
  if (confirmationDelayed || unconfirmable) {
    return (
      <OutcomePanel
        tone="pending"
        icon={<Clock aria-hidden="true" className="size-5" />}
        title={t('checkout.delayed.title')}
        description={t('checkout.delayed.description')}
        actions={
          <>
            {unconfirmable ? null : checkAgain}
            <Link to="/profile" className={linkClasses('secondary')}>
              <UserRound aria-hidden="true" className="size-4" />
              {t('checkout.viewProfile')}
            </Link>
          </>
        }
        onDismiss={onDismiss}
      />
    );
  }
  return (
    <OutcomePanel
      tone="pending"
      icon={<Spinner tone="current" />}
      title={t('checkout.confirming.title')}
      description={t('checkout.confirming.description')}
      onDismiss={onDismiss}
    />
  );
}

/** What the page says when a checkout comes back to it: paid, or cancelled with nothing charged. */
export function CheckoutOutcome({
  outcome,
  onDismiss,
}: {
  outcome: CheckoutReturn;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('pricing');
  if (outcome.outcome === 'cancelled') {
    return (
      <Notice
        className="mx-auto max-w-2xl"
        dismissLabel={t('common:actions.dismiss')}
        onDismiss={onDismiss}
      >
        <p className="font-medium">{t('checkout.cancelled.title')}</p>
        <p className="mt-1">{t('checkout.cancelled.description')}</p>
      </Notice>
    );
  }
  return <PaymentConfirmation sessionId={outcome.sessionId} onDismiss={onDismiss} />;
}
