// bench/quality: the labelled quality benchmark (issue 16, §5). Every idea of bench/quality/
// (tune, dev, the fresh probes, the blind probes and holdout) goes through the analyst as the API would take it: the refusal check
// first, then the brief, the quick report and the deep report; per part it prints the share of
// each brief field read right, red flags found, refusals and false refusals, the score spread
// between strong and weak ideas, identical reports and the time per idea.
// Run: npm run bench:quality   (PART=tune, dev, fresh, fresh-a…, blind or holdout for one part;
// JSON=path writes figures; MISSES=1 lists the misses of the parts read for tuning: not holdout,
// not blind)
import { readFileSync, writeFileSync } from 'node:fs';
import { createAnalyst } from '@idealens/analyst/analyst';
import { assessIdeaClarity } from '@idealens/analyst/idea-clarity';
import {
  AUDIENCE_KINDS,
  type Brief,
  PAYER_KINDS,
  RED_FLAG_KINDS,
  REVENUE_MODELS,
} from '@idealens/shared/brief';
import { languageSchema } from '@idealens/shared/simple-report';
import { z } from 'zod';
import { BLIND_FILES, FRESH_FILES, namesGroup } from './quality/validate.ts';

const itemSchema = z.object({
  id: z.string(),
  idea: z.string().min(1),
  language: languageSchema,
  class: z.enum(['strong', 'ordinary', 'weak', 'unlawful', 'nonsense']),
  probes: z.array(z.string()).default([]),
  industry: z.array(z.string()),
  subNiche: z.string().nullable().optional(),
  users: z
    .object({ kinds: z.array(z.enum(AUDIENCE_KINDS)), words: z.array(z.string()).optional() })
    .optional(),
  payer: z
    .object({ kinds: z.array(z.enum(PAYER_KINDS)), words: z.array(z.string()).optional() })
    .optional(),
  revenue: z.array(z.enum(REVENUE_MODELS)).optional(),
  redFlags: z.array(z.enum(RED_FLAG_KINDS)).default([]),
  refuse: z.boolean(),
});
type Item = z.infer<typeof itemSchema>;

/**
 * tune, dev and fresh are read for tuning; holdout is judged only (bench/quality/README.md).
 * fresh is the four probe files written blind on 2026-11-27; PART=fresh-a (…) runs one of them.
 * blind is the three written blind later that day and judged only while that session tuned.
 */
const PARTS = ['tune', 'dev', 'fresh', 'blind', 'holdout'] as const;

function load(part: string): Item[] {
  if (part === 'fresh') return FRESH_FILES.flatMap(load);
  if (part === 'blind') return BLIND_FILES.flatMap(load);
  const file = new URL(`./quality/${part}.json`, import.meta.url);
  return z.array(itemSchema).parse(JSON.parse(readFileSync(file, 'utf8')));
}

interface Outcome {
  item: Item;
  refused: boolean;
  brief?: Brief;
  quickScore?: number;
  deepComposite?: number;
  verdict?: string;
  /** The quick and the deep report's text, without meta, to find identical reports. */
  quickText?: string;
  deepText?: string;
  ms: number;
}

const analyst = createAnalyst({ engine: 'offline' });

async function run(item: Item): Promise<Outcome> {
  const started = performance.now();
  const clarity = assessIdeaClarity(item.idea);
  if (!clarity.clear) return { item, refused: true, ms: performance.now() - started };
  const { language } = item;
  const reading = await analyst.readBrief(item.idea, { language });
  const quick = await analyst.analyzeSimple(item.idea, { language, reading });
  const deep = await analyst.analyzeDeep(item.idea, { language, reading });
  const { meta: _quickMeta, brief: _quickBrief, ...quickBody } = quick;
  const { meta: _deepMeta, brief: _deepBrief, ...deepBody } = deep;
  return {
    item,
    refused: false,
    brief: reading.brief,
    quickScore: quick.recommendations.feasibility_score,
    deepComposite: deep.quantitative_scoring.composite_score,
    verdict: deep.investment_recommendation.verdict,
    quickText: JSON.stringify(quickBody),
    deepText: JSON.stringify(deepBody),
    ms: performance.now() - started,
  };
}

interface Tally {
  right: number;
  total: number;
}
const tally = (): Tally => ({ right: 0, total: 0 });
const count = (t: Tally, right: boolean) => {
  t.total += 1;
  if (right) t.right += 1;
};
const share = (t: Tally) => (t.total === 0 ? null : t.right / t.total);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The ids of the ideas whose reports are word for word the same, a group per report text. */
function identicalGroups(outcomes: Outcome[], key: 'quickText' | 'deepText'): string[][] {
  const seen = new Map<string, string[]>();
  for (const outcome of outcomes) {
    const text = outcome[key];
    if (text) seen.set(text, [...(seen.get(text) ?? []), outcome.item.id]);
  }
  return [...seen.values()].filter((ids) => ids.length > 1);
}

