import type { Level } from '@idealens/shared/simple-report';
import { type LucideIcon, SignalHigh, SignalLow, SignalMedium } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

/**
 * Which scale a level is read on: for feasibility high is good; for competition, difficulty and
 * risk severity it is not.
 */
export type LevelScale = 'feasibility' | 'competition' | 'difficulty' | 'severity';

const LEVEL_ICONS: Record<Level, LucideIcon> = {
  high: SignalHigh,
  medium: SignalMedium,
  low: SignalLow,
};

const LEVEL_TONES: Record<LevelScale, Record<Level, BadgeTone>> = {
  feasibility: { high: 'success', medium: 'warning', low: 'danger' },
  competition: { high: 'danger', medium: 'warning', low: 'success' },
  difficulty: { high: 'danger', medium: 'warning', low: 'success' },
  severity: { high: 'danger', medium: 'warning', low: 'success' },
};

/** A level in this scale's words (competition high = intense; difficulty low = relatively simple). */
export function LevelBadge({ scale, level }: { scale: LevelScale; level: Level }) {
  const { t } = useTranslation('result');
  const Icon = LEVEL_ICONS[level];
  return (
    <Badge tone={LEVEL_TONES[scale][level]} size="md" data-level={level}>
      <Icon aria-hidden="true" className="size-4" />
      {t(`levels.${scale}.${level}`)}
    </Badge>
  );
}
