import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

/**
 * The page numbers a pager shows: all of them when there are at most `size`, else `size`
 * consecutive pages around `current`, shifted to stay within 1…`totalPages`.
 */
export function pageWindow(current: number, totalPages: number, size = 5): number[] {
  if (totalPages <= 0 || size <= 0) return [];
  const count = Math.min(size, totalPages);
  const page = Math.min(Math.max(current, 1), totalPages);
  const start = Math.min(Math.max(page - Math.floor(count / 2), 1), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

type PagerProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Report pages". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** The accessible name of a numbered button ("Page 3"); its visible text is the number. */
  pageLabel: (page: number) => string;
  /**
   * How many numbered buttons at most (default 5). With 0 the pager shows only previous and
   * next, with `summary` (e.g. "Page 2 of 5") between them.
   */
  windowSize?: number;
  summary?: string;
  className?: string;
};

/** Previous, numbered pages around the current one, and next; the current page is marked. */
export function Pager({
  page,
  totalPages,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  windowSize = 5,
  summary,
  className,
}: PagerProps) {
  const pages = pageWindow(page, totalPages, windowSize);
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button
            variant="ghost"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {previousLabel}
          </Button>
        </li>
        {pages.map((number) => {
          const current = number === page;
          return (
            <li key={number}>
              <Button
                variant={current ? 'primary' : 'ghost'}
                size="square"
                aria-label={pageLabel(number)}
                aria-current={current ? 'page' : undefined}
                className={cn('tabular-nums', current && 'pointer-events-none')}
                onClick={() => {
                  if (!current) onPageChange(number);
                }}
              >
                {number}
              </Button>
            </li>
          );
        })}
        {pages.length === 0 && summary ? (
          <li className="px-2 text-sm text-zinc-600 tabular-nums">{summary}</li>
        ) : null}
        <li>
          <Button
            variant="ghost"
            size="sm"
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            {nextLabel}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
