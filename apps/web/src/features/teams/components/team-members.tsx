import { ArrowRightLeft, UserMinus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type StackedColumn, StackedTable } from '../../../components/billing/stacked-table.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { formatBillingDate } from '../../../lib/billing/billing-dates.ts';
import type { TeamDetailData, TeamMember } from '../api/get-team.ts';
import { useRemoveTeamMember } from '../api/remove-team-member.ts';
import { teamFailure } from '../api/team-failure.ts';
import { useTransferTeam } from '../api/transfer-team.ts';
import { FormError } from './form-error.tsx';
import { personName } from './member-name.ts';
import { RoleBadge } from './role-badge.tsx';
import { TeamSection } from './team-section.tsx';

/** The owner's actions on another member: hand the team over, or remove them, each confirmed. */
function MemberActions({
  team,
  member,
  onFailure,
  onRemoved,
  onTransferred,
}: {
  team: TeamDetailData;
  member: TeamMember;
  /** Why an action failed; null as another starts. */
  onFailure: (message: string | null) => void;
  onRemoved: (name: string) => void;
  onTransferred: (name: string) => void;
}) {
  const { t } = useTranslation('teams');
  const name = personName(member, t);
  const remove = useRemoveTeamMember({ onRemoved: () => onRemoved(name) });
  const transfer = useTransferTeam({ onTransferred: () => onTransferred(name) });
  const busy = remove.isPending || transfer.isPending;

  return (
    <span className="inline-flex flex-wrap justify-end gap-1">
      <ConfirmDialog
        trigger={
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            aria-label={t('transfer.buttonLabel', { name })}
          >
            <ArrowRightLeft aria-hidden="true" className="size-4" />
            {t('transfer.button')}
          </Button>
        }
        title={t('transfer.title', { name, team: team.name })}
        description={t('transfer.description', { name })}
        cancelLabel={t('transfer.cancel')}
        confirmLabel={t('transfer.confirm')}
        onConfirm={() => {
          onFailure(null);
          transfer.mutate(
            { teamId: team.id, userId: member.userId },
            {
              onError: (error) =>
                onFailure(t(`errors.${teamFailure(error)}`, { name, context: 'transfer' })),
            },
          );
        }}
      />
      <ConfirmDialog
        trigger={
          <Button
            variant="ghostDanger"
            size="sm"
            disabled={busy}
            aria-label={t('remove.buttonLabel', { name })}
          >
            <UserMinus aria-hidden="true" className="size-4" />
            {t('remove.button')}
          </Button>
        }
        title={t('remove.title', { name, team: team.name })}
        description={t('remove.description', { name })}
        cancelLabel={t('remove.cancel')}
        confirmLabel={t('remove.confirm')}
        onConfirm={() => {
          onFailure(null);
          remove.mutate(
            { teamId: team.id, userId: member.userId },
            {
              onError: (error) => onFailure(t(`errors.${teamFailure(error)}`)),
            },
          );
        }}
      />
    </span>
  );
}

/**
 * Who is in the team: name and address, role, when they joined and what they spent of the pool;
 * the owner removes members and hands the team over from here.
 */
export function TeamMembers({ team, myUserId }: { team: TeamDetailData; myUserId: string }) {
  const { t, i18n } = useTranslation('teams');
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isOwner = team.role === 'owner';
  const number = new Intl.NumberFormat(i18n.language);

  // The button that had the focus is gone (with its row, or with the owner's actions after a
  // hand-over): the section's heading takes it.
  const onRemoved = (name: string) => {
    toast(t('remove.done', { name }));
    headingRef.current?.focus();
  };
  const onTransferred = (name: string) => {
    toast(t('transfer.done', { name, team: team.name }));
    headingRef.current?.focus();
  };

  const columns: StackedColumn<TeamMember>[] = [
    {
      key: 'member',
      header: t('members.columns.member'),
      cell: (member) => (
        <span className="inline-flex min-w-0 flex-col items-end sm:items-start">
          <span className="inline-flex flex-wrap items-center justify-end gap-1.5 sm:justify-start">
            <span className="break-words font-medium text-zinc-900">{personName(member, t)}</span>
            {member.userId === myUserId ? <Badge tone="success">{t('members.you')}</Badge> : null}
          </span>
          {member.email && member.name ? (
            <span className="break-all text-zinc-500">{member.email}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'role',
      header: t('members.columns.role'),
      cell: (member) => <RoleBadge role={member.role} />,
    },
    {
      key: 'joined',
      header: t('members.columns.joined'),
      cell: (member) => (
        <time dateTime={member.joinedAt} className="whitespace-nowrap tabular-nums">
          {formatBillingDate(member.joinedAt, i18n.language)}
        </time>
      ),
    },
    {
      key: 'spent',
      header: t('members.columns.spent'),
      align: 'end',
      cell: (member) => <span className="tabular-nums">{number.format(member.pointsSpent)}</span>,
    },
  ];
  if (isOwner) {
    columns.push({
      key: 'actions',
      header: t('members.columns.actions'),
      align: 'end',
      cell: (member) =>
        member.userId === myUserId || member.role === 'owner' ? (
          <span className="text-zinc-400">—</span>
        ) : (
          <MemberActions
            team={team}
            member={member}
            onFailure={setFailure}
            onRemoved={onRemoved}
            onTransferred={onTransferred}
          />
        ),
    });
  }

  return (
    <TeamSection
      title={t('members.title')}
      headingRef={headingRef}
      description={t('members.count', { count: team.members.length })}
    >
      <FormError message={failure} />
      <StackedTable
        caption={t('members.caption', { team: team.name })}
        columns={columns}
        rows={team.members}
        rowKey={(member) => member.userId}
      />
    </TeamSection>
  );
}
