import type { Brief } from '@idealens/shared/brief';
import type { FullReportView } from '@idealens/shared/full-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../lib/languages.ts';

export type DemoReportView = {
  reportTitle: string;
  userMessage: string;
  createdAt: string;
  brief: Brief;
  report: FullReportView;
};

/**
 * The demo report in `language`, from the bundled demo module (loaded on first use, as its own
 * chunk). Unlike a report from the API it is not validated as it loads: it is part of this build,
 * and its tests prove it a complete, valid report (and brief) in every language. So the demo needs neither
 * the report schemas nor zod (the demo page and the home page's demo section stay light).
 */
export async function getDemoReport(language: Language): Promise<DemoReportView> {
  const { demoReports } = await import('@idealens/shared/demo-report');
  const demo = demoReports[language];
  return {
    reportTitle: demo.reportTitle,
    userMessage: demo.userMessage,
    createdAt: demo.createdAt,
    brief: demo.brief,
    report: { ...demo.report, missingSections: [] },
  };
}

export function getDemoReportQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['demo-report', language],
    queryFn: () => getDemoReport(language),
    // Bundled with this build: it never changes while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useDemoReport(language: Language) {
  return useQuery(getDemoReportQueryOptions(language));
}
