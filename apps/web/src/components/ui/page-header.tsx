import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Extra content aligned with the title (actions, badges). */
  actions?: ReactNode;
  className?: string;
};

/** The page's single h1 with an optional subtitle. */
export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    <div
      className={cn(
        'mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between',
        className,
      )}
    >
      <div className="min-w-0">
        <h1 className="font-semibold text-3xl text-zinc-900 tracking-tight sm:text-4xl">
          {title}
        </h1>
        {subtitle ? <p className="mt-2 max-w-2xl text-base text-zinc-600">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </div>
  );
}
