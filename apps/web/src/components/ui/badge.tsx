import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'highlight';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
  accent: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  danger: 'bg-red-50 text-red-700 ring-red-200',
  highlight: 'bg-indigo-600 text-white ring-indigo-600',
};

const SIZES = { sm: 'px-2.5 py-0.5 text-xs', md: 'px-3 py-1 text-sm' } as const;

type BadgeProps = ComponentProps<'span'> & {
  tone?: BadgeTone;
  size?: keyof typeof SIZES;
  /** Long labels wrap within the available width instead of staying on one line. */
  wrap?: boolean;
};

/** A short label; colour is never the only signal, so always give it words. */
export function Badge({
  tone = 'neutral',
  size = 'sm',
  wrap = false,
  className,
  ...props
}: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full font-medium ring-1 ring-inset',
        wrap ? 'max-w-full whitespace-normal' : 'whitespace-nowrap',
        SIZES[size],
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
