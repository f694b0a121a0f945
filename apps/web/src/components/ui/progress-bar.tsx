import { cn } from '../../lib/cn.ts';

const THICKNESS = { thin: 'h-1.5', regular: 'h-2', bold: 'h-2.5', heavy: 'h-3' } as const;
const TONES = { accent: 'bg-indigo-600', warning: 'bg-amber-500 print:bg-zinc-700' } as const;

type ProgressBarProps = {
  /** 0 to `max`. */
  value: number;
  max?: number;
  /** The accessible name; without one the bar is decorative (its number is shown as text). */
  label?: string;
  /** Spoken instead of the bare number, e.g. "45%, Searching the market…". */
  valueText?: string;
  thickness?: keyof typeof THICKNESS;
  tone?: keyof typeof TONES;
  className?: string;
};

/** A horizontal bar that glides to its value (instantly with reduced motion) and prints. */
export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  thickness = 'regular',
  tone = 'accent',
  className,
}: ProgressBarProps) {
  const fraction = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  const semantics = label
    ? {
        role: 'progressbar' as const,
        'aria-label': label,
        'aria-valuemin': 0,
        'aria-valuemax': max,
        'aria-valuenow': value,
        'aria-valuetext': valueText,
      }
    : { 'aria-hidden': true as const };
  return (
    <div
      {...semantics}
      className={cn(
        'w-full overflow-hidden rounded-full bg-zinc-100 [print-color-adjust:exact] print:border print:border-zinc-400',
        THICKNESS[thickness],
        className,
      )}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-700 ease-out motion-reduce:transition-none',
          TONES[tone],
        )}
        style={{ width: `${fraction * 100}%` }}
      />
    </div>
  );
}
