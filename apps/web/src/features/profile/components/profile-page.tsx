import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireSignIn } from '../../../components/require-sign-in.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RegionBoundary } from '../../../components/ui/region-boundary.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuth } from '../../../lib/use-auth.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useUserProfile } from '../../../lib/user-profile.ts';
import { type Account, AccountCard } from './account-card.tsx';
import { ApiKeysCard } from './api-keys-card.tsx';
import { BillingSection } from './billing-section.tsx';
import { CardError } from './card-error.tsx';
import { PasswordCard } from './password-card.tsx';
import { PointsCard } from './points-card.tsx';
import { QuickLinksCard } from './quick-links-card.tsx';
import { SystemInfoCard } from './system-info-card.tsx';
import { UsageStatsCard } from './usage-stats-card.tsx';
import { YourDataCard } from './your-data-card.tsx';

function Region({ children }: { children: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <RegionBoundary
      fallback={
        <Card className="p-6">
          <CardError message={t('regionError')} />
        </Card>
      }
    >
      {children}
    </RegionBoundary>
  );
}

/** The signed-in part: our server's view of the account, the sign-in identity until it answers. */
function ProfileContent() {
  const { t } = useTranslation('profile');
  const { user, signOut } = useAuth();
  const profile = useUserProfile();
  const server = profile.data;
  const account: Account | null =
    server || user
      ? {
          id: server?.id ?? user?.id ?? '',
          name: server?.name ?? user?.name ?? null,
          email: server?.email ?? user?.email ?? null,
          picture: server?.picture ?? user?.picture ?? null,
          tier: server?.plan.tier ?? null,
        }
      : null;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="flex flex-col gap-6">
        <Region>
          {account ? (
            <AccountCard account={account} onSignOut={signOut} />
          ) : profile.isError ? (
            <Card className="p-6">
              <CardError message={t('account.error')} onRetry={() => void profile.refetch()} />
            </Card>
          ) : (
            <Card role="status" aria-label={t('account.loading')} className="p-6">
              <div className="flex items-center gap-4">
                <Skeleton corners="full" className="size-16" />
                <Skeleton className="h-6 w-40" />
              </div>
              <Skeleton className="mt-6 h-20" />
            </Card>
          )}
        </Region>
        <Region>
          <QuickLinksCard />
        </Region>
        <Region>
          <SystemInfoCard />
        </Region>
      </div>
      <div className="flex flex-col gap-6 lg:col-span-2">
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <Region>
            <PointsCard />
          </Region>
          <Region>
            <UsageStatsCard />
          </Region>
        </div>
        {/* The plan, its payments and the points history: the one place the plan is shown. */}
        <Region>
          <BillingSection />
        </Region>
        <Region>
          <ApiKeysCard />
        </Region>
        <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2">
          <Region>
            <PasswordCard />
          </Region>
          <Region>
            <YourDataCard />
          </Region>
        </div>
      </div>
    </div>
  );
}

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const title = t('title');
  useDocumentTitle(title);

  return (
    <Container className="py-12 sm:py-16">
      <PageHeader title={title} subtitle={t('subtitle')} />
      <RequireSignIn description={t('loginRequired')}>
        <ProfileContent />
      </RequireSignIn>
    </Container>
  );
}
