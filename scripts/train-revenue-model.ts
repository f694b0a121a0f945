// scripts/train-revenue-model: counts the revenue model the offline analyst reads an idea's way of
// making money with when the idea does not say it (packages/analyst/src/offline/revenue-model.ts,
// decision 037) and writes it to packages/analyst/knowledge/revenue-model.json. Run it after
// changing the readable parts of the quality set: npm run train:revenue
//
// What it learns from: the labelled ideas of the parts read for tuning (tune, dev, the fresh
// probes), each with its first revenue model. Never holdout, never the blind part: they measure it.
import path from 'node:path';
import { REVENUE_MODEL_FILE } from '@idealens/analyst/offline/revenue-model';
import type { WordModel } from '@idealens/analyst/offline/word-model';
import { loadBench } from '../bench/quality/validate.ts';
import { TRAINING_PARTS } from './training-parts.ts';
import { countWordModel, writeWordModel } from './word-model.ts';

const ALPHA = 0.1;
const MIN_COUNT = 2;

/** The labelled ideas of the readable parts, each with its first revenue model. */
export function revenueTexts(): Array<[idea: string, revenue: string]> {
  const here = path.join(import.meta.dirname, '../bench/quality');
  return TRAINING_PARTS.flatMap((part) =>
    loadBench(path.join(here, `${part}.json`)).flatMap((item): Array<[string, string]> => {
      const first = item.refuse ? undefined : item.revenue?.[0];
      return first ? [[item.idea, first]] : [];
    }),
  );
}

export function trainRevenueModel(): WordModel {
  return countWordModel(revenueTexts(), {
    $comment:
      'Written by npm run train:revenue (scripts/train-revenue-model.ts) from the readable parts of bench/quality; do not edit by hand. Decision 037.',
    alpha: ALPHA,
    minCount: MIN_COUNT,
    priors: true,
  });
}

if (import.meta.main) writeWordModel(REVENUE_MODEL_FILE, trainRevenueModel());
