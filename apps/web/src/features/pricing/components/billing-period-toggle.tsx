import {
  annualSavingPercent,
  BILLING_PERIODS,
  type BillingPeriod,
  isBillingPeriod,
  PLAN_NAMES,
} from '@idealens/shared/plans';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';

/** The best annual saving any plan gives, computed from the prices: the badge never contradicts a card. */
const BEST_ANNUAL_SAVING = Math.max(...PLAN_NAMES.map(annualSavingPercent));

type BillingPeriodToggleProps = {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
};

/** A two-option radio group styled as a segmented control (arrow keys move between options). */
export function BillingPeriodToggle({ value, onChange }: BillingPeriodToggleProps) {
  const { t } = useTranslation('pricing');
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
      <RadioGroup.Root
        value={value}
        onValueChange={(next) => {
          if (isBillingPeriod(next)) onChange(next);
        }}
        orientation="horizontal"
        aria-label={t('billing.label')}
        className="inline-flex rounded-lg border border-zinc-200 bg-zinc-100 p-1"
      >
        {BILLING_PERIODS.map((period) => (
          <RadioGroup.Item
            key={period}
            value={period}
            className="min-w-28 rounded-md px-4 py-2 font-medium text-sm text-zinc-600 transition-colors hover:text-zinc-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-1 data-[state=checked]:bg-white data-[state=checked]:text-zinc-900 data-[state=checked]:shadow-sm motion-reduce:transition-none"
          >
            {t(`billing.${period}`)}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <Badge tone="success">{t('billing.saveUpTo', { percent: BEST_ANNUAL_SAVING })}</Badge>
    </div>
  );
}
