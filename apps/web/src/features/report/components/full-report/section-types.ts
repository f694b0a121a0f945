import type { FullReportView } from '@idealens/shared/full-report';

/** A section of a full report as shown: present (a missing one is never handed to its view). */
export type ReportSectionData<Section extends keyof FullReportView> = NonNullable<
  FullReportView[Section]
>;
