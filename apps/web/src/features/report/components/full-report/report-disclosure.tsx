import { ChevronDown } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { cn } from '../../../../lib/cn.ts';

/**
 * Whether the page is being printed: a printed report cannot be opened, so what it keeps closed
 * on screen is shown on paper. Set before the browser lays the page out for print.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

/**
 * A part of a report the reader opens when they want to check it (the quotes behind the claims,
 * how the research ran): its title is a heading holding a button, so it is found in the outline
 * and opened by keyboard. Closed, it is hidden from the screen and from screen readers; printed,
 * it is always shown.
 */
export function ReportDisclosure({
  title,
  count,
  children,
  className,
}: {
  title: string;
  /** How many items it holds, shown beside the title. */
  count?: string;
  children: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const printing = usePrinting();
  const panelId = useId();
  return (
    <div className={cn('rounded-lg border border-zinc-200 print:border-0', className)}>
      <h3 className="font-semibold text-base text-zinc-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-11 w-full items-center gap-2 rounded-lg px-4 py-2.5 text-left hover:bg-zinc-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 print:min-h-0 print:px-0"
        >
          <span className="min-w-0 flex-1">
            {title}
            {count ? (
              <>
                {' '}
                <span className="font-normal text-sm text-zinc-500 tabular-nums">{count}</span>
              </>
            ) : null}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'size-4 shrink-0 text-zinc-500 transition-transform motion-reduce:transition-none print:hidden',
              open && 'rotate-180',
            )}
          />
        </button>
      </h3>
      <div
        id={panelId}
        hidden={!(open || printing)}
        className="border-zinc-100 border-t px-4 py-4 print:border-0 print:px-0"
      >
        {children}
      </div>
    </div>
  );
}
