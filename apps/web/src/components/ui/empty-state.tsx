import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type EmptyStateProps = {
  icon: LucideIcon;
  /** One sentence on what would be here. */
  title: string;
  description?: string;
  /** The one action that fills it (a link or a button). */
  action?: ReactNode;
  className?: string;
};

/** Nothing to show yet: one sentence and one action (UI.md). */
export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl border border-zinc-300 border-dashed px-6 py-10 text-center',
        className,
      )}
    >
      <span className="flex size-10 items-center justify-center rounded-full bg-zinc-100">
        <Icon aria-hidden="true" className="size-5 text-zinc-500" />
      </span>
      <p className="mt-3 font-medium text-zinc-900">{title}</p>
      {description ? <p className="mt-1 max-w-md text-sm text-zinc-600">{description}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
