import { CalendarClock, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatBillingDate } from '../../lib/billing/billing-dates.ts';
import type { BillingSubscription } from '../../lib/billing/get-billing.ts';
import { subscriptionOutlook } from '../../lib/billing/subscription-status.ts';
import { cn } from '../../lib/cn.ts';

/** "Renews on <date>", or "Active until <date>, then Free" once it will not renew. */
export function SubscriptionOutlook({
  subscription,
  className,
}: {
  subscription: BillingSubscription;
  className?: string;
}) {
  const { t, i18n } = useTranslation('pricing');
  const { outlook, date } = subscriptionOutlook(subscription);
  const Icon = outlook === 'renews' ? RefreshCw : CalendarClock;
  return (
    <p
      data-testid="subscription-outlook"
      className={cn(
        'flex items-center gap-1.5 text-sm',
        outlook === 'renews' ? 'text-zinc-700' : 'text-amber-800',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {t(`manage.outlook.${outlook}`, { date: formatBillingDate(date, i18n.language) })}
    </p>
  );
}
