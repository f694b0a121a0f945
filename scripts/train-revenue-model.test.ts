import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KNOWLEDGE_DIR } from '@idealens/analyst/offline/knowledge/load';
import { REVENUE_MODEL_FILE } from '@idealens/analyst/offline/revenue-model';
import { describe, expect, it } from 'vitest';
import { revenueTexts, trainRevenueModel } from './train-revenue-model.ts';
import { countWordModel, serialiseWordModel } from './word-model.ts';

describe('npm run train:revenue', () => {
  it('has written the model the readable quality parts give today', () => {
    // A relabelled idea without a retrained model fails here: run `npm run train:revenue` and
    // commit the model with the change.
    const committed = readFileSync(path.join(KNOWLEDGE_DIR, REVENUE_MODEL_FILE), 'utf8');
    expect(committed === serialiseWordModel(trainRevenueModel())).toBe(true);
  });

  it('learns every revenue model from labelled ideas, never from texts that are not ideas', () => {
    const labels = new Set(revenueTexts().map(([, revenue]) => revenue));
    for (const kind of ['subscription', 'commission', 'one-time-sale', 'service-fee', 'unclear'])
      expect(labels).toContain(kind);
  });
});

describe('countWordModel', () => {
  const docs = [
    ['monthly box', 'subscription'],
    ['monthly plan', 'subscription'],
    ['one box', 'one-time-sale'],
  ] as const;

  it('counts each feature per class, and how many texts each class has when asked', () => {
    const model = countWordModel(docs, { $comment: 'test', alpha: 1, minCount: 1, priors: true });
    expect(model.classes).toEqual(['one-time-sale', 'subscription']);
    expect(model.priors).toEqual([1, 2]);
    // "box" occurs once in each class; "monthly" twice, in subscription only.
    expect(model.features.box).toEqual([0, 1, 1, 1]);
    expect(model.features.monthly).toEqual([1, 2]);
    // Words and neighbouring pairs: "one", "box", "one_box"; "monthly" twice, "box", "plan" and two pairs.
    expect(model.totals).toEqual([3, 6]);
  });

  it('leaves rare features out unless they are always kept, and weighs classes equally by default', () => {
    const model = countWordModel(docs, {
      $comment: 'test',
      alpha: 1,
      minCount: 2,
      always: new Set(['plan']),
    });
    expect(model.priors).toBeUndefined();
    expect(Object.keys(model.features).sort()).toEqual(['box', 'monthly', 'plan']);
  });
});
