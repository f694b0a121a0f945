import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

type SpinnerProps = {
  /** Announced to assistive technology; omit when a visible text already says what is happening. */
  label?: string;
  className?: string;
};

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <>
      <LoaderCircle
        aria-hidden="true"
        className={cn('size-5 animate-spin text-indigo-600 motion-reduce:animate-none', className)}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}
