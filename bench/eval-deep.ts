// bench/eval-deep: the real-model evaluation of deep analyses (issue 18, item 9). Every idea of
// bench/eval-deep/ideas.json goes through analyst.readBrief then analyst.analyzeDeep with the
// LLM engine; its searches are answered by the local search server replaying the results recorded
// in bench/eval-deep/searches/, so only the model is real. Per language and overall it prints the
// share of claims whose quote is found in their source, what was dropped or listed as needing
// checks, the share of reports in the requested language, plan coverage, model calls, tokens and
// time per report, and the failures.
// With LLM_API_KEY set it calls that model (LLM_PROVIDER, LLM_MODEL, LLM_BASE_URL as the server
// reads them); without one it runs the same harness against the scripted fake model and checks
// that every mistake it planted was caught (PASS/FAIL lines).
// Run: npm run eval:deep   (IDEAS=id,id… for some ideas; JSON=path writes the figures)
// Exit code 0 unless the harness itself breaks; in keyless mode a FAIL line is such a break.
import { writeFileSync } from 'node:fs';
import { type AnalystConfig, createAnalyst } from '@idealens/analyst/analyst';
import { LLM_PROVIDERS, type LlmProvider } from '@idealens/analyst/llm/provider';
import { startFakeSearchServer } from '@idealens/analyst/search/testing/fake-search-server';
import type { DeepAnalysisResult } from '@idealens/shared/full-report';
import type { Language } from '@idealens/shared/simple-report';
import { type EvalIdea, loadEvalSet } from './eval-deep/eval-set.ts';
import { keylessChecks } from './eval-deep/harness-checks.ts';
import {
  type GroupFigures,
  groupFigures,
  measureReport,
  type ReportMeasure,
} from './eval-deep/report-measures.ts';
import { startScriptedModel } from './eval-deep/scripted-model.ts';
import { createSearchReplay } from './eval-deep/search-replay.ts';

type ModelSettings = Extract<AnalystConfig, { engine: 'llm' }>;

/** The model under evaluation, from the same variables the server reads. */
function modelFromEnv(apiKey: string): Omit<ModelSettings, 'engine'> {
  const provider = (process.env.LLM_PROVIDER?.trim() || 'openai') as LlmProvider;
  const model = process.env.LLM_MODEL?.trim();
  if (!LLM_PROVIDERS.includes(provider)) {
    throw new Error(`LLM_PROVIDER must be one of ${LLM_PROVIDERS.join(', ')}`);
  }
  if (!model) throw new Error('LLM_MODEL is required with LLM_API_KEY');
  const number = (name: string) =>
    process.env[name]?.trim() ? Number(process.env[name]) : undefined;
  return {
    provider,
    model,
    apiKey,
    baseURL: process.env.LLM_BASE_URL?.trim() || undefined,
    timeoutMs: number('LLM_TIMEOUT_MS'),
    deepMaxOutputTokens: number('LLM_DEEP_MAX_OUTPUT_TOKENS'),
  };
}

const set = loadEvalSet();
const wanted = process.env.IDEAS?.split(',')
  .map((id) => id.trim())
  .filter(Boolean);
const ideas = wanted ? set.ideas.filter((idea) => wanted.includes(idea.id)) : set.ideas;
if (wanted && ideas.length !== wanted.length) {
  throw new Error(`IDEAS names ideas the set does not have: ${wanted.join(', ')}`);
}

const apiKey = process.env.LLM_API_KEY?.trim();
// Read before any server starts, so a missing setting stops the run at once.
const fromEnv = apiKey ? modelFromEnv(apiKey) : undefined;
const replay = createSearchReplay(set.ideas, set.searches);
const search = await startFakeSearchServer({ answer: (query) => replay.answer(query) });
const scripted = fromEnv ? undefined : await startScriptedModel(set.ideas);
const model: Omit<ModelSettings, 'engine'> = fromEnv ?? {
  provider: 'openai',
  model: 'scripted-fake',
  apiKey: 'sk-scripted',
  baseURL: scripted?.baseURL,
  maxRetries: 0,
};

const mode = scripted ? 'keyless (scripted fake model)' : `${model.provider} ${model.model}`;
console.log(`eval:deep: ${ideas.length} ideas, model: ${mode}, searches replayed from recordings`);

const reports = new Map<string, { report: DeepAnalysisResult; measure: ReportMeasure }>();
const failures: { id: string; language: Language; reason: string }[] = [];

