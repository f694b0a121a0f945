import { LogOut, Trash2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useDeleteTeam } from '../api/delete-team.ts';
import type { TeamDetailData } from '../api/get-team.ts';
import { useLeaveTeam } from '../api/remove-team-member.ts';
import { teamFailure } from '../api/team-failure.ts';
import { FormError } from './form-error.tsx';
import { TeamSection } from './team-section.tsx';

/** Back to the teams page without a team chosen, with a confirmation of what just ended. */
function useBackToTeams() {
  const navigate = useNavigate();
  const toast = useToast();
  return (message: string) => {
    toast(message);
    void navigate('/teams');
  };
}

/** A member leaves the team, once they confirm it. */
function LeaveTeam({ team, myUserId }: { team: TeamDetailData; myUserId: string }) {
  const { t } = useTranslation('teams');
  const back = useBackToTeams();
  const leave = useLeaveTeam({ onLeft: () => back(t('leave.done', { team: team.name })) });
  return (
    <>
      <FormError message={leave.error ? t(`errors.${teamFailure(leave.error)}`) : null} />
      <ConfirmDialog
        trigger={
          <Button variant="secondary" className="self-start" disabled={leave.isPending}>
            {leave.isPending ? (
              <Spinner size="sm" tone="current" />
            ) : (
              <LogOut aria-hidden="true" className="size-4" />
            )}
            {leave.isPending ? t('leave.leaving') : t('leave.button')}
          </Button>
        }
        title={t('leave.title', { team: team.name })}
        description={t('leave.description')}
        cancelLabel={t('leave.cancel')}
        confirmLabel={t('leave.confirm')}
        onConfirm={() => leave.mutate({ teamId: team.id, userId: myUserId })}
      />
    </>
  );
}

/** The team's name typed again, then "Delete team": what the deletion does is said first. */
function DeleteTeamForm({
  team,
  inputRef,
}: {
  team: TeamDetailData;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('teams');
  const id = useId();
  const back = useBackToTeams();
  const remove = useDeleteTeam({ onDeleted: () => back(t('delete.done', { team: team.name })) });
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === team.name.trim();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches || remove.isPending) return;
    remove.mutate(team.id);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
      <TextField
        id={`${id}-confirm`}
        inputRef={inputRef}
        label={t('delete.typeName', { team: team.name })}
        value={typed}
        spellCheck={false}
        onChange={(event) => setTyped(event.target.value)}
        disabled={remove.isPending}
      />
      <FormError message={remove.error ? t(`errors.${teamFailure(remove.error)}`) : null} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={remove.isPending}>
            {t('delete.cancel')}
          </Button>
        </Dialog.Close>
        <Button
          type="submit"
          variant="danger"
          disabled={!matches || remove.isPending}
          aria-busy={remove.isPending || undefined}
        >
          {remove.isPending ? (
            <Spinner size="sm" tone="current" />
          ) : (
            <Trash2 aria-hidden="true" className="size-4" />
          )}
          {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** "Delete team" and its dialog, which asks for the team's name before it deletes anything. */
function DeleteTeam({ team }: { team: TeamDetailData }) {
  const { t } = useTranslation('teams');
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="ghostDanger" className="self-start">
          <Trash2 aria-hidden="true" className="size-4" />
          {t('delete.button')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/40 backdrop-blur-[1px]" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-zinc-200 bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="min-w-0 break-words font-semibold text-lg text-zinc-900">
              {t('delete.title', { team: team.name })}
            </Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={t('delete.close')}
                className="-m-1 rounded-md p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-zinc-600">
            {t('delete.description')}
          </Dialog.Description>
          <DeleteTeamForm team={team} inputRef={inputRef} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** How one ends with the team: a member leaves it; the owner deletes it (or hands it over first). */
export function TeamExit({ team, myUserId }: { team: TeamDetailData; myUserId: string }) {
  const { t } = useTranslation('teams');
  const isOwner = team.role === 'owner';
  return (
    <TeamSection
      tone="danger"
      title={isOwner ? t('delete.sectionTitle') : t('leave.sectionTitle')}
      description={isOwner ? t('delete.sectionText') : t('leave.sectionText')}
    >
      {isOwner ? <DeleteTeam team={team} /> : <LeaveTeam team={team} myUserId={myUserId} />}
    </TeamSection>
  );
}
