// bench/quality/validate: checks the labelled quality set (tune.json, holdout.json, dev.json) against its
// rules and prints counts only (never the ideas: nobody on the team reads holdout.json).
// Run: npx node bench/quality/validate.ts   (exit code 1 when anything is wrong)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AUDIENCE_KINDS,
  PAYER_KINDS,
  RED_FLAG_KINDS,
  REVENUE_MODELS,
} from '@idealens/shared/brief';
import { z } from 'zod';

const here = import.meta.dirname;
const root = path.resolve(here, '../..');

/**
 * The probe files read for tuning (README, "The parts read for tuning"), each with its id prefix,
 * in the order they were written or joined: one table, from which the list of files follows.
 */
const FRESH_PREFIXES = {
  'fresh-a': 'f',
  'fresh-b': 'g',
  'fresh-unlawful': 'u',
  'fresh-refusals': 'n',
  'fresh-d': 'p',
  'fresh-d-unlawful': 'w',
  'fresh-d-refusals': 'r',
  'fresh-c': 'c',
  'fresh-c-unlawful': 'v',
  'fresh-c-refusals': 'm',
  'fresh-f': 'k',
  'fresh-f-unlawful': 'q',
  'fresh-f-refusals': 'z',
  'fresh-e': 'e',
  'fresh-e-unlawful': 'x',
  'fresh-e-refusals': 'y',
  'fresh-g-unlawful': 'o',
  'fresh-g-refusals': 's',
  'fresh-i': 'ia',
  'fresh-i-payers': 'ib',
  'fresh-i-unlawful': 'ic',
  'fresh-i-refusals': 'id',
  'fresh-j': 'ie',
  'fresh-j-payers': 'if',
  'fresh-j-unlawful': 'ig',
  'fresh-j-unlawful-rules': 'ih',
  'fresh-k-payers': 'ka',
  'fresh-k-b2b2c': 'kb',
  'fresh-k-unlawful': 'kc',
  'fresh-k-unlawful-described': 'kd',
  'fresh-l-refusals': 'ba',
  'fresh-l-refusals-zh': 'bb',
  'fresh-l': 'bc',
  'fresh-l-zh': 'bd',
  'fresh-l-payers': 'be',
  'fresh-l-payers-zh': 'bf',
  'fresh-l-unlawful': 'bg',
  'fresh-l-unlawful-zh': 'bh',
  'fresh-l-short': 'bi',
  'fresh-l-short-zh': 'bj',
} as const;
export const FRESH_FILES = Object.keys(FRESH_PREFIXES) as Array<keyof typeof FRESH_PREFIXES>;
/**
 * The probe files kept blind, with their id prefixes: the part `blind`, read for its figures only,
 * as a second, larger held-out check (README). fresh-h… was written on 2026-11-28 (eleventh
 * session) by writers who saw neither the analyst nor the other probes.
 */
const BLIND_PREFIXES = {
  'fresh-h': 'a',
  'fresh-h-payers': 'l',
  'fresh-h-unlawful': 'i',
  'fresh-h-refusals': 'j',
} as const;
export const BLIND_FILES = Object.keys(BLIND_PREFIXES) as Array<keyof typeof BLIND_PREFIXES>;

/** Every id prefix: tune's, holdout's, dev's and each probe file's. */
const ID_PREFIXES = [
  't',
  'h',
  'd',
  ...Object.values(FRESH_PREFIXES),
  ...Object.values(BLIND_PREFIXES),
];

export const CLASSES = ['strong', 'ordinary', 'weak', 'unlawful', 'nonsense'] as const;
export const LANGUAGES = ['en-US', 'zh-CN'] as const;
export const PROBES = [
  'one-keyword',
  'inverted-need',
  'negation',
  'unlawful',
  'safety',
  'nonsense',
  'joke',
  'tiny-market',
  'no-payer',
  'no-competitors',
  'chinese-compound',
  'platform-fee',
  'wrong-region',
  'b2b2c',
  'hardware',
  'marketplace',
  'services',
] as const;

/** Industry and sub-niche ids as docs/knowledge-taxonomy.md lists them (sub-niche → parent). */
export function readTaxonomy(file = path.join(root, 'docs/knowledge-taxonomy.md')) {
  const text = readFileSync(file, 'utf8');
  const industries = new Set<string>(['general']);
  const parents = new Map<string, string>();
  for (const match of text.matchAll(/^(Existing \(\d+\)|Added \(\d+\)):([\s\S]*?)(?:\n\n)/gm)) {
    const list = (match[2] ?? '').replace(/\([^)]*\)/g, '');
    for (const id of list.split(/[,.]/)) if (id.trim()) industries.add(id.trim());
  }
  for (const match of text.matchAll(/^- ([a-z0-9-]+) → (.+)$/gm)) {
    for (const id of (match[2] ?? '').split(',')) parents.set(id.trim(), match[1] ?? '');
  }
  return { industries, parents };
}

