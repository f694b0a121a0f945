import { ArrowLeft, Check, LogIn, Share2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import type { ReportSource } from '../report-source.ts';
import { fullUrl, useShareLink } from '../use-share-link.ts';
import { ExportMenu, MY_REPORTS, menuContent, menuItem, menuNote } from './export-menu.tsx';
import { ShareLinkDialog } from './share-link-dialog.tsx';

/** Shares an address anyone can open already (the demo's, a share link's): sheet, else copy. */
function PublicShareButton({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('result');
  const { share, state } = useShareLink(url, title);
  return (
    <>
      <Button variant="secondary" onClick={() => void share()} data-state={state}>
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4 text-emerald-600" />
        ) : (
          <Share2 aria-hidden="true" className="size-4" />
        )}
        <span className="sr-only sm:not-sr-only">{t('actions.share')}</span>
      </Button>
      <span
        role="status"
        className={cn(
          'order-first break-all text-sm',
          state === 'failed' ? 'text-red-700' : 'text-emerald-700',
        )}
      >
        {state === 'copied'
          ? t('share.copied')
          : state === 'failed'
            ? t('share.failed', { url: fullUrl(url) })
            : ''}
      </span>
    </>
  );
}

/**
 * Share, for a result this page knows no saved report of: says how it can be shared (signing in,
 * or from the user's saved reports) instead of copying an address nobody else could open.
 */
function SharePrompt() {
  const { t } = useTranslation('result');
  const { status, signIn } = useAuth();
  const signedIn = status === 'authenticated';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary">
          <Share2 aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{t('actions.share')}</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContent}>
          <DropdownMenu.Label className={menuNote}>
            {signedIn ? t('share.fromReports') : t('share.signInToShare')}
          </DropdownMenu.Label>
          {signedIn ? (
            <DropdownMenu.Item asChild className={menuItem}>
              <Link to={MY_REPORTS}>{t('export.openReports')}</Link>
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item className={menuItem} onSelect={() => signIn()}>
              <LogIn aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
              {t('export.signIn')}
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function ShareControl({ source }: { source: ReportSource }) {
  switch (source.kind) {
    case 'saved':
      return <ShareLinkDialog reportId={source.reportId} title={source.title} />;
    case 'demo':
    case 'shared':
      return <PublicShareButton url={source.url} title={source.title} />;
    case 'unsaved':
      return <SharePrompt />;
  }
}

/**
 * Back, Share and the Export menu (files and Print), as the report's source allows; not on paper.
 * On narrow screens Share and Export are icons (still named for assistive technology).
 */
export function ReportToolbar({ onBack, source }: { onBack: () => void; source: ReportSource }) {
  const { t } = useTranslation('result');
  return (
    <div className="flex items-center justify-between gap-3 print:hidden">
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('actions.back')}
      </Button>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <ShareControl source={source} />
        <ExportMenu source={source} />
      </div>
    </div>
  );
}
