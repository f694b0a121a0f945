import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INDUSTRY_MODEL_FILE } from '@idealens/analyst/offline/industry-model';
import { KNOWLEDGE_DIR } from '@idealens/analyst/offline/knowledge/load';
import { describe, expect, it } from 'vitest';
import { BLIND_FILES } from '../bench/quality/validate.ts';
import { trainIndustryModel } from './train-industry-model.ts';
import { TRAINING_PARTS } from './training-parts.ts';
import { serialiseWordModel } from './word-model.ts';

describe('npm run train:industry', () => {
  it('has written the model the industry files and the readable quality parts give today', () => {
    // A changed keyword or a relabelled idea without a retrained model fails here: run
    // `npm run train:industry` and commit the model with the change.
    const committed = readFileSync(path.join(KNOWLEDGE_DIR, INDUSTRY_MODEL_FILE), 'utf8');
    expect(committed === serialiseWordModel(trainIndustryModel())).toBe(true);
  });

  it('never learns from the parts that measure it', () => {
    const parts: readonly string[] = TRAINING_PARTS;
    for (const part of ['holdout', ...BLIND_FILES]) expect(parts).not.toContain(part);
  });
});
