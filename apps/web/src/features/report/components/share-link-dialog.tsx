import type { ShareLink } from '@idealens/shared/shares';
import { Check, Copy, Globe, Link2Off, Share2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCreateShareLink, useRevokeShareLink } from '../api/share-link.ts';
import { hasShareSheet, useLinkActions } from '../use-share-link.ts';

/** Why a share call failed, in words: no answer at all, or the server's own message. */
function useFailureText() {
  const { t } = useTranslation('result');
  return (error: unknown, fallback: string) => {
    if (isApiError(error) && error.kind !== 'http') return t('error.network');
    return fallback;
  };
}

/** The live link: the field to select it from, copy and the share sheet, its opens, revoke. */
function LiveLink({
  link,
  title,
  onRevoke,
  revoking,
}: {
  link: ShareLink;
  title: string;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const { t, i18n } = useTranslation('result');
  const fieldId = useId();
  const { state, copy, share } = useLinkActions(link.url, title);
  return (
    <div className="mt-5 grid gap-4">
      <div>
        <label htmlFor={fieldId} className="font-medium text-sm text-zinc-700">
          {t('share.linkLabel')}
        </label>
        <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
          <input
            id={fieldId}
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-10 min-w-0 flex-1 rounded-lg border border-zinc-300 bg-zinc-50 px-3 text-sm text-zinc-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          />
          <Button variant={hasShareSheet() ? 'secondary' : 'primary'} onClick={() => void copy()}>
            {state === 'copied' ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {t('share.copy')}
          </Button>
          {hasShareSheet() ? (
            <Button onClick={() => void share()}>
              <Share2 aria-hidden="true" className="size-4" />
              {t('share.shareVia')}
            </Button>
          ) : null}
        </div>
        <p
          role="status"
          className={
            state === 'failed' ? 'mt-1.5 text-red-700 text-sm' : 'mt-1.5 text-emerald-700 text-sm'
          }
        >
          {state === 'copied' ? t('share.copied') : state === 'failed' ? t('share.copyFailed') : ''}
        </p>
      </div>
      <p className="text-sm text-zinc-600">
        {t('share.opened', { count: link.openCount })}
        <span aria-hidden="true"> · </span>
        {t('share.createdOn', { date: formatDateTime(link.createdAt, i18n.language) })}
      </p>
      <div className="flex justify-start border-zinc-100 border-t pt-4">
        <ConfirmDialog
          trigger={
            <Button variant="ghostDanger" disabled={revoking}>
              {revoking ? (
                <Spinner size="sm" tone="current" />
              ) : (
                <Link2Off aria-hidden="true" className="size-4" />
              )}
              {t('share.revoke')}
            </Button>
          }
          title={t('share.revokeTitle')}
          description={t('share.revokeDescription')}
          cancelLabel={t('share.revokeCancel')}
          confirmLabel={t('share.revoke')}
          onConfirm={onRevoke}
        />
      </div>
    </div>
  );
}

/**
 * The Share button of the signed-in owner's saved report (issue 21): it opens a dialog that gets
 * the report's share link (created on first use, the same one after), says that anyone with it
 * can view the report, and offers copy, the system share sheet where there is one, and revoke.
 */
export function ShareLinkDialog({ reportId, title }: { reportId: string; title: string }) {
  const { t } = useTranslation('result');
  const create = useCreateShareLink(reportId);
  const revoke = useRevokeShareLink(reportId);
  const [revoked, setRevoked] = useState(false);
  const failureText = useFailureText();

  const fetchLink = () => {
    setRevoked(false);
    revoke.reset();
    create.mutate();
  };

  return (
    <Dialog.Root onOpenChange={(open) => (open ? fetchLink() : undefined)}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <Share2 aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{t('actions.share')}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/40 backdrop-blur-[1px] print:hidden" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-zinc-200 bg-white p-6 shadow-xl focus:outline-none print:hidden">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-semibold text-lg text-zinc-900">
              {t('share.dialogTitle')}
            </Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={t('share.close')}
                className="-m-1 rounded-md p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-3 flex items-start gap-2.5 rounded-lg bg-amber-50 px-3 py-2.5 text-amber-900 text-sm">
            <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
            <span>{t('share.notice')}</span>
          </Dialog.Description>

          {revoked ? (
            <div className="mt-5 grid justify-items-start gap-4">
              <p role="status" className="text-sm text-zinc-700">
                {t('share.revoked')}
              </p>
              <Button onClick={fetchLink}>{t('share.createNew')}</Button>
            </div>
          ) : create.isError ? (
            <ErrorState
              className="mt-5"
              message={failureText(create.error, t('share.createFailed'))}
              retryLabel={t('actions.retry')}
              onRetry={fetchLink}
            />
          ) : create.data && !create.isPending ? (
            <LiveLink
              link={create.data}
              title={title}
              revoking={revoke.isPending}
              onRevoke={() => revoke.mutate(undefined, { onSuccess: () => setRevoked(true) })}
            />
          ) : (
            <p className="mt-5 flex items-center gap-2 text-sm text-zinc-600">
              <Spinner size="sm" />
              {t('share.creating')}
            </p>
          )}
          {revoke.isError ? (
            <ErrorState
              className="mt-4"
              message={failureText(revoke.error, t('share.revokeFailed'))}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
