import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format.ts';
import { hydrate } from '../../../test/hydrate.tsx';
import { ReportMetaLine } from './report-meta-line.tsx';

describe('a report’s time', () => {
  it('is in UTC, said so, in a prerendered report, and in the visitor’s time zone once the app has it', async () => {
    const meta = { timestamp: '2025-07-17T09:30:00.000Z', processingTimeMs: null };
    const html = renderToString(<ReportMetaLine meta={meta} />);
    expect(html).toContain('Jul 17, 2025, 9:30 AM UTC');

    const { container, mismatches, remove } = await hydrate(html, <ReportMetaLine meta={meta} />);
    expect(mismatches).toEqual([]);
    expect(container.querySelector('time')).toHaveTextContent(
      formatDateTime(meta.timestamp, 'en-US'),
    );
    expect(container.querySelector('time')).toHaveAttribute('datetime', meta.timestamp);
    remove();
  });
});
