import { Crown, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import type { TeamMember } from '../api/get-team.ts';

/** "Owner" or "Member", in words and an icon as well as in colour. */
export function RoleBadge({ role }: { role: TeamMember['role'] }) {
  const { t } = useTranslation('teams');
  const Icon = role === 'owner' ? Crown : User;
  return (
    <Badge tone={role === 'owner' ? 'accent' : 'neutral'}>
      <Icon aria-hidden="true" className="size-3" />
      {t(`roles.${role}`)}
    </Badge>
  );
}