const CJK = /[\u3400-\u9fff]/;
const party = <T extends readonly [string, ...string[]]>(kinds: T) =>
  z
    .object({
      kinds: z.array(z.enum(kinds)),
      words: z
        .array(
          z
            .string()
            .min(1)
            .refine((w) => w === w.toLowerCase(), 'lower-case'),
        )
        .min(1)
        .max(4)
        .optional(),
    })
    .strict();

export const benchItemSchema = z
  .object({
    id: z.string().regex(new RegExp(`^(?:${ID_PREFIXES.join('|')})-\\d{3}$`)),
    idea: z.string().refine((s) => s.trim().length >= 10 && s.length <= 400, '10-400 characters'),
    language: z.enum(LANGUAGES),
    class: z.enum(CLASSES),
    probes: z.array(z.enum(PROBES)),
    industry: z.array(z.string().min(1)).max(2),
    subNiche: z.string().min(1).optional(),
    users: party(AUDIENCE_KINDS),
    payer: party(PAYER_KINDS),
    revenue: z.array(z.enum(REVENUE_MODELS)),
    redFlags: z.array(z.enum(RED_FLAG_KINDS)),
    refuse: z.boolean(),
  })
  .strict();
export type BenchItem = z.infer<typeof benchItemSchema>;

/** Every rule an item must keep beyond its shape; answers the problems found. */
export function itemProblems(item: BenchItem, taxonomy: ReturnType<typeof readTaxonomy>): string[] {
  const problems: string[] = [];
  const nonsense = item.class === 'nonsense';
  const unique = (list: readonly string[], name: string) => {
    if (new Set(list).size !== list.length) problems.push(`${name} repeats a value`);
  };
  unique(item.probes, 'probes');
  unique(item.industry, 'industry');
  unique(item.users.kinds, 'users.kinds');
  unique(item.payer.kinds, 'payer.kinds');
  unique(item.revenue, 'revenue');
  unique(item.redFlags, 'redFlags');
  if (item.refuse !== nonsense) problems.push('refuse must be true exactly for nonsense');
  for (const id of item.industry) {
    if (!taxonomy.industries.has(id)) problems.push(`unknown industry ${id}`);
  }
  if (item.subNiche !== undefined) {
    const parent = taxonomy.parents.get(item.subNiche);
    if (parent === undefined) problems.push(`unknown sub-niche ${item.subNiche}`);
    else if (!item.industry.includes(parent)) {
      problems.push(`sub-niche ${item.subNiche} needs its parent ${parent} among the industries`);
    }
  }
  if (nonsense) {
    const empty =
      item.industry.length === 0 &&
      item.subNiche === undefined &&
      item.users.kinds.length === 0 &&
      item.payer.kinds.length === 0 &&
      item.users.words === undefined &&
      item.payer.words === undefined &&
      item.revenue.length === 0 &&
      item.redFlags.length === 0;
    if (!empty) problems.push('a nonsense item carries no reading');
    if (!item.probes.includes('nonsense')) problems.push('a nonsense item has the nonsense probe');
  } else {
    if (item.industry.length === 0) problems.push('industry is empty');
    if (item.users.kinds.length === 0) problems.push('users.kinds is empty');
    if (item.payer.kinds.length === 0) problems.push('payer.kinds is empty');
    if (item.revenue.length === 0) problems.push('revenue is empty');
  }
  if ((item.class === 'unlawful') !== item.redFlags.includes('unlawful')) {
    problems.push('the unlawful red flag belongs to the unlawful class, and only to it');
  }
  if (item.redFlags.includes('unlawful') !== item.probes.includes('unlawful')) {
    problems.push('the unlawful probe goes with the unlawful red flag');
  }
  if (item.redFlags.includes('safety-critical') !== item.probes.includes('safety')) {
    problems.push('the safety probe goes with the safety-critical red flag');
  }
  for (const words of [item.users.words ?? [], item.payer.words ?? []]) {
    if (words.length === 0) continue;
    const chinese = words.some((w) => CJK.test(w));
    if (item.language === 'zh-CN' && !chinese) problems.push('a Chinese idea needs Chinese words');
    if (item.language === 'en-US' && chinese) problems.push('an English idea needs English words');
  }
  return problems;
}

export function loadBench(file: string): BenchItem[] {
  return z.array(benchItemSchema).parse(JSON.parse(readFileSync(file, 'utf8')));
}

