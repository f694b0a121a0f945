import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Extra content aligned with the title (actions, badges). */
  actions?: ReactNode;
  align?: 'start' | 'center';
  className?: string;
};

/** The page's single h1 with an optional subtitle. */
export function PageHeader({
  title,
  subtitle,
  actions,
  align = 'start',
  className,
}: PageHeaderProps) {
  const centered = align === 'center';
  return (
    <div
      className={cn(
        'mb-8 flex flex-col gap-4',
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
