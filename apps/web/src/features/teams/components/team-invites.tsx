import { MAX_TEAM_MEMBERS, TEAM_INVITE_DAYS } from '@idealens/shared/teams';
import { MailCheck, MailPlus, Send, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { supportedLanguage } from '../../../lib/languages.ts';
import { useCreateTeamInvite } from '../api/create-team-invite.ts';
import type { TeamDetailData, TeamInvite } from '../api/get-team.ts';
import { teamFailure } from '../api/team-failure.ts';
import { teamSchemas } from '../api/team-schemas.ts';
import { useWithdrawTeamInvite } from '../api/withdraw-team-invite.ts';
import { FormError } from './form-error.tsx';
import { TeamSection } from './team-section.tsx';

/** An invitation's link in full, with its copy button. */
function InviteLink({ invite, copyLabel }: { invite: TeamInvite; copyLabel: string }) {
  return (
    <div className="flex items-center gap-2 rounded-lg border border-zinc-200 bg-white py-1 pr-1 pl-3">
      <code
        data-testid="invite-link"
        className="min-w-0 flex-1 break-all font-mono text-xs text-zinc-900"
      >
        {invite.link}
      </code>
      <CopyButton value={invite.link} label={copyLabel} />
    </div>
  );
}

/** The invitation just made: mailed, and its link to send another way. */
function CreatedInvite({ invite, onDismiss }: { invite: TeamInvite; onDismiss: () => void }) {
  const { t } = useTranslation('teams');
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm">
      <div className="flex items-start gap-2">
        <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        <p role="status" className="flex-1 text-emerald-900">
          <span className="font-medium">{t('invite.sent', { email: invite.email })}</span>{' '}
          {t('invite.sentText', { days: TEAM_INVITE_DAYS })}
        </p>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('invite.dismiss')}
          className="-m-1 rounded-md p-1 text-emerald-800 hover:bg-emerald-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <InviteLink invite={invite} copyLabel={t('invite.copy', { email: invite.email })} />
    </div>
  );
}

/** An address, then "Send invitation": the link is mailed and shown. */
function InviteForm({ team, full }: { team: TeamDetailData; full: boolean }) {
  const { t, i18n } = useTranslation('teams');
  const id = useId();
  const create = useCreateTeamInvite();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<TeamInvite | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setFailure(null);
    const address = email.trim();
    // The contract's own rule for an address (its schema arrived with the team).
    const { createTeamInviteSchema } = await teamSchemas();
    if (!createTeamInviteSchema.shape.email.safeParse(address).success) {
      setProblem(t(address === '' ? 'errors.emailRequired' : 'errors.emailInvalid'));
      inputRef.current?.focus();
      return;
    }
    setCreated(null);
    create.mutate(
      { teamId: team.id, email: address, language: supportedLanguage(i18n.language) },
      {
        onSuccess: (invite) => {
          setCreated(invite);
          setEmail('');
        },
        onError: (error) =>
          setFailure(t(`errors.${teamFailure(error)}`, { email: address, max: MAX_TEAM_MEMBERS })),
      },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <TextField
          id={`${id}-email`}
          inputRef={inputRef}
          className="max-w-md"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          label={t('invite.email')}
          placeholder={t('invite.placeholder')}
          hint={t('invite.hint', { days: TEAM_INVITE_DAYS })}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(null);
          }}
          error={problem}
          disabled={full || create.isPending}
        />
        <Button
          type="submit"
          className="self-start"
          disabled={full || create.isPending}
          aria-busy={create.isPending || undefined}
        >
          {create.isPending ? (
            <Spinner size="sm" tone="current" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {create.isPending ? t('invite.sending') : t('invite.submit')}
        </Button>
        <FormError message={failure} />
      </form>
      {created ? <CreatedInvite invite={created} onDismiss={() => setCreated(null)} /> : null}
    </div>
  );
}

/** One open invitation: to whom, until when, its link to copy again, and "Withdraw". */
function PendingInvite({
  team,
  invite,
  onWithdrawn,
}: {
  team: TeamDetailData;
  invite: TeamInvite;
  onWithdrawn: (email: string) => void;
}) {
  const { t, i18n } = useTranslation('teams');
  const withdraw = useWithdrawTeamInvite({ onWithdrawn: () => onWithdrawn(invite.email) });
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="break-all font-medium text-sm text-zinc-900">{invite.email}</p>
          <p className="text-sm text-zinc-500">
            {t('invites.expires', { date: formatDateTime(invite.expiresAt, i18n.language) })}
          </p>
        </div>
        <div className="flex items-center gap-1">
          <CopyButton value={invite.link} label={t('invite.copy', { email: invite.email })} />
          <Button
            variant="ghostDanger"
            size="sm"
            disabled={withdraw.isPending}
            aria-label={t('invites.withdrawLabel', { email: invite.email })}
            onClick={() => {
              setFailure(null);
              withdraw.mutate(
                { teamId: team.id, inviteId: invite.id },
                {
                  onError: (error) => setFailure(t(`errors.${teamFailure(error)}`)),
                },
              );
            }}
          >
            {withdraw.isPending ? (
              <Spinner size="sm" tone="current" />
            ) : (
              <X aria-hidden="true" className="size-4" />
            )}
            {withdraw.isPending ? t('invites.withdrawing') : t('invites.withdraw')}
          </Button>
        </div>
      </div>
      <FormError message={failure} />
    </li>
  );
}

/**
 * The owner's invitations: the places left (members and open invitations share the limit), the
 * form that mails a link, and the invitations still open.
 */
export function TeamInvites({ team }: { team: TeamDetailData }) {
  const { t } = useTranslation('teams');
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const used = team.members.length + team.invites.length;
  const full = used >= MAX_TEAM_MEMBERS;

  const onWithdrawn = (email: string) => {
    toast(t('invites.withdrawn', { email }));
    headingRef.current?.focus();
  };

  return (
    <TeamSection
      title={t('invites.title')}
      headingRef={headingRef}
      description={t('invites.places', { used, max: MAX_TEAM_MEMBERS })}
    >
      {full ? (
        <p role="status" className="text-amber-800 text-sm">
          {t('invites.full', { max: MAX_TEAM_MEMBERS })}
        </p>
      ) : null}
      <InviteForm team={team} full={full} />
      <div className="border-zinc-100 border-t pt-4">
        <h3 className="font-semibold text-sm text-zinc-900">{t('invites.pending')}</h3>
        <div className="mt-3">
          {team.invites.length === 0 ? (
            <EmptyState
              icon={MailPlus}
              title={t('invites.empty')}
              description={t('invites.emptyText')}
            />
          ) : (
            <ul aria-label={t('invites.pending')} className="divide-y divide-zinc-100">
              {team.invites.map((invite) => (
                <PendingInvite
                  key={invite.id}
                  team={team}
                  invite={invite}
                  onWithdrawn={onWithdrawn}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
    </TeamSection>
  );
}
