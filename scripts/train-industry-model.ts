// scripts/train-industry-model: counts the industry model the offline analyst reads beside its
// keyword weights (packages/analyst/src/offline/industry-model.ts, decision 035) and writes it to
// packages/analyst/knowledge/industry-model.json. Run it after changing an industry file or the
// readable parts of the quality set: npm run train:industry
//
// What it learns from: every industry file's own words (keywords, name, customer, problem and what
// its competitors sell, a sub-niche's for its parent) and the labelled ideas of the parts read for
// tuning (tune, dev, the fresh probes). Never holdout, never the blind part: they measure it.
import path from 'node:path';
import { readIndustries } from '@idealens/analyst/offline/detect';
import { INDUSTRY_MODEL_FILE } from '@idealens/analyst/offline/industry-model';
import { familyOf } from '@idealens/analyst/offline/knowledge/industries';
import { industryFileIds, readKnowledgeJson } from '@idealens/analyst/offline/knowledge/load';
import { posteriorOf, type WordModel, wordFeatures } from '@idealens/analyst/offline/word-model';
import { loadBench } from '../bench/quality/validate.ts';
import { roundOf, TRAINING_PARTS } from './training-parts.ts';
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

/** The industry an idea reads as with a model: the best market's family, or `general`. */
function readAs(idea: string, model: WordModel): string {
  const [best] = readIndustries(idea, posteriorOf(model));
  return best ? familyOf(best.industry) : 'general';
}

/**
 * Trains on all rounds but one and judges the one left out, in turn: how often the keywords with
 * the model read the labelled industry, against the committed model on the same ideas (which has
 * seen them all).
 */
function crossValidate() {
  const entries = readIndustryFiles();
  const labelled = labelledIdeas(parentsOf(entries));
  const rounds = [...new Set(labelled.map(({ part }) => roundOf(part)))];
  const committed = trainIndustryModel(labelled, entries);
  let right = 0;
  let seen = 0;
  for (const round of rounds) {
    const model = trainIndustryModel(
      labelled.filter(({ part }) => roundOf(part) !== round),
      entries,
    );
    const judged = labelled.filter(({ part }) => roundOf(part) === round);
    const got = judged.filter(({ idea, industries }) => industries.includes(readAs(idea, model)));
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
  else writeWordModel(INDUSTRY_MODEL_FILE, trainIndustryModel());
}
