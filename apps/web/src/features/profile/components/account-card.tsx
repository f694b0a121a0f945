import type { PlanTierValue } from '@idealens/shared/user';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';

export type Account = {
  id: string;
  email: string | null;
  name: string | null;
  picture: string | null;
  tier: PlanTierValue | null;
};

/** Spec: the name, else the email, else "Unknown User". */
export function displayName(account: Pick<Account, 'name' | 'email'>): string | null {
  return account.name ?? account.email ?? null;
}

function IdentityRow({
  label,
  value,
  copyLabel,
}: {
  label: string;
  value: string;
  copyLabel: string;
}) {
  // The label above its value, which wraps rather than being cut off: a phone shows it whole,
  // with its copy button beside it.
  return (
    <div className="py-3">
      <dt className="text-sm text-zinc-500">{label}</dt>
      <dd className="mt-1 flex items-start justify-between gap-2">
        <span className="min-w-0 break-all pt-1.5 font-mono text-sm text-zinc-900 leading-5">
          {value}
        </span>
        <CopyButton value={value} label={copyLabel} />
      </dd>
    </div>
  );
}

export function AccountCard({ account, onSignOut }: { account: Account; onSignOut: () => void }) {
  const { t } = useTranslation('profile');
  const name = displayName(account);
  return (
    <Card className="p-6">
      <div className="flex items-center gap-4">
        <Avatar picture={account.picture} name={name} size="lg" />
        <div className="min-w-0">
          <h2 className="break-words font-semibold text-xl text-zinc-900">
            {name ?? t('account.unknownUser')}
          </h2>
          {account.tier ? (
            <Badge tone="accent" className="mt-1">
              {t(`account.plans.${account.tier}`)}
            </Badge>
          ) : null}
        </div>
      </div>
      <dl className="mt-4 divide-y divide-zinc-100 border-zinc-100 border-t">
        <IdentityRow label={t('account.userId')} value={account.id} copyLabel={t('copy.userId')} />
        {account.email ? (
          <IdentityRow
            label={t('account.email')}
            value={account.email}
            copyLabel={t('copy.email')}
          />
        ) : null}
      </dl>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" className="mt-4 w-full">
            <LogOut aria-hidden="true" className="size-4" />
            {t('logout.button')}
          </Button>
        }
        title={t('logout.title')}
        description={t('logout.description')}
        cancelLabel={t('logout.cancel')}
        confirmLabel={t('logout.confirm')}
        onConfirm={onSignOut}
      />
    </Card>
  );
}
