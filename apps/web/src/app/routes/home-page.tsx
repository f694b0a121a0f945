import { lazy } from 'react';
import { DEMO_REPORT_ID, HomePage } from '../../features/home/components/home-page.tsx';
import { loadTranslations } from '../../lib/i18n.ts';

// `/`: the home page (features/home) with the example report (features/report) below its report
// modules.

// Below the first screen: fetched when scrolled near (or asked for), not with the page, with the
// translations it shows.
const DemoReportSection = lazy(async () => {
  const [{ DemoReportSection: Section }] = await Promise.all([
    import('../../features/report/components/demo-report-section.tsx'),
    loadTranslations(['demo', 'report']),
  ]);
  return { default: Section };
});

export function HomeRoute() {
  return <HomePage demoReport={<DemoReportSection id={DEMO_REPORT_ID} />} />;
}

// For the quick report's correction (analysis-result/quick-report.tsx): the review step is loaded
// from this chunk alone, so the code it shares with the form stays in it, not in a first-screen
// file of its own.
export { LazyReviewStep } from '../../features/home/components/lazy-review-step.ts';
