import { familyOf } from './knowledge/industries.ts';
import { knowledgeFileOnDemand } from './knowledge/load.ts';
import type { Industry } from './knowledge/types.ts';
import { type Ranked, type RankingWeights, rankingModelSchema } from './ranking.ts';

/**
 * Which of the markets an idea's keywords found is its market (decision 039): a ranking model
 * (`ranking.ts`) that weighs, for each market, what the keywords say of it (its weight, how far
 * behind the best it is, how many words named it, whether it was named first and in the first
 * clause) beside what the industry model says (`industry-model.ts`: how likely the idea's words
 * make it, and its rank). It learns from the labelled ideas of the readable parts of the quality
 * set, each read with an industry model that did not learn from that idea's round (`npm run
 * train:industry` writes it). A lead of three strong keywords or more stands, and "not sure" stays
 * when no keyword matched.
 */

export const MARKET_RANKER_FILE = 'market-ranker.json';

/** Markets this far or further behind the best keyword weight are not candidates. */
const CLEAR_LEAD = 3;

/** What ends a clause: a market named before the first is in what the idea says it is. */
const CLAUSE_END = /[,.;:!?，。；：！？]/;

/** A market the keywords found, as the ranker reads it (`detect.ts`'s IndustryMatch). */
interface KeywordReading {
  industry: Industry;
  score: number;
  matched: readonly string[];
  /** Where its first keyword occurs in the idea. */
  first: number;
}

/** A market the ranker may choose: an industry family the keywords found, with what it weighs. */
export interface MarketCandidate extends Ranked {
  family: string;
}

/** Which band of `edges` (ascending) a value falls in: 0 below the first, `edges.length` above the last. */
function band(value: number, edges: readonly number[]): number {
  let i = 0;
  while (i < edges.length && value >= (edges[i] as number)) i += 1;
  return i;
}

/**
 * The candidate markets of an idea (`lower`, the idea lower-cased, which the matches' `first`
 * points into), in the keywords' order (a tie keeps it): every family within a clear lead of the
 * best keyword weight. The industry model is asked only when there are two.
 */
export function marketCandidates(
  matches: readonly KeywordReading[],
  posterior: () => ReadonlyMap<string, number>,
  lower: string,
): MarketCandidate[] {
  const families: Array<{ family: string; weight: number; words: number; first: number }> = [];
  for (const match of matches) {
    const family = familyOf(match.industry);
    const seen = families.find((f) => f.family === family);
    if (seen) {
      seen.words += match.matched.length;
      seen.first = Math.min(seen.first, match.first);
    } else {
      families.push({
        family,
        weight: match.score,
        words: match.matched.length,
        first: match.first,
      });
    }
  }
  const best = families[0]?.weight ?? 0;
  const close = families.filter((f) => best - f.weight < CLEAR_LEAD);
  if (close.length < 2) return close.map(({ family }) => ({ family, features: [] }));
  const likelihood = posterior();
  const byModel = [...close].sort(
    (a, b) => (likelihood.get(b.family) ?? 0) - (likelihood.get(a.family) ?? 0),
  );
  const firstNamed = Math.min(...close.map((f) => f.first));
  return close.map(({ family, weight, words, first }, rank) => {
    const p = likelihood.get(family) ?? 0;
    return {
      family,
      features: [
        `keyword-rank:${Math.min(rank, 3)}`,
        `keyword-gap:${band(best - weight, [0.01, 0.5, 1, 1.5, 2])}`,
        `keyword-weight:${band(weight, [1, 1.5, 2, 3, 4])}`,
        `keywords:${Math.min(words, 4)}`,
        `named-first:${first === firstNamed}`,
        `model-rank:${Math.min(
          byModel.findIndex((f) => f.family === family),
          3,
        )}`,
        `model-likelihood:${band(p, [0.001, 0.01, 0.05, 0.2, 0.5, 0.8, 0.95])}`,
        `model-log-likelihood:${band(Math.log(p + 1e-12), [-20, -10, -5, -2, -1, -0.2])}`,
        `first-clause:${!CLAUSE_END.test(lower.slice(0, first))}`,
      ],
    };
  });
}

const committedRanker = knowledgeFileOnDemand(MARKET_RANKER_FILE, rankingModelSchema);

/** The committed weights, read once per process. */
export const marketRankerWeights = (): RankingWeights => committedRanker().weights;
