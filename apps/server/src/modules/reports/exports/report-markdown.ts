import type { Brief } from '@idealens/shared/brief';
import type { Verdict } from '@idealens/shared/full-report';
import { SCORE_DIMENSIONS } from '@idealens/shared/full-report-terms';
import { EVIDENCE_RULES } from '@idealens/shared/scoring-terms';
import type { SimpleReport } from '@idealens/shared/simple-report';
import type {
  AlignType,
  BlockContent,
  List,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
} from 'mdast';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { toMarkdown } from 'mdast-util-to-markdown';
import stringWidth from 'string-width';
import { type ExportTexts, exportTexts } from './export-texts.ts';
import {
  type DeepReportContent,
  type ExportableReport,
  type ExportOptions,
  exportLanguage,
  sourcesOf,
} from './exportable-report.ts';

// A report as Markdown (issue 21): the whole report as the PDF has it (title, idea, verdict and
// score, the brief, every section, the scores table, risks, competitors, roadmap, sources as
// links), in the same texts (export-texts.ts). The document is built as a Markdown syntax tree
// (mdast) and written by `mdast-util-to-markdown`, with GFM tables: it escapes what the report's
// own text holds (a model's `*`, `#`, `|`, `[`, `<`…) only where Markdown would read it as
// syntax, so the text reads back as written (ADR 029).

type Texts = ExportTexts;
type Block = RootContent;
type Inline = PhrasingContent | string;

const phrasing = (children: Inline[]): PhrasingContent[] =>
  children.map((child) => (typeof child === 'string' ? { type: 'text', value: child } : child));
const strong = (text: string): PhrasingContent => ({
  type: 'strong',
  children: [{ type: 'text', value: text }],
});
const emphasis = (text: string): PhrasingContent => ({
  type: 'emphasis',
  children: [{ type: 'text', value: text }],
});
const paragraph = (...children: Inline[]): Paragraph => ({
  type: 'paragraph',
  children: phrasing(children),
});
const heading = (depth: 1 | 2 | 3, text: string): Block => ({
  type: 'heading',
  depth,
  children: [{ type: 'text', value: text.trim() }],
});

