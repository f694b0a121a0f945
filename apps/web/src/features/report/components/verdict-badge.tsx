import type { Verdict } from '@idealens/shared/full-report';
import { CircleCheckBig, CircleHelp, CircleX, type LucideIcon, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

type VerdictKey = Verdict | 'pending';

const STYLES: Record<VerdictKey, { tone: BadgeTone; icon: LucideIcon }> = {
  strong_recommend: { tone: 'success', icon: CircleCheckBig },
  recommend_with_caveats: { tone: 'warning', icon: TriangleAlert },
  not_recommend: { tone: 'danger', icon: CircleX },
  pending: { tone: 'neutral', icon: CircleHelp },
};

/** A verdict outside the three known ones is pending evaluation (spec §4). */
export function verdictKey(verdict: unknown): VerdictKey {
  return verdict === 'strong_recommend' ||
    verdict === 'recommend_with_caveats' ||
    verdict === 'not_recommend'
    ? verdict
    : 'pending';
}

/** The investment verdict in words, colour and icon (never colour alone). */
export function VerdictBadge({ verdict, className }: { verdict: unknown; className?: string }) {
  const { t } = useTranslation('report');
  const key = verdictKey(verdict);
  const { tone, icon: Icon } = STYLES[key];
  return (
    <Badge tone={tone} size="md" className={className} data-verdict={key}>
      <Icon aria-hidden="true" className="size-4" />
      {t(`verdict.${key}`)}
    </Badge>
  );
}
