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
 * `knowledge/industry-order.json`. Specific entries come before broad ones: on a tie in keyword
 * weight the earlier entry wins (a "pet health app" is a pets idea, an "AI note-taking app for
 * lawyers" a legal-tech one), and every sub-niche comes before its parent.
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

/**
 * A sub-niche as a complete industry: every field it leaves out comes from its parent. Its own
 * keywords count in full; its parent's keywords count half for it (as weak keywords), so the
 * sub-niche outweighs its parent when its own words appear, and never without them.
 */
function resolveSubNiche(sub: SubNicheFile, parent: IndustryFile): Industry {
  const own = Object.fromEntries(Object.entries(sub).filter(([, value]) => value !== undefined));
  return {
    ...parent,
    ...own,
    parent: sub.parent,
    weakKeywords: mergeKeywords(
      sub.keywords,
      sub.weakKeywords,
      parent.keywords,
      parent.weakKeywords,
    ),
  } as Industry;
}

function loadIndustries(): Industry[] {
  const files = new Map(ORDER.map((id) => [id, readIndustryFile(id)]));
  return ORDER.map((id) => {
    const entry = files.get(id) as IndustryFile | SubNicheFile;
    if (!('parent' in entry)) return entry;
    const file = `industries/${id}.json`;
    const parent = files.get(entry.parent);
    if (!parent) {
      throw new KnowledgeFileError(file, `its parent "${entry.parent}" is not an industry`);
    }
    if ('parent' in parent) {
      throw new KnowledgeFileError(file, `its parent "${entry.parent}" is itself a sub-niche`);
    }
    return resolveSubNiche(entry, parent);
  });
}

export const INDUSTRIES: readonly Industry[] = loadIndustries();

/** Used when no industry matches: a sober, generic analysis that asks for a sharper idea. */
export const GENERAL_INDUSTRY: Industry = readKnowledgeFile('general.json', industrySchema);

/**
 * Whether a competitor plays in the idea's market: 'us', 'europe' and 'global' competitors
 * play in the worldwide ('global') market, 'china' ones in mainland China.
 */
export function competitorMarketMatches(competitor: CompetitorMarket, idea: Market): boolean {
  return idea === 'china' ? competitor === 'china' : competitor !== 'china';
}
