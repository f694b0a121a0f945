import { Info, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type NoticeProps = {
  children: ReactNode;
  /** Renders a close button with this accessible name. */
  dismissLabel?: string;
  onDismiss?: () => void;
  className?: string;
};

/** An informational banner, announced politely when it appears. */
export function Notice({ children, dismissLabel, onDismiss, className }: NoticeProps) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-indigo-900 text-sm',
        className,
      )}
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
      <div className="min-w-0 flex-1">{children}</div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className="-m-1 rounded-md p-1 text-indigo-700 hover:bg-indigo-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
