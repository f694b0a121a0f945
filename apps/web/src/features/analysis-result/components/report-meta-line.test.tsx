import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format.ts';
import { ReportMetaLine } from './report-meta-line.tsx';

// Hydrated by hand (Testing Library renders, it does not hydrate): React is told it runs in tests.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

describe('a report’s time', () => {
  it('is in UTC, said so, in a prerendered report, and in the visitor’s time zone once the app has it', async () => {
    const meta = { timestamp: '2025-07-17T09:30:00.000Z', processingTimeMs: null };
    const html = renderToString(<ReportMetaLine meta={meta} />);
    expect(html).toContain('Jul 17, 2025, 9:30 AM UTC');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <ReportMetaLine meta={meta} />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('time')).toHaveTextContent(
      formatDateTime(meta.timestamp, 'en-US'),
    );
    expect(container.querySelector('time')).toHaveAttribute('datetime', meta.timestamp);
    container.remove();
  });
});
