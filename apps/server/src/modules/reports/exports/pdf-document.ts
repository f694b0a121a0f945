import type { Brief } from '@idealens/shared/brief';
import type { Verdict } from '@idealens/shared/full-report';
import { SCORE_DIMENSIONS } from '@idealens/shared/full-report-terms';
import {
  LEVELS_DOWN,
  LEVELS_UP,
  type PlacedRisk,
  placeRisks,
  riskExposure,
  risksAt,
} from '@idealens/shared/risk-matrix';
import { EVIDENCE_RULES } from '@idealens/shared/scoring-terms';
import type { Level, SimpleReport } from '@idealens/shared/simple-report';
import pdfmake from 'pdfmake';
import type { Column, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { type ExportTexts, exportTexts } from './export-texts.ts';
import {
  type DeepReportContent,
  type ExportableReport,
  type ExportOptions,
  exportLanguage,
  sourcesOf,
} from './exportable-report.ts';
import { PDF_FONT_FAMILY, PDF_FONT_FILES, PDF_FONT_PATHS } from './pdf-fonts.ts';

// A report as a PDF document (issue 21): a cover with the idea, verdict and score, a contents
// page, the brief, every section of the report with the score chart and the risk matrix drawn as
// vector graphics, the sources as links and page numbers, in the report's language. pdfmake lays
// it out (tables, line breaking of Chinese text, the contents' page numbers); ADR 027 says why.

pdfmake.setFonts({ [PDF_FONT_FAMILY]: PDF_FONT_FILES });
// A document reads its two font files and nothing else: report texts never name a file or URL.
pdfmake.setLocalAccessPolicy((path) => PDF_FONT_PATHS.has(path));
pdfmake.setUrlAccessPolicy(() => false);

const COLOR = {
  text: '#18181b',
  muted: '#52525b',
  faint: '#a1a1aa',
  rule: '#e4e4e7',
  panel: '#f4f4f5',
  accent: '#4f46e5',
  link: '#1d4ed8',
  track: '#e4e4e7',
  lowEvidence: '#d97706',
  flag: '#b91c1c',
  flagPanel: '#fef2f2',
} as const;

const VERDICT_COLORS: Record<Verdict, string> = {
  strong_recommend: '#047857',
  recommend_with_caveats: '#b45309',
  not_recommend: '#b91c1c',
};

/** The matrix' cells tinted by exposure, as on the page. */
const EXPOSURE_FILLS: Record<Level, string> = {
  low: '#ecfdf5',
  medium: '#fffbeb',
  high: '#fef2f2',
};

const MARGIN_X = 50;

type Texts = ExportTexts;

/**
 * A section of the document, listed in the contents: its title stays on the page of its first
 * block (a title alone at the foot of a page would be kept from its text).
 */
function section(title: string, id: string, blocks: Content[]): Content[] {
  const [first, ...rest] = blocks;
  const heading: Content = { text: title, id, style: 'sectionTitle', tocItem: true };
  return [{ stack: first ? [heading, first] : [heading], unbreakable: true }, ...rest];
}
const subHeading = (text: string): Content => ({ text, style: 'subTitle' });
const paragraph = (text: string): Content => ({ text, style: 'body' });
const label = (text: string): Content => ({ text, style: 'label' });

/** A labelled block: the label in small grey type above its content. */
const field = (name: string, content: Content | string): Content => ({
  stack: [label(name), typeof content === 'string' ? paragraph(content) : content],
  margin: [0, 0, 0, 8],
});

/** A bulleted list, or the page's "None identified" when the report found nothing. */
function bullets(items: readonly string[], t: Texts): Content {
  if (items.length === 0) return { text: t.report.noneIdentified, style: 'muted' };
  return { ul: [...items], style: 'body', margin: [0, 0, 0, 8] };
}

/** A table in thin grey rules that breaks across pages, with its header row (when given) repeated. */
function grid(widths: (number | string)[], header: string[] | null, rows: TableCell[][]): Content {
  return {
    table: {
      headerRows: header ? 1 : 0,
      dontBreakRows: true,
      widths,
      body: header ? [header.map((text) => ({ text, style: 'tableHeader' })), ...rows] : rows,
    },
    layout: {
      hLineWidth: (line: number) => (line === 0 && !header ? 0 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => COLOR.rule,
      fillColor: (row: number) => (row === 0 && header ? COLOR.panel : null),
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    margin: [0, 4, 0, 12],
  };
}

/** A shaded box around content (the idea, red flags). */
function panel(content: Content[], fill: string = COLOR.panel): Content {
  return {
    table: { widths: ['*'], body: [[{ stack: content, fillColor: fill, margin: [8, 6, 8, 6] }]] },
    layout: 'noBorders',
    margin: [0, 4, 0, 12],
  };
}

function verdictText(verdict: Verdict | null | undefined, t: Texts): Content {
  const text = verdict ? t.report.verdict[verdict] : t.report.verdict.pending;
  return { text, bold: true, fontSize: 15, color: verdict ? VERDICT_COLORS[verdict] : COLOR.muted };
}

function redFlags(brief: Brief | undefined, t: Texts): Content[] {
  if (!brief || brief.redFlags.length === 0) return [];
  const flags = t.report.brief.redFlags;
  return [
    panel(
      [
        { text: flags.title, bold: true, color: COLOR.flag },
        { text: flags.intro, style: 'body' },
        {
          ul: brief.redFlags.map((flag) => ({
            text: [{ text: `${flags.kinds[flag.kind]}: `, bold: true }, flag.reason],
          })),
          style: 'body',
        },
      ],
      COLOR.flagPanel,
    ),
  ];
}

/** The first page: what was analysed, what the report concludes, and when. */
function cover(
  report: ExportableReport,
  t: Texts,
  conclusion: { label: string; verdict?: Content; score: number | null },
): Content {
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
  const scoreCell: Content = {
    stack: [
      label(conclusion.label),
      conclusion.score === null
        ? { text: t.report.notProvided, style: 'muted' }
        : {
            text: [
              { text: t.score(conclusion.score), fontSize: 28, bold: true, color: COLOR.text },
              { text: ` ${t.report.outOfTen}`, color: COLOR.muted },
            ],
          },
    ],
  };
  const page: Content[] = [
    { text: t.common.productName, color: COLOR.accent, bold: true, fontSize: 11 },
    {
      text: report.content.type === 'deep' ? t.file.document.deepKind : t.file.document.quickKind,
      style: 'muted',
      margin: [0, 2, 0, 18],
    },
    { text: report.title, style: 'documentTitle' },
    label(t.result.yourIdea),
    panel([paragraph(report.idea)]),
    {
      columns: conclusion.verdict
        ? [{ stack: [label(t.report.verdict.label), conclusion.verdict] }, scoreCell]
        : [scoreCell],
      columnGap: 24,
      margin: [0, 4, 0, 16],
    },
    ...redFlags(result.brief, t),
    {
      text: [
        t.fill(t.file.document.generated, { date: t.date(report.createdAt) }),
        engine ? `  ·  ${t.fill(t.file.document.engine, { engine })}` : '',
      ],
      style: 'muted',
      margin: [0, 0, 0, 24],
    },
    {
      toc: { title: { text: t.report.contents, style: 'subTitle' }, numberStyle: { bold: false } },
    },
  ];
  return { stack: page, pageBreak: 'after' };
}

/** "What we understood": the brief's reading of the idea, field by field, with its confidence. */
function briefSection(brief: Brief | undefined, t: Texts): Content[] {
  if (!brief) return [];
  const b = t.report.brief;
  const confidence = (value: Brief['users']['confidence']) => ({
    text: b.confidence[value],
    style: 'muted',
  });
  const industry = brief.industry.subNiche
    ? `${brief.industry.name} · ${t.fill(b.subNiche, { name: brief.industry.subNiche.name })}`
    : brief.industry.name;
  const region = `${brief.region.name} (${brief.region.stated ? b.regionStated : b.regionImplied})`;
  const rows: TableCell[][] = [
    [b.fields.industry, industry, confidence(brief.industry.confidence)],
    [
      b.fields.users,
      `${b.audience[brief.users.kind]}: ${brief.users.description}`,
      confidence(brief.users.confidence),
    ],
    [
      b.fields.payer,
      `${b.payer[brief.payer.kind]}: ${brief.payer.description}`,
      confidence(brief.payer.confidence),
    ],
    [
      b.fields.revenueModel,
      `${b.revenue[brief.revenueModel.kind]}: ${brief.revenueModel.description}`,
      confidence(brief.revenueModel.confidence),
    ],
    [
      b.fields.delivery,
      brief.delivery.kinds.map((kind) => b.delivery[kind]).join(', '),
      confidence(brief.delivery.confidence),
    ],
    [b.fields.region, region, confidence(brief.region.confidence)],
  ].map(([name, value, sure]) => [
    { text: name as string, bold: true },
    value as string,
    sure as TableCell,
  ]);
  if (brief.regulatedDomains.length > 0) {
    rows.push([
      { text: b.fields.regulatedDomains, bold: true },
      brief.regulatedDomains.map((domain) => domain.name).join(', '),
      '',
    ]);
  }
  return section(t.report.sections.brief, 'brief', [
    paragraph(brief.summary),
    { text: b.intro, style: 'muted', margin: [0, 2, 0, 6] },
    grid([110, '*', 90], null, rows),
    ...(brief.unknowns.length > 0 ? [subHeading(b.unknowns), bullets(brief.unknowns, t)] : []),
  ]);
}

/** Research: searches run, key findings, the sources' quotes behind them, claims to check. */
function researchSection(result: DeepReportContent, t: Texts): Content[] {
  const research = result.search_performed;
  const evidence = research.evidence ?? [];
  const content: Content[] = [];
  if (research.evidence_level === 'thin') {
    content.push(
      panel([
        { text: t.report.evidence.thinTitle, bold: true },
        paragraph(
          t.fill(t.report.evidence.thinText, {
            min: EVIDENCE_RULES.minCitedSources,
            cap: EVIDENCE_RULES.thinEvidenceCap,
          }),
        ),
      ]),
    );
  }
  content.push(
    research.searches_conducted > 0
      ? field(t.report.search.searchesConducted, String(research.searches_conducted))
      : { text: t.report.search.noWebSearch, style: 'muted', margin: [0, 0, 0, 8] },
    subHeading(t.report.sections.keyFindings),
    bullets(research.key_findings, t),
  );
  if (evidence.length > 0) {
    content.push(subHeading(t.report.evidence.quotes), {
      text: t.report.evidence.quotesIntro,
      style: 'muted',
    });
    for (const item of evidence) {
      content.push({
        stack: [
          { text: t.fill(t.report.evidence.quoted, { quote: item.quote }), italics: true },
          {
            text: `${t.fill(t.report.evidence.backs, { claim: item.claim })} [${item.source}]`,
            style: 'muted',
          },
        ],
        style: 'body',
        margin: [0, 4, 0, 4],
      });
    }
  }
  if (research.needs_checking && research.needs_checking.length > 0) {
    content.push(
      subHeading(t.report.evidence.needsChecking),
      { text: t.report.evidence.needsCheckingIntro, style: 'muted' },
      bullets(research.needs_checking, t),
    );
  }
  return section(t.report.sections.research, 'research', content);
}

function projectSection(result: DeepReportContent, t: Texts): Content[] {
  const { overview } = result.project_analysis;
  return section(t.report.sections.project, 'project', [
    field(t.report.project.coreConcept, overview.core_concept),
    field(t.report.project.valueProposition, overview.value_proposition),
    field(t.report.project.painPoints, bullets(overview.demand_pain_points, t)),
  ]);
}

function competitionSection(result: DeepReportContent, t: Texts): Content[] {
  const competition = result.competitive_analysis;
  const c = t.report.competitor;
  return section(t.report.sections.competition, 'competition', [
    field(t.report.competition.marketGap, competition.market_gap),
    subHeading(t.report.competition.directCompetitors),
    competition.direct_competitors.length === 0
      ? { text: t.report.noneIdentified, style: 'muted' }
      : grid(
          [100, '*', '*', '*'],
          [t.report.competition.competitor, c.strengths, c.weaknesses, c.differentiation],
          competition.direct_competitors.map((competitor) => [
            { text: competitor.name, bold: true },
            competitor.strengths,
            competitor.weaknesses,
            competitor.differentiation_strategy,
          ]),
        ),
  ]);
}

/** A risk's number in the shape the page gives its kind: a square for technical, a circle for market. */
function riskMarker(risk: Pick<PlacedRisk, 'number' | 'kind'>, size = 15): Column {
  const shape =
    risk.kind === 'technical'
      ? { type: 'rect' as const, x: 0, y: 0, w: size, h: size, r: size / 5 }
      : { type: 'ellipse' as const, x: size / 2, y: size / 2, r1: size / 2, r2: size / 2 };
  return {
    width: size + 3,
    stack: [
      {
        canvas: [{ ...shape, lineWidth: 0.8, lineColor: COLOR.muted, color: '#ffffff' }],
      },
      {
        text: risk.number > 0 ? String(risk.number) : '',
        fontSize: 7.5,
        bold: true,
        alignment: 'center',
        relativePosition: { x: 0, y: -size + 2 },
      },
    ],
  };
}

/** The probability × impact grid, drawn as the page draws it: tinted cells, numbered risks. */
function riskMatrix(risks: PlacedRisk[], t: Texts): Content {
  const m = t.report.risk.matrix;
  const cell = (probability: Level | null, impact: Level | null, fill: string | null) => ({
    columns: risksAt(risks, probability, impact).map((risk) => riskMarker(risk)),
    columnGap: 2,
    fillColor: fill ?? undefined,
    margin: [2, 4, 2, 4] as [number, number, number, number],
  });
  const probabilityLane = risks.some((risk) => risk.probability === null);
  const impactLane = risks.some((risk) => risk.impact === null);
  const axisLabel = (text: string, italics = false) => ({
    text,
    style: 'muted',
    alignment: 'right' as const,
    italics,
  });
  const body: TableCell[][] = LEVELS_DOWN.map((impact) => [
    axisLabel(m.levels[impact]),
    ...LEVELS_UP.map((probability) =>
      cell(probability, impact, EXPOSURE_FILLS[riskExposure(probability, impact)]),
    ),
    ...(probabilityLane ? [cell(null, impact, COLOR.panel)] : []),
  ]);
  if (impactLane) {
    body.push([
      axisLabel(m.notRated, true),
      ...LEVELS_UP.map((probability) => cell(probability, null, COLOR.panel)),
      ...(probabilityLane ? [''] : []),
    ]);
  }
  body.push([
    '',
    ...LEVELS_UP.map((probability) => ({
      text: [m.levels[probability], { text: `\n${m.bands[probability]}`, fontSize: 7 }],
      style: 'muted',
      alignment: 'center' as const,
    })),
    ...(probabilityLane ? [{ text: m.notEstimated, style: 'muted', italics: true }] : []),
  ]);
  const cellWidth = 78;
  return {
    unbreakable: true,
    stack: [
      subHeading(m.title),
      { text: m.description, style: 'muted', margin: [0, 0, 0, 6] },
      { text: `${m.impact} ↑`, style: 'muted' },
      {
        table: {
          widths: [60, ...Array((probabilityLane ? 4 : 3) as number).fill(cellWidth)],
          heights: (row: number) => (row < body.length - 1 ? 34 : 'auto'),
          body,
        },
        layout: {
          hLineWidth: () => 1.5,
          vLineWidth: () => 1.5,
          hLineColor: () => '#ffffff',
          vLineColor: () => '#ffffff',
        },
      },
      {
        columns: [
          { text: '', width: 60 },
          { text: `${m.probability} →`, style: 'muted', width: cellWidth * 3, alignment: 'center' },
        ],
        margin: [0, 2, 0, 4],
      },
      {
        columns: [
          riskMarker({ number: 0, kind: 'technical' }, 9),
          { text: m.kinds.technical, style: 'muted', width: 'auto' },
          { text: '', width: 12 },
          riskMarker({ number: 0, kind: 'market' }, 9),
          { text: m.kinds.market, style: 'muted', width: 'auto' },
        ],
        columnGap: 3,
        margin: [0, 0, 0, 12],
      },
    ],
  };
}

function risksSection(result: DeepReportContent, t: Texts): Content[] {
  const risks = result.risk_assessment;
  const r = t.report.risk;
  const placed = placeRisks(risks);
  const matrix = placed.some((risk) => risk.probability !== null && risk.impact !== null);
  const severity = (level: Level) => t.result.levels.severity[level];
  const compliance = risks.compliance_risks;
  return section(t.report.sections.risks, 'risks', [
    ...(matrix ? [riskMatrix(placed, t)] : []),
    subHeading(r.technical),
    risks.technical_risks.length === 0
      ? { text: t.report.noneIdentified, style: 'muted' }
      : grid(
          [22, '*', 52, 52, '*'],
          ['#', r.matrix.risk, r.severity, r.probability, r.mitigation],
          risks.technical_risks.map((risk, index) => [
            String(index + 1),
            { text: risk.risk_point, bold: true },
            severity(risk.severity),
            risk.probability === undefined ? '—' : t.percent(risk.probability),
            risk.mitigation,
          ]),
        ),
    subHeading(r.market),
    risks.market_risks.length === 0
      ? { text: t.report.noneIdentified, style: 'muted' }
      : grid(
          [22, '*', 52, 52, '*'],
          ['#', r.matrix.risk, r.probability, r.impactLevel, r.impact],
          risks.market_risks.map((risk, index) => [
            String(risks.technical_risks.length + index + 1),
            { text: risk.risk_type, bold: true },
            t.percent(risk.probability),
            risk.impact ? severity(risk.impact) : '—',
            risk.impact_analysis,
          ]),
        ),
    subHeading(r.compliance),
    field(r.gdpr, compliance.gdpr_concerns ? r.yes : r.no),
    field(r.regionIssues, bullets(compliance.region_specific_issues, t)),
  ]);
}

function growthSection(result: DeepReportContent, t: Texts): Content[] {
  const growth = result.growth_strategy;
  return section(t.report.sections.growth, 'growth', [
    field(t.report.growth.channels, bullets(growth.acquisition_channels, t)),
    field(t.report.growth.viral, growth.viral_coefficient_mechanism),
    field(t.report.growth.partnerships, bullets(growth.partnership_leverage_points, t)),
  ]);
}

function roadmapSection(result: DeepReportContent, t: Texts): Content[] {
  const { phase_0: validate, phase_1: retain } = result.mvp_roadmap;
  const m = t.report.mvp;
  return section(t.report.sections.mvp, 'mvp', [
    subHeading(m.phase0),
    field(m.validationGoal, validate.validation_goal),
    field(m.coreFeatures, bullets(validate.core_features, t)),
    field(m.successMetrics, bullets(validate.success_metrics, t)),
    subHeading(m.phase1),
    field(m.stickyFeatures, bullets(retain.sticky_features, t)),
    field(m.retentionMetrics, bullets(retain.retention_metrics, t)),
  ]);
}

/** The dimensions as horizontal bars out of 10, vector-drawn, a low-evidence score in amber. */
function scoreChart(result: DeepReportContent, t: Texts): Content {
  const barWidth = 240;
  const barHeight = 11;
  const byName = new Map(result.quantitative_scoring.dimensions.map((d) => [d.name, d]));
  const ordered = SCORE_DIMENSIONS.flatMap((name) => byName.get(name) ?? []);
  return {
    unbreakable: true,
    stack: [
      subHeading(t.file.document.scoreChart),
      {
        table: {
          widths: [130, barWidth, '*'],
          body: ordered.map((dimension) => [
            { text: t.report.dimension[dimension.name], style: 'body' },
            {
              canvas: [
                { type: 'rect', x: 0, y: 2, w: barWidth, h: barHeight, r: 2, color: COLOR.track },
                {
                  type: 'rect',
                  x: 0,
                  y: 2,
                  w: Math.max(1, (barWidth * dimension.score) / 10),
                  h: barHeight,
                  r: 2,
                  color: dimension.low_evidence ? COLOR.lowEvidence : COLOR.accent,
                },
                ...[2, 4, 6, 8].map((mark) => ({
                  type: 'line' as const,
                  x1: (barWidth * mark) / 10,
                  y1: 2,
                  x2: (barWidth * mark) / 10,
                  y2: 2 + barHeight,
                  lineWidth: 0.6,
                  lineColor: '#ffffff',
                })),
              ],
            },
            { text: t.score(dimension.score), bold: true, style: 'body' },
          ]),
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 12],
      },
    ],
  };
}

function scoringSection(result: DeepReportContent, t: Texts): Content[] {
  const scoring = result.quantitative_scoring;
  const byName = new Map(scoring.dimensions.map((d) => [d.name, d]));
  const ordered = SCORE_DIMENSIONS.flatMap((name) => byName.get(name) ?? []);
  return section(t.report.sections.quantitative, 'quantitative', [
    field(t.report.compositeScore, {
      text: [
        { text: t.score(scoring.composite_score), fontSize: 20, bold: true },
        { text: ` ${t.report.outOfTen}`, color: COLOR.muted },
      ],
    }),
    scoreChart(result, t),
    subHeading(t.report.sections.scoring),
    grid(
      [110, 46, 40, '*'],
      [
        t.file.workbook.columns.dimension,
        t.file.workbook.columns.weight,
        t.file.workbook.columns.score,
        t.file.workbook.columns.reason,
      ],
      ordered.map((dimension) => [
        { text: t.report.dimension[dimension.name], bold: true },
        t.percent(dimension.weight),
        t.score(dimension.score),
        dimension.low_evidence
          ? {
              text: [
                {
                  text: `${t.report.evidence.lowEvidence}: `,
                  bold: true,
                  color: COLOR.lowEvidence,
                },
                `${dimension.evidence} (${t.fill(t.report.evidence.lowEvidenceText, { cap: EVIDENCE_RULES.lowEvidenceCap })})`,
              ],
            }
          : dimension.evidence,
      ]),
    ),
  ]);
}

function investmentSection(result: DeepReportContent, t: Texts): Content[] {
  const recommendation = result.investment_recommendation;
  return section(t.report.sections.investment, 'investment', [
    field(t.report.investment.verdict, verdictText(recommendation.verdict, t)),
    field(t.report.sections.successFactors, bullets(recommendation.critical_success_factors, t)),
    field(t.report.investment.timing, recommendation.timing_considerations),
  ]);
}

/** Every source, numbered as the report's [n] markers count, each address a link. */
function sourcesSection(result: DeepReportContent, t: Texts): Content[] {
  const sources = sourcesOf(result);
  return section(t.report.sections.sources, 'sources', [
    sources.length === 0
      ? { text: t.report.noneIdentified, style: 'muted' }
      : {
          ol: sources.map((source) =>
            source.url
              ? {
                  stack: [
                    { text: source.title, link: source.url },
                    {
                      text: source.url,
                      link: source.url,
                      color: COLOR.link,
                      decoration: 'underline',
                      fontSize: 8.5,
                    },
                  ],
                  margin: [0, 0, 0, 4],
                }
              : { text: source.title, margin: [0, 0, 0, 4] },
          ),
          style: 'body',
        },
  ]);
}

function deepDocument(report: ExportableReport, result: DeepReportContent, t: Texts): Content[] {
  return [
    cover(report, t, {
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

function simpleDocument(report: ExportableReport, result: SimpleReport, t: Texts): Content[] {
  const s = t.result.simple;
  const levels = t.result.levels;
  return [
    cover(report, t, {
      label: s.recommendations.score,
      score: result.recommendations.feasibility_score,
    }),
    ...briefSection(result.brief, t),
    ...section(s.core.title, 'core', [
      field(s.core.problem, result.core_analysis.problem_solved),
      field(s.core.value, result.core_analysis.value_proposition),
      field(s.core.feasibility, levels.feasibility[result.core_analysis.feasibility_level]),
    ]),
    ...section(s.quick.title, 'quick', [
      field(s.quick.demand, result.quick_assessment.market_demand),
      field(s.quick.competition, levels.competition[result.quick_assessment.competition_level]),
      field(
        s.quick.difficulty,
        levels.difficulty[result.quick_assessment.implementation_difficulty],
      ),
    ]),
    ...section(s.recommendations.title, 'recommendations', [
      field(s.recommendations.suggestions, bullets(result.recommendations.key_suggestions, t)),
      field(s.recommendations.challenges, bullets(result.recommendations.main_challenges, t)),
      field(s.recommendations.nextStep, result.recommendations.next_step),
    ]),
  ];
}

/** The document pdfmake lays out: pure data, built from the report and its texts. */
export function reportPdfDefinition(
  report: ExportableReport,
  options: ExportOptions = {},
): TDocumentDefinitions {
  const t = exportTexts(exportLanguage(report, options));
  const content =
    report.content.type === 'deep'
      ? deepDocument(report, report.content.result, t)
      : simpleDocument(report, report.content.result, t);
  return {
    pageSize: 'A4',
    pageMargins: [MARGIN_X, 50, MARGIN_X, 56],
    language: t.language,
    info: {
      title: report.title,
      author: t.common.productName,
      subject: report.idea,
      creator: t.common.productName,
    },
    content,
    footer: (page, pages) => ({
      columns: [
        { text: `${t.common.productName} · ${report.title}`, width: '*', noWrap: false },
        {
          text: t.fill(t.file.document.page, { page, pages }),
          width: 'auto',
          alignment: 'right',
        },
      ],
      columnGap: 16,
      fontSize: 8,
      color: COLOR.faint,
      margin: [MARGIN_X, 20, MARGIN_X, 0],
      maxHeight: 24,
    }),
    defaultStyle: {
      font: PDF_FONT_FAMILY,
      fontSize: 10,
      color: COLOR.text,
      lineHeight: 1.3,
      // Latin text in proportional forms: a Chinese font's quotes and apostrophes are full-width.
      ...(t.language === 'en-US' ? { fontFeatures: ['pwid'] } : {}),
    },
    styles: {
      documentTitle: { fontSize: 22, bold: true, lineHeight: 1.2, margin: [0, 0, 0, 16] },
      sectionTitle: { fontSize: 16, bold: true, color: COLOR.text, margin: [0, 18, 0, 10] },
      subTitle: { fontSize: 12, bold: true, margin: [0, 8, 0, 4] },
      label: { fontSize: 8.5, color: COLOR.muted, bold: true, margin: [0, 0, 0, 1] },
      body: { fontSize: 10 },
      muted: { fontSize: 9, color: COLOR.muted },
      tableHeader: { fontSize: 8.5, bold: true, color: COLOR.muted },
    },
  };
}

/** A report as a PDF file, in the report's language (or the one asked for). */
export async function renderReportPdf(
  report: ExportableReport,
  options: ExportOptions = {},
): Promise<Buffer> {
  const document = pdfmake.createPdf(reportPdfDefinition(report, options));
  return Buffer.from(await document.getBuffer());
}
