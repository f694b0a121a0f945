// bench/report-export: how long a report's PDF and Excel files take to make, and how big they
// are (issue 21's target: a deep report's PDF in under 1 s, under 1 MB). Reports: the offline
// analyst's deep report in English and in Chinese (with three cited web pages), a quick report,
// and a deep report three times as long (every list repeated), as a model's report can be.
// Prints the first file of the process (fonts and modules loading) apart from the next ones,
// wall time and the process' CPU time (the machine may be busy with other work: compare CPU).
// Run: npm run bench:export   (N=… to change the number of timed files per report)
import os from 'node:os';
import { renderReportWorkbook } from '../apps/server/src/modules/reports/exports/excel-workbook.ts';
import type { ExportableReport } from '../apps/server/src/modules/reports/exports/exportable-report.ts';
import { renderReportPdf } from '../apps/server/src/modules/reports/exports/pdf-document.ts';
import { sampleReports } from '../apps/server/src/modules/reports/exports/sample-reports.ts';

const N = Number(process.env.N ?? 10);

/** The report with every list three times over: as long as a long model-written report. */
function threeTimesAsLong(report: ExportableReport): ExportableReport {
  const triple = (value: unknown): unknown =>
    Array.isArray(value)
      ? [...value, ...value, ...value].map(triple)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, triple(inner)]))
        : value;
  if (report.content.type !== 'deep') return report;
  const { meta, brief, ...sections } = report.content.result;
  return {
    ...report,
    content: {
      type: 'deep',
      result: { ...(triple(sections) as typeof sections), meta, brief },
    },
  };
}

async function measure(make: () => Promise<Buffer>) {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const file = await make();
  const cpu = process.cpuUsage(cpuStarted);
  return {
    ms: performance.now() - started,
    cpuMs: (cpu.user + cpu.system) / 1000,
    bytes: file.length,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`.padStart(8);

const samples = await sampleReports();
const reports: [string, ExportableReport][] = [
  ['deep, English', samples.deepEnglish],
  ['deep, Chinese', samples.deepChinese],
  ['quick, English', samples.quickEnglish],
  ['deep ×3, English', threeTimesAsLong(samples.deepEnglish)],
  ['deep ×3, Chinese', threeTimesAsLong(samples.deepChinese)],
];

console.log(
  `report-export: ${N} files per report after the first; ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
console.log(
  `${'file'.padEnd(24)}${'first'.padStart(8)}${'median'.padStart(8)}${'p95'.padStart(8)}${'cpu med'.padStart(8)}${'size'.padStart(8)}`,
);
for (const [kind, render] of [
  ['PDF', renderReportPdf],
  ['Excel', renderReportWorkbook],
] as const) {
  for (const [name, report] of reports) {
    const first = await measure(() => render(report));
    const runs = [];
    for (let i = 0; i < N; i++) runs.push(await measure(() => render(report)));
    const wall = runs.map((run) => run.ms);
    console.log(
      `${`${kind}, ${name}`.padEnd(24)}${ms(first.ms)}${ms(median(wall))}${ms(p95(wall))}${ms(
        median(runs.map((run) => run.cpuMs)),
      )}${kb(first.bytes)}`,
    );
  }
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
