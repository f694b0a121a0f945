// What the keyless run of `npm run eval:deep` asserts: the scripted model planted an invented
// figure, a made-up quote, English answers to Chinese requests and (through the recordings)
// sources that read as instructions; each must be caught, and the harness must count what it saw.
import { looksLikeInstructions } from '@idealens/analyst/deep/source-text';
import type { DeepAnalysisResult } from '@idealens/shared/full-report';
import type { EvalIdea, RecordedSearch } from './eval-set.ts';
import type { ReportMeasure } from './report-measures.ts';
import { PLANTED } from './scripted-model.ts';
import type { ReplayTally } from './search-replay.ts';

export interface HarnessCheck {
  passed: boolean;
  what: string;
  /** The ideas that broke the check. */
  offenders: string[];
}

export interface KeylessRun {
  ideas: EvalIdea[];
  reports: Map<string, { report: DeepAnalysisResult; measure: ReportMeasure }>;
  failed: string[];
  searches: ReadonlyMap<string, RecordedSearch[]>;
  tallies: ReadonlyMap<string, ReplayTally>;
  modelCallsReceived: number;
  writesEnglishFirst: (idea: EvalIdea) => boolean;
}

function check(what: string, offenders: string[], alsoTrue = true): HarnessCheck {
  return { passed: offenders.length === 0 && alsoTrue, what, offenders };
}

/** The report without its run-dependent meta (times, timestamps): only what was written. */
function writtenText(report: DeepAnalysisResult): string {
  const { meta, ...body } = report;
  return JSON.stringify({ ...body, title: meta.title, sources: meta.sources });
}

export function keylessChecks(run: KeylessRun): HarnessCheck[] {
  const done = run.ideas.flatMap((idea) => {
    const found = run.reports.get(idea.id);
    return found ? [{ idea, ...found }] : [];
  });
  const offenders = (broken: (entry: (typeof done)[number]) => boolean) =>
    done.filter(broken).map(({ idea }) => idea.id);

  const englishFirst = done.filter(({ idea }) => run.writesEnglishFirst(idea));
  const instructionPages = done.flatMap(({ idea, report }) => {
    const planned = new Set(idea.plan.map((step) => step.query));
    const flagged = new Set(report.meta.research?.flaggedSources.map((source) => source.url));
    return (run.searches.get(idea.id) ?? [])
      .filter((search) => planned.has(search.query))
      .flatMap((search) => search.results)
      .filter((hit) => looksLikeInstructions(`${hit.title}\n${hit.pageText}`))
      .map((hit) => ({ id: idea.id, flagged: flagged.has(hit.url) }));
  });
  const callsRecorded = done.reduce((total, { measure }) => total + measure.modelCalls, 0);

  return [
    check('every idea produced a report', run.failed),
    check('the invented figure is in no stored report', [
      ...offenders(({ report }) =>
        PLANTED.figureTraces.some((trace) => writtenText(report).includes(trace)),
      ),
      ...offenders(({ measure }) => measure.claims.dropped < 1),
    ]),
    check(
      'the made-up quote is never a finding: it is listed under needs checking',
      offenders(({ idea, report }) => {
        const { claim, quote } = PLANTED.madeUp[idea.language];
        const research = report.search_performed;
        return (
          research.key_findings.some((finding) => finding.includes(claim)) ||
          (research.evidence ?? []).some((item) => item.quote.includes(quote)) ||
          !(research.needs_checking ?? []).includes(claim)
        );
      }),
    ),
    check(
      `Chinese reports first written in English took the repair turn and are stored in Chinese (${englishFirst.length})`,
      englishFirst
        .filter(({ measure }) => !measure.repaired || !measure.inLanguage)
        .map(({ idea }) => idea.id),
      englishFirst.length > 0,
    ),
    check(
      'every report is in the requested language',
      offenders(({ measure }) => !measure.inLanguage),
    ),
    check(
      `sources that read as instructions are flagged in meta (${instructionPages.length})`,
      instructionPages.filter((page) => !page.flagged).map((page) => page.id),
      instructionPages.length > 0,
    ),
    check(
      'every planned query was answered from its recording',
      offenders(({ idea }) => (run.tallies.get(idea.id)?.exact ?? 0) < idea.plan.length),
    ),
    check(
      `the model calls the reports record are the calls the model server received (${callsRecorded} / ${run.modelCallsReceived})`,
      [],
      callsRecorded === run.modelCallsReceived,
    ),
  ];
}
