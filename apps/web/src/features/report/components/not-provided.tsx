import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

/** Stands in for a report section (or field) the analysis did not provide. */
export function NotProvided({ className }: { className?: string }) {
  const { t } = useTranslation('report');
  return <p className={cn('text-sm text-zinc-500 italic', className)}>{t('notProvided')}</p>;
}
