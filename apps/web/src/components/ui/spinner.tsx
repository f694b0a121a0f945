import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;
const TONES = { accent: 'text-indigo-600', current: 'text-current' } as const;

type SpinnerProps = {
  size?: keyof typeof SIZES;
  /** The product's accent, or the colour of the text around it (inside a button, say). */
  tone?: keyof typeof TONES;
  /** Announced to assistive technology; omit when a visible text already says what is happening. */
  label?: string;
  className?: string;
};

export function Spinner({ label, size = 'md', tone = 'accent', className }: SpinnerProps) {
  return (
    <>
      <LoaderCircle
        aria-hidden="true"
        className={cn(
          'animate-spin motion-reduce:animate-none',
          SIZES[size],
          TONES[tone],
          className,
        )}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}
