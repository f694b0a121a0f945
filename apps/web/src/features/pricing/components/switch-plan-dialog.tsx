import { type BillingPeriod, type PlanName, toPlanType } from '@idealens/shared/plans';
import { ArrowRight, TriangleAlert, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillingFailureText } from '../../../components/billing/use-billing-failure-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { BillingSubscription } from '../../../lib/billing/get-billing.ts';
import {
  type SwitchQuote,
  useSwitchPlan,
  useSwitchQuote,
} from '../../../lib/billing/switch-plan.ts';
import { formatCurrency } from '../../../lib/format.ts';
import { checkoutNavigation } from '../checkout-navigation.ts';
import { useResetOnPageRestore } from '../use-reset-on-page-restore.ts';

export type SwitchTarget = { plan: PlanName; period: BillingPeriod };

/** The price, the credit for the unused part of the plan in force, and what is paid now. */
function QuoteDetails({ quote, current }: { quote: SwitchQuote; current: BillingSubscription }) {
  const { t, i18n } = useTranslation('pricing');
  const money = (cents: number) => formatCurrency(cents, i18n.language, quote.currency);
  const plan = t(`plans.${quote.plan}.name`);
  const currentPlan = t(`plans.${current.plan}.name`);
  const rows = [
    {
      label: t(`manage.switch.price.${quote.billingPeriod}`, { plan }),
      value: money(quote.price),
    },
    {
      label: t('manage.switch.credit', { plan: currentPlan }),
      // A credit is taken off: shown with a minus sign (U+2212), and read as a credit.
      value: quote.credit > 0 ? `−${money(quote.credit)}` : money(0),
    },
  ];
  return (
    <div className="mt-5">
      <dl className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 text-sm">
        {rows.map(({ label, value }) => (
          <div key={label} className="flex items-baseline justify-between gap-4 px-4 py-3">
            <dt className="text-zinc-600">{label}</dt>
            <dd className="shrink-0 text-zinc-900 tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 bg-zinc-50 px-4 py-3">
          <dt className="font-medium text-zinc-900">{t('manage.switch.amount')}</dt>
          <dd
            data-testid="switch-amount"
            className="shrink-0 font-semibold text-base text-zinc-900 tabular-nums"
          >
            {money(quote.amount)}
          </dd>
        </div>
      </dl>
      {quote.forfeited > 0 ? (
        <div className="mt-4 flex items-start gap-2.5 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-amber-900 text-sm">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <div>
            <p className="font-medium">
              {t('manage.switch.forfeited.title', { amount: money(quote.forfeited) })}
            </p>
            <p className="mt-1">
              {t('manage.switch.forfeited.description', {
                credit: money(quote.credit),
                price: money(quote.price),
                plan,
                current: currentPlan,
              })}
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function QuoteSkeleton() {
  const { t } = useTranslation('pricing');
  return (
    <div role="status" aria-label={t('manage.switch.loading')} className="mt-5 grid gap-2">
      <Skeleton className="h-11" />
      <Skeleton className="h-11" />
      <Skeleton className="h-11" />
    </div>
  );
}

type SwitchPlanDialogProps = {
  /** The plan and period to switch to; null: the dialog is closed. */
  target: SwitchTarget | null;
  current: BillingSubscription;
  onClose: () => void;
};

/**
 * Switching plans: the dialog reads what the switch costs now (the new price less the unused
 * part of the plan in force, and any credit beyond the new price that is not paid back), and on
 * confirmation asks for the switch's checkout and leaves for it. The plan in force ends when the
 * switch is paid, not before.
 */
export function SwitchPlanDialog({ target, current, onClose }: SwitchPlanDialogProps) {
  const { t, i18n } = useTranslation('pricing');
  const planType = target ? toPlanType(target.plan, target.period) : '';
  const quote = useSwitchQuote(planType, { enabled: target !== null });
  const switching = useSwitchPlan();
  const failureText = useBillingFailureText();
  const { reset } = switching;
  // Opened by a plan's button rather than a trigger of its own: focus goes back to that button.
  const opener = useRef<HTMLElement | null>(null);
  useResetOnPageRestore(reset);
  // From the click until the browser has left for the checkout.
  const leaving = switching.isPending || switching.isSuccess;

  const onOpenChange = (open: boolean) => {
    if (open || leaving) return;
    switching.reset();
    onClose();
  };

  const confirm = () => {
    switching.mutate(planType, {
      onSuccess: ({ session }) => checkoutNavigation.open(session.url),
    });
  };

  const plan = target ? t(`plans.${target.plan}.name`) : '';
  const currentPlan = t(`plans.${current.plan}.name`);
  const billed =
    target?.period === 'annual' ? t('currentPlan.billedAnnually') : t('currentPlan.billedMonthly');

  return (
    <Dialog.Root open={target !== null} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/40 backdrop-blur-[1px] print:hidden" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-zinc-200 bg-white p-6 shadow-xl focus:outline-none print:hidden"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-semibold text-lg text-zinc-900">
              {t('manage.switch.title', { plan })}
            </Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={t('manage.close')}
                disabled={leaving}
                className="-m-1 rounded-md p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:opacity-50"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-zinc-600">
            {t('manage.switch.description', { plan, current: currentPlan, billed })}
          </Dialog.Description>

          {quote.data ? (
            <QuoteDetails quote={quote.data} current={current} />
          ) : quote.isError ? (
            <ErrorState
              className="mt-5"
              message={failureText(quote.error, t('manage.switch.quoteFailed'))}
              retryLabel={t('manage.retry')}
              retrying={quote.isFetching}
              onRetry={() => void quote.refetch()}
            />
          ) : (
            <QuoteSkeleton />
          )}

          {switching.isError ? (
            <ErrorState
              className="mt-4"
              message={failureText(switching.error, t('manage.switch.failed'))}
            />
          ) : null}
          <p role="status" className="sr-only">
            {leaving ? t('checkout.opening', { plan }) : ''}
          </p>

          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={leaving}>
                {t('manage.switch.keep')}
              </Button>
            </Dialog.Close>
            <Button
              disabled={!quote.data || leaving}
              aria-busy={leaving || undefined}
              onClick={confirm}
            >
              {leaving ? <Spinner size="sm" tone="current" /> : null}
              {leaving
                ? t('card.processing')
                : quote.data
                  ? t('manage.switch.confirm', {
                      amount: formatCurrency(quote.data.amount, i18n.language, quote.data.currency),
                    })
                  : t('manage.switch.confirmWithoutAmount')}
              {leaving ? null : <ArrowRight aria-hidden="true" className="size-4" />}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
