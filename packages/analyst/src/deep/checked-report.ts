import type { Brief, RedFlag } from '@idealens/shared/brief';
import type {
  Competitor,
  FullReport,
  QuotedEvidence,
  ResearchSource,
} from '@idealens/shared/full-report';
import { EVIDENCE_RULES } from '@idealens/shared/scoring-terms';
import type { Language } from '@idealens/shared/simple-report';
import type { DeepSynthesis } from '../llm/deep-schema.ts';
import { namesCompetitor } from './citations.ts';
import { checkClaim, type Figure, figuresIn } from './evidence.ts';
import type { DimensionDraft } from './scoring.ts';
import type { ReadSource } from './source-reading.ts';

/** Source 0 is the idea itself: what the founder states may back a pain point, a risk or a red flag. */
export const IDEA_SOURCE = 0;

const WORDS: Record<
  Language,
  { noGap: string; lowEvidence: string; competitor: string; risk: string }
> = {
  'en-US': {
    noGap: 'The research did not establish a market gap; see "Needs checking".',
    lowEvidence: 'Low evidence: no cited source backs this score.',
    competitor: 'Competitor',
    risk: 'Risk',
  },
  'zh-CN': {
    noGap: '研究未能证实市场空白，见"待核实"。',
    lowEvidence: '证据不足：没有引用来源支持这一评分。',
    competitor: '竞争对手',
    risk: '风险',
  },
};

export interface CheckedReport {
  key_findings: string[];
  needs_checking: string[];
  evidence: QuotedEvidence[];
  data_sources: ResearchSource[];
  evidence_level: 'sufficient' | 'thin';
  project_analysis: FullReport['project_analysis'];
  competitive_analysis: FullReport['competitive_analysis'];
  risk_assessment: FullReport['risk_assessment'];
  investment: Omit<FullReport['investment_recommendation'], 'verdict'>;
  dimensions: DimensionDraft[];
  redFlags: RedFlag[];
  claims: { checked: number; supported: number; needsChecking: number; dropped: number };
}

interface Evidenced {
  sources: number[];
  quote: string;
}

/**
 * Holds the model's report to its sources, in code: every claim of fact (finding, competitor,
 * pain point, market gap, risk, score, red flag) is kept only when its quote is in a source it
 * cites and the claim's figures are in the quote. A claim that fails is listed under "needs
 * checking", never shown as a finding; a score that fails is capped and marked low evidence; a
 * competitor must be named in the source it cites (never re-attributed to another result).
 * Sources get report numbers in the order they are first cited.
 */
