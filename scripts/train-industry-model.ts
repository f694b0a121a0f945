// scripts/train-industry-model: counts the industry model the offline analyst reads beside its
// keyword weights (packages/analyst/src/offline/industry-model.ts, decision 035) and writes it to
// packages/analyst/knowledge/industry-model.json. Run it after changing an industry file or the
// readable parts of the quality set: npm run train:industry
//
// What it learns from: every industry file's own words (keywords, name, customer, problem and what
// its competitors sell, a sub-niche's for its parent) and the labelled ideas of the parts read for
// tuning (tune, dev, the fresh probes). Never holdout, never the blind part: they measure it.

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type MarketReaders,
  marketCandidatesOf,
  readIndustries,
} from '@idealens/analyst/offline/detect';
import { INDUSTRY_MODEL_FILE } from '@idealens/analyst/offline/industry-model';
import { familyOf } from '@idealens/analyst/offline/knowledge/industries';
import {
  industryFileIds,
  KNOWLEDGE_DIR,
  readKnowledgeJson,
} from '@idealens/analyst/offline/knowledge/load';
import { MARKET_RANKER_FILE } from '@idealens/analyst/offline/market-ranker';
import type { RankingModel } from '@idealens/analyst/offline/ranking';
import { posteriorOf, type WordModel, wordFeatures } from '@idealens/analyst/offline/word-model';
import { loadBench } from '../bench/quality/validate.ts';
import { roundOf, TRAINING_PARTS } from './training-parts.ts';
import {
  keptWeights,
  type RankingExample,
  serialiseWeightedModel,
  trainRanking,
} from './weights.ts';
import { countWordModel, writeWordModel } from './word-model.ts';

const ALPHA = 0.1;
const MIN_COUNT = 2;

interface Bilingual {
  en?: string | string[];
  zh?: string | string[];
}
interface RawIndustry {
  id: string;
  parent?: string;
  name?: Bilingual;
  customer?: Bilingual;
  problem?: Bilingual;
  keywords?: Bilingual;
  weakKeywords?: Bilingual;
  competitors?: Array<{ sells?: Bilingual }>;
}

