import { lazyComponent } from '../../../lib/lazy-component.ts';

/**
 * The full report (its sections, chart and their code) is a chunk of its own: a quick analysis,
 * the common case, never loads it. `preload` it to render it without suspending.
 */
export const fullReportView = lazyComponent(
  async () => (await import('./full-report-view.tsx')).FullReportView,
);
export const FullReportView = fullReportView.Component;