/** A source's address as a link, when it is a web address (a report's text never links elsewhere). */
function link(text: string, url: string | undefined): PhrasingContent {
  if (!url || !/^https?:\/\//i.test(url)) return { type: 'text', value: text };
  return { type: 'link', url, children: [{ type: 'text', value: text }] };
}

/**
 * What follows a label, in the language's punctuation (a full-width colon in Chinese). It stays
 * outside the bold label: `**Label**: text` closes the bold in every language, where
 * `**标签：**文字` would not (CommonMark's flanking rules), and would come out escaped.
 */
const colon = (t: Texts) => (t.language === 'zh-CN' ? '：' : ': ');

/** A labelled value on one line: **Label**: value. */
const field = (t: Texts, name: string, ...value: Inline[]): Paragraph =>
  paragraph(strong(name), colon(t), ...value);

function bulletList(items: readonly Inline[][], ordered = false): List {
  return {
    type: 'list',
    ordered,
    spread: false,
    children: items.map((item) => ({
      type: 'listItem',
      spread: false,
      children: [paragraph(...item)],
    })),
  };
}

/** A list, or the page's "None identified" when the report found nothing. */
function bullets(items: readonly string[], t: Texts): BlockContent {
  if (items.length === 0) return paragraph(emphasis(t.report.noneIdentified));
  return bulletList(items.map((item) => [item]));
}

/** A labelled list: the label on its own line, the list under it. */
const listField = (name: string, items: readonly string[], t: Texts): Block[] => [
  paragraph(strong(name)),
  bullets(items, t),
];

/** A table cell holds one line: the text's line breaks become spaces. */
const oneLine = (cell: Inline): PhrasingContent =>
  typeof cell === 'string'
    ? { type: 'text', value: cell.replace(/\s*\n\s*/g, ' ') }
    : cell.type === 'text'
      ? { ...cell, value: cell.value.replace(/\s*\n\s*/g, ' ') }
      : cell;

/** A table cell: text, or a run of inline content. */
type Cell = Inline | Inline[];

/** A GFM table with a header row. */
function table(header: string[], rows: Cell[][], align?: AlignType[]): Table {
  const row = (cells: Cell[]) => ({
    type: 'tableRow' as const,
    children: cells.map((cell) => ({
      type: 'tableCell' as const,
      children: (Array.isArray(cell) ? cell : [cell]).map(oneLine),
    })),
  });
  return {
    type: 'table',
    align: align ?? header.map(() => null),
    children: [row(header), ...rows.map((cells) => row(cells))],
  };
}

const verdictText = (verdict: Verdict | null | undefined, t: Texts) =>
  verdict ? t.report.verdict[verdict] : t.report.verdict.pending;

function redFlags(brief: Brief | undefined, t: Texts): Block[] {
  if (!brief || brief.redFlags.length === 0) return [];
  const flags = t.report.brief.redFlags;
  return [
    {
      type: 'blockquote',
      children: [
        paragraph(strong(flags.title)),
        paragraph(flags.intro),
        bulletList(
          brief.redFlags.map((flag) => [strong(flags.kinds[flag.kind]), colon(t), flag.reason]),
        ),
      ],
    },
  ];
}

/** What the PDF's cover shows: kind, title, idea, verdict and score, red flags, date and engine. */
function cover(
  report: ExportableReport,
  t: Texts,
  conclusion: { label: string; verdict?: string; score: number | null },
): Block[] {
  const { result } = report.content;
  const meta = result.meta;
  const engine = meta
    ? meta.model && meta.engine === 'llm'
      ? t.fill(t.result.meta.engineWithModel, {
          engine: t.result.meta.engines[meta.engine],
          model: meta.model,
        })
      : t.result.meta.engines[meta.engine]
    : null;
  const kind =
    report.content.type === 'deep' ? t.file.document.deepKind : t.file.document.quickKind;
  const score =
    conclusion.score === null
      ? t.report.notProvided
      : `${t.score(conclusion.score)} ${t.report.outOfTen}`;
  const generated = [
    t.fill(t.file.document.generated, { date: t.date(report.createdAt) }),
    ...(engine ? [t.fill(t.file.document.engine, { engine })] : []),
  ].join(' · ');
  return [
    heading(1, report.title),
    paragraph(strong(t.common.productName), ` · ${kind}`),
    heading(2, t.result.yourIdea),
    { type: 'blockquote', children: [paragraph(report.idea)] },
    ...(conclusion.verdict ? [field(t, t.report.verdict.label, conclusion.verdict)] : []),
    field(t, conclusion.label, score),
    ...redFlags(result.brief, t),
    paragraph(emphasis(generated)),
  ];
}

/** "What we understood": the brief's reading of the idea, field by field, with its confidence. */
function briefSection(brief: Brief | undefined, t: Texts): Block[] {
  if (!brief) return [];
  const b = t.report.brief;
  const columns = t.file.workbook.columns;
  const industry = brief.industry.subNiche
    ? `${brief.industry.name} · ${t.fill(b.subNiche, { name: brief.industry.subNiche.name })}`
    : brief.industry.name;
  const region = `${brief.region.name} (${brief.region.stated ? b.regionStated : b.regionImplied})`;
  const rows: Cell[][] = [
    [b.fields.industry, industry, b.confidence[brief.industry.confidence]],
    [
      b.fields.users,
      `${b.audience[brief.users.kind]}: ${brief.users.description}`,
      b.confidence[brief.users.confidence],
    ],
    [
      b.fields.payer,
      `${b.payer[brief.payer.kind]}: ${brief.payer.description}`,
      b.confidence[brief.payer.confidence],
    ],
    [
      b.fields.revenueModel,
      `${b.revenue[brief.revenueModel.kind]}: ${brief.revenueModel.description}`,
      b.confidence[brief.revenueModel.confidence],
    ],
    [
      b.fields.delivery,
      brief.delivery.kinds.map((kind) => b.delivery[kind]).join(', '),
      b.confidence[brief.delivery.confidence],
    ],
    [b.fields.region, region, b.confidence[brief.region.confidence]],
    ...(brief.regulatedDomains.length > 0
      ? [
          [
            b.fields.regulatedDomains,
            brief.regulatedDomains.map((domain) => domain.name).join(', '),
            '',
          ],
        ]
      : []),
  ];
  return [
    heading(2, t.report.sections.brief),
    paragraph(brief.summary),
    paragraph(emphasis(b.intro)),
    table(
      [columns.field, columns.value, columns.confidence],
      rows.map(([name, ...rest]) => [strong(String(name)), ...rest]),
    ),
    ...(brief.unknowns.length > 0 ? [heading(3, b.unknowns), bullets(brief.unknowns, t)] : []),
  ];
}

/** Research: searches run, key findings, the sources' quotes behind them, claims to check. */
function researchSection(result: DeepReportContent, t: Texts): Block[] {
  const research = result.search_performed;
  const evidence = research.evidence ?? [];
  const e = t.report.evidence;
  const blocks: Block[] = [heading(2, t.report.sections.research)];
  if (research.evidence_level === 'thin') {
    blocks.push({
      type: 'blockquote',
      children: [
        paragraph(strong(e.thinTitle)),
        paragraph(
          t.fill(e.thinText, {
            min: EVIDENCE_RULES.minCitedSources,
            cap: EVIDENCE_RULES.thinEvidenceCap,
          }),
        ),
      ],
    });
  }
  blocks.push(
    research.searches_conducted > 0
      ? field(t, t.report.search.searchesConducted, String(research.searches_conducted))
      : paragraph(emphasis(t.report.search.noWebSearch)),
    heading(3, t.report.sections.keyFindings),
    bullets(research.key_findings, t),
  );
  if (evidence.length > 0) {
    blocks.push(
      heading(3, e.quotes),
      paragraph(emphasis(e.quotesIntro)),
      bulletList(
        evidence.map((item) => [
          emphasis(t.fill(e.quoted, { quote: item.quote })),
          ` ${t.fill(e.backs, { claim: item.claim })} [${item.source}]`,
        ]),
      ),
    );
  }
  if (research.needs_checking && research.needs_checking.length > 0) {
    blocks.push(
      heading(3, e.needsChecking),
      paragraph(emphasis(e.needsCheckingIntro)),
      bullets(research.needs_checking, t),
    );
  }
  return blocks;
}

function projectSection(result: DeepReportContent, t: Texts): Block[] {
  const { overview } = result.project_analysis;
  const p = t.report.project;
  return [
    heading(2, t.report.sections.project),
    field(t, p.coreConcept, overview.core_concept),
    field(t, p.valueProposition, overview.value_proposition),
    ...listField(p.painPoints, overview.demand_pain_points, t),
  ];
}

function competitionSection(result: DeepReportContent, t: Texts): Block[] {
  const competition = result.competitive_analysis;
  const c = t.report.competitor;
  return [
    heading(2, t.report.sections.competition),
    field(t, t.report.competition.marketGap, competition.market_gap),
    heading(3, t.report.competition.directCompetitors),
    competition.direct_competitors.length === 0
      ? paragraph(emphasis(t.report.noneIdentified))
      : table(
          [t.report.competition.competitor, c.strengths, c.weaknesses, c.differentiation],
          competition.direct_competitors.map((competitor) => [
            strong(competitor.name),
            competitor.strengths,
            competitor.weaknesses,
            competitor.differentiation_strategy,
          ]),
        ),
  ];
}

function risksSection(result: DeepReportContent, t: Texts): Block[] {
  const risks = result.risk_assessment;
  const r = t.report.risk;
  const severity = (level: keyof typeof t.result.levels.severity) =>
    t.result.levels.severity[level];
  const compliance = risks.compliance_risks;
  return [
    heading(2, t.report.sections.risks),
    heading(3, r.technical),
    risks.technical_risks.length === 0
      ? paragraph(emphasis(t.report.noneIdentified))
      : table(
          ['#', r.matrix.risk, r.severity, r.probability, r.mitigation],
          risks.technical_risks.map((risk, index) => [
            String(index + 1),
            strong(risk.risk_point),
            severity(risk.severity),
            risk.probability === undefined ? '—' : t.percent(risk.probability),
            risk.mitigation,
          ]),
          ['right', null, null, 'right', null],
        ),
    heading(3, r.market),
    risks.market_risks.length === 0
      ? paragraph(emphasis(t.report.noneIdentified))
      : table(
          ['#', r.matrix.risk, r.probability, r.impactLevel, r.impact],
          risks.market_risks.map((risk, index) => [
            String(risks.technical_risks.length + index + 1),
            strong(risk.risk_type),
            t.percent(risk.probability),
            risk.impact ? severity(risk.impact) : '—',
            risk.impact_analysis,
          ]),
          ['right', null, 'right', null, null],
        ),
    heading(3, r.compliance),
    field(t, r.gdpr, compliance.gdpr_concerns ? r.yes : r.no),
    ...listField(r.regionIssues, compliance.region_specific_issues, t),
  ];
}

function growthSection(result: DeepReportContent, t: Texts): Block[] {
  const growth = result.growth_strategy;
  const g = t.report.growth;
  return [
    heading(2, t.report.sections.growth),
    ...listField(g.channels, growth.acquisition_channels, t),
    field(t, g.viral, growth.viral_coefficient_mechanism),
    ...listField(g.partnerships, growth.partnership_leverage_points, t),
  ];
}

function roadmapSection(result: DeepReportContent, t: Texts): Block[] {
  const { phase_0: validate, phase_1: retain } = result.mvp_roadmap;
  const m = t.report.mvp;
  return [
    heading(2, t.report.sections.mvp),
    heading(3, m.phase0),
    field(t, m.validationGoal, validate.validation_goal),
    ...listField(m.coreFeatures, validate.core_features, t),
    ...listField(m.successMetrics, validate.success_metrics, t),
    heading(3, m.phase1),
    ...listField(m.stickyFeatures, retain.sticky_features, t),
    ...listField(m.retentionMetrics, retain.retention_metrics, t),
  ];
}

function scoringSection(result: DeepReportContent, t: Texts): Block[] {
  const scoring = result.quantitative_scoring;
  const byName = new Map(scoring.dimensions.map((d) => [d.name, d]));
  const ordered = SCORE_DIMENSIONS.flatMap((name) => byName.get(name) ?? []);
  const columns = t.file.workbook.columns;
  return [
    heading(2, t.report.sections.quantitative),
    field(t, t.report.compositeScore, `${t.score(scoring.composite_score)} ${t.report.outOfTen}`),
    heading(3, t.report.sections.scoring),
    table(
      [columns.dimension, columns.weight, columns.score, columns.reason],
      ordered.map((dimension) => [
        strong(t.report.dimension[dimension.name]),
        t.percent(dimension.weight),
        t.score(dimension.score),
        dimension.low_evidence
          ? [
              strong(t.report.evidence.lowEvidence),
              colon(t),
              `${dimension.evidence} (${t.fill(t.report.evidence.lowEvidenceText, { cap: EVIDENCE_RULES.lowEvidenceCap })})`,
            ]
          : dimension.evidence,
      ]),
      [null, 'right', 'right', null],
    ),
  ];
}

function investmentSection(result: DeepReportContent, t: Texts): Block[] {
  const recommendation = result.investment_recommendation;
  return [
    heading(2, t.report.sections.investment),
    field(t, t.report.investment.verdict, verdictText(recommendation.verdict, t)),
    ...listField(t.report.sections.successFactors, recommendation.critical_success_factors, t),
    field(t, t.report.investment.timing, recommendation.timing_considerations),
  ];
}

/** Every source, numbered as the report's [n] markers count, each web address a link. */
function sourcesSection(result: DeepReportContent, t: Texts): Block[] {
  const sources = sourcesOf(result);
  return [
    heading(2, t.report.sections.sources),
    sources.length === 0
      ? paragraph(emphasis(t.report.noneIdentified))
      : bulletList(
          sources.map((source) => [link(source.title, source.url)]),
          true,
        ),
  ];
}

function deepDocument(report: ExportableReport, result: DeepReportContent, t: Texts): Block[] {
  return [
    ...cover(report, t, {
      label: t.report.compositeScore,
      verdict: verdictText(result.investment_recommendation.verdict, t),
      score: result.quantitative_scoring.composite_score,
    }),
    ...briefSection(result.brief, t),
    ...researchSection(result, t),
    ...projectSection(result, t),
    ...competitionSection(result, t),
    ...risksSection(result, t),
    ...growthSection(result, t),
    ...roadmapSection(result, t),
    ...scoringSection(result, t),
    ...investmentSection(result, t),
    ...sourcesSection(result, t),
  ];
}

function simpleDocument(report: ExportableReport, result: SimpleReport, t: Texts): Block[] {
  const s = t.result.simple;
  const levels = t.result.levels;
  return [
    ...cover(report, t, {
      label: s.recommendations.score,
      score: result.recommendations.feasibility_score,
    }),
    ...briefSection(result.brief, t),
    heading(2, s.core.title),
    field(t, s.core.problem, result.core_analysis.problem_solved),
    field(t, s.core.value, result.core_analysis.value_proposition),
    field(t, s.core.feasibility, levels.feasibility[result.core_analysis.feasibility_level]),
    heading(2, s.quick.title),
    field(t, s.quick.demand, result.quick_assessment.market_demand),
    field(t, s.quick.competition, levels.competition[result.quick_assessment.competition_level]),
    field(
      t,
      s.quick.difficulty,
      levels.difficulty[result.quick_assessment.implementation_difficulty],
    ),
    heading(2, s.recommendations.title),
    ...listField(s.recommendations.suggestions, result.recommendations.key_suggestions, t),
    ...listField(s.recommendations.challenges, result.recommendations.main_challenges, t),
    field(t, s.recommendations.nextStep, result.recommendations.next_step),
  ];
}

/** A report as a Markdown document (GFM), in the report's language (or the one asked for). */
export function renderReportMarkdown(
  report: ExportableReport,
  options: ExportOptions = {},
): string {
  const t = exportTexts(exportLanguage(report, options));
  const children =
    report.content.type === 'deep'
      ? deepDocument(report, report.content.result, t)
      : simpleDocument(report, report.content.result, t);
  const tree: Root = { type: 'root', children };
  return toMarkdown(tree, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    listItemIndent: 'one',
    // Columns line up in a monospaced editor: a Chinese character is two columns wide.
    extensions: [gfmTableToMarkdown({ stringLength: stringWidth })],
  });
}