const pairsIn = (groups: string[][]) =>
  groups.reduce((pairs, ids) => pairs + (ids.length * (ids.length - 1)) / 2, 0);

function measure(outcomes: Outcome[]) {
  const t = {
    industry: tally(),
    subNiche: tally(),
    users: tally(),
    payer: tally(),
    revenue: tally(),
    unlawfulFound: tally(),
    unlawfulFalse: tally(),
    safetyFound: tally(),
    fatalFound: tally(),
    nonsenseRefused: tally(),
    realRefused: tally(),
    unlawfulNotRecommended: tally(),
    /** Wrong industries the brief was sure of (high confidence): a confident wrong answer. */
    confidentWrong: tally(),
    /** Industries read with high confidence that were right. */
    confidentRight: tally(),
  };
  const misses: string[] = [];
  for (const o of outcomes) {
    const { item, brief } = o;
    if (item.refuse) count(t.nonsenseRefused, o.refused);
    else count(t.realRefused, o.refused);
    if (item.refuse !== o.refused)
      misses.push(`${item.id} ${o.refused ? 'refused' : 'not refused'}`);
    if (item.refuse || !brief) continue;
    const flagKinds = new Set(brief.redFlags.map((f) => f.kind));
    const industryRight = item.industry.includes(brief.industry.id);
    count(t.industry, industryRight);
    if (!industryRight) count(t.confidentWrong, brief.industry.confidence === 'high');
    if (brief.industry.confidence === 'high') count(t.confidentRight, industryRight);
    if (!industryRight) misses.push(`${item.id} industry ${brief.industry.id} ≠ ${item.industry}`);
    if (item.subNiche) count(t.subNiche, brief.industry.subNiche?.id === item.subNiche);
    if (item.users) {
      const right =
        item.users.kinds.includes(brief.users.kind) &&
        namesGroup(brief.users.description, item.users.words);
      count(t.users, right);
      if (!right) misses.push(`${item.id} users ${brief.users.kind} "${brief.users.description}"`);
    }
    if (item.payer) {
      const right =
        item.payer.kinds.includes(brief.payer.kind) &&
        namesGroup(brief.payer.description, item.payer.words);
      count(t.payer, right);
      if (!right) misses.push(`${item.id} payer ${brief.payer.kind} "${brief.payer.description}"`);
    }
    if (item.revenue) {
      const right = item.revenue.includes(brief.revenueModel.kind);
      count(t.revenue, right);
      if (!right) misses.push(`${item.id} revenue ${brief.revenueModel.kind} ≠ ${item.revenue}`);
    }
    if (item.redFlags.includes('unlawful')) {
      count(t.unlawfulFound, flagKinds.has('unlawful'));
      if (!flagKinds.has('unlawful')) misses.push(`${item.id} unlawful not found`);
      count(t.unlawfulNotRecommended, o.verdict === 'not_recommend');
    } else {
      count(t.unlawfulFalse, flagKinds.has('unlawful'));
      if (flagKinds.has('unlawful')) misses.push(`${item.id} unlawful on a lawful idea`);
    }
    if (item.redFlags.includes('safety-critical')) {
      count(t.safetyFound, flagKinds.has('safety-critical'));
      if (!flagKinds.has('safety-critical')) misses.push(`${item.id} safety-critical not found`);
    }
    if (item.redFlags.includes('fatal-flaw')) {
      count(t.fatalFound, flagKinds.has('fatal-flaw'));
      if (!flagKinds.has('fatal-flaw')) misses.push(`${item.id} fatal-flaw not found`);
    }
  }
  const scores = (cls: Item['class']) =>
    outcomes.flatMap((o) =>
      o.item.class === cls && o.quickScore !== undefined ? [o.quickScore] : [],
    );
  const deepScores = (cls: Item['class']) =>
    outcomes.flatMap((o) =>
      o.item.class === cls && o.deepComposite !== undefined ? [o.deepComposite] : [],
    );
  const times = outcomes.map((o) => o.ms);
  const identicalQuick = identicalGroups(outcomes, 'quickText');
  const identicalDeep = identicalGroups(outcomes, 'deepText');
  return {
    ideas: outcomes.length,
    chinese: outcomes.filter((o) => o.item.language === 'zh-CN').length,
    industry: share(t.industry),
    confidentWrong: share(t.confidentWrong),
    confidentRight: share(t.confidentRight),
    subNiche: share(t.subNiche),
    users: share(t.users),
    payer: share(t.payer),
    revenue: share(t.revenue),
    unlawfulFound: share(t.unlawfulFound),
    unlawfulFalseAlarm: share(t.unlawfulFalse),
    unlawfulNotRecommended: share(t.unlawfulNotRecommended),
    safetyFound: share(t.safetyFound),
    fatalFound: share(t.fatalFound),
    nonsenseRefused: share(t.nonsenseRefused),
    realRefused: share(t.realRefused),
    medianQuick: { strong: median(scores('strong')), weak: median(scores('weak')) },
    medianDeep: { strong: median(deepScores('strong')), weak: median(deepScores('weak')) },
    identicalQuick: pairsIn(identicalQuick),
    identicalDeep: pairsIn(identicalDeep),
    msPerIdea: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
    misses: [
      ...misses,
      ...identicalQuick.map((ids) => `${ids.join(' = ')} identical quick reports`),
      ...identicalDeep.map((ids) => `${ids.join(' = ')} identical deep reports`),
    ],
  };
}

