import {
  emptyFullReportView,
  type FullReportView,
  normalizeFullReport,
} from '@idealens/shared/full-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../lib/languages.ts';

export type DemoReportView = {
  reportTitle: string;
  userMessage: string;
  createdAt: string;
  report: FullReportView;
};

/**
 * The demo report in `language`, from the bundled demo module (loaded on first use, as its own
 * chunk). Its data is read like any report: valid sections over the empty defaults, so a broken
 * section shows as "not provided" (the empty report skeleton) instead of failing the whole demo.
 */
export async function getDemoReport(language: Language): Promise<DemoReportView> {
  const { demoReports } = await import('../demo-data.ts');
  const demo = demoReports[language];
  return {
    reportTitle: demo.reportTitle,
    userMessage: demo.userMessage,
    createdAt: demo.createdAt,
    report: normalizeFullReport(demo.report) ?? emptyFullReportView(),
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
