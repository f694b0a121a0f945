import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SubHeading } from '../report-section.tsx';

/**
 * Claims the analysis made that its sources did not bear out. They are set apart and muted, never
 * shown as findings: the reader may check them, but should not take them as researched.
 */
export function NeedsChecking({ claims }: { claims: readonly string[] }) {
  const { t } = useTranslation('report');
  return (
    <div className="rounded-lg bg-zinc-50 p-4 print:break-inside-avoid print:border print:border-zinc-400 print:bg-white">
      <SubHeading>{t('evidence.needsChecking')}</SubHeading>
      <p className="mt-1 text-pretty text-sm text-zinc-500 leading-relaxed">
        {t('evidence.needsCheckingIntro')}
      </p>
      <ul className="mt-3 grid gap-2">
        {claims.map((claim, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list whose texts may repeat
            key={`${index}-${claim}`}
            className="flex items-start gap-2.5 text-pretty text-sm text-zinc-600 leading-relaxed"
          >
            <CircleHelp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-400" />
            {claim}
          </li>
        ))}
      </ul>
    </div>
  );
}
