import { SCORE_DIMENSIONS } from '@idealens/shared/full-report-terms';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import enReport from '../../../../../web/src/locales/en-US/report.json' with { type: 'json' };
import { renderReportWorkbook } from './excel-workbook.ts';
import enTexts from './locales/en-US.json' with { type: 'json' };
import zhTexts from './locales/zh-CN.json' with { type: 'json' };
import { SAMPLE_WEB_SOURCES, sampleReports } from './sample-reports.ts';

// Every workbook here is read back with ExcelJS, as Excel would open it: its sheets, the types
// and formats of its cells, its frozen header rows and its column widths.

let samples: Awaited<ReturnType<typeof sampleReports>>;

async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

function sheet(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const found = workbook.getWorksheet(name);
  if (!found) throw new Error(`no sheet ${name}`);
  return found;
}

beforeAll(async () => {
  samples = await sampleReports();
}, 60_000);

describe('renderReportWorkbook, a deep report', () => {
  it('has the six sheets, named in the report’s language', async () => {
    const english = await readWorkbook(await renderReportWorkbook(samples.deepEnglish));
    const chinese = await readWorkbook(await renderReportWorkbook(samples.deepChinese));
    const names = (texts: typeof enTexts) => {
      const sheets = texts.workbook.sheets;
      return [
        sheets.summary,
        sheets.scores,
        sheets.risks,
        sheets.competitors,
        sheets.roadmap,
        sheets.sources,
      ];
    };
    expect(english.worksheets.map((ws) => ws.name)).toEqual(names(enTexts));
    expect(chinese.worksheets.map((ws) => ws.name)).toEqual(names(zhTexts));
    expect(sheet(chinese, zhTexts.workbook.sheets.scores).getRow(1).getCell(1).value).toBe(
      zhTexts.workbook.columns.dimension,
    );
  });

  it('keeps scores and weights as numbers, weights formatted as percentages', async () => {
    const report = samples.deepEnglish;
    if (report.content.type !== 'deep') throw new Error('a deep sample');
    const workbook = await readWorkbook(await renderReportWorkbook(report));
    const scores = sheet(workbook, enTexts.workbook.sheets.scores);
    const dimensions = report.content.result.quantitative_scoring.dimensions;

    expect(scores.rowCount).toBe(1 + SCORE_DIMENSIONS.length);
    SCORE_DIMENSIONS.forEach((name, index) => {
      const row = scores.getRow(index + 2);
      const dimension = dimensions.find((d) => d.name === name);
      expect(row.getCell(1).value).toBe(enReport.dimension[name]);
      expect(row.getCell(2).type).toBe(ExcelJS.ValueType.Number);
      expect(row.getCell(2).value).toBe(dimension?.weight);
      expect(row.getCell(2).numFmt).toBe('0%');
      expect(row.getCell(3).type).toBe(ExcelJS.ValueType.Number);
      expect(row.getCell(3).value).toBe(dimension?.score);
      expect(row.getCell(3).numFmt).toBe('0.0');
      expect(row.getCell(4).value).toBe(dimension?.evidence);
    });

    const summary = sheet(workbook, enTexts.workbook.sheets.summary);
    const values = new Map<string, ExcelJS.Cell>();
    summary.eachRow((row) => values.set(String(row.getCell(1).value), row.getCell(2)));
    const composite = values.get(enReport.compositeScore);
    expect(composite?.type).toBe(ExcelJS.ValueType.Number);
    expect(composite?.value).toBe(report.content.result.quantitative_scoring.composite_score);
    const created = values.get(enTexts.workbook.fields.createdAt);
    expect(created?.type).toBe(ExcelJS.ValueType.Date);
    expect(created?.value).toEqual(new Date(report.createdAt));
    expect(values.get(enTexts.workbook.fields.idea)?.value).toBe(report.idea);
  });

  it('lists every risk with its probability as a percentage and every source with its link', async () => {
    const report = samples.deepChinese;
    if (report.content.type !== 'deep') throw new Error('a deep sample');
    const workbook = await readWorkbook(await renderReportWorkbook(report));
    const { technical_risks: technical, market_risks: market } =
      report.content.result.risk_assessment;

    const risks = sheet(workbook, zhTexts.workbook.sheets.risks);
    expect(risks.rowCount).toBe(1 + technical.length + market.length);
    const firstMarket = risks.getRow(2 + technical.length);
    expect(firstMarket.getCell(1).value).toBe(technical.length + 1);
    expect(firstMarket.getCell(3).value).toBe(market[0]?.risk_type);
    expect(firstMarket.getCell(4).type).toBe(ExcelJS.ValueType.Number);
    expect(firstMarket.getCell(4).value).toBe(market[0]?.probability);
    expect(firstMarket.getCell(4).numFmt).toBe('0%');

    const sources = sheet(workbook, zhTexts.workbook.sheets.sources);
    const links: string[] = [];
    sources.eachRow((row, number) => {
      const cell = row.getCell(3);
      if (number > 1 && cell.type === ExcelJS.ValueType.Hyperlink) links.push(cell.hyperlink);
    });
    expect(links).toEqual(SAMPLE_WEB_SOURCES.map((source) => source.url));
  });

  it('freezes each sheet’s header row and sizes columns to their text', async () => {
    const report = samples.deepEnglish;
    if (report.content.type !== 'deep') throw new Error('a deep sample');
    const workbook = await readWorkbook(await renderReportWorkbook(report));
    for (const ws of workbook.worksheets) {
      expect(ws.views[0], ws.name).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(ws.getRow(1).font?.bold, ws.name).toBe(true);
    }
    const scores = sheet(workbook, enTexts.workbook.sheets.scores);
    const widest = Math.max(
      ...SCORE_DIMENSIONS.map((name) => enReport.dimension[name].length),
      enTexts.workbook.columns.dimension.length,
    );
    // As wide as its longest name, plus a margin; a column of long reasons stops growing and wraps.
    expect(scores.getColumn(1).width).toBe(widest + 2);
    expect(scores.getColumn(4).width).toBe(80);
    expect(scores.getRow(2).getCell(4).alignment?.wrapText).toBe(true);
  });
});

describe('renderReportWorkbook, a quick report', () => {
  it('has a summary with the feasibility score as a number, and the recommendations', async () => {
    const report = samples.quickEnglish;
    if (report.content.type !== 'simple') throw new Error('a quick sample');
    const workbook = await readWorkbook(await renderReportWorkbook(report));
    expect(workbook.worksheets.map((ws) => ws.name)).toEqual([
      enTexts.workbook.sheets.summary,
      enTexts.workbook.sheets.recommendations,
    ]);
    const summary = sheet(workbook, enTexts.workbook.sheets.summary);
    const score = summary
      .getSheetValues()
      .find((row) => Array.isArray(row) && typeof row[2] === 'number') as unknown[] | undefined;
    expect(score?.[2]).toBe(report.content.result.recommendations.feasibility_score);
    const { key_suggestions: suggestions, main_challenges: challenges } =
      report.content.result.recommendations;
    expect(sheet(workbook, enTexts.workbook.sheets.recommendations).rowCount).toBe(
      1 + suggestions.length + challenges.length,
    );
  });
});