export function checkSynthesis(
  synthesis: DeepSynthesis,
  {
    sources,
    idea,
    brief,
    language,
  }: {
    sources: readonly ReadSource[];
    idea: string;
    brief: Brief;
    language: Language;
  },
): CheckedReport {
  const words = WORDS[language];
  const byId = new Map(sources.map((source) => [source.id, source]));
  const sourceText = (id: number) =>
    id === IDEA_SOURCE
      ? idea
      : byId.get(id)
        ? `${byId.get(id)?.title}\n${byId.get(id)?.text}`
        : undefined;
  const cited: number[] = [];
  const evidence: QuotedEvidence[] = [];
  const needs_checking: string[] = [];
  const claims = { checked: 0, supported: 0, needsChecking: 0, dropped: 0 };

  // The model's own words (texts without a quote) keep no sentence stating a figure that neither
  // a source nor the idea states. Plans (the roadmap's targets, the growth strategy) are left alone.
  const backed = figuresIn(
    [idea, ...sources.map((source) => `${source.title}\n${source.text}`)].join('\n'),
  );
  const plain = (text: string) => withoutUnbackedFigures(text, backed);

  /** The source that backs a claim (its quote is there, with the claim's figures), if any. */
  const supportOf = (claim: string, backing: Evidenced, ideaAllowed = false) => {
    claims.checked += 1;
    const allowed = backing.sources.filter((id) => id !== IDEA_SOURCE || ideaAllowed);
    const result = checkClaim({ text: claim, sources: allowed, quote: backing.quote }, sourceText);
    if (result.status !== 'supported') return undefined;
    claims.supported += 1;
    return result.source;
  };
  /** The report's marker for a backed claim ("" for the idea itself), its source now cited. */
  const markerFor = (source: number, claim: string, quote: string): string => {
    if (source === IDEA_SOURCE) return '';
    if (!cited.includes(source)) cited.push(source);
    const number = cited.indexOf(source) + 1;
    evidence.push({ claim, quote: quote.trim(), source: number });
    return ` [${number}]`;
  };
  /**
   * A claim that failed its check: listed for the reader to check, unless it states a figure —
   * an unbacked figure is dropped altogether, so no invented number reaches the report.
   */
  const toCheck = (listed: string) => {
    if (figuresIn(listed).length > 0) {
      claims.dropped += 1;
      return;
    }
    claims.needsChecking += 1;
    needs_checking.push(listed);
  };

  const key_findings = synthesis.key_findings.flatMap(({ finding, ...backing }) => {
    const source = supportOf(finding, backing);
    if (source === undefined) {
      toCheck(finding);
      return [];
    }
    return [`${finding}${markerFor(source, finding, backing.quote)}`];
  });

  const seen = new Set<string>();
  const direct_competitors = synthesis.competitive_analysis.direct_competitors.flatMap(
    ({ sources: ids, quote, ...competitor }): Competitor[] => {
      const key = competitor.name.normalize('NFKC').toLowerCase().trim();
      if (seen.has(key)) return [];
      const claim = `${competitor.name}: ${competitor.strengths}`;
      // Named in the quote and in the source it cites: never re-attributed to another result.
      const named = ids.filter((id) => {
        const text = id === IDEA_SOURCE ? undefined : sourceText(id);
        return text !== undefined && namesCompetitor(text, competitor.name);
      });
      const source = namesCompetitor(quote, competitor.name)
        ? supportOf(claim, { sources: named, quote })
        : supportOf(claim, { sources: [], quote });
      if (source === undefined) {
        toCheck(`${words.competitor}: ${claim}`);
        return [];
      }
      seen.add(key);
      return [
        { ...competitor, strengths: `${competitor.strengths}${markerFor(source, claim, quote)}` },
      ];
    },
  );

  const { gap, ...gapBacking } = synthesis.competitive_analysis.market_gap;
  const gapSource = supportOf(gap, gapBacking);
  if (gapSource === undefined) toCheck(gap);
  const market_gap =
    gapSource === undefined ? words.noGap : `${gap}${markerFor(gapSource, gap, gapBacking.quote)}`;

  const demand_pain_points = synthesis.project_analysis.overview.demand_pain_points.flatMap(
    ({ point, ...backing }) => {
      const source = supportOf(point, backing, true);
      if (source === undefined) {
        toCheck(point);
        return [];
      }
      return [`${point}${markerFor(source, point, backing.quote)}`];
    },
  );

  const technical_risks = synthesis.risk_assessment.technical_risks.flatMap(
    ({ sources: ids, quote, ...risk }) => {
      const claim = `${risk.risk_point} ${risk.mitigation}`;
      const source = supportOf(claim, { sources: ids, quote }, true);
      if (source === undefined) {
        toCheck(`${words.risk}: ${risk.risk_point}`);
        return [];
      }
      return [{ ...risk, risk_point: `${risk.risk_point}${markerFor(source, claim, quote)}` }];
    },
  );
  const market_risks = synthesis.risk_assessment.market_risks.flatMap(
    ({ sources: ids, quote, ...risk }) => {
      const claim = `${risk.risk_type} ${risk.impact_analysis}`;
      const source = supportOf(claim, { sources: ids, quote }, true);
      if (source === undefined) {
        toCheck(`${words.risk}: ${risk.risk_type}`);
        return [];
      }
      return [{ ...risk, risk_type: `${risk.risk_type}${markerFor(source, claim, quote)}` }];
    },
  );

  // A red flag needs a source (the idea counts) or a regulation the brief detected.
  const regulated = brief.regulatedDomains.length > 0;
  const redFlags = synthesis.red_flags.flatMap(({ kind, reason, ...backing }, index): RedFlag[] => {
    const id = `research-${index + 1}`;
    const source = supportOf(reason, backing, true);
    if (source !== undefined) {
      return [{ kind, id, reason: `${reason}${markerFor(source, reason, backing.quote)}` }];
    }
    // Kept for the regulation, but not with a figure nothing states.
    const stated = plain(reason);
    if (regulated && kind !== 'fatal-flaw' && stated !== '—') return [{ kind, id, reason: stated }];
    toCheck(reason);
    return [];
  });

  // A score no source backs keeps its reasoning (without figures), capped and marked.
  const dimensions = Object.entries(synthesis.scoring).map(
    ([name, { score, evidence: why, ...backing }]): DimensionDraft => {
      const dimension = name as DimensionDraft['name'];
      const source = supportOf(why, backing);
      if (source !== undefined) {
        return {
          name: dimension,
          score,
          evidence: `${why}${markerFor(source, why, backing.quote)}`,
        };
      }
      const reasoning = figuresIn(why).length > 0 ? '' : ` ${why}`;
      return {
        name: dimension,
        score: Math.min(score, EVIDENCE_RULES.lowEvidenceCap),
        evidence: `${words.lowEvidence}${reasoning}`,
        lowEvidence: true,
      };
    },
  );

  const thin = cited.length < EVIDENCE_RULES.minCitedSources;
  const data_sources = cited.flatMap((id): ResearchSource[] => {
    const source = byId.get(id);
    if (!source) return [];
    return [source.url ? { title: source.title, url: source.url } : { title: source.title }];
  });

  const overview = synthesis.project_analysis.overview;

  return {
    key_findings,
    needs_checking: [...new Set(needs_checking)],
    evidence,
    data_sources,
    evidence_level: thin ? 'thin' : 'sufficient',
    project_analysis: {
      overview: {
        core_concept: plain(overview.core_concept),
        value_proposition: plain(overview.value_proposition),
        demand_pain_points,
      },
    },
    competitive_analysis: {
      market_gap,
      direct_competitors: direct_competitors.map((competitor) => ({
        ...competitor,
        weaknesses: plain(competitor.weaknesses),
        differentiation_strategy: plain(competitor.differentiation_strategy),
      })),
    },
    risk_assessment: {
      technical_risks: technical_risks.map((risk) => ({
        ...risk,
        mitigation: plain(risk.mitigation),
      })),
      market_risks,
      compliance_risks: {
        ...synthesis.risk_assessment.compliance_risks,
        region_specific_issues: plainList(
          synthesis.risk_assessment.compliance_risks.region_specific_issues,
          plain,
        ),
      },
    },
    investment: {
      critical_success_factors: plainList(synthesis.critical_success_factors, plain),
      timing_considerations: plain(synthesis.timing_considerations),
    },
    dimensions: thin
      ? dimensions.map((d) => ({ ...d, score: Math.min(d.score, EVIDENCE_RULES.thinEvidenceCap) }))
      : dimensions,
    redFlags,
    claims,
  };
}

/** Two figures are the same when equal in unit and within half a percent in value. */
const sameFigure = (a: Figure, b: Figure) =>
  a.unit === b.unit && Math.abs(a.value - b.value) <= Math.abs(b.value) * 0.005;

/**
 * A sentence: a Latin stop ends one only before a space or the end, so "$15.50" and "2.5 million"
 * stay whole; Chinese stops and semicolons end one wherever they stand.
 */
const SENTENCE = /(?:[^.!?。！？；;]|[.!?](?=\S))+(?:[.!?]+(?=\s|$)|[。！？；;]+)?/gu;

/** A text without its sentences that state a figure not among `backed` ("—" if nothing is left). */
export function withoutUnbackedFigures(text: string, backed: readonly Figure[]): string {
  const sentences = text.match(SENTENCE) ?? [text];
  const kept = sentences
    .filter((sentence) => figuresIn(sentence).every((f) => backed.some((b) => sameFigure(f, b))))
    .join('')
    .trim();
  return kept || '—';
}

/** A list's texts through `plain`, without the ones left empty. */
function plainList(items: readonly string[], plain: (text: string) => string): string[] {
  return items.map(plain).filter((item) => item !== '—');
}
