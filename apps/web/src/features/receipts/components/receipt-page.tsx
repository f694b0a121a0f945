import { BillingErrorCode } from '@idealens/shared/billing-codes';
import { ArrowLeft, CircleCheck, FileQuestion, Printer } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RequireSignIn } from '../../../components/require-sign-in.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatBillingDate } from '../../../lib/billing/billing-dates.ts';
import { formatCurrency } from '../../../lib/format.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type ReceiptData, useReceipt } from '../api/get-receipt.ts';

const BACK_LINK =
  'inline-flex items-center gap-1.5 rounded-sm font-medium text-indigo-700 text-sm underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';

function BackToProfile() {
  const { t } = useTranslation('billing');
  return (
    <Link to="/profile" className={BACK_LINK}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('receipt.backToProfile')}
    </Link>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-zinc-500 uppercase tracking-wide">{label}</dt>
      <dd className="mt-1 break-words text-sm text-zinc-900">{children}</dd>
    </div>
  );
}

/** The receipt as a document: who paid, when, for what, how much, and through whom. */
function ReceiptDocument({ receipt }: { receipt: ReceiptData }) {
  const { t, i18n } = useTranslation(['billing', 'pricing']);
  const headingId = useId();
  const { payment, customer, number } = receipt;
  const locale = i18n.language;
  const money = (cents: number) => formatCurrency(cents, locale, payment.currency);
  const plan = t(`pricing:plans.${payment.plan}.name`);

  return (
    <article
      aria-labelledby={headingId}
      className="relative overflow-hidden rounded-xl border border-zinc-200 bg-white p-6 sm:p-10 print:overflow-visible print:rounded-none print:border-0 print:p-0"
    >
      <header className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <Logo />
          <p className="mt-2 text-sm text-zinc-600">{t('billing:receipt.issuer')}</p>
        </div>
        <div className="sm:text-right">
          <h1 id={headingId} className="font-semibold text-2xl text-zinc-900 tracking-tight">
            {t('billing:receipt.title')}
          </h1>
          <p className="mt-1 text-sm text-zinc-600">
            {t('billing:receipt.number')}{' '}
            <span data-testid="receipt-number" className="font-medium text-zinc-900 tabular-nums">
              {number}
            </span>
          </p>
        </div>
      </header>

      {/* A stamp, in words as well as in colour (and in black and white on paper). */}
      <p
        data-testid="paid-stamp"
        className="mt-6 inline-flex rotate-[-4deg] items-center gap-1.5 rounded-md border-2 border-emerald-600 px-3 py-1 font-bold text-emerald-700 text-sm uppercase tracking-widest print:border-black print:text-black"
      >
        <CircleCheck aria-hidden="true" className="size-4" />
        {t('billing:receipt.paid')}
      </p>

      <dl className="mt-8 grid gap-6 sm:grid-cols-2">
        <Detail label={t('billing:receipt.datePaid')}>
          <time dateTime={payment.paidAt}>{formatBillingDate(payment.paidAt, locale)}</time>
        </Detail>
        <Detail label={t('billing:receipt.billedTo')}>
          {customer.name ? <span className="block">{customer.name}</span> : null}
          {customer.email ? <span className="block">{customer.email}</span> : null}
          {!customer.name && !customer.email ? t('billing:receipt.noCustomer') : null}
        </Detail>
        <Detail label={t('billing:receipt.paidWith')}>
          {t(`billing:receipt.provider.${payment.provider}`)}
        </Detail>
        <Detail label={t('billing:receipt.reference')}>
          <span className="break-all font-mono text-xs">{payment.providerReference}</span>
        </Detail>
      </dl>

      <table className="mt-8 w-full text-sm">
        <caption className="sr-only">{t('billing:receipt.itemsCaption')}</caption>
        <thead className="border-zinc-200 border-b">
          <tr>
            <th scope="col" className="pb-2 text-left font-medium text-xs text-zinc-500">
              {t('billing:receipt.description')}
            </th>
            <th scope="col" className="pb-2 text-right font-medium text-xs text-zinc-500">
              {t('billing:receipt.amount')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          <tr>
            <td className="py-3 pr-4 align-top">
              <span className="block text-zinc-900">
                {t(`billing:receipt.item.${payment.billingPeriod}`, { plan })}
              </span>
              <span className="block text-zinc-500">
                {t(`billing:payments.kind.${payment.kind}`)}
                {payment.pointsGranted > 0
                  ? ` · ${t('billing:receipt.points', { count: payment.pointsGranted })}`
                  : ''}
              </span>
            </td>
            <td className="py-3 text-right align-top text-zinc-900 tabular-nums">
              {money(payment.amount + payment.credit)}
            </td>
          </tr>
          {payment.credit > 0 ? (
            <tr>
              <td className="py-3 pr-4 text-zinc-700">{t('billing:receipt.credit')}</td>
              <td className="py-3 text-right text-zinc-700 tabular-nums">
                −{money(payment.credit)}
              </td>
            </tr>
          ) : null}
        </tbody>
        <tfoot className="border-zinc-900 border-t-2">
          <tr>
            <th scope="row" className="pt-3 pr-4 text-left font-semibold text-zinc-900">
              {t('billing:receipt.total')}
            </th>
            <td
              data-testid="receipt-total"
              className="pt-3 text-right font-semibold text-base text-zinc-900 tabular-nums"
            >
              {money(payment.amount)}
            </td>
          </tr>
          <tr>
            <td colSpan={2} className="pt-1 text-right text-xs text-zinc-500">
              {t('billing:receipt.currency', { currency: payment.currency })}
            </td>
          </tr>
        </tfoot>
      </table>

      <p className="mt-10 border-zinc-100 border-t pt-6 text-xs text-zinc-500">
        {t('billing:receipt.footer')}
      </p>
    </article>
  );
}

function ReceiptNotFound() {
  const { t } = useTranslation('billing');
  const title = t('receipt.notFound.title');
  return (
    <Card className="mx-auto max-w-xl px-6 py-10 text-center sm:px-10">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-600">
        <FileQuestion aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-5 text-balance font-semibold text-2xl tracking-tight">{title}</h1>
      <p className="mt-3 text-pretty text-zinc-600">{t('receipt.notFound.description')}</p>
      <Link to="/profile" className={buttonClasses({ className: 'mt-8' })}>
        {t('receipt.backToProfile')}
      </Link>
    </Card>
  );
}

type ReceiptQuery = ReturnType<typeof useReceipt>;

function isNotFound(error: unknown): boolean {
  return (
    isApiError(error) && (error.status === 404 || error.code === BillingErrorCode.PAYMENT_NOT_FOUND)
  );
}

function ReceiptContent({ receipt }: { receipt: ReceiptQuery }) {
  const { t } = useTranslation('billing');

  if (receipt.data) {
    return (
      <>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
          <BackToProfile />
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {t('receipt.print')}
          </Button>
        </div>
        <ReceiptDocument receipt={receipt.data} />
      </>
    );
  }
  if (receipt.isError) {
    const error = receipt.error;
    if (isNotFound(error)) return <ReceiptNotFound />;
    return (
      <div className="mx-auto max-w-xl">
        <h1 className="mb-4 font-semibold text-2xl tracking-tight">{t('receipt.title')}</h1>
        <ErrorState
          message={t(
            isApiError(error) && error.kind !== 'http' ? 'receipt.networkError' : 'receipt.error',
          )}
          retryLabel={t('receipt.retry')}
          retrying={receipt.isFetching}
          onRetry={() => void receipt.refetch()}
        />
        <div className="mt-6">
          <BackToProfile />
        </div>
      </div>
    );
  }
  return (
    <div role="status" aria-label={t('receipt.loading')}>
      <Skeleton className="mb-6 h-8 w-40" />
      <Skeleton corners="xl" className="h-96" />
    </div>
  );
}

/** `/receipts/{id}`: one payment's receipt, for the signed-in payer, printable as a document. */
export function ReceiptPage() {
  const { t } = useTranslation('billing');
  const { id = '' } = useParams();
  const { status } = useAuth();
  const receipt = useReceipt(id, { enabled: status === 'authenticated' });
  useDocumentTitle(
    receipt.data
      ? t('receipt.documentTitle', { number: receipt.data.number })
      : receipt.isError && isNotFound(receipt.error)
        ? t('receipt.notFound.title')
        : t('receipt.title'),
  );
  return (
    <Container maxWidth="3xl" className="py-10 sm:py-14 print:max-w-none print:px-0 print:py-0">
      <RequireSignIn description={t('receipt.loginRequired')}>
        <ReceiptContent receipt={receipt} />
      </RequireSignIn>
    </Container>
  );
}
