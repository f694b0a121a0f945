import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Spec §8 "Result data broken": said once above a report whose missing parts show defaults. */
export function BrokenDataNotice() {
  const { t } = useTranslation('result');
  return (
    <div
      role="status"
      className="mt-6 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900 text-sm print:border-zinc-400 print:bg-white"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <p>{t('data.broken')}</p>
    </div>
  );
}
