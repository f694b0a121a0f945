import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

type ReportSectionProps = {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  /** An anchor for the table of contents (the section can then take focus when jumped to). */
  id?: string;
  /** Starts a new page when printed. */
  pageBreak?: boolean;
};

/**
 * One titled section of a report: a card on screen, a plain block under its h2 on paper. Until it
 * comes near the screen, the browser skips laying it out and painting it (it is in the page all
 * the same: found by search, read by screen readers, printed in full), so a long report shows its
 * top at once.
 */
export function ReportSection({ title, icon: Icon, children, id, pageBreak }: ReportSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-labelledby={headingId}
      className={cn(
        'mt-6 focus:outline-none print:mt-0 print:pt-2',
        '[contain-intrinsic-size:auto_32rem] [content-visibility:auto] print:[content-visibility:visible]',
        pageBreak && 'print:break-before-page',
      )}
    >
      <Card className="p-5 sm:p-7 print:border-0 print:p-0">
        <h2 id={headingId} className="flex items-center gap-2.5 font-semibold text-lg">
          <span className="flex size-8 items-center justify-center rounded-lg bg-indigo-50 print:hidden">
            <Icon aria-hidden="true" className="size-4 text-indigo-600" />
          </span>
          {title}
        </h2>
        <div className="mt-5">{children}</div>
      </Card>
    </section>
  );
}

/** A labelled value inside a `<dl>`. */
export function Field({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('print:break-inside-avoid', className)}>
      <dt className="font-medium text-sm text-zinc-500">{label}</dt>
      <dd className="mt-1.5 text-pretty text-zinc-800 leading-relaxed">{children}</dd>
    </div>
  );
}

/** A default stands in for a missing field: said in the interface language, set apart. */
export function Fallback({ children }: { children: ReactNode }) {
  return <span className="text-zinc-500 italic">{children}</span>;
}

/** A heading inside a section, for one of its parts. */
export function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="font-semibold text-base text-zinc-900">{children}</h3>;
}
