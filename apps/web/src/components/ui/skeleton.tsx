import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A placeholder block shaped like the content that is loading. */
const CORNERS = { md: 'rounded-md', xl: 'rounded-xl', full: 'rounded-full' } as const;

type SkeletonProps = ComponentProps<'div'> & {
  /** Rounded like what it stands for: a line of text, a card, a pill or avatar. */
  corners?: keyof typeof CORNERS;
};

export function Skeleton({ corners = 'md', className, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'animate-pulse bg-zinc-100 motion-reduce:animate-none',
        CORNERS[corners],
        className,
      )}
      {...props}
    />
  );
}

/** Stand-in for a page while its code or data loads: a title line and a few content blocks. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="py-12">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-9 w-64 max-w-full" />
      <Skeleton className="mt-3 h-5 w-96 max-w-full" />
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