/** A failure's message and, when it has one, its cause's: what went wrong where. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message.slice(0, 200)})` : '';
  return `${error.message}${cause}`;
}

async function evaluate(idea: EvalIdea): Promise<void> {
  replay.play(idea.id);
  // A new analyst per idea, so no idea is answered from another's search cache.
  const analyst = createAnalyst({
    engine: 'llm',
    ...model,
    search: { provider: 'tavily', apiKey: 'tvly-replay', baseUrl: search.url },
  });
  const { language } = idea;
  const started = performance.now();
  try {
    const reading = await analyst.readBrief(idea.idea, { language });
    const report = await analyst.analyzeDeep(idea.idea, { language, reading });
    const measure = measureReport(idea.id, language, report, performance.now() - started);
    reports.set(idea.id, { report, measure });
    const { claims } = measure;
    console.error(
      `  ${idea.id}: claims ${claims.supported}/${claims.checked}, language ${measure.inLanguage ? 'ok' : 'WRONG'}, plan ${measure.coveredAreas}/${measure.plannedAreas}, calls ${measure.modelCalls}, ${(measure.ms / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    failures.push({ id: idea.id, language, reason: reasonOf(error) });
    console.error(`  ${idea.id}: FAILED ${reasonOf(error)}`);
  }
}

try {
  for (const idea of ideas) await evaluate(idea);
} finally {
  await Promise.all([search.close(), scripted?.close()]);
}

const GROUPS: { name: string; language?: Language }[] = [
  { name: 'en-US', language: 'en-US' },
  { name: 'zh-CN', language: 'zh-CN' },
  { name: 'all' },
];
const figures: Record<string, GroupFigures> = {};
for (const group of GROUPS) {
  const inGroup = (language: Language) => !group.language || language === group.language;
  figures[group.name] = groupFigures(
    [...reports.values()].map((r) => r.measure).filter((m) => inGroup(m.language)),
    failures.filter((f) => inGroup(f.language)).length,
  );
}
const tallies = [...replay.tallies.values()];
const replayed = {
  exact: tallies.reduce((n, t) => n + t.exact, 0),
  nearest: tallies.reduce((n, t) => n + t.nearest, 0),
  missed: tallies.reduce((n, t) => n + t.missed, 0),
};

const pct = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)} %`);
const num = (value: number | null, digits = 1) => (value === null ? '—' : value.toFixed(digits));
const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);
const perReport = (total: number, f: GroupFigures) =>
  `${total} (${f.reports === 0 ? '—' : (total / f.reports).toFixed(1)})`;

const rows: [string, (f: GroupFigures) => string][] = [
  ['reports / ideas (failed)', (f) => `${f.reports} / ${f.ideas} (${f.failed})`],
  ['claims checked', (f) => String(f.claimsChecked)],
  ['claims whose quote is in their source', (f) => pct(f.supportedShare)],
  ['needs checking (per report)', (f) => perReport(f.needsChecking, f)],
  ['dropped: unbacked figures (per report)', (f) => perReport(f.dropped, f)],
  ['reports in the requested language', (f) => pct(f.inLanguageShare)],
  ['plan coverage (areas with a result)', (f) => pct(f.planCoverage)],
  ['searches per report', (f) => num(f.searchesPerReport)],
  ['model calls per report', (f) => num(f.modelCallsPerReport, 2)],
  ['reports that took a repair turn', (f) => String(f.repaired)],
  [
    'tokens per report, input / output',
    (f) => `${num(f.inputTokensPerReport, 0)} / ${num(f.outputTokensPerReport, 0)}`,
  ],
  ['time per report (slowest)', (f) => `${seconds(f.msPerReport)} (${seconds(f.slowestMs)})`],
  ['thin-evidence reports', (f) => String(f.thin)],
  ['sources flagged as instructions', (f) => String(f.flaggedSources)],
];
const header = ['measure', ...GROUPS.map((g) => g.name)];
const table = [
  header,
  ...rows.map(([name, get]) => [name, ...GROUPS.map((g) => get(figures[g.name] as GroupFigures))]),
];
const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
console.log('');
for (const row of table) {
  console.log(row.map((cell, i) => (cell ?? '').padEnd(widths[i] ?? 0)).join('  '));
}
console.log(
  `\nsearches replayed: ${replayed.exact} as recorded, ${replayed.nearest} from the nearest recording, ${replayed.missed} near none (no results)`,
);
console.log(
  'Tokens are the report calls’ (meta.tokens); the brief call’s are not recorded. Model calls count the brief call.',
);
if (failures.length > 0) {
  console.log('\nfailures:');
  for (const failure of failures) console.log(`  ${failure.id}: ${failure.reason}`);
}

let broken = false;
if (scripted) {
  const checks = keylessChecks({
    ideas,
    reports,
    failed: failures.map((f) => f.id),
    searches: set.searches,
    tallies: replay.tallies,
    modelCallsReceived: scripted.calls(),
    writesEnglishFirst: scripted.writesEnglishFirst,
  });
  console.log('\nharness checks (keyless):');
  for (const check of checks) {
    const who = check.offenders.length > 0 ? `: ${check.offenders.join(', ')}` : '';
    console.log(`  ${check.passed ? 'PASS' : 'FAIL'} ${check.what}${who}`);
  }
  broken = checks.some((check) => !check.passed);
}

if (process.env.JSON) {
  const written = {
    mode,
    date: new Date().toISOString().slice(0, 10),
    figures,
    replayed,
    failures,
  };
  writeFileSync(process.env.JSON, `${JSON.stringify(written, null, 2)}\n`);
}
process.exitCode = broken ? 1 : 0;
