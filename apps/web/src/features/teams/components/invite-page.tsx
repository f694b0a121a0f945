import { CalendarClock, Clock, Mail, MailQuestion, MailX, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAcceptInvite } from '../api/accept-invite.ts';
import { type InvitePreviewData, useInvite } from '../api/get-invite.ts';
import { type TeamFailure, teamFailure } from '../api/team-failure.ts';
import { FormError } from './form-error.tsx';

/** A card in the middle of the page: an icon, a heading (the page's one h1), and what follows. */
function InviteCard({
  icon: Icon,
  tone = 'accent',
  title,
  children,
}: {
  icon: typeof UsersRound;
  tone?: 'accent' | 'muted';
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center px-6 py-10 text-center sm:px-10">
      <span
        className={
          tone === 'accent'
            ? 'flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600'
            : 'flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-600'
        }
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-5 text-balance break-words font-semibold text-2xl text-zinc-900 tracking-tight">
        {title}
      </h1>
      {children}
    </Card>
  );
}

/** Where to go from an invitation that cannot be accepted: one's teams, or home. */
function WayForward() {
  const { t } = useTranslation('teams');
  const { status } = useAuth();
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      {status === 'authenticated' ? (
        <Link to="/teams" className={buttonClasses()}>
          {t('invitePage.toTeams')}
        </Link>
      ) : null}
      <Link
        to="/"
        className={buttonClasses({ variant: status === 'authenticated' ? 'secondary' : 'primary' })}
      >
        {t('invitePage.toHome')}
      </Link>
    </div>
  );
}

/** An invitation that cannot be accepted (any more), in words, with a way forward. */
function ClosedInvite({
  reason,
  invite,
}: {
  reason: 'notFound' | 'expired' | 'used';
  invite?: InvitePreviewData;
}) {
  const { t, i18n } = useTranslation('teams');
  const icon = reason === 'notFound' ? MailQuestion : reason === 'expired' ? Clock : MailX;
  return (
    <InviteCard icon={icon} tone="muted" title={t(`invitePage.${reason}.title`)}>
      <p className="mt-3 text-pretty text-zinc-600">
        {t(`invitePage.${reason}.text`, {
          team: invite?.teamName ?? '',
          inviter: invite?.invitedBy ?? t('invitePage.theOwner'),
          date: invite ? formatDateTime(invite.expiresAt, i18n.language) : '',
        })}
      </p>
      <WayForward />
    </InviteCard>
  );
}

/** A failure to accept that closes the invitation, as the closed state to show instead. */
function closedBy(failure: TeamFailure | null): 'notFound' | 'expired' | 'used' | null {
  if (failure === 'inviteNotFound') return 'notFound';
  if (failure === 'inviteExpired') return 'expired';
  if (failure === 'inviteUsed') return 'used';
  return null;
}

