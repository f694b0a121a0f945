import { ArrowLeft, Check, Printer, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { fullUrl, useShareLink } from '../use-share-link.ts';

/** A report that can be shared: its address on this site and the title a share sheet shows. */
export type ShareTarget = { url: string; title: string };

function ShareButton({ target }: { target: ShareTarget }) {
  const { t } = useTranslation('result');
  const { share, state } = useShareLink(target.url, target.title);
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
            ? t('share.failed', { url: fullUrl(target.url) })
            : ''}
      </span>
    </>
  );
}

/**
 * Back, share (when the report has an address worth sharing) and export (print); not on paper.
 * On narrow screens share and export are icons (still named for assistive technology).
 */
export function ReportToolbar({ onBack, share }: { onBack: () => void; share?: ShareTarget }) {
  const { t } = useTranslation('result');
  return (
    <div className="flex items-center justify-between gap-3 print:hidden">
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('actions.back')}
      </Button>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {share ? <ShareButton target={share} /> : null}
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{t('actions.export')}</span>
        </Button>
      </div>
    </div>
  );
}
