import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BulletList } from '../bullet-list.tsx';
import { Field } from '../report-section.tsx';
import type { ReportSectionData } from './section-types.ts';

function Phase({
  step,
  name,
  children,
  last = false,
}: {
  step: string;
  name: string;
  children: ReactNode;
  last?: boolean;
}) {
  return (
    <li className="relative grid grid-cols-[auto_1fr] gap-4 print:break-inside-avoid">
      <div className="flex flex-col items-center">
        <span className="flex size-9 items-center justify-center rounded-full bg-indigo-600 font-semibold text-sm text-white tabular-nums [print-color-adjust:exact] print:border print:border-black print:bg-white print:text-black">
          {step}
        </span>
        {last ? null : <span aria-hidden="true" className="mt-2 w-px flex-1 bg-indigo-200" />}
      </div>
      <div className={last ? '' : 'pb-8'}>
        <h3 className="font-semibold text-base text-zinc-900">{name}</h3>
        <dl className="mt-3 grid gap-5 md:grid-cols-2">{children}</dl>
      </div>
    </li>
  );
}

/** The MVP roadmap as a two-phase timeline: validate (phase 0), then retain (phase 1). */
export function MvpRoadmap({ roadmap }: { roadmap: ReportSectionData<'mvp_roadmap'> }) {
  const { t } = useTranslation('report');
  const { phase_0: validate, phase_1: retain } = roadmap;
  return (
    <ol>
      <Phase step="0" name={t('mvp.phase0')}>
        <Field label={t('mvp.validationGoal')} className="md:col-span-2">
          {validate.validation_goal}
        </Field>
        <Field label={t('mvp.coreFeatures')}>
          <BulletList className="mt-1" items={validate.core_features} marker="check" />
        </Field>
        <Field label={t('mvp.successMetrics')}>
          <BulletList className="mt-1" items={validate.success_metrics} />
        </Field>
      </Phase>
      <Phase step="1" name={t('mvp.phase1')} last>
        <Field label={t('mvp.stickyFeatures')}>
          <BulletList className="mt-1" items={retain.sticky_features} marker="check" />
        </Field>
        <Field label={t('mvp.retentionMetrics')}>
          <BulletList className="mt-1" items={retain.retention_metrics} />
        </Field>
      </Phase>
    </ol>
  );
}
