import { TEAM_NAME_MAX_LENGTH } from '@idealens/shared/teams';
import { Check, Pencil, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useRenameTeam } from '../api/rename-team.ts';
import { teamFailure } from '../api/team-failure.ts';
import { teamNameProblem } from '../team-name-problem.ts';
import { FormError } from './form-error.tsx';

const HEADING = 'min-w-0 break-words font-semibold text-2xl text-zinc-900 tracking-tight';

/** The form that renames the team in place of its name; Escape or Cancel leave it as it was. */
function RenameForm({
  teamId,
  name,
  onDone,
}: {
  teamId: string;
  name: string;
  onDone: (renamed: boolean) => void;
}) {
  const { t } = useTranslation('teams');
  const id = useId();
  const rename = useRenameTeam();
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The owner asked to rename: the name, selected, is where they are now.
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rename.isPending) return;
    setFailure(null);
    const found = teamNameProblem(value, TEAM_NAME_MAX_LENGTH);
    if (found) {
      setProblem(t(`errors.${found}`, { max: TEAM_NAME_MAX_LENGTH }));
      inputRef.current?.focus();
      return;
    }
    if (value.trim() === name) {
      onDone(false);
      return;
    }
    rename.mutate(
      { teamId, name: value.trim() },
      {
        onSuccess: () => onDone(true),
        onError: (error) => setFailure(t(`errors.${teamFailure(error)}`)),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && !rename.isPending) {
      event.preventDefault();
      onDone(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} onKeyDown={onKeyDown} className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          id={`${id}-name`}
          inputRef={inputRef}
          className="flex-1 sm:max-w-md"
          label={t('rename.label')}
          hideLabel
          value={value}
          maxLength={TEAM_NAME_MAX_LENGTH * 2}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
          error={problem}
          disabled={rename.isPending}
        />
        <div className="flex gap-2">
          <Button
            type="submit"
            disabled={rename.isPending}
            aria-busy={rename.isPending || undefined}
          >
            {rename.isPending ? (
              <Spinner size="sm" tone="current" />
            ) : (
              <Check aria-hidden="true" className="size-4" />
            )}
            {rename.isPending ? t('rename.saving') : t('rename.save')}
          </Button>
          <Button variant="secondary" disabled={rename.isPending} onClick={() => onDone(false)}>
            <X aria-hidden="true" className="size-4" />
            {t('rename.cancel')}
          </Button>
        </div>
      </div>
      <FormError message={failure} />
    </form>
  );
}

/** The team's name as the section's heading; its owner renames it in place. */
export function TeamName({
  teamId,
  name,
  canRename,
  headingId,
}: {
  teamId: string;
  name: string;
  canRename: boolean;
  headingId: string;
}) {
  const { t } = useTranslation('teams');
  const [editing, setEditing] = useState(false);
  const renameRef = useRef<HTMLButtonElement>(null);

  if (editing) {
    return (
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="sr-only">
          {name}
        </h2>
        <RenameForm
          teamId={teamId}
          name={name}
          onDone={() => {
            setEditing(false);
            // Back where the owner started, whether or not the name changed.
            window.requestAnimationFrame(() => renameRef.current?.focus());
          }}
        />
      </div>
    );
  }
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <h2 id={headingId} className={HEADING}>
        {name}
      </h2>
      {canRename ? (
        <Button
          ref={renameRef}
          variant="ghost"
          size="sm"
          aria-label={t('rename.open', { name })}
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          <span aria-hidden="true">{t('rename.button')}</span>
        </Button>
      ) : null}
    </div>
  );
}
