import { tierIncludes } from '@idealens/shared/plans';
import { MAX_TEAM_MEMBERS } from '@idealens/shared/teams';
import { ArrowUpRight, MailOpen, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useUserProfile } from '../../../lib/user-profile.ts';
import type { TeamDetailData } from '../api/get-team.ts';
import { CreateTeamForm } from './create-team-form.tsx';
import { TeamSection } from './team-section.tsx';

/** A plan without team workspaces: what Max would give, and where to get it. */
function MaxUpsell() {
  const { t } = useTranslation('teams');
  return (
    <TeamSection
      title={t('upsell.title')}
      description={t('upsell.text', { max: MAX_TEAM_MEMBERS })}
    >
      <Link to="/pricing" className={buttonClasses({ className: 'self-start' })}>
        {t('upsell.link')}
        <ArrowUpRight aria-hidden="true" className="size-4" />
      </Link>
    </TeamSection>
  );
}

/** How one joins someone else's team: through the link its owner sends. */
function JoiningHelp() {
  const { t } = useTranslation('teams');
  return (
    <div className="flex items-start gap-3 rounded-xl border border-zinc-200 bg-zinc-50 p-5 text-sm sm:p-6">
      <MailOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
      <div>
        <h2 className="font-semibold text-zinc-900">{t('joining.title')}</h2>
        <p className="mt-1 text-zinc-600">{t('joining.text')}</p>
      </div>
    </div>
  );
}

/**
 * Whether the caller may make a team (a Max plan, from the profile): the create form for Max,
 * the offer of Max otherwise; what neither needs while the plan is unknown.
 */
export function useCanCreateTeam(): 'yes' | 'no' | 'unknown' | 'error' {
  const profile = useUserProfile();
  const tier = profile.data?.plan.tier;
  if (tier) return tierIncludes(tier, 'team_tools') ? 'yes' : 'no';
  return profile.isError ? 'error' : 'unknown';
}

/** A Max user without a team of their own: "Create a team", with what a team is for. */
export function CreateTeamSection({
  title,
  onCreated,
}: {
  title: string;
  onCreated: (team: TeamDetailData) => void;
}) {
  const { t } = useTranslation('teams');
  return (
    <TeamSection title={title} description={t('create.text')}>
      <CreateTeamForm onCreated={onCreated} />
    </TeamSection>
  );
}

/** The caller is in no team: make one (Max) or learn that Max brings them, and how joining works. */
export function NoTeam({ onCreated }: { onCreated: (team: TeamDetailData) => void }) {
  const { t } = useTranslation('teams');
  const profile = useUserProfile();
  const canCreate = useCanCreateTeam();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-start gap-3 text-zinc-600">
        <UsersRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-zinc-400" />
        <p>{t('none')}</p>
      </div>
      {canCreate === 'yes' ? (
        <CreateTeamSection title={t('create.title')} onCreated={onCreated} />
      ) : canCreate === 'no' ? (
        <MaxUpsell />
      ) : canCreate === 'error' ? (
        <ErrorState
          message={t('planError')}
          retryLabel={t('retry')}
          retrying={profile.isFetching}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <div role="status" aria-label={t('loadingPlan')}>
          <Skeleton corners="xl" className="h-40" />
        </div>
      )}
      <JoiningHelp />
    </div>
  );
}
