import type { ReactNode } from 'react';
import { ReportMetaLine } from './report-meta-line.tsx';

/** A report's title with how it was made below it; `badge` (the report's kind) sits above. */
export function ReportHeading({
  title,
  meta,
  badge,
}: {
  title: string;
  meta: Parameters<typeof ReportMetaLine>[0]['meta'];
  badge?: ReactNode;
}) {
  return (
    <div className="mt-6 print:mt-0">
      {badge}
      <h1
        className={`text-balance font-semibold text-3xl tracking-tight sm:text-4xl${badge ? ' mt-3' : ''}`}
      >
        {title}
      </h1>
      <ReportMetaLine meta={meta} />
    </div>
  );
}
