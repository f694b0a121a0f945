// scripts/train-industry-model: counts the industry model the offline analyst reads beside its
// keyword weights (packages/analyst/src/offline/industry-model.ts, decision 035) and writes it to
// packages/analyst/knowledge/industry-model.json. Run it after changing an industry file or the
// readable parts of the quality set: npm run train:industry
//
// What it learns from: every industry file's own words (keywords, name, customer, problem and what
// its competitors sell, a sub-niche's for its parent) and the labelled ideas of the parts read for
// tuning (tune, dev, the fresh probes). Never holdout, never the blind part: they measure it.
import path from 'node:path';
import { INDUSTRY_MODEL_FILE } from '@idealens/analyst/offline/industry-model';
import { industryFileIds, readKnowledgeJson } from '@idealens/analyst/offline/knowledge/load';
import { type WordModel, wordFeatures } from '@idealens/analyst/offline/word-model';
import { FRESH_FILES, loadBench } from '../bench/quality/validate.ts';
import { countWordModel, writeWordModel } from './word-model.ts';

/** The parts of bench/quality the model learns from (bench/quality/README.md). */
export const TRAINING_PARTS = ['tune', 'dev', ...FRESH_FILES] as const;
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
function labelledTexts(parentOf: ReadonlyMap<string, string>): Array<[string, string]> {
  const here = path.join(import.meta.dirname, '../bench/quality');
  return TRAINING_PARTS.flatMap((part) =>
    loadBench(path.join(here, `${part}.json`)).flatMap((item): Array<[string, string]> => {
      const first = item.industry[0];
      return first ? [[item.idea, parentOf.get(first) ?? first]] : [];
    }),
  );
}

export function trainIndustryModel(): WordModel {
  const entries = readIndustryFiles();
  const knowledge = knowledgeTexts(entries);
  const parentOf = new Map(entries.map((entry) => [entry.id, entry.parent ?? entry.id]));
  const docs = [...knowledge, ...labelledTexts(parentOf)];
  return countWordModel(docs, {
    $comment:
      'Written by npm run train:industry (scripts/train-industry-model.ts) from the industry files and the readable parts of bench/quality; do not edit by hand. Decision 035.',
    alpha: ALPHA,
    minCount: MIN_COUNT,
    // A word a content editor put in an industry file counts, however rare.
    always: new Set(knowledge.flatMap(([text]) => wordFeatures(text))),
  });
}

if (import.meta.main) writeWordModel(INDUSTRY_MODEL_FILE, trainIndustryModel());