const TARGETS: Record<string, string> = {
  industry: '≥ 90 %',
  users: '≥ 85 %',
  payer: '≥ 85 %',
  unlawfulFound: '≥ 95 %',
  nonsenseRefused: '≥ 95 %',
  realRefused: '≤ 2 %',
  spread: '≥ 2.0',
  identical: '0',
};

const pct = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)} %`);
const num = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '—');

const parts: string[] = process.env.PART ? [process.env.PART] : [...PARTS];
const results: Record<string, ReturnType<typeof measure>> = {};
for (const part of parts) {
  const items = load(part);
  const outcomes: Outcome[] = [];
  for (const item of items) outcomes.push(await run(item));
  results[part] = measure(outcomes);
}

const rows: Array<[string, (r: ReturnType<typeof measure>) => string, string?]> = [
  ['ideas (Chinese)', (r) => `${r.ideas} (${r.chinese})`],
  ['industry read right', (r) => pct(r.industry), TARGETS.industry],
  ['industry right when read with high confidence', (r) => pct(r.confidentRight)],
  ['wrong industries read with high confidence', (r) => pct(r.confidentWrong)],
  ['sub-niche read right', (r) => pct(r.subNiche)],
  ['who uses read right', (r) => pct(r.users), TARGETS.users],
  ['who pays read right', (r) => pct(r.payer), TARGETS.payer],
  ['revenue model read right', (r) => pct(r.revenue)],
  ['unlawful red flags found', (r) => pct(r.unlawfulFound), TARGETS.unlawfulFound],
  ['unlawful flag on a lawful idea', (r) => pct(r.unlawfulFalseAlarm)],
  ['unlawful ideas not recommended', (r) => pct(r.unlawfulNotRecommended), '100 %'],
  ['safety-critical flags found', (r) => pct(r.safetyFound)],
  ['fatal flaws found', (r) => pct(r.fatalFound)],
  ['nonsense refused', (r) => pct(r.nonsenseRefused), TARGETS.nonsenseRefused],
  ['real ideas refused', (r) => pct(r.realRefused), TARGETS.realRefused],
  [
    'median quick score strong / weak (spread)',
    (r) =>
      `${num(r.medianQuick.strong)} / ${num(r.medianQuick.weak)} (${num(r.medianQuick.strong - r.medianQuick.weak)})`,
    TARGETS.spread,
  ],
  [
    'median deep score strong / weak (spread)',
    (r) =>
      `${num(r.medianDeep.strong)} / ${num(r.medianDeep.weak)} (${num(r.medianDeep.strong - r.medianDeep.weak)})`,
  ],
  [
    'identical report pairs quick / deep',
    (r) => `${r.identicalQuick} / ${r.identicalDeep}`,
    TARGETS.identical,
  ],
  ['time per idea (refusal, brief, quick, deep)', (r) => `${r.msPerIdea.toFixed(2)} ms`],
];

const header = ['measure', ...parts, 'target'];
const table = [
  header,
  ...rows.map(([name, get, target]) => [
    name,
    ...parts.map((p) => get(results[p] as ReturnType<typeof measure>)),
    target ?? '',
  ]),
];
const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
for (const row of table)
  console.log(row.map((cell, i) => (cell ?? '').padEnd(widths[i] ?? 0)).join('  '));

// Misses of the parts read for tuning only: the held-out and the blind part are judged, not read.
if (process.env.MISSES) {
  for (const [part, result] of Object.entries(results)) {
    if (part === 'holdout' || part === 'blind') continue;
    console.log(`\nmisses (${part}):`);
    for (const miss of result.misses) console.log(`  ${miss}`);
  }
}
if (process.env.JSON) {
  const figures = Object.fromEntries(
    Object.entries(results).map(([part, { misses: _misses, ...figures }]) => [part, figures]),
  );
  writeFileSync(process.env.JSON, `${JSON.stringify(figures, null, 2)}\n`);
}
