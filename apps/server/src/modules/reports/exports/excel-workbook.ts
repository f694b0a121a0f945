import { SCORE_DIMENSIONS } from '@idealens/shared/full-report-terms';
import { placeRisks } from '@idealens/shared/risk-matrix';
import type { SimpleReport } from '@idealens/shared/simple-report';
import ExcelJS from 'exceljs';
import { type ExportTexts, exportTexts } from './export-texts.ts';
import {
  type DeepReportContent,
  type ExportableReport,
  type ExportOptions,
  exportLanguage,
  sourcesOf,
} from './exportable-report.ts';

// A report as an Excel workbook (issue 21): a sheet each for the summary, the scores, the risks,
// the competitors, the roadmap and the sources (a quick report: the summary and its
// recommendations). Cells are typed (scores and probabilities are numbers, weights and
// probabilities formatted as percentages, the date a date), every header row is frozen, and
// columns are as wide as their text up to a limit, where long text wraps. ADR 027.

type Texts = ExportTexts;

/** A cell's value as a sheet holds it: text, a number, a date, or a link. */
type CellValue = string | number | Date | ExcelJS.CellHyperlinkValue | null;

interface SheetColumn {
  header: string;
  /** Excel's number format of the column's cells (`0%`, `0.0`…). */
  numFmt?: string;
  /** The widest the column grows before its text wraps, in characters. */
  maxWidth?: number;
}

const MIN_WIDTH = 6;
const DEFAULT_MAX_WIDTH = 60;

/** How wide a text is in Excel's character units: a Chinese character takes two. */
function displayWidth(value: CellValue, numFmt: string | undefined): number {
  if (value === null) return 0;
  if (typeof value === 'number') return numFmt?.includes('%') ? 5 : 6;
  if (value instanceof Date) return 18;
  const text = typeof value === 'string' ? value : value.text;
  let widest = 0;
  for (const line of text.split('\n')) {
    let width = 0;
    for (const char of line)
      width += /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/.test(char) ? 2 : 1;
    widest = Math.max(widest, width);
  }
  return widest;
}

/**
 * A sheet with a bold, frozen header row, its columns sized to their longest text (header
 * included) within bounds, long text wrapped and every row top-aligned.
 */
function addSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: SheetColumn[],
  rows: CellValue[][],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(columns.map((column) => column.header));
  for (const row of rows) sheet.addRow(row);
  columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    const widest = Math.max(
      displayWidth(column.header, undefined),
      ...rows.map((row) => displayWidth(row[index] ?? null, column.numFmt)),
    );
    sheetColumn.width = Math.min(
      column.maxWidth ?? DEFAULT_MAX_WIDTH,
      Math.max(MIN_WIDTH, widest + 2),
    );
    if (column.numFmt) sheetColumn.numFmt = column.numFmt;
  });
  sheet.eachRow((row, rowNumber) => {
    row.alignment = { vertical: 'top', wrapText: rowNumber > 1 };
  });
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF4F4F5' } };
  return sheet;
}

/** The summary's rows every report has: what it is, the idea, when, in which language, by what. */
function commonSummary(report: ExportableReport, t: Texts): CellValue[][] {
  const f = t.file.workbook.fields;
  const { result } = report.content;
  const meta = result.meta;
  const kind =
    report.content.type === 'deep' ? t.file.document.deepKind : t.file.document.quickKind;
  return [
    [f.title, report.title],
    [f.idea, report.idea],
    [f.createdAt, new Date(report.createdAt)],
    [f.type, kind],
    [f.language, t.file.workbook.languages[t.language]],
    ...(meta ? [[f.engine, t.result.meta.engines[meta.engine]] as CellValue[]] : []),
    ...(meta?.model ? [[f.model, meta.model] as CellValue[]] : []),
    ...(result.brief ? [[f.summary, result.brief.summary] as CellValue[]] : []),
  ];
}

const SUMMARY_FORMAT = 'yyyy-mm-dd hh:mm';

function summarySheet(workbook: ExcelJS.Workbook, rows: CellValue[][], t: Texts): void {
  const c = t.file.workbook.columns;
  const sheet = addSheet(
    workbook,
    t.file.workbook.sheets.summary,
    [
      { header: c.field, maxWidth: 24 },
      { header: c.value, maxWidth: 80 },
    ],
    rows,
  );
  // One column holds text, a date and a score: each number or date cell gets its own format.
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const cell = row.getCell(2);
    if (cell.value instanceof Date) cell.numFmt = SUMMARY_FORMAT;
    else if (typeof cell.value === 'number') cell.numFmt = '0.0';
  });
}

