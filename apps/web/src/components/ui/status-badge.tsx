import {
  CircleCheck,
  CircleDashed,
  CircleX,
  Clock,
  LoaderCircle,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Badge, type BadgeTone } from './badge.tsx';

/** The tones a state is shown in (the highlight is for marketing labels). */
export type StatusTone = Exclude<BadgeTone, 'highlight'>;

const ICONS: Record<StatusTone, LucideIcon> = {
  neutral: CircleDashed,
  accent: LoaderCircle,
  success: CircleCheck,
  warning: Clock,
  danger: CircleX,
};

type StatusBadgeProps = {
  tone: StatusTone;
  /** The state in words: colour is never the only signal (UI.md). */
  children: ReactNode;
  /** Replaces the tone's icon. */
  icon?: LucideIcon;
  /** Turns the icon slowly for a state that is in progress (not with reduced motion). */
  spinning?: boolean;
  className?: string;
  title?: string;
};

/** A badge for a state (queued, running, done, failed, unknown): word, colour and icon together. */
export function StatusBadge({
  tone,
  children,
  icon,
  spinning = false,
  className,
  title,
}: StatusBadgeProps) {
  const Icon = icon ?? ICONS[tone];
  return (
    <Badge tone={tone} title={title} wrap className={className}>
      <Icon
        aria-hidden="true"
        className={cn('size-3.5 shrink-0', spinning && 'motion-safe:animate-spin')}
      />
      <span className="min-w-0 break-words">{children}</span>
    </Badge>
  );
}
