import { cn } from '../../lib/cn.ts';
import { useArrivedWithPage } from '../../lib/use-hydrated.ts';

/**
 * The classes of the container a report view renders in: it fades in 100 ms after it loads
 * (spec §9), at once for reduced motion and on paper, and a report that came with the page (the
 * prerendered demo) is there from the start; on paper it is plain black on the full width.
 */
export function useReportPageClasses(): string {
  const arrivedWithPage = useArrivedWithPage();
  return cn(
    !arrivedWithPage && 'animate-report-fade-in motion-reduce:animate-none',
    'py-10 sm:py-14',
    'print:max-w-none print:animate-none print:px-0 print:py-0 print:text-black print:**:text-black',
  );
}