function deepWorkbook(
  workbook: ExcelJS.Workbook,
  report: ExportableReport,
  result: DeepReportContent,
  t: Texts,
): void {
  const c = t.file.workbook.columns;
  const sheets = t.file.workbook.sheets;
  const verdict = result.investment_recommendation.verdict;
  summarySheet(
    workbook,
    [
      ...commonSummary(report, t),
      [t.report.verdict.label, verdict ? t.report.verdict[verdict] : t.report.verdict.pending],
      [t.report.compositeScore, result.quantitative_scoring.composite_score],
      [t.report.investment.timing, result.investment_recommendation.timing_considerations],
    ],
    t,
  );

  const byName = new Map(result.quantitative_scoring.dimensions.map((d) => [d.name, d]));
  addSheet(
    workbook,
    sheets.scores,
    [
      { header: c.dimension, maxWidth: 28 },
      { header: c.weight, numFmt: '0%' },
      { header: c.score, numFmt: '0.0' },
      { header: c.reason, maxWidth: 80 },
      { header: c.lowEvidence, maxWidth: 14 },
    ],
    SCORE_DIMENSIONS.flatMap((name) => {
      const dimension = byName.get(name);
      if (!dimension) return [];
      return [
        [
          t.report.dimension[name],
          dimension.weight,
          dimension.score,
          dimension.evidence,
          dimension.low_evidence ? t.file.workbook.yes : null,
        ],
      ];
    }),
  );

  const risks = result.risk_assessment;
  const level = (value: keyof typeof t.result.levels.severity) => t.result.levels.severity[value];
  addSheet(
    workbook,
    sheets.risks,
    [
      { header: c.number, numFmt: '0' },
      { header: c.kind, maxWidth: 16 },
      { header: c.risk, maxWidth: 50 },
      { header: c.probability, numFmt: '0%' },
      { header: c.impact, maxWidth: 20 },
      { header: c.details, maxWidth: 80 },
    ],
    placeRisks(risks).map((risk) => {
      const details =
        risk.kind === 'technical'
          ? risks.technical_risks[risk.number - 1]?.mitigation
          : risks.market_risks[risk.number - 1 - risks.technical_risks.length]?.impact_analysis;
      return [
        risk.number,
        t.report.risk.matrix.kinds[risk.kind],
        risk.name,
        risk.probability,
        risk.impact ? level(risk.impact) : null,
        details ?? null,
      ];
    }),
  );

  addSheet(
    workbook,
    sheets.competitors,
    [
      { header: c.competitor, maxWidth: 30 },
      { header: c.strengths, maxWidth: 50 },
      { header: c.weaknesses, maxWidth: 50 },
      { header: c.differentiation, maxWidth: 60 },
    ],
    result.competitive_analysis.direct_competitors.map((competitor) => [
      competitor.name,
      competitor.strengths,
      competitor.weaknesses,
      competitor.differentiation_strategy,
    ]),
  );

  const m = t.report.mvp;
  const { phase_0: validate, phase_1: retain } = result.mvp_roadmap;
  const items = (phase: string, part: string, list: readonly string[]): CellValue[][] =>
    list.map((item) => [phase, part, item]);
  addSheet(
    workbook,
    sheets.roadmap,
    [
      { header: c.phase, maxWidth: 24 },
      { header: c.part, maxWidth: 24 },
      { header: c.item, maxWidth: 90 },
    ],
    [
      [m.phase0, m.validationGoal, validate.validation_goal],
      ...items(m.phase0, m.coreFeatures, validate.core_features),
      ...items(m.phase0, m.successMetrics, validate.success_metrics),
      ...items(m.phase1, m.stickyFeatures, retain.sticky_features),
      ...items(m.phase1, m.retentionMetrics, retain.retention_metrics),
    ],
  );

  addSheet(
    workbook,
    sheets.sources,
    [
      { header: c.number, numFmt: '0' },
      { header: c.title, maxWidth: 70 },
      { header: c.url, maxWidth: 70 },
    ],
    sourcesOf(result).map((source, index) => [
      index + 1,
      source.title,
      source.url ? { text: source.url, hyperlink: source.url } : null,
    ]),
  );
}

function simpleWorkbook(
  workbook: ExcelJS.Workbook,
  report: ExportableReport,
  result: SimpleReport,
  t: Texts,
): void {
  const s = t.result.simple;
  const levels = t.result.levels;
  summarySheet(
    workbook,
    [
      ...commonSummary(report, t),
      [s.recommendations.score, result.recommendations.feasibility_score],
      [s.core.problem, result.core_analysis.problem_solved],
      [s.core.value, result.core_analysis.value_proposition],
      [s.core.feasibility, levels.feasibility[result.core_analysis.feasibility_level]],
      [s.quick.demand, result.quick_assessment.market_demand],
      [s.quick.competition, levels.competition[result.quick_assessment.competition_level]],
      [s.quick.difficulty, levels.difficulty[result.quick_assessment.implementation_difficulty]],
      [s.recommendations.nextStep, result.recommendations.next_step],
    ],
    t,
  );
  const c = t.file.workbook.columns;
  addSheet(
    workbook,
    t.file.workbook.sheets.recommendations,
    [
      { header: c.part, maxWidth: 24 },
      { header: c.item, maxWidth: 90 },
    ],
    [
      ...result.recommendations.key_suggestions.map((item) => [
        s.recommendations.suggestions,
        item,
      ]),
      ...result.recommendations.main_challenges.map((item) => [s.recommendations.challenges, item]),
    ],
  );
}

/** A report as an Excel workbook (.xlsx), in the report's language (or the one asked for). */
export async function renderReportWorkbook(
  report: ExportableReport,
  options: ExportOptions = {},
): Promise<Buffer> {
  const t = exportTexts(exportLanguage(report, options));
  const workbook = new ExcelJS.Workbook();
  workbook.creator = t.common.productName;
  workbook.title = report.title;
  workbook.created = new Date(report.createdAt);
  if (report.content.type === 'deep') deepWorkbook(workbook, report, report.content.result, t);
  else simpleWorkbook(workbook, report, report.content.result, t);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
