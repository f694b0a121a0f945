import { getDocument, OPS, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import enReport from '../../../../../web/src/locales/en-US/report.json' with { type: 'json' };
import enResult from '../../../../../web/src/locales/en-US/result.json' with { type: 'json' };
import zhReport from '../../../../../web/src/locales/zh-CN/report.json' with { type: 'json' };
import zhResult from '../../../../../web/src/locales/zh-CN/result.json' with { type: 'json' };
import type { ExportableReport } from './exportable-report.ts';
import enTexts from './locales/en-US.json' with { type: 'json' };
import { renderReportPdf } from './pdf-document.ts';
import { SAMPLE_WEB_SOURCES, sampleReports } from './sample-reports.ts';

// Every PDF here is parsed back with PDF.js (Firefox's reader): its text as a reader extracts it,
// its link annotations, its pages and what each page draws.

type ReadPdf = Awaited<ReturnType<typeof readPdf>>;

async function readPdf(bytes: Buffer) {
  const loading = getDocument({
    data: new Uint8Array(bytes),
    verbosity: VerbosityLevel.ERRORS,
  });
  const pdf = await loading.promise;
  const pages: { text: string; links: string[]; fills: Map<string, number> }[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('');
    const links = (await page.getAnnotations())
      .filter((annotation) => annotation.subtype === 'Link' && annotation.url)
      .map((annotation) => annotation.url as string);
    // What the page paints with each fill colour: text, and the shapes of charts and tables.
    const operators = await page.getOperatorList();
    const fills = new Map<string, number>();
    operators.fnArray.forEach((op, index) => {
      if (op !== OPS.setFillRGBColor) return;
      const color = String(operators.argsArray[index]?.[0]).toLowerCase();
      fills.set(color, (fills.get(color) ?? 0) + 1);
    });
    pages.push({ text, links, fills });
  }
  const { info } = (await pdf.getMetadata()) as { info: Record<string, unknown> };
  await loading.destroy();
  return { pages, info, text: pages.map((page) => page.text).join('\n') };
}

/** Text without the spaces PDF.js puts where a line wrapped or a run of glyphs ended. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

let samples: Awaited<ReturnType<typeof sampleReports>>;
const read = new Map<string, { bytes: Buffer; pdf: ReadPdf }>();

async function pdfOf(name: string, report: ExportableReport, language?: 'en-US' | 'zh-CN') {
  const key = `${name}:${language ?? ''}`;
  let found = read.get(key);
  if (!found) {
    const bytes = await renderReportPdf(report, language ? { language } : {});
    found = { bytes, pdf: await readPdf(bytes) };
    read.set(key, found);
  }
  return found;
}

beforeAll(async () => {
  samples = await sampleReports();
}, 60_000);

describe('renderReportPdf, a deep report in English', () => {
  it('is a PDF whose cover names the idea, the verdict and the composite score', async () => {
    const report = samples.deepEnglish;
    if (report.content.type !== 'deep') throw new Error('a deep sample');
    const { bytes, pdf } = await pdfOf('deepEnglish', report);

    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const cover = squeeze(pdf.pages[0]?.text ?? '');
    const { result } = report.content;
    const verdict = result.investment_recommendation.verdict;
    expect(cover).toContain(squeeze(report.idea));
    expect(cover).toContain(squeeze(report.title));
    expect(cover).toContain(squeeze(enReport.verdict[verdict]));
    expect(cover).toContain(result.quantitative_scoring.composite_score.toFixed(1));
    expect(pdf.info.Title).toBe(report.title);
  });

  it('has every section of the report, in the contents and in the body', async () => {
    const { pdf } = await pdfOf('deepEnglish', samples.deepEnglish);
    const sections = enReport.sections;
    const titles = [
      sections.brief,
      sections.research,
      sections.project,
      sections.competition,
      sections.risks,
      sections.growth,
      sections.mvp,
      sections.quantitative,
      sections.investment,
      sections.sources,
    ];
    const cover = pdf.pages[0]?.text ?? '';
    const body = pdf.pages.slice(1).map((page) => page.text);
    for (const title of titles) {
      expect(cover, `the contents list ${title}`).toContain(title);
      expect(
        body.some((text) => text.includes(title)),
        `a page has ${title}`,
      ).toBe(true);
    }
    // The risk matrix and the score chart with their labels.
    expect(pdf.text).toContain(enReport.risk.matrix.title);
    expect(pdf.text).toContain(enReport.dimension.market_urgency);
  });

  it('draws the score chart and the risk matrix as vector shapes', async () => {
    const report = samples.deepEnglish;
    if (report.content.type !== 'deep') throw new Error('a deep sample');
    const { pdf } = await pdfOf('deepEnglish', report);
    // The section's page, past the cover (whose contents name every section).
    const page = (title: string) => {
      const found = pdf.pages.slice(1).find((candidate) => candidate.text.includes(title));
      if (!found) throw new Error(`no page with ${title}`);
      return found;
    };
    // One bar per dimension on its grey track: indigo, or amber for a low-evidence score.
    const chart = page(enTexts.document.scoreChart).fills;
    const lowEvidence = report.content.result.quantitative_scoring.dimensions.filter(
      (dimension) => dimension.low_evidence,
    ).length;
    expect(chart.get('#e4e4e7')).toBe(5);
    expect(chart.get('#4f46e5') ?? 0).toBe(5 - lowEvidence);
    expect(chart.get('#d97706') ?? 0).toBe(lowEvidence);
    // The matrix' nine cells, tinted green, amber and red by exposure as on the page.
    const matrix = page(enReport.risk.matrix.title).fills;
    const tinted = ['#ecfdf5', '#fffbeb', '#fef2f2'].map((color) => matrix.get(color) ?? 0);
    expect(tinted).toEqual([3, 3, 3]);
  });

  it('links each source to its address', async () => {
    const { pdf } = await pdfOf('deepEnglish', samples.deepEnglish);
    const links = pdf.pages.flatMap((page) => page.links);
    for (const source of SAMPLE_WEB_SOURCES) {
      expect(links).toContain(source.url);
      expect(pdf.text).toContain(source.title);
    }
  });

  it('numbers its pages "Page n of N"', async () => {
    const { pdf } = await pdfOf('deepEnglish', samples.deepEnglish);
    const total = pdf.pages.length;
    expect(total).toBeGreaterThan(3);
    pdf.pages.forEach((page, index) => {
      expect(page.text).toContain(`Page ${index + 1} of ${total}`);
    });
  });

  it('stays far under a megabyte', async () => {
    const { bytes } = await pdfOf('deepEnglish', samples.deepEnglish);
    expect(bytes.length).toBeLessThan(1024 * 1024);
  });
});

describe('renderReportPdf, a deep report in Chinese', () => {
  it('extracts as Chinese characters: the idea, the labels, the page numbers', async () => {
    const report = samples.deepChinese;
    if (report.content.type !== 'deep') throw new Error('a deep sample');
    const { pdf } = await pdfOf('deepChinese', report);
    const text = squeeze(pdf.text);
    const verdict = report.content.result.investment_recommendation.verdict;

    expect(text).toContain(squeeze(report.idea));
    expect(text).toContain(zhReport.verdict[verdict]);
    for (const title of [zhReport.sections.brief, zhReport.sections.risks, zhReport.sections.mvp]) {
      expect(text).toContain(squeeze(title));
    }
    expect(text).toContain(squeeze(report.content.result.project_analysis.overview.core_concept));
    const total = pdf.pages.length;
    expect(squeeze(pdf.pages[1]?.text ?? '')).toContain(`第2页，共${total}页`);
  });

  it('embeds the subset of the font it draws with, and stays small', async () => {
    const { bytes } = await pdfOf('deepChinese', samples.deepChinese);
    const raw = bytes.toString('latin1');
    // TrueType glyph data in the file (not a font the reader has to find), subset (the six
    // letters and a plus pdfkit prefixes a subset's name with).
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
    expect(bytes.length).toBeLessThan(1024 * 1024);
  });
});

describe('renderReportPdf in another language than the report', () => {
  it('labels an English report in Chinese when asked', async () => {
    const { pdf } = await pdfOf('deepEnglish', samples.deepEnglish, 'zh-CN');
    const text = squeeze(pdf.text);
    expect(text).toContain(squeeze(zhReport.sections.competition));
    expect(text).toContain(squeeze(zhResult.yourIdea));
    expect(text).toContain(squeeze(samples.deepEnglish.idea));
  });
});

describe('renderReportPdf, a quick report', () => {
  it('has the idea, the feasibility score and the quick report’s sections', async () => {
    const report = samples.quickEnglish;
    if (report.content.type !== 'simple') throw new Error('a quick sample');
    const { pdf } = await pdfOf('quickEnglish', report);
    const { result } = report.content;
    expect(squeeze(pdf.pages[0]?.text ?? '')).toContain(squeeze(report.idea));
    expect(pdf.pages[0]?.text).toContain(result.recommendations.feasibility_score.toFixed(1));
    const { simple } = enResult;
    for (const text of [
      simple.core.title,
      simple.quick.title,
      simple.recommendations.title,
      result.recommendations.next_step,
    ]) {
      expect(squeeze(pdf.text)).toContain(squeeze(text));
    }
  });
});
