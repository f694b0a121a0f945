import {
  FileQuestion,
  FileWarning,
  FileX,
  Home,
  ListChecks,
  type LucideIcon,
  RotateCw,
  ScanSearch,
  TriangleAlert,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { ReportSummarySkeleton } from '../../../features/report/components/report-summary.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useReanalyze } from './use-reanalyze.ts';

type StateScreenProps = {
  icon: LucideIcon;
  tone: 'danger' | 'warning' | 'neutral';
  title: string;
  description: ReactNode;
  children: ReactNode;
};

const TONES = {
  danger: 'bg-red-50 text-red-600',
  warning: 'bg-amber-50 text-amber-700',
  neutral: 'bg-zinc-100 text-zinc-600',
} as const;

/** One sentence on what happened and the actions that help, centred under its own h1. */
function StateScreen({ icon: Icon, tone, title, description, children }: StateScreenProps) {
  useDocumentTitle(title);
  return (
    <Container className="py-16 sm:py-24">
      <Card className="mx-auto max-w-xl px-6 py-10 text-center sm:px-10">
        <span
          className={`mx-auto flex size-12 items-center justify-center rounded-full ${TONES[tone]}`}
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-5 text-balance font-semibold text-2xl tracking-tight">{title}</h1>
        <div className="mt-3 text-pretty text-zinc-600">{description}</div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          {children}
        </div>
      </Card>
    </Container>
  );
}

function RetryButton({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('result');
  return (
    <Button onClick={onRetry} disabled={retrying}>
      <RotateCw
        aria-hidden="true"
        className="size-4 motion-safe:data-[busy=true]:animate-spin"
        data-busy={retrying}
      />
      {t('actions.retry')}
    </Button>
  );
}

function ReanalyzeButton({ idea }: { idea: string | null }) {
  const { t } = useTranslation('result');
  const reanalyze = useReanalyze(idea);
  return (
    <Button variant="secondary" onClick={reanalyze}>
      <ScanSearch aria-hidden="true" className="size-4" />
      {t('actions.reanalyze')}
    </Button>
  );
}

function BackHomeLink() {
  const { t } = useTranslation('result');
  return (
    <Link to="/" className={buttonClasses({ variant: 'ghost' })}>
      <Home aria-hidden="true" className="size-4" />
      {t('actions.backHome')}
    </Link>
  );
}

/** The task failed, or its status could not be fetched. */
export function ResultErrorView({
  message,
  onRetry,
  retrying,
  idea,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
  idea: string | null;
}) {
  const { t } = useTranslation('result');
  return (
    <StateScreen
      icon={TriangleAlert}
      tone="danger"
      title={t('error.title')}
      description={<p role="alert">{message}</p>}
    >
      <RetryButton onRetry={onRetry} retrying={retrying} />
      <ReanalyzeButton idea={idea} />
      <BackHomeLink />
    </StateScreen>
  );
}

export function ResultNotFoundView({ reason }: { reason?: string }) {
  const { t } = useTranslation('result');
  return (
    <StateScreen
      icon={FileQuestion}
      tone="neutral"
      title={t('notFound.title')}
      description={
        <>
          {reason ? <p className="font-medium text-zinc-800">{reason}</p> : null}
          <p className={reason ? 'mt-1' : undefined}>{t('notFound.description')}</p>
        </>
      }
    >
      <Link to="/" className={buttonClasses()}>
        <Home aria-hidden="true" className="size-4" />
        {t('actions.backHome')}
      </Link>
      <Link to="/?demo=true" className={buttonClasses({ variant: 'secondary' })}>
        {t('notFound.demo')}
      </Link>
    </StateScreen>
  );
}

/** The result is there but cannot be read ('Data loading error'). */
export function DataLoadingErrorView({
  onRetry,
  retrying,
  idea,
}: {
  onRetry: () => void;
  retrying: boolean;
  idea: string | null;
}) {
  const { t } = useTranslation('result');
  return (
    <StateScreen
      icon={FileWarning}
      tone="warning"
      title={t('data.loadingError')}
      description={<p>{t('data.loadingErrorDescription')}</p>}
    >
      <RetryButton onRetry={onRetry} retrying={retrying} />
      <ReanalyzeButton idea={idea} />
      <BackHomeLink />
    </StateScreen>
  );
}

/** The result is in no shape the product knows ('Data format incompatible'). */
export function DataIncompatibleView({ idea }: { idea: string | null }) {
  const { t } = useTranslation('result');
  return (
    <StateScreen
      icon={FileWarning}
      tone="warning"
      title={t('data.incompatible')}
      description={<p>{t('data.incompatibleDescription')}</p>}
    >
      <ReanalyzeButton idea={idea} />
      <BackHomeLink />
    </StateScreen>
  );
}

/** A saved report could not be fetched ('Failed to get report details'). */
export function ReportLoadErrorView({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('result');
  return (
    <StateScreen
      icon={TriangleAlert}
      tone="danger"
      title={t('savedReport.loadError')}
      description={<p role="alert">{message}</p>}
    >
      <RetryButton onRetry={onRetry} retrying={retrying} />
      <ReportsLink />
    </StateScreen>
  );
}

/** A saved report whose content is not a report ('Report data format error, cannot display'). */
export function ReportFormatErrorView({ idea }: { idea: string | null }) {
  const { t } = useTranslation('result');
  return (
    <StateScreen
      icon={FileX}
      tone="warning"
      title={t('savedReport.formatError')}
      description={<p>{t('savedReport.formatErrorDescription')}</p>}
    >
      <ReanalyzeButton idea={idea} />
      <ReportsLink />
    </StateScreen>
  );
}

function ReportsLink() {
  const { t } = useTranslation('result');
  return (
    <Link to="/tasks" className={buttonClasses({ variant: 'ghost' })}>
      <ListChecks aria-hidden="true" className="size-4" />
      {t('savedReport.backToReports')}
    </Link>
  );
}

/** A report on its way: the shape of a report summary, said as `label` to screen readers. */
export function ReportLoading({ label }: { label: string }) {
  return (
    <Container maxWidth="5xl" className="py-10 sm:py-14">
      <ReportSummarySkeleton label={label} />
    </Container>
  );
}
