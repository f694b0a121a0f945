import type { DataSource } from '@idealens/shared/full-report';
import { ExternalLink } from 'lucide-react';

/**
 * One source a report cites: a link (opened in a new tab, without giving that page a handle on
 * ours) when it has an address, plain text otherwise. On paper the address is written out.
 */
export function DataSourceItem({ source }: { source: DataSource }) {
  if (typeof source === 'string') return <span>{source}</span>;
  if (!source.url) return <span>{source.title}</span>;
  return (
    <a
      href={source.url}
      target="_blank"
      rel="noopener noreferrer"
      className="break-words text-indigo-700 underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 print:text-black print:after:break-all print:after:text-zinc-700 print:after:content-['_('_attr(href)_')']"
    >
      {source.title}
      <ExternalLink
        aria-hidden="true"
        className="ml-1 inline-block size-3 align-baseline print:hidden"
      />
    </a>
  );
}

/** A key that stays stable for a source whether it is named by text or by title. */
export function dataSourceKey(source: DataSource): string {
  return typeof source === 'string' ? source : `${source.title} ${source.url ?? ''}`;
}
