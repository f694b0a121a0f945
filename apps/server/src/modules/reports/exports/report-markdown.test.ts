import type { Root, Table } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { toString as textOf } from 'mdast-util-to-string';
import { gfmTable } from 'micromark-extension-gfm-table';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportTexts } from './export-texts.ts';
import type { ExportableReport } from './exportable-report.ts';
import { demoReportExportable } from './report-file.ts';
import { renderReportMarkdown } from './report-markdown.ts';
import { SAMPLE_IDEAS, SAMPLE_WEB_SOURCES, sampleReports } from './sample-reports.ts';

/** Reads Markdown back as a GFM reader does (CommonMark and tables). */
const parse = (markdown: string): Root =>
  fromMarkdown(markdown, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] });

const headings = (tree: Root, depth: number) =>
  tree.children
    .filter((node) => node.type === 'heading' && node.depth === depth)
    .map((node) => textOf(node));

const tables = (tree: Root) =>
  tree.children
    .filter((node): node is Table => node.type === 'table')
    .map((table) => table.children.map((row) => row.children.map((cell) => textOf(cell))));

const links = (tree: Root) => {
  const found: { url: string; text: string }[] = [];
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'link') {
      const link = node as unknown as { url: string };
      found.push({ url: link.url, text: textOf(node as never) });
    }
    for (const child of node.children ?? []) visit(child as never);
  };
  visit(tree);
  return found;
};

let samples: Awaited<ReturnType<typeof sampleReports>>;
beforeAll(async () => {
  samples = await sampleReports();
});

describe('renderReportMarkdown, a deep report in English', () => {
  it('has the title, the idea, the verdict and score, and every section of the report in order', () => {
    const report = samples.deepEnglish;
    const t = exportTexts('en-US');
    const markdown = renderReportMarkdown(report);
    const tree = parse(markdown);
    expect(headings(tree, 1)).toEqual([report.title]);
    const s = t.report.sections;
    expect(headings(tree, 2)).toEqual([
      t.result.yourIdea,
      s.brief,
      s.research,
      s.project,
      s.competition,
      s.risks,
      s.growth,
      s.mvp,
      s.quantitative,
      s.investment,
      s.sources,
    ]);
    const text = textOf(tree);
    expect(text).toContain(SAMPLE_IDEAS.deepEnglish);
    if (report.content.type !== 'deep') throw new Error('a deep sample');
    const { result } = report.content;
    const verdict = result.investment_recommendation.verdict;
    expect(markdown).toContain(`**${t.report.verdict.label}**: ${t.report.verdict[verdict]}`);
    expect(markdown).toContain(
      `**${t.report.compositeScore}**: ${t.score(result.quantitative_scoring.composite_score)} / 10`,
    );
    for (const finding of result.search_performed.key_findings) expect(text).toContain(finding);
    for (const competitor of result.competitive_analysis.direct_competitors) {
      expect(text).toContain(competitor.name);
    }
  });

  it('has the scores, the competitors, the brief and the risks as tables', () => {
    const report = samples.deepEnglish;
    if (report.content.type !== 'deep') throw new Error('a deep sample');
    const { result } = report.content;
    const t = exportTexts('en-US');
    const all = tables(parse(renderReportMarkdown(report)));
    const scores = all.find((table) => table[0]?.[0] === t.file.workbook.columns.dimension);
    expect(scores?.[0]).toEqual(['Dimension', 'Weight', 'Score', 'Reason']);
    expect(scores?.slice(1).map((row) => row[0])).toEqual([
      'Market urgency',
      'Technical feasibility',
      'Business model moat',
      'Execution risk',
      'Scalability',
    ]);
    const urgency = result.quantitative_scoring.dimensions.find((d) => d.name === 'market_urgency');
    expect(scores?.[1]?.slice(1, 3)).toEqual([
      t.percent(urgency?.weight ?? 0),
      t.score(urgency?.score ?? 0),
    ]);
    const competitors = all.find((table) => table[0]?.[0] === t.report.competition.competitor);
    expect(competitors).toHaveLength(result.competitive_analysis.direct_competitors.length + 1);
    const brief = all.find((table) => table[0]?.[2] === t.file.workbook.columns.confidence);
    expect(brief?.map((row) => row[0])).toContain(t.report.brief.fields.payer);
    const risks = all.filter((table) => table[0]?.[0] === '#');
    expect(risks.map((table) => table.length - 1)).toEqual([
      result.risk_assessment.technical_risks.length,
      result.risk_assessment.market_risks.length,
    ]);
  });

  it('lists the sources numbered as the report cites them, web pages as links', () => {
    const tree = parse(renderReportMarkdown(samples.deepEnglish));
    const sources = tree.children.at(-1);
    expect(sources?.type).toBe('list');
    expect(sources && 'ordered' in sources && sources.ordered).toBe(true);
    expect(links(tree)).toEqual(
      SAMPLE_WEB_SOURCES.map((source) => ({ url: source.url, text: source.title })),
    );
  });
});

