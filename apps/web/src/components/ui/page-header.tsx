import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const SPACE_BELOW = { sm: 'mb-6', md: 'mb-8', lg: 'mb-10' } as const;

type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Extra content aligned with the title (actions, badges). */
  actions?: ReactNode;
  align?: 'start' | 'center';
  /** The space between the header and the page's content. */
  spaceBelow?: keyof typeof SPACE_BELOW;
  className?: string;
};

/** The page's single h1 with an optional subtitle. */
export function PageHeader({
  title,
  subtitle,
  actions,
  align = 'start',
  spaceBelow = 'md',
  className,
}: PageHeaderProps) {
  const centered = align === 'center';
  return (
    <div
      className={cn(
        'flex flex-col gap-4',
        SPACE_BELOW[spaceBelow],
        centered ? 'items-center text-center' : 'sm:flex-row sm:items-end sm:justify-between',
        className,
      )}
    >
      <div className="min-w-0">
        <h1 className="text-balance font-semibold text-3xl text-zinc-900 tracking-tight sm:text-4xl">
          {title}
        </h1>
        {subtitle ? (
          <p
            className={cn(
              'mt-3 max-w-2xl text-pretty text-base text-zinc-600',
              centered && 'mx-auto',
            )}
          >
            {subtitle}
          </p>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </div>
  );
}
