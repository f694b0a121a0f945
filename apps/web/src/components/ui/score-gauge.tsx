import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type ScoreGaugeProps = {
  value: number;
  max: number;
  /** What sits in the middle of the ring, usually the value as text. */
  children: ReactNode;
  className?: string;
};

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A ring filled to `value / max`: decoration around a number that is also given as text. */
export function ScoreGauge({ value, max, children, className }: ScoreGaugeProps) {
  const fraction = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <div className={cn('relative size-28 shrink-0', className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 100 100"
        className="size-full [print-color-adjust:exact]"
      >
        <circle
          cx={50}
          cy={50}
          r={RADIUS}
          className="fill-none stroke-zinc-100 print:stroke-zinc-300"
          strokeWidth={8}
        />
        <circle
          cx={50}
          cy={50}
          r={RADIUS}
          className="fill-none stroke-indigo-600 transition-[stroke-dasharray] duration-700 ease-out motion-reduce:transition-none print:stroke-black"
          strokeWidth={8}
          strokeLinecap="round"
          strokeDasharray={`${(fraction * CIRCUMFERENCE).toFixed(2)} ${CIRCUMFERENCE.toFixed(2)}`}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">{children}</div>
    </div>
  );
}
