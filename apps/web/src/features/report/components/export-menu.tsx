import { plansIncluding } from '@idealens/shared/plans';
import {
  REPORT_FILE_CAPABILITY,
  REPORT_FILE_FORMATS,
  type ReportFileFormat,
} from '@idealens/shared/report-file-terms';
import {
  ChevronDown,
  CircleAlert,
  Download,
  FileJson,
  FileSpreadsheet,
  FileText,
  FileType,
  Lock,
  type LucideIcon,
  Printer,
  RotateCcw,
  X,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { supportedLanguage } from '../../../lib/languages.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useUserProfile } from '../../../lib/user-profile.ts';
import { type ExportSubject, tierExports, useExportDownload } from '../api/export-report.ts';
import type { ReportSource } from '../report-source.ts';

const FORMAT_ICONS: Record<ReportFileFormat, LucideIcon> = {
  pdf: FileText,
  xlsx: FileSpreadsheet,
  md: FileType,
  json: FileJson,
};

/** Where the user's saved reports are listed (each exports and shares from there). */
export const MY_REPORTS = '/tasks?tab=reports';

/** The report toolbar's menus (Export, and Share where it only explains): their panel… */
export const menuContent =
  'z-50 w-72 rounded-xl border border-zinc-200 bg-white p-1.5 shadow-lg print:hidden';
/** …an item… */
export const menuItem =
  'flex w-full cursor-default select-none items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-sm text-zinc-800 outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-zinc-100 data-[disabled]:opacity-50 data-[highlighted]:text-zinc-900';
/** …and a sentence that says why an item is there. */
export const menuNote = 'px-2.5 pt-1.5 pb-1 text-pretty text-xs text-zinc-600';

function exportSubject(source: ReportSource): ExportSubject | null {
  if (source.kind === 'saved') return { kind: 'saved', reportId: source.reportId };
  if (source.kind === 'demo') return { kind: 'demo' };
  return null;
}

/**
 * Whether a format is out of the plan in force: only once the owner's profile says so (while it
 * is unknown the format is offered, and the server answers `PLAN_REQUIRED` if need be). The demo
 * downloads in every format, for anyone.
 */
function useFormatLocked(source: ReportSource): (format: ReportFileFormat) => boolean {
  const signedIn = useAuth().status === 'authenticated';
  const profile = useUserProfile({ enabled: signedIn && source.kind === 'saved' });
  const tier = source.kind === 'saved' ? profile.data?.plan.tier : undefined;
  return (format) => tier !== undefined && !tierExports(tier, format);
}

/** "Pro and Max plans": the plans that include what `format` needs, in the page's language. */
function usePlansFor() {
  const { t, i18n } = useTranslation('result');
  return (format: ReportFileFormat) => {
    const capability = REPORT_FILE_CAPABILITY[format];
    const names = capability ? plansIncluding(capability) : [];
    const plans = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names);
    return t('export.plansOnly', { plans });
  };
}

/**
 * Why an export failed, on a line of its own above the toolbar: a plan refusal in the server's
 * words (it names the plan) with the way to pricing; anything else with another try.
 */
function ExportFailure({
  error,
  format,
  onRetry,
  onDismiss,
}: {
  error: unknown;
  format: ReportFileFormat;
  onRetry: (format: ReportFileFormat) => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation(['result', 'common']);
  const planRequired = isApiError(error) && error.code === 'PLAN_REQUIRED';
  const message =
    isApiError(error) && error.kind !== 'http'
      ? t('export.network')
      : planRequired && error.serverMessage
        ? error.serverMessage
        : t('export.failed', { format: t(`export.formats.${format}`) });
  return (
    <div
      role="alert"
      className="order-first flex w-full items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="min-w-0 break-words">{message}</p>
        {planRequired ? (
          <Link
            to="/pricing"
            className="shrink-0 font-medium text-red-900 underline underline-offset-2"
          >
            {t('export.seePlans')}
          </Link>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0"
            onClick={() => onRetry(format)}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('actions.retry')}
          </Button>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('common:actions.dismiss')}
        className="-m-1 rounded-md p-1 text-red-700 hover:bg-red-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * The report's Export menu (issue 21): PDF, Excel, Markdown and JSON files for a saved report or
 * the demo, downloaded one at a time, and Print for every report. PDF and Excel on a plan without
 * them lead to pricing instead. A report this page knows no saved copy of says where its files
 * come from: signing in, or the user's saved reports.
 */
export function ExportMenu({ source }: { source: ReportSource }) {
  const { t, i18n } = useTranslation('result');
  const { status, signIn } = useAuth();
  const subject = exportSubject(source);
  const locked = useFormatLocked(source);
  const plansFor = usePlansFor();
  const download = useExportDownload(subject, supportedLanguage(i18n.language));
  const busy = download.isPending ? download.variables : null;
  const formatName = (format: ReportFileFormat) => t(`export.formats.${format}`);

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button variant="secondary" aria-busy={busy !== null}>
            {busy ? (
              <Spinner size="sm" tone="current" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            <span className="sr-only sm:not-sr-only">{t('actions.export')}</span>
            <ChevronDown aria-hidden="true" className="size-4 text-zinc-500" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className={menuContent}>
            {subject
              ? REPORT_FILE_FORMATS.map((format) => {
                  const Icon = FORMAT_ICONS[format];
                  if (locked(format)) {
                    return (
                      <DropdownMenu.Item key={format} asChild className={menuItem}>
                        <Link to="/pricing">
                          <Lock aria-hidden="true" className="size-4 shrink-0 text-zinc-400" />
                          <span className="min-w-0 flex-1">{formatName(format)}</span>
                          <span className="shrink-0 text-indigo-700 text-xs">
                            {plansFor(format)}
                          </span>
                        </Link>
                      </DropdownMenu.Item>
                    );
                  }
                  return (
                    <DropdownMenu.Item
                      key={format}
                      className={menuItem}
                      disabled={busy !== null}
                      onSelect={() => download.mutate(format)}
                    >
                      <Icon aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
                      <span className="min-w-0 flex-1">{formatName(format)}</span>
                      {busy === format ? <Spinner size="sm" label={t('export.busy')} /> : null}
                    </DropdownMenu.Item>
                  );
                })
              : null}
            {source.kind === 'unsaved' ? (
              <>
                <DropdownMenu.Label className={menuNote}>
                  {status === 'authenticated'
                    ? t('export.fromReports')
                    : t('export.signInToExport')}
                </DropdownMenu.Label>
                {status === 'authenticated' ? (
                  <DropdownMenu.Item asChild className={menuItem}>
                    <Link to={MY_REPORTS}>{t('export.openReports')}</Link>
                  </DropdownMenu.Item>
                ) : (
                  <DropdownMenu.Item className={menuItem} onSelect={() => signIn()}>
                    {t('export.signIn')}
                  </DropdownMenu.Item>
                )}
              </>
            ) : null}
            {source.kind !== 'shared' ? (
              <DropdownMenu.Separator className="my-1 h-px bg-zinc-100" />
            ) : null}
            {/* The menu is closing as the print dialog opens: print:hidden keeps it off paper. */}
            <DropdownMenu.Item className={menuItem} onSelect={() => window.print()}>
              <Printer aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
              {t('export.print')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {download.isError && download.variables ? (
        <ExportFailure
          error={download.error}
          format={download.variables}
          onRetry={(format) => download.mutate(format)}
          onDismiss={() => download.reset()}
        />
      ) : null}
    </>
  );
}
