import { useTranslation } from 'react-i18next';
import { BulletList } from '../bullet-list.tsx';
import { Field } from '../report-section.tsx';
import type { ReportSectionData } from './section-types.ts';

/** Growth strategy: where users come from, what makes them bring others, whom to partner with. */
export function GrowthStrategy({ growth }: { growth: ReportSectionData<'growth_strategy'> }) {
  const { t } = useTranslation('report');
  return (
    <dl className="grid gap-6 md:grid-cols-2">
      <Field label={t('growth.channels')}>
        <BulletList className="mt-1" items={growth.acquisition_channels} />
      </Field>
      <Field label={t('growth.partnerships')}>
        <BulletList className="mt-1" items={growth.partnership_leverage_points} />
      </Field>
      <Field label={t('growth.viral')} className="md:col-span-2">
        {growth.viral_coefficient_mechanism}
      </Field>
    </dl>
  );
}
