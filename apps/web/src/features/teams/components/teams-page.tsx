import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RequireSignIn } from '../../../components/require-sign-in.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ToastProvider, useToast } from '../../../components/ui/toast.tsx';
import { cn } from '../../../lib/cn.ts';
import { type TeamSummary, useTeams } from '../../../lib/teams.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { TeamDetailData } from '../api/get-team.ts';
import { CreateTeamSection, NoTeam, useCanCreateTeam } from './no-team.tsx';
import { RoleBadge } from './role-badge.tsx';
import { TeamView } from './team-view.tsx';

/** The caller's teams, when more than one, as links: the one shown is marked. */
function TeamSwitcher({ teams, selectedId }: { teams: TeamSummary[]; selectedId: string }) {
  const { t } = useTranslation('teams');
  return (
    <nav aria-label={t('switcher.label')}>
      <ul className="flex flex-wrap gap-2">
        {teams.map((team) => {
          const current = team.id === selectedId;
          return (
            <li key={team.id} className="min-w-0 max-w-full">
              <Link
                to={{ search: `?team=${encodeURIComponent(team.id)}` }}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex min-w-0 items-center gap-2 rounded-lg border px-3 py-2 font-medium text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                  current
                    ? 'border-indigo-300 bg-indigo-50 text-indigo-800'
                    : 'border-zinc-200 bg-white text-zinc-700 hover:border-zinc-300 hover:text-zinc-900',
                )}
              >
                <span className="min-w-0 truncate">{team.name}</span>
                <RoleBadge role={team.role} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A Max member of others' teams may still make one of their own. */
function OwnTeamOffer({ onCreated }: { onCreated: (team: TeamDetailData) => void }) {
  const { t } = useTranslation('teams');
  if (useCanCreateTeam() !== 'yes') return null;
  return <CreateTeamSection title={t('create.ownTitle')} onCreated={onCreated} />;
}

/** The signed-in part: the caller's teams, and the one chosen (`?team=`, else the first). */
function TeamsContent() {
  const { t } = useTranslation('teams');
  const { status, user } = useAuth();
  const teams = useTeams({ enabled: status === 'authenticated' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();

  const onCreated = (team: TeamDetailData) => {
    toast(t('create.done', { team: team.name }));
    void navigate({ search: `?team=${encodeURIComponent(team.id)}` });
  };

  if (teams.isError) {
    return (
      <ErrorState
        message={t('listError')}
        retryLabel={t('retry')}
        retrying={teams.isFetching}
        onRetry={() => void teams.refetch()}
      />
    );
  }
  if (!teams.data) {
    return (
      <div role="status" aria-label={t('loading')} className="flex flex-col gap-6">
        <Skeleton corners="xl" className="h-52" />
        <Skeleton corners="xl" className="h-64" />
      </div>
    );
  }

  const list = teams.data;
  if (list.length === 0) return <NoTeam onCreated={onCreated} />;
  // A team the caller is no longer in (an old link) leaves them at their first.
  const selected = list.find((team) => team.id === params.get('team')) ?? list[0];
  if (!selected) return null;
  return (
    <div className="flex flex-col gap-6">
      {list.length > 1 ? <TeamSwitcher teams={list} selectedId={selected.id} /> : null}
      <TeamView key={selected.id} teamId={selected.id} myUserId={user?.id ?? ''} />
      {list.some((team) => team.role === 'owner') ? null : <OwnTeamOffer onCreated={onCreated} />}
    </div>
  );
}

/**
 * `/teams` (issue 23): the caller's team workspaces. An owner renames the team, invites people
 * and manages members; a member sees the team and may leave; without a team, a Max user makes
 * one and anyone else learns that teams come with Max.
 */
export function TeamsPage() {
  const { t } = useTranslation('teams');
  const title = t('title');
  useDocumentTitle(title);

  return (
    <Container maxWidth="5xl" className="py-12 sm:py-16">
      <PageHeader title={title} subtitle={t('subtitle')} />
      <RequireSignIn description={t('loginRequired')}>
        <ToastProvider regionLabel={t('toast.region')} closeLabel={t('toast.close')}>
          <TeamsContent />
        </ToastProvider>
      </RequireSignIn>
    </Container>
  );
}