function main() {
  const taxonomy = readTaxonomy();
  // dev: a third set written later, blind to the analyst, to generalise against (README); fresh:
  // the probes written blind on 2026-11-27, each file with its own prefix.
  const parts = { tune: 't', holdout: 'h', dev: 'd', fresh: '', blind: '' } as const;
  const errors: string[] = [];
  const all: (BenchItem & { part: string })[] = [];
  const files: Array<[part: string, file: string, prefix: string]> = [
    ['tune', 'tune', 't'],
    ['holdout', 'holdout', 'h'],
    ['dev', 'dev', 'd'],
    ...FRESH_FILES.map((file): [string, string, string] => ['fresh', file, FRESH_PREFIXES[file]]),
    ...BLIND_FILES.map((file): [string, string, string] => ['blind', file, BLIND_PREFIXES[file]]),
  ];
  for (const [part, file, prefix] of files) {
    const items = loadBench(path.join(here, `${file}.json`));
    for (const item of items) {
      if (!item.id.startsWith(`${prefix}-`))
        errors.push(`${item.id}: id must start with ${prefix}-`);
      for (const problem of itemProblems(item, taxonomy)) errors.push(`${item.id}: ${problem}`);
      all.push({ ...item, part });
    }
  }
  const ids = new Set<string>();
  const ideas = new Map<string, string>();
  for (const item of all) {
    if (ids.has(item.id)) errors.push(`${item.id}: id repeated`);
    // The same idea with another full stop or capital is the same idea ("Uber for lawn mowing.");
    // texts that are not ideas may share their letters ("test", "Test!").
    const words = item.refuse
      ? item.idea.trim()
      : item.idea.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
    const first = ideas.get(words);
    if (first !== undefined) errors.push(`${item.id}: idea repeated (${first})`);
    ids.add(item.id);
    ideas.set(words, item.id);
  }

  const count = (filter: (item: (typeof all)[number]) => boolean) => all.filter(filter).length;
  console.log('class       part     en-US  zh-CN  total');
  for (const cls of CLASSES) {
    for (const part of Object.keys(parts)) {
      const en = count((i) => i.class === cls && i.part === part && i.language === 'en-US');
      const zh = count((i) => i.class === cls && i.part === part && i.language === 'zh-CN');
      if (en === 0 || zh === 0) errors.push(`${part}: ${cls} needs both languages`);
      console.log(
        `${cls.padEnd(11)} ${part.padEnd(8)} ${String(en).padStart(5)}  ${String(zh).padStart(5)}  ${String(en + zh).padStart(5)}`,
      );
    }
    const total = count((i) => i.class === cls);
    const zh = count((i) => i.class === cls && i.language === 'zh-CN');
    if (zh / total < 0.3) errors.push(`${cls}: Chinese share ${zh}/${total} is under 30 %`);
  }
  const zh = count((i) => i.language === 'zh-CN');
  console.log(
    `total ${all.length} (${Object.keys(parts)
      .map((part) => `${part} ${count((i) => i.part === part)}`)
      .join(', ')}), Chinese ${zh}`,
  );
  if (all.length < 340) errors.push(`only ${all.length} ideas, at least 340 wanted`);
  if (zh < 120) errors.push(`only ${zh} Chinese ideas, at least 120 wanted`);

  const ordinary = all.filter((i) => i.class === 'ordinary');
  const industries = new Set(ordinary.flatMap((i) => i.industry).filter((id) => id !== 'general'));
  const subNiches = new Set(ordinary.flatMap((i) => (i.subNiche ? [i.subNiche] : [])));
  const everyIndustry = new Set(all.flatMap((i) => i.industry).filter((id) => id !== 'general'));
  const everySubNiche = new Set(all.flatMap((i) => (i.subNiche ? [i.subNiche] : [])));
  console.log(
    `ordinary ideas cover ${industries.size} of ${taxonomy.industries.size - 1} industries and ${subNiches.size} of ${taxonomy.parents.size} sub-niches; the whole set ${everyIndustry.size} and ${everySubNiche.size}`,
  );
  if (industries.size < 45) errors.push('ordinary ideas cover fewer than 45 industries');
  if (subNiches.size < 30) errors.push('ordinary ideas cover fewer than 30 sub-niches');

  const probes = PROBES.map((probe) => {
    const n = count((i) => i.probes.includes(probe));
    if (n === 0) errors.push(`no idea probes ${probe}`);
    return `${probe} ${n}`;
  });
  console.log(`probes: ${probes.join(', ')}`);
  const flags = RED_FLAG_KINDS.map((kind) => `${kind} ${count((i) => i.redFlags.includes(kind))}`);
  console.log(`red flags: ${flags.join(', ')}`);

  if (errors.length > 0) {
    console.error(`${errors.length} problem(s):\n${errors.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('bench/quality: valid');
  }
}

if (import.meta.main) main();

/**
 * Whether a description names the labelled group: any of its stems, case-insensitive (no stems:
 * any description). How the benchmark judges who uses and who pays, and what the users model
 * learns from.
 */
export function namesGroup(description: string, words: readonly string[] | undefined): boolean {
  if (!words || words.length === 0) return true;
  const text = description.toLowerCase();
  return words.some((word) => text.includes(word.toLowerCase()));
}
