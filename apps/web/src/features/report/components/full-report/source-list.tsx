import type { DataSource } from '@idealens/shared/full-report';
import { cn } from '../../../../lib/cn.ts';
import { DataSourceItem, dataSourceKey } from '../data-source-item.tsx';

/** Sources a report cites, numbered; links open in a new tab and print their address. */
export function SourceList({
  sources,
  className,
}: {
  sources: readonly DataSource[];
  className?: string;
}) {
  return (
    <ol
      className={cn(
        'grid list-decimal gap-2 pl-5 text-sm text-zinc-700 marker:text-zinc-400',
        className,
      )}
    >
      {sources.map((source, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a static list in which a source may repeat
          key={`${index}-${dataSourceKey(source)}`}
          className="print:break-inside-avoid"
        >
          <DataSourceItem source={source} />
        </li>
      ))}
    </ol>
  );
}
