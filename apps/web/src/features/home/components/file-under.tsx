import { UserRound, UsersRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/cn.ts';
import type { TeamSummary } from '../../../lib/teams.ts';

/**
 * "File under": Personal or one of the user's teams (issue 23), and what that means for who sees
 * the report and whose points a deep analysis spends. For members of a team only.
 */
export function FileUnder({
  teams,
  team,
  onChoose,
  disabled,
  className,
}: {
  teams: readonly TeamSummary[];
  /** The team chosen, or null for Personal. */
  team: TeamSummary | null;
  onChoose: (teamId: string | null) => void;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('review');
  const selectId = useId();
  const hintId = useId();
  const Icon = team ? UsersRound : UserRound;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="font-medium text-sm text-zinc-700">
        {t('fileUnder.label')}
      </label>
      <Select
        id={selectId}
        className="w-full sm:max-w-xs"
        value={team?.id ?? ''}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChoose(event.target.value || null)}
      >
        <option value="">{t('fileUnder.personal')}</option>
        {teams.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </Select>
      <p id={hintId} className="flex items-start gap-1.5 text-sm text-zinc-500">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
        <span className="min-w-0 break-words">
          {team ? t('fileUnder.teamHint', { name: team.name }) : t('fileUnder.personalHint')}
        </span>
      </p>
    </div>
  );
}
