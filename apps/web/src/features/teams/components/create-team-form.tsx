import { TEAM_NAME_MAX_LENGTH } from '@idealens/shared/teams';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCreateTeam } from '../api/create-team.ts';
import type { TeamDetailData } from '../api/get-team.ts';
import { teamFailure } from '../api/team-failure.ts';
import { teamNameProblem } from '../team-name-problem.ts';
import { FormError } from './form-error.tsx';

/** A team's name, then "Create team": the new team goes to `onCreated`. */
export function CreateTeamForm({ onCreated }: { onCreated: (team: TeamDetailData) => void }) {
  const { t } = useTranslation('teams');
  const id = useId();
  const create = useCreateTeam();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setFailure(null);
    const found = teamNameProblem(name, TEAM_NAME_MAX_LENGTH);
    if (found) {
      setProblem(t(`errors.${found}`, { max: TEAM_NAME_MAX_LENGTH }));
      inputRef.current?.focus();
      return;
    }
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: onCreated,
        onError: (error) => setFailure(t(`errors.${teamFailure(error)}`)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextField
        id={`${id}-name`}
        inputRef={inputRef}
        className="max-w-md"
        label={t('create.name')}
        placeholder={t('create.placeholder')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
        error={problem}
        disabled={create.isPending}
      />
      <Button
        type="submit"
        className="self-start"
        disabled={create.isPending}
        aria-busy={create.isPending || undefined}
      >
        {create.isPending ? (
          <Spinner size="sm" tone="current" />
        ) : (
          <Plus aria-hidden="true" className="size-4" />
        )}
        {create.isPending ? t('create.submitting') : t('create.submit')}
      </Button>
      <FormError message={failure} />
    </form>
  );
}