describe('renderReportMarkdown in Chinese', () => {
  it('writes a Chinese report with the web app’s Chinese labels and full-width colons', () => {
    const markdown = renderReportMarkdown(samples.deepChinese);
    const tree = parse(markdown);
    expect(headings(tree, 2)).toContain('我们的理解');
    expect(headings(tree, 2)).toContain('风险评估');
    expect(textOf(tree)).toContain(SAMPLE_IDEAS.deepChinese);
    expect(markdown).toMatch(/\*\*综合得分\*\*：\d\.\d \/ 10/);
    // Nothing had to be escaped as a character reference to close the bold labels.
    expect(markdown).not.toMatch(/&#x/);
  });

  it('labels an English report in Chinese when asked, its own text unchanged', () => {
    const markdown = renderReportMarkdown(samples.deepEnglish, { language: 'zh-CN' });
    expect(headings(parse(markdown), 2)).toContain('竞争分析');
    expect(markdown).toContain(SAMPLE_IDEAS.deepEnglish);
  });

  it('writes the demo report in Chinese', () => {
    const markdown = renderReportMarkdown(demoReportExportable('zh-CN'), { language: 'zh-CN' });
    const tree = parse(markdown);
    expect(headings(tree, 1)).toEqual(['面向忙碌家庭、从冰箱出发的晚餐规划']);
    expect(markdown).toContain('**投资结论**：');
  });
});

describe('renderReportMarkdown, a quick report', () => {
  it('has the feasibility score and the quick report’s three parts', () => {
    const report = samples.quickEnglish;
    if (report.content.type !== 'simple') throw new Error('a quick sample');
    const { result } = report.content;
    const markdown = renderReportMarkdown(report);
    const tree = parse(markdown);
    expect(headings(tree, 2)).toEqual([
      'Your idea',
      'What we understood',
      'Core analysis',
      'Quick assessment',
      'Recommendations',
    ]);
    expect(markdown).toContain(
      `**Feasibility score**: ${result.recommendations.feasibility_score?.toFixed(1)} / 10`,
    );
    expect(textOf(tree)).toContain(result.recommendations.next_step);
  });
});

describe('renderReportMarkdown with text that looks like Markdown', () => {
  const hostile = [
    '# Not a heading *not bold* _not italic_ [not](https://a.link) <b>not html</b>',
    'a | pipe \\ backslash `code` ~~strike~~ ![image](x.png)',
    '1. not a list',
    '- not a bullet',
    '> not a quote',
  ].join('\n');

  async function hostileReport(): Promise<ExportableReport> {
    const report = structuredClone((await sampleReports()).deepEnglish);
    if (report.content.type !== 'deep') throw new Error('a deep sample');
    const { result } = report.content;
    report.title = 'Title with *stars* and # hash';
    report.idea = hostile;
    result.project_analysis.overview.core_concept = hostile;
    const [competitor] = result.competitive_analysis.direct_competitors;
    if (competitor) competitor.strengths = hostile;
    result.search_performed.key_findings = [hostile];
    result.search_performed.data_sources = [
      { title: '[evil](javascript:alert(1))', url: 'https://example.com/a_(b)*c' },
    ];
    if (result.meta) result.meta.sources = [];
    return report;
  }

  it('reads back as the same text: nothing in it becomes a heading, emphasis, link, list, quote or HTML', async () => {
    const report = await hostileReport();
    const markdown = renderReportMarkdown(report);
    const tree = parse(markdown);
    expect(headings(tree, 1)).toEqual(['Title with *stars* and # hash']);
    // The idea's quote holds one paragraph whose text is the idea, line for line.
    const quote = tree.children.find((node) => node.type === 'blockquote');
    expect(quote?.children.map((node) => node.type)).toEqual(['paragraph']);
    expect(quote && textOf(quote)).toBe(hostile);
    // The one link is the source's, its address whole; nothing else became markup.
    expect(links(tree)).toEqual([
      { url: 'https://example.com/a_(b)*c', text: '[evil](javascript:alert(1))' },
    ]);
    const kinds = new Set<string>();
    const visit = (node: { type: string; children?: unknown[] }) => {
      kinds.add(node.type);
      for (const child of node.children ?? []) visit(child as never);
    };
    visit(tree);
    expect(
      [...kinds].filter((kind) => ['html', 'image', 'inlineCode', 'delete'].includes(kind)),
    ).toEqual([]);
  });

  it('keeps a table cell on one line, its pipes escaped', async () => {
    const report = await hostileReport();
    const t = exportTexts('en-US');
    const competitors = tables(parse(renderReportMarkdown(report))).find(
      (table) => table[0]?.[0] === t.report.competition.competitor,
    );
    expect(competitors?.[1]?.[1]).toBe(hostile.replace(/\n/g, ' '));
    expect(competitors?.[1]).toHaveLength(4);
  });
});