/** An open invitation: who asks whom to join what, until when, and the one way to accept it. */
function OpenInvite({ token, invite }: { token: string; invite: InvitePreviewData }) {
  const { t, i18n } = useTranslation('teams');
  const { status, signIn } = useAuth();
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const failure = accept.error ? teamFailure(accept.error) : null;
  const closed = closedBy(failure);
  if (closed) return <ClosedInvite reason={closed} invite={invite} />;

  const join = () =>
    accept.mutate(token, {
      onSuccess: ({ teamId, teamName }) =>
        void navigate(`/tasks?workspace=${encodeURIComponent(teamId)}`, {
          state: { message: t('invitePage.joined', { team: teamName }) },
        }),
    });

  return (
    <InviteCard
      icon={UsersRound}
      title={
        invite.invitedBy
          ? t('invitePage.title', { inviter: invite.invitedBy, team: invite.teamName })
          : t('invitePage.titleNoInviter', { team: invite.teamName })
      }
    >
      <p className="mt-3 text-pretty text-zinc-600">{t('invitePage.what')}</p>
      <dl className="mt-6 grid w-full gap-3 rounded-lg border border-zinc-200 bg-zinc-50 p-4 text-left text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="flex items-center gap-1.5 text-zinc-500">
            <Mail aria-hidden="true" className="size-4" />
            {t('invitePage.sentTo')}
          </dt>
          <dd className="mt-0.5 break-all font-medium text-zinc-900">{invite.email}</dd>
        </div>
        <div className="min-w-0">
          <dt className="flex items-center gap-1.5 text-zinc-500">
            <CalendarClock aria-hidden="true" className="size-4" />
            {t('invitePage.expires')}
          </dt>
          <dd className="mt-0.5 font-medium text-zinc-900">
            <time dateTime={invite.expiresAt}>
              {formatDateTime(invite.expiresAt, i18n.language)}
            </time>
          </dd>
        </div>
      </dl>
      <div className="mt-8 flex w-full flex-col items-center gap-3">
        {status === 'authenticated' ? (
          <Button
            size="lg"
            className="w-full sm:w-auto"
            disabled={accept.isPending}
            aria-busy={accept.isPending || undefined}
            onClick={join}
          >
            {accept.isPending ? <Spinner size="sm" tone="current" /> : null}
            {accept.isPending
              ? t('invitePage.joining')
              : t('invitePage.join', { team: invite.teamName })}
          </Button>
        ) : (
          <>
            <Button
              size="lg"
              className="w-full sm:w-auto"
              disabled={status === 'loading'}
              onClick={() => signIn()}
            >
              {t('invitePage.signIn')}
            </Button>
            <p className="text-sm text-zinc-500">{t('invitePage.signInHint')}</p>
          </>
        )}
        <FormError message={failure ? t(`errors.${failure}`, { context: 'invite' }) : null} />
        <Link
          to="/"
          className="rounded-sm text-sm text-zinc-600 underline-offset-2 hover:text-zinc-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          {t('invitePage.notNow')}
        </Link>
      </div>
    </InviteCard>
  );
}

function InviteContent({ token }: { token: string }) {
  const { t } = useTranslation('teams');
  const invite = useInvite(token);

  if (invite.data) {
    if (invite.data.status !== 'open') {
      return <ClosedInvite reason={invite.data.status} invite={invite.data} />;
    }
    return <OpenInvite token={token} invite={invite.data} />;
  }
  if (invite.isError) {
    const failure = teamFailure(invite.error);
    const closed = closedBy(failure);
    if (closed) return <ClosedInvite reason={closed} />;
    return (
      <div className="mx-auto max-w-xl">
        <h1 className="mb-4 font-semibold text-2xl tracking-tight">{t('invitePage.heading')}</h1>
        <ErrorState
          message={t(failure === 'network' ? 'errors.network' : 'invitePage.error')}
          retryLabel={t('retry')}
          retrying={invite.isFetching}
          onRetry={() => void invite.refetch()}
        />
      </div>
    );
  }
  return (
    <Card
      role="status"
      aria-label={t('invitePage.loading')}
      className="mx-auto flex max-w-xl flex-col items-center px-6 py-10 sm:px-10"
    >
      <Skeleton corners="full" className="size-12" />
      <Skeleton className="mt-5 h-8 w-80 max-w-full" />
      <Skeleton className="mt-3 h-5 w-64 max-w-full" />
      <Skeleton corners="xl" className="mt-6 h-20 w-full" />
      <Skeleton className="mt-8 h-12 w-48" />
    </Card>
  );
}

/**
 * `/invites/{token}` (issue 23): an invitation to a team, for whoever holds its link. Anyone sees
 * what it offers; a signed-in visitor joins, a signed-out one signs in first and comes back here.
 */
export function InvitePage() {
  const { t } = useTranslation('teams');
  const { token = '' } = useParams();
  useDocumentTitle(t('invitePage.heading'));
  return (
    <Container maxWidth="3xl" className="py-12 sm:py-16">
      <InviteContent token={token} />
    </Container>
  );
}
