import { AccountErrorCode } from '@idealens/shared/account-codes';
import { PaymentErrorCode } from '@idealens/shared/payment-codes';
import { CircleAlert, Database, Download, RefreshCw, Trash2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuthContext } from '../../../lib/auth-context.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { leaveHomeNotice } from '../../../lib/home-notice.ts';
import { useUserProfile } from '../../../lib/user-profile.ts';
import {
  useAccountExport,
  useDownloadAccountExport,
  useRequestAccountExport,
} from '../api/account-export.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { CardError } from './card-error.tsx';

/** A file's size in the interface language: `820 byte`, `12.4 kB`, `3.1 MB`. */
function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes < 1000
      ? [bytes, 'byte']
      : bytes < 1_000_000
        ? [bytes / 1000, 'kilobyte']
        : [bytes / 1_000_000, 'megabyte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/** A failure the card shows under its action, in words. */
function ErrorLine({ children }: { children: string }) {
  return (
    <p role="alert" className="flex items-start gap-2 text-red-700 text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/** "Download my data": ask for an export, watch it being built, download it. */
function DataExport() {
  const { t, i18n } = useTranslation('account');
  const exportState = useAccountExport();
  const request = useRequestAccountExport();
  const download = useDownloadAccountExport();
  const start = () => {
    download.reset();
    request.mutate();
  };

  const requestError = request.error
    ? isApiError(request.error) && request.error.kind !== 'http'
      ? t('data.errors.network')
      : t('data.errors.requestFailed')
    : null;
  const downloadError = download.error
    ? isApiError(download.error) && download.error.code === AccountErrorCode.EXPORT_NOT_READY
      ? t('data.errors.expired')
      : isApiError(download.error) && download.error.kind !== 'http'
        ? t('data.errors.network')
        : t('data.errors.downloadFailed')
    : null;

  const state = exportState.data;
  let body: ReactNode;
  if (exportState.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('data.loading')}</span>
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-10 w-44" />
      </div>
    );
  } else if (!state) {
    body = <CardError message={t('data.loadError')} onRetry={() => void exportState.refetch()} />;
  } else if (state.status === 'building') {
    body = (
      <p role="status" className="flex items-start gap-2 text-sm text-zinc-700">
        <Spinner size="sm" className="mt-0.5 shrink-0" />
        {t('data.building')}
      </p>
    );
  } else if (state.status === 'ready') {
    body = (
      <div className="flex flex-col gap-3">
        <p role="status" className="text-sm text-zinc-700">
          {t('data.ready', {
            size: formatFileSize(state.sizeBytes, i18n.language),
            date: formatDateTime(state.expiresAt, i18n.language),
          })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => download.mutate()} disabled={download.isPending}>
            {download.isPending ? (
              <Spinner size="sm" tone="current" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            {download.isPending ? t('data.downloading') : t('data.download')}
          </Button>
          <Button variant="ghost" onClick={start} disabled={request.isPending}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('data.again')}
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col items-start gap-3">
        {state.status === 'failed' ? <ErrorLine>{t('data.failed')}</ErrorLine> : null}
        <Button onClick={start} disabled={request.isPending}>
          {request.isPending ? (
            <Spinner size="sm" tone="current" />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
          {request.isPending
            ? t('data.requesting')
            : state.status === 'failed'
              ? t('data.retry')
              : t('data.request')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-zinc-600">{t('data.lead')}</p>
      {body}
      {requestError ? <ErrorLine>{requestError}</ErrorLine> : null}
      {downloadError ? <ErrorLine>{downloadError}</ErrorLine> : null}
    </div>
  );
}

type Problem = 'required' | 'mismatch' | 'network' | 'providerFailed' | 'failed';

/** Why the server refused, as a key under `deletion.errors`. */
function refusal(error: unknown): Problem {
  if (!isApiError(error)) return 'failed';
  if (error.kind !== 'http') return 'network';
  if (error.code === AccountErrorCode.CONFIRMATION_MISMATCH) return 'mismatch';
  if (error.code === PaymentErrorCode.PAYMENT_PROVIDER_ERROR) return 'providerFailed';
  return 'failed';
}

/** The dialog's content: what goes, what stays, the email typed to confirm. */
function DeleteAccountForm({ email, busy }: { email: string | null; busy: (on: boolean) => void }) {
  const { t } = useTranslation('account');
  const { signOut } = useAuthContext();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [leaving, setLeaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const pending = remove.isPending || leaving;
  const fieldProblem = problem === 'required' || problem === 'mismatch';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email || pending) return;
    const value = typed.trim();
    const local: Problem | null = !value
      ? 'required'
      : value.toLowerCase() !== email.toLowerCase()
        ? 'mismatch'
        : null;
    setProblem(local);
    if (local) {
      inputRef.current?.focus();
      return;
    }
    busy(true);
    remove.mutate(value, {
      onSuccess: async () => {
        setLeaving(true);
        const done = t('deletion.done');
        // Signing out leaves for the identity provider and comes back home, which says so.
        leaveHomeNotice(done);
        try {
          await signOut();
        } catch {
          void navigate('/', { state: { message: done } });
        }
      },
      onError: (error) => {
        busy(false);
        const next = refusal(error);
        setProblem(next);
        if (next === 'mismatch') inputRef.current?.focus();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4 text-sm">
      <div>
        <h3 className="font-medium text-zinc-900">{t('deletion.deletedTitle')}</h3>
        <ul className="mt-1.5 list-disc space-y-1 pl-5 text-zinc-700">
          {(['profile', 'analyses', 'shares', 'points'] as const).map((item) => (
            <li key={item}>{t(`deletion.deleted.${item}`)}</li>
          ))}
          <li>{t('deletion.subscription')}</li>
        </ul>
      </div>
      <div>
        <h3 className="font-medium text-zinc-900">{t('deletion.keptTitle')}</h3>
        <p className="mt-1.5 text-zinc-700">{t('deletion.kept')}</p>
      </div>
      <p className="text-zinc-600">{t('deletion.exportHint')}</p>
      {email ? (
        <div>
          <label htmlFor={inputId} className="font-medium text-zinc-900">
            {t('deletion.confirmLabel', { email })}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              if (fieldProblem) setProblem(null);
            }}
            aria-invalid={fieldProblem}
            aria-describedby={fieldProblem ? errorId : undefined}
            disabled={pending}
            className="mt-1.5 block w-full min-w-0 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-xs focus:border-red-500 focus:outline-none focus:ring-2 focus:ring-red-500 aria-[invalid=true]:border-red-400"
          />
          {fieldProblem ? (
            <p id={errorId} className="mt-1.5 text-red-700">
              {t(`deletion.errors.${problem}`)}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="rounded-lg bg-zinc-50 p-3 text-zinc-700">{t('deletion.noEmail')}</p>
      )}
      {problem && !fieldProblem ? <ErrorLine>{t(`deletion.errors.${problem}`)}</ErrorLine> : null}
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={pending}>
            {t('deletion.cancel')}
          </Button>
        </Dialog.Close>
        {email ? (
          <Button type="submit" variant="danger" disabled={pending}>
            {pending ? (
              <Spinner size="sm" tone="current" />
            ) : (
              <Trash2 aria-hidden="true" className="size-4" />
            )}
            {pending ? t('deletion.deleting') : t('deletion.confirm')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The danger zone: deleting the account, behind a dialog that asks for the email. */
function DeleteAccount() {
  const { t } = useTranslation('account');
  const profile = useUserProfile();
  const { user } = useAuthContext();
  const email = profile.data?.email ?? user?.email ?? null;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50/50 p-4"
    >
      <h3 id={headingId} className="font-semibold text-red-800 text-sm">
        {t('deletion.title')}
      </h3>
      <p className="text-sm text-zinc-700">{t('deletion.lead')}</p>
      <Dialog.Root
        open={open}
        // While the deletion is under way the dialog stays: its outcome is shown there.
        onOpenChange={(next) => {
          if (!busy) setOpen(next);
        }}
      >
        <Dialog.Trigger asChild>
          <Button variant="ghostDanger" className="self-start">
            <Trash2 aria-hidden="true" className="size-4" />
            {t('deletion.open')}
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/40 backdrop-blur-[1px]" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-zinc-200 bg-white p-6 shadow-xl focus:outline-none">
            <Dialog.Title className="font-semibold text-lg text-zinc-900">
              {t('deletion.dialogTitle')}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-zinc-600">
              {t('deletion.dialogLead')}
            </Dialog.Description>
            <DeleteAccountForm email={email} busy={setBusy} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}

/** "Your data": a download of everything the account holds, and the account's deletion. */
export function YourDataCard() {
  const { t } = useTranslation('account');
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-6 p-6">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-base text-zinc-900">
        <Database aria-hidden="true" className="size-5 text-indigo-600" />
        {t('data.title')}
      </h2>
      <DataExport />
      <DeleteAccount />
    </Card>
  );
}