const texts = (value: Bilingual | undefined): string[] =>
  [value?.en, value?.zh].flatMap((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

/** Every industry and sub-niche file, read once. */
const readIndustryFiles = (): RawIndustry[] =>
  industryFileIds().map((id) => readKnowledgeJson(`industries/${id}.json`) as RawIndustry);

/** The texts each industry's own file gives it: every keyword and phrase on its own. */
function knowledgeTexts(entries: readonly RawIndustry[]): Array<[text: string, industry: string]> {
  const docs: Array<[string, string]> = [];
  for (const entry of entries) {
    const family = entry.parent ?? entry.id;
    const words = [...texts(entry.keywords), ...texts(entry.weakKeywords)];
    const sells = (entry.competitors ?? []).flatMap((competitor) => texts(competitor.sells));
    for (const word of [...words, ...sells]) docs.push([word.replaceAll('*', ''), family]);
    for (const text of [...texts(entry.name), ...texts(entry.customer), ...texts(entry.problem)]) {
      docs.push([text, family]);
    }
  }
  return docs;
}

/** The labelled ideas of the readable parts, each with its first industry (a sub-niche's parent). */
interface Labelled {
  part: string;
  idea: string;
  /** The industry ids an investor accepts. */
  industries: string[];
  /** The first of them, a sub-niche as its parent: what the model learns. */
  family: string;
}

function labelledIdeas(parentOf: ReadonlyMap<string, string>): Labelled[] {
  const here = path.join(import.meta.dirname, '../bench/quality');
  return TRAINING_PARTS.flatMap((part) =>
    loadBench(path.join(here, `${part}.json`)).flatMap((item): Labelled[] => {
      const first = item.industry[0];
      if (!first || item.refuse) return [];
      const family = parentOf.get(first) ?? first;
      return [{ part, idea: item.idea, industries: item.industry, family }];
    }),
  );
}

const parentsOf = (entries: readonly RawIndustry[]) =>
  new Map(entries.map((entry) => [entry.id, entry.parent ?? entry.id]));

/**
 * Counts the model from the industry files and the labelled ideas given (all readable ones by
 * default); the files are read once by a caller that trains several.
 */
export function trainIndustryModel(
  labelled?: readonly Labelled[],
  entries: readonly RawIndustry[] = readIndustryFiles(),
): WordModel {
  const knowledge = knowledgeTexts(entries);
  const ideas = labelled ?? labelledIdeas(parentsOf(entries));
  const docs = [...knowledge, ...ideas.map(({ idea, family }): [string, string] => [idea, family])];
  return countWordModel(docs, {
    $comment:
      'Written by npm run train:industry (scripts/train-industry-model.ts) from the industry files and the readable parts of bench/quality; do not edit by hand. Decision 035.',
    alpha: ALPHA,
    minCount: MIN_COUNT,
    // A word a content editor put in an industry file counts, however rare.
    always: new Set(knowledge.flatMap(([text]) => wordFeatures(text))),
  });
}

/** How the market ranker is trained (decision 039). */
const RANKER_TRAINING = { steps: 300, rate: 2, l2: 0.01 } as const;
/** Weights smaller than this are left out of the file. */
const SMALLEST_WEIGHT = 1e-4;

/**
 * What the market ranker learns from: each labelled idea's candidate markets, read with an
 * industry model that did not learn from the idea's round (as the committed model reads an idea it
 * has never seen), and which of them the labels accept. `without` leaves a round out altogether.
 */
function rankerExamples(
  labelled: readonly Labelled[],
  entries: readonly RawIndustry[],
  without?: string,
): RankingExample[] {
  const rounds = [...new Set(labelled.map(({ part }) => roundOf(part)))].filter(
    (round) => round !== without,
  );
  return rounds.flatMap((round) => {
    const model = posteriorOf(
      trainIndustryModel(
        labelled.filter(({ part }) => ![round, without].includes(roundOf(part))),
        entries,
      ),
    );
    return labelled
      .filter(({ part }) => roundOf(part) === round)
      .map(({ idea, industries }) => {
        const candidates = marketCandidatesOf(idea, model);
        return { candidates, right: candidates.map(({ family }) => industries.includes(family)) };
      });
  });
}

/** The market ranker learnt from the examples given (all readable ideas by default). */
export function trainMarketRanker(examples?: readonly RankingExample[]): RankingModel {
  const entries = examples ? [] : readIndustryFiles();
  const learnt = examples ?? rankerExamples(labelledIdeas(parentsOf(entries)), entries);
  return {
    $comment:
      'Written by npm run train:industry (scripts/train-industry-model.ts) from the industry files and the readable parts of bench/quality; do not edit by hand. Decision 039.',
    training: { ...RANKER_TRAINING },
    weights: keptWeights(trainRanking(learnt, RANKER_TRAINING), 4, SMALLEST_WEIGHT),
  };
}

/** The industry an idea reads as with the given readers: the best market's family, or `general`. */
function readAs(idea: string, readers: MarketReaders): string {
  const [best] = readIndustries(idea, readers);
  return best ? familyOf(best.industry) : 'general';
}

/**
 * Trains both models on all rounds but one and judges the one left out, in turn: how often the
 * keywords with the models read the labelled industry, against the committed models on the same
 * ideas (which have seen them all).
 */
function crossValidate() {
  const entries = readIndustryFiles();
  const labelled = labelledIdeas(parentsOf(entries));
  const rounds = [...new Set(labelled.map(({ part }) => roundOf(part)))];
  const committed: MarketReaders = {
    posteriorOf: posteriorOf(trainIndustryModel(labelled, entries)),
    weights: trainMarketRanker(rankerExamples(labelled, entries)).weights,
  };
  let right = 0;
  let seen = 0;
  for (const round of rounds) {
    const readers: MarketReaders = {
      posteriorOf: posteriorOf(
        trainIndustryModel(
          labelled.filter(({ part }) => roundOf(part) !== round),
          entries,
        ),
      ),
      weights: trainMarketRanker(rankerExamples(labelled, entries, round)).weights,
    };
    const judged = labelled.filter(({ part }) => roundOf(part) === round);
    const got = judged.filter(({ idea, industries }) => industries.includes(readAs(idea, readers)));
    const seenRight = judged.filter(({ idea, industries }) =>
      industries.includes(readAs(idea, committed)),
    );
    right += got.length;
    seen += seenRight.length;
    console.log(
      `${round}: ${judged.length} ideas, left out ${pct(got.length, judged.length)}, seen ${pct(seenRight.length, judged.length)}`,
    );
  }
  console.log(
    `all: ${labelled.length} ideas, left out ${pct(right, labelled.length)}, seen ${pct(seen, labelled.length)}`,
  );
}

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;

if (import.meta.main) {
  if (process.argv.includes('--cv')) crossValidate();
  else {
    writeWordModel(INDUSTRY_MODEL_FILE, trainIndustryModel());
    const ranker = trainMarketRanker();
    writeFileSync(path.join(KNOWLEDGE_DIR, MARKET_RANKER_FILE), serialiseWeightedModel(ranker));
    console.log(`${MARKET_RANKER_FILE}: ${Object.keys(ranker.weights).length} weights`);
  }
}
