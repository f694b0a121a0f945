import { useTranslation } from 'react-i18next';
import { describeBillingFailure } from '../../lib/billing/billing-failure.ts';

/** Words for a failed billing call: the network's, the server's own, or `fallback`. */
export function useBillingFailureText() {
  const { t } = useTranslation('pricing');
  return (error: unknown, fallback: string): string => {
    const failure = describeBillingFailure(error);
    if ('text' in failure) return failure.text;
    return failure.key === 'network' ? t('manage.errors.network') : fallback;
  };
}
