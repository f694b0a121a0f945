// Recorded searches replayed through the local search server, so that in `npm run eval:deep`
// only the model is real. A real model plans its own queries, worded its own way: a query with
// no recording gets the nearest recording of the same idea, of the area the query asks about when
// its words name one, or nothing. How each query was answered is counted and printed.
import type { FakeSearchAnswer } from '@idealens/analyst/search/testing/fake-search-server';
import type { ResearchArea } from '@idealens/shared/brief';
import type { EvalIdea, RecordedSearch } from './eval-set.ts';

/** How each query asked was answered. */
export interface ReplayTally {
  /** Asked exactly as recorded. */
  exact: number;
  /** Answered with the nearest recording of the same idea. */
  nearest: number;
  /** Near no recording: answered with no results. */
  missed: number;
}

export interface SearchReplay {
  /** The idea whose recordings answer from now on (ideas run one at a time). */
  play(ideaId: string): void;
  /** The local search server's answer to one query. */
  answer(query: string): FakeSearchAnswer;
  /** Per idea, how its queries were answered. */
  readonly tallies: ReadonlyMap<string, ReplayTally>;
}

/**
 * A query that names no area must share this many terms and this likeness with a recording, so a
 * query that only names the idea's subject is not answered with whatever was recorded for it.
 */
const MIN_SHARED = 2;
const MIN_LIKENESS = 0.25;

/** Words by which a query asks about an area, in English and Chinese (matched lower-cased). */
const AREA_WORDS: Record<ResearchArea, RegExp> = {
  competitors:
    /\b(?:competitors?|competition|competing|alternatives?|rivals?|startups?|players|vs)\b|竞品|竞争|对手|同类/u,
  demand:
    /\b(?:demand|market size|survey|statistics|growth|adoption|prevalence|how many|number of|spending)\b|需求|规模|数量|人数|调查|增长|渗透率|保有量|占比|患病率/u,
  regulation:
    /\b(?:regulations?|regulatory|laws?|legal|rules|licen[cs]es?|licensing|compliance|requirements?|permits?|fda|hipaa|gdpr|osha|faa)\b|监管|法规|规定|资质|许可|备案|合规|政策/u,
  pricing:
    /\b(?:prices?|pricing|costs?|fees?|how much|rates?)\b|价格|定价|收费|费用|佣金|多少钱|课时费|年费|服务费|提成/u,
  channels:
    /\b(?:channels?|acquisition|marketing|distribution|go-to-market)\b|渠道|获客|营销|推广/u,
  technology: /\b(?:technology|technical|tech stack|api|algorithms?)\b|技术|算法/u,
};

/** The areas a query's words ask about (none for a query that only names its subject). */
export function areasAsked(query: string): Set<ResearchArea> {
  const normal = query.normalize('NFKC').toLowerCase();
  return new Set(
    (Object.keys(AREA_WORDS) as ResearchArea[]).filter((area) => AREA_WORDS[area].test(normal)),
  );
}

const FUNCTION_WORDS = new Set([
  'a',
  'an',
  'and',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'per',
  'the',
  'to',
  'vs',
  'with',
  // Regions: every query of an idea names the same one.
  'us',
  'usa',
  'uk',
  'china',
  '中国',
]);

const SUFFIXES = ['ing', 'es', 'ed', 'ly', 's', 'e'];

/** A word without its commonest ending: "pricing", "prices", "price" → "pric"; "monthly" → "month". */
function folded(word: string): string {
  if (word.length <= 4) return word;
  const suffix = SUFFIXES.find((end) => word.endsWith(end) && word.length - end.length >= 3);
  return suffix ? word.slice(0, -suffix.length) : word;
}

/**
 * What a query is about, as a set of terms: its Latin words (function words out, endings folded)
 * and the bigrams of its Chinese runs, so that "县城社区团购" and "社区团购 县城" meet.
 */
export function queryTerms(query: string): Set<string> {
  const normal = query.normalize('NFKC').toLowerCase();
  const terms = new Set<string>();
  for (const word of normal.match(/[a-z0-9]+/g) ?? []) {
    if (word.length < 2 || FUNCTION_WORDS.has(word)) continue;
    terms.add(folded(word));
  }
  for (const run of normal.match(/\p{Script=Han}+/gu) ?? []) {
    const chars = [...run];
    if (chars.length === 1) terms.add(run);
    for (let i = 0; i + 1 < chars.length; i += 1) terms.add(`${chars[i]}${chars[i + 1]}`);
  }
  for (const term of FUNCTION_WORDS) terms.delete(term);
  return terms;
}

/** Terms two sets share, and their cosine likeness (shared over the geometric mean of the sizes). */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>) {
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return { shared, likeness: shared === 0 ? 0 : shared / Math.sqrt(a.size * b.size) };
}

/** A recording with the area its query was planned for (none when the plan does not hold it). */
interface Recording extends RecordedSearch {
  area?: ResearchArea;
  terms: Set<string>;
}

const key = (query: string) => query.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The replay of the set's recordings. A query asked as recorded gets its recording. Another gets
 * the recording of the same idea it shares most with: among those planned for the areas its words
 * name, when it names any (sharing one term is then enough), else among all (sharing two terms
 * and a likeness of 0.25). A query near none gets no results, as a search on a topic nobody
 * recorded would have found pages the model never sees here.
 */
export function createSearchReplay(
  ideas: readonly EvalIdea[],
  searches: ReadonlyMap<string, RecordedSearch[]>,
): SearchReplay {
  const recordings = new Map(
    ideas.map((idea): [string, Recording[]] => [
      idea.id,
      (searches.get(idea.id) ?? []).map((search) => ({
        ...search,
        area: idea.plan.find((step) => key(step.query) === key(search.query))?.area,
        terms: queryTerms(search.query),
      })),
    ]),
  );
  const tallies = new Map<string, ReplayTally>();
  let current: { recorded: Recording[]; tally: ReplayTally } | undefined;
  return {
    tallies,
    play(ideaId) {
      const tally = { exact: 0, nearest: 0, missed: 0 };
      tallies.set(ideaId, tally);
      current = { recorded: recordings.get(ideaId) ?? [], tally };
    },
    answer(query) {
      if (!current) throw new Error('search replay: no idea is playing');
      const { recorded, tally } = current;
      const exact = recorded.find((search) => key(search.query) === key(query));
      if (exact) {
        tally.exact += 1;
        return { results: exact.results };
      }
      const asked = queryTerms(query);
      const areas = areasAsked(query);
      const candidates =
        areas.size > 0
          ? recorded.filter((search) => search.area !== undefined && areas.has(search.area))
          : recorded;
      let best: { search: Recording; likeness: number } | undefined;
      for (const search of candidates) {
        const { shared, likeness } = overlap(asked, search.terms);
        const near =
          areas.size > 0 ? shared >= 1 : shared >= MIN_SHARED && likeness >= MIN_LIKENESS;
        if (near && likeness > (best?.likeness ?? 0)) best = { search, likeness };
      }
      if (!best) {
        tally.missed += 1;
        return { results: [] };
      }
      tally.nearest += 1;
      return { results: best.search.results };
    },
  };
}
