import { useTranslation } from 'react-i18next';
import { BulletList } from '../bullet-list.tsx';
import { Field } from '../report-section.tsx';
import type { ReportSectionData } from './section-types.ts';

/** Project analysis overview: the concept, why customers would care, the pains it answers. */
export function ProjectOverview({ project }: { project: ReportSectionData<'project_analysis'> }) {
  const { t } = useTranslation('report');
  const { overview } = project;
  return (
    <dl className="grid gap-6 md:grid-cols-2">
      <Field label={t('project.coreConcept')}>{overview.core_concept}</Field>
      <Field label={t('project.valueProposition')}>{overview.value_proposition}</Field>
      <Field label={t('project.painPoints')} className="md:col-span-2">
        <BulletList className="mt-1" items={overview.demand_pain_points} />
      </Field>
    </dl>
  );
}
