import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type StackedColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and links line up at the end of a wide table. */
  align?: 'start' | 'end';
};

type StackedTableProps<Row> = {
  /** Names the table for assistive technology (not shown). */
  caption: string;
  columns: readonly StackedColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The rows shown are the last page's while the next one loads. */
  stale?: boolean;
};

/**
 * A table on wide screens; below the small breakpoint each row is a stack of label and value
 * lines, so a narrow screen (375 px) never scrolls sideways. The labels of the stacked rows are
 * hidden wherever the column headers show.
 */
export function StackedTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  stale = false,
}: StackedTableProps<Row>) {
  return (
    <table
      aria-busy={stale || undefined}
      className={cn(
        'block w-full text-sm sm:table',
        stale && 'opacity-60 motion-safe:transition-opacity',
      )}
    >
      <caption className="sr-only">{caption}</caption>
      <thead className="hidden border-zinc-200 border-b sm:table-header-group">
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={cn(
                'px-3 pb-2 font-medium text-xs text-zinc-500 first:pl-0 last:pr-0',
                column.align === 'end' ? 'text-right' : 'text-left',
              )}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block divide-y divide-zinc-100 sm:table-row-group">
        {rows.map((row) => (
          <tr key={rowKey(row)} className="block py-3 sm:table-row sm:py-0">
            {columns.map((column) => (
              <td
                key={column.key}
                className={cn(
                  'flex items-baseline justify-between gap-4 py-1 sm:table-cell sm:px-3 sm:py-3 sm:first:pl-0 sm:last:pr-0',
                  column.align === 'end' ? 'sm:text-right' : 'sm:text-left',
                )}
              >
                <span className="shrink-0 text-zinc-500 sm:hidden">{column.header}</span>
                <span className="min-w-0 text-right">{column.cell(row)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
