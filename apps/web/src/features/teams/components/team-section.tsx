import { type ReactNode, type RefObject, useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * One part of the team page: a card named by its heading (which can take the focus when what had
 * it is gone, a removed row say), with a line on what it is for.
 */
export function TeamSection({
  title,
  description,
  headingRef,
  actions,
  tone = 'plain',
  children,
}: {
  title: string;
  description?: ReactNode;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** Beside the heading on wide screens, under it on narrow ones. */
  actions?: ReactNode;
  /** `danger` for what cannot be undone (leaving, deleting). */
  tone?: 'plain' | 'danger';
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            className={cn(
              'rounded-md font-semibold text-base focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
              tone === 'danger' ? 'text-red-700' : 'text-zinc-900',
            )}
          >
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-zinc-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </Card>
  );
}
