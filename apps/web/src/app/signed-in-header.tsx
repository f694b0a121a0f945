// The header's parts that only a signed-in user sees (site-header.tsx loads them when needed).
import { Coins, LogOut, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../components/ui/avatar.tsx';
import { Button } from '../components/ui/button.tsx';
import { cn } from '../lib/cn.ts';
import { useAuth } from '../lib/use-auth.ts';
import { useUserPoints } from '../lib/user-points.ts';

/** A signed-in user's avatar (to the profile), their teams, and log-out button. */
export function AccountActions({ className }: { className?: string }) {
  const { t } = useTranslation('layout');
  const { user, signOut } = useAuth();
  const displayName = user?.name ?? user?.email ?? null;
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Link
        to="/profile"
        title={displayName ?? undefined}
        aria-label={t('auth.profileOf', { name: displayName ?? t('nav.profile') })}
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2"
      >
        <Avatar picture={user?.picture ?? null} name={displayName} />
      </Link>
      {/* In the mobile menu and on wide screens: the bar between has no room left for it. */}
      <Link
        to="/teams"
        className="hidden h-8 items-center gap-1.5 rounded-lg px-2 font-medium text-sm text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 max-md:inline-flex xl:inline-flex"
      >
        <UsersRound aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
        {t('nav.teams')}
      </Link>
      <Button variant="secondary" size="sm" className="flex-1 md:flex-none" onClick={signOut}>
        <LogOut aria-hidden="true" className="size-4" />
        {t('auth.logOut')}
      </Button>
    </div>
  );
}

export /**
 * A signed-in user's analysis points, always in sight (in the bar on phones too): the number on
 * small screens, with its words from `md` up; it leads to the profile. Nothing until it is known.
 */
function PointsBalance() {
  const { t, i18n } = useTranslation('layout');
  const points = useUserPoints({ enabled: true });
  if (!points.data) return null;
  const count = points.data.analysisPoints;
  const label = t('points.balance', { count });
  return (
    <Link
      to="/profile"
      title={label}
      className="inline-flex h-9 items-center gap-1.5 rounded-full border border-zinc-200 bg-white px-3 font-medium text-sm text-zinc-700 hover:border-indigo-200 hover:text-zinc-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <Coins aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
      <span aria-hidden="true" className="tabular-nums md:hidden">
        {new Intl.NumberFormat(i18n.language).format(count)}
      </span>
      <span className="sr-only md:not-sr-only">{label}</span>
    </Link>
  );
}
