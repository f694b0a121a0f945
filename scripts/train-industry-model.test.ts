import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INDUSTRY_MODEL_FILE } from '@idealens/analyst/offline/industry-model';
import { KNOWLEDGE_DIR } from '@idealens/analyst/offline/knowledge/load';
import { MARKET_RANKER_FILE } from '@idealens/analyst/offline/market-ranker';
import { describe, expect, it } from 'vitest';
import { BLIND_FILES } from '../bench/quality/validate.ts';
import { trainIndustryModel, trainMarketRanker } from './train-industry-model.ts';
import { TRAINING_PARTS } from './training-parts.ts';
import { serialiseWeightedModel } from './weights.ts';
import { serialiseWordModel } from './word-model.ts';

describe('npm run train:industry', () => {
  it('has written the model the industry files and the readable quality parts give today', () => {
    // A changed keyword or a relabelled idea without a retrained model fails here: run
    // `npm run train:industry` and commit the model with the change.
    const committed = readFileSync(path.join(KNOWLEDGE_DIR, INDUSTRY_MODEL_FILE), 'utf8');
    expect(committed === serialiseWordModel(trainIndustryModel())).toBe(true);
  });

  it('has written the market ranker the readable quality parts give today', () => {
    // The ranker learns from the keywords' candidates and the industry model's likelihoods: a
    // changed keyword, relabelled idea or changed feature without a retrained ranker fails here.
    const committed = readFileSync(path.join(KNOWLEDGE_DIR, MARKET_RANKER_FILE), 'utf8');
    expect(committed === serialiseWeightedModel(trainMarketRanker())).toBe(true);
  });

  it('never learns from the parts that measure it', () => {
    const parts: readonly string[] = TRAINING_PARTS;
    for (const part of ['holdout', ...BLIND_FILES]) expect(parts).not.toContain(part);
  });
});
