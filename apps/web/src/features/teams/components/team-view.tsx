import { MAX_TEAM_MEMBERS } from '@idealens/shared/teams';
import { useQueryClient } from '@tanstack/react-query';
import { Coins, FolderOpen, SearchX, UsersRound } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { RegionBoundary } from '../../../components/ui/region-boundary.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatBillingDate } from '../../../lib/billing/billing-dates.ts';
import { type TeamDetailData, useTeam } from '../api/get-team.ts';
import { teamFailure } from '../api/team-failure.ts';
import { refreshTeams } from '../api/team-mutations.ts';
import { personName } from './member-name.ts';
import { RoleBadge } from './role-badge.tsx';
import { TeamExit } from './team-exit.tsx';
import { TeamInvites } from './team-invites.tsx';
import { TeamMembers } from './team-members.tsx';
import { TeamName } from './team-name.tsx';
import { TeamPointsHistory } from './team-points-history.tsx';

/** A part of the team that failed to render stays to itself: the rest of the page carries on. */
function Region({ children }: { children: ReactNode }) {
  const { t } = useTranslation('teams');
  return (
    <RegionBoundary fallback={<ErrorState message={t('regionError')} />}>{children}</RegionBoundary>
  );
}

/** The team at a glance: its name, the caller's role, the pool, the places, and its reports. */
function TeamOverview({ team }: { team: TeamDetailData }) {
  const { t, i18n } = useTranslation('teams');
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const isOwner = team.role === 'owner';
  const ownerName = personName(team.owner, t);

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <TeamName teamId={team.id} name={team.name} canRename={isOwner} headingId={headingId} />
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-zinc-600">
            <RoleBadge role={team.role} />
            {isOwner ? null : <span>{t('overview.ownedBy', { name: ownerName })}</span>}
            <span>
              {t('overview.created', { date: formatBillingDate(team.createdAt, i18n.language) })}
            </span>
          </p>
        </div>
        <Link
          to={`/tasks?workspace=${encodeURIComponent(team.id)}`}
          className={buttonClasses({ variant: 'secondary', className: 'self-start' })}
        >
          <FolderOpen aria-hidden="true" className="size-4" />
          {t('overview.reports')}
        </Link>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border border-indigo-100 bg-indigo-50/60 p-4">
          <dt className="flex items-center gap-2 font-medium text-sm text-zinc-700">
            <Coins aria-hidden="true" className="size-4 text-indigo-600" />
            {t('overview.points')}
          </dt>
          <dd className="mt-1">
            <span
              data-testid="team-points"
              className="font-semibold text-2xl text-zinc-900 tabular-nums"
            >
              {number.format(team.points)}
            </span>
            <span className="mt-1 block text-sm text-zinc-600">
              {isOwner ? t('overview.pointsOwner') : t('overview.pointsMember')}
            </span>
          </dd>
        </div>
        <div className="rounded-lg border border-zinc-200 p-4">
          <dt className="flex items-center gap-2 font-medium text-sm text-zinc-700">
            <UsersRound aria-hidden="true" className="size-4 text-indigo-600" />
            {t('overview.members')}
          </dt>
          <dd className="mt-1">
            <span className="font-semibold text-2xl text-zinc-900 tabular-nums">
              {number.format(team.members.length)}
            </span>
            <span className="mt-1 block text-sm text-zinc-600">
              {t('overview.limit', { max: MAX_TEAM_MEMBERS })}
            </span>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** The team is gone, or the caller is no longer in it: say so, and lead back to their teams. */
function TeamGone() {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-600">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 font-semibold text-xl text-zinc-900">{t('gone.title')}</h2>
      <p className="mt-2 max-w-md text-zinc-600">{t('gone.text')}</p>
      <Button
        className="mt-6"
        onClick={() => {
          refreshTeams(queryClient);
          void navigate('/teams');
        }}
      >
        {t('gone.back')}
      </Button>
    </Card>
  );
}

function TeamSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-6">
      <Skeleton corners="xl" className="h-52" />
      <Skeleton corners="xl" className="h-64" />
    </div>
  );
}

/** One of the caller's teams, whole: overview, members, invitations (owner), history, the way out. */
export function TeamView({ teamId, myUserId }: { teamId: string; myUserId: string }) {
  const { t } = useTranslation('teams');
  const detail = useTeam(teamId);

  if (detail.isPending) return <TeamSkeleton label={t('loadingTeam')} />;
  if (detail.isError) {
    const failure = teamFailure(detail.error);
    if (failure === 'teamNotFound') return <TeamGone />;
    return (
      <ErrorState
        message={t(failure === 'network' ? 'errors.network' : 'teamError')}
        retryLabel={t('retry')}
        retrying={detail.isFetching}
        onRetry={() => void detail.refetch()}
      />
    );
  }

  const team = detail.data;
  return (
    <div className="flex flex-col gap-6">
      <Region>
        <TeamOverview team={team} />
      </Region>
      <Region>
        <TeamMembers team={team} myUserId={myUserId} />
      </Region>
      {team.role === 'owner' ? (
        <Region>
          <TeamInvites team={team} />
        </Region>
      ) : null}
      <Region>
        <TeamPointsHistory teamId={team.id} />
      </Region>
      <Region>
        <TeamExit team={team} myUserId={myUserId} />
      </Region>
    </div>
  );
}
