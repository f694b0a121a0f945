import { ArrowRight, UserRound, UsersRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Select } from '../../../components/ui/select.tsx';
import type { Workspace } from '../use-workspace.ts';

/**
 * The workspace switch at the top of the Analysis Center (Personal / each team), shown to members
 * of a team, with what a team workspace means: who sees its reports, whose points it spends.
 */
export function WorkspaceBar({ workspace }: { workspace: Workspace }) {
  const { t, i18n } = useTranslation('tasks');
  const selectId = useId();
  const { teams, team } = workspace;

  // A team asked for that could not be checked: the lists still show it, the switch cannot.
  if (workspace.teamsError && workspace.teamId && !team) {
    return (
      <ErrorState
        message={t('workspace.teamsFailed')}
        retryLabel={t('retry')}
        onRetry={workspace.retryTeams}
      />
    );
  }
  if (teams.length === 0) return null;

  const Icon = team ? UsersRound : UserRound;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-5">
      <div className="flex min-w-0 flex-col gap-1.5 sm:shrink-0">
        <label htmlFor={selectId} className="font-medium text-sm text-zinc-700">
          {t('workspace.label')}
        </label>
        <Select
          id={selectId}
          className="w-full sm:w-64"
          value={team?.id ?? ''}
          onChange={(event) => workspace.choose(event.target.value || null)}
        >
          <option value="">{t('workspace.personal')}</option>
          {teams.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex min-w-0 items-start gap-2 text-sm text-zinc-600 sm:border-zinc-200 sm:border-l sm:pl-5">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
        {team ? (
          <p className="min-w-0 text-pretty">
            <span className="break-words">
              {t('workspace.teamLine', {
                name: team.name,
                points: new Intl.NumberFormat(i18n.language).format(team.points),
              })}
            </span>{' '}
            <Link
              to={`/teams?${new URLSearchParams({ team: team.id })}`}
              className="inline-flex items-center gap-1 whitespace-nowrap rounded-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              {t('workspace.teamPage')}
              <ArrowRight aria-hidden="true" className="size-3.5" />
            </Link>
          </p>
        ) : (
          <p className="min-w-0 text-pretty">{t('workspace.personalLine')}</p>
        )}
      </div>
    </Card>
  );
}
