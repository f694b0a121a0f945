import { useTranslation } from 'react-i18next';
import { BulletList } from '../bullet-list.tsx';
import { Field } from '../report-section.tsx';
import { VerdictBadge } from '../verdict-badge.tsx';
import type { ReportSectionData } from './section-types.ts';

/** Investment recommendation: the verdict, what must go right, and when to move. */
export function InvestmentRecommendation({
  recommendation,
}: {
  recommendation: ReportSectionData<'investment_recommendation'>;
}) {
  const { t } = useTranslation('report');
  return (
    <dl className="grid gap-6 md:grid-cols-2">
      <Field label={t('investment.verdict')} className="md:col-span-2">
        <VerdictBadge verdict={recommendation.verdict} />
      </Field>
      <Field label={t('sections.successFactors')}>
        <BulletList
          className="mt-1"
          items={recommendation.critical_success_factors}
          marker="check"
        />
      </Field>
      <Field label={t('investment.timing')}>{recommendation.timing_considerations}</Field>
    </dl>
  );
}
