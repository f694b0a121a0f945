import {
  KnowledgeFileError,
  parseKnowledge,
  readKnowledgeFile,
  readKnowledgeJson,
} from './load.ts';
import {
  type IndustryFile,
  industryFileSchema,
  industryOrderSchema,
  industrySchema,
  type SubNicheFile,
} from './schema.ts';
import type { CompetitorMarket, Industry, Keywords, Market } from './types.ts';

/**
 * The industries and sub-niches, read from `knowledge/industries/<id>.json` in the order of
 * `knowledge/industry-order.json`. Specific industries come before broad ones: on a tie in
 * keyword weight the earlier entry wins (a "pet health app" is a pets idea, an "AI note-taking
 * app for lawyers" a legal-tech one). A sub-niche comes after its parent (see `resolve`).
 */
const ORDER = readKnowledgeFile('industry-order.json', industryOrderSchema);

function readIndustryFile(id: string): IndustryFile | SubNicheFile {
  const file = `industries/${id}.json`;
  const raw = readKnowledgeJson(file);
  const entry = parseKnowledge<IndustryFile | SubNicheFile>(file, raw, industryFileSchema(raw));
  if (entry.id !== id) throw new KnowledgeFileError(file, `its id is "${entry.id}", not "${id}"`);
  return entry;
}

/** The keywords of `lists`, each once, leaving out those in `except`. */
function mergeKeywords(except: Keywords, ...lists: Array<Keywords | undefined>): Keywords {
  const merge = (lang: 'en' | 'zh') => {
    const skip = new Set(except[lang]);
    return [...new Set(lists.flatMap((list) => list?.[lang] ?? []))].filter((k) => !skip.has(k));
  };
  return { en: merge('en'), zh: merge('zh') };
}

const NONE: Keywords = { en: [], zh: [] };

/**
 * Resolves sub-niches. A keyword a sub-niche lists is its own: its parent no longer counts it.
 * A sub-niche is read with its own keywords plus its parent's (at full weight), and it takes
 * every other field it leaves out from its parent. So an idea that names a sub-niche's words
 * weighs more for the sub-niche than for the parent, an idea with only the parent's words weighs
 * the same for both and the parent, earlier in the order, wins; and the family as a whole
 * weighs what the parent alone weighed before it had sub-niches.
 */
function resolve(files: ReadonlyMap<string, IndustryFile | SubNicheFile>): Map<string, Industry> {
  const subsOf = new Map<string, SubNicheFile[]>();
  for (const [id, entry] of files) {
    if (!('parent' in entry)) continue;
    const file = `industries/${id}.json`;
    const parent = files.get(entry.parent);
    if (!parent) {
      throw new KnowledgeFileError(file, `its parent "${entry.parent}" is not an industry`);
    }
    if ('parent' in parent) {
      throw new KnowledgeFileError(file, `its parent "${entry.parent}" is itself a sub-niche`);
    }
    subsOf.set(entry.parent, [...(subsOf.get(entry.parent) ?? []), entry]);
  }
  const resolved = new Map<string, Industry>();
  for (const [id, entry] of files) {
    if ('parent' in entry) continue;
    const subs = subsOf.get(id) ?? [];
    const owned = mergeKeywords(NONE, ...subs.map((sub) => sub.keywords));
    const parent: Industry = { ...entry, keywords: mergeKeywords(owned, entry.keywords) };
    resolved.set(id, parent);
    for (const sub of subs) {
      const own = Object.fromEntries(
        Object.entries(sub).filter(([, value]) => value !== undefined),
      );
      const keywords = mergeKeywords(NONE, sub.keywords, parent.keywords);
      resolved.set(sub.id, {
        ...parent,
        ...own,
        keywords,
        weakKeywords: mergeKeywords(keywords, sub.weakKeywords, parent.weakKeywords),
      } as Industry);
    }
  }
  return resolved;
}

function loadIndustries(): Industry[] {
  const resolved = resolve(new Map(ORDER.map((id) => [id, readIndustryFile(id)])));
  return ORDER.map((id) => resolved.get(id) as Industry);
}

export const INDUSTRIES: readonly Industry[] = loadIndustries();

/** Used when no industry matches: a sober, generic analysis that asks for a sharper idea. */
export const GENERAL_INDUSTRY: Industry = readKnowledgeFile('general.json', industrySchema);

/** The family an industry belongs to: itself, or its parent for a sub-niche. */
export const familyOf = (industry: Industry): string => industry.parent ?? industry.id;

/**
 * Whether a competitor plays in the idea's market: 'us', 'europe' and 'global' competitors
 * play in the worldwide ('global') market, 'china' ones in mainland China.
 */
export function competitorMarketMatches(competitor: CompetitorMarket, idea: Market): boolean {
  return idea === 'china' ? competitor === 'china' : competitor !== 'china';
}
