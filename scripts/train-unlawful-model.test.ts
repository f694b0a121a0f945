import { UNLAWFUL_MODEL_FILE } from '@idealens/analyst/offline/unlawful-model';
import { ideaWordFeatures } from '@idealens/analyst/offline/word-model';
import { describe, expect, it } from 'vitest';
import { type Example, trainingExamples, trainUnlawfulModel } from './train-unlawful-model.ts';
import { committedFile, expectReadablePartsOnly } from './trained-model-checks.ts';
import { serialiseWeightedModel } from './weights.ts';

describe('npm run train:unlawful', () => {
  it('has written the model the readable quality parts give today', () => {
    const examples = trainingExamples();
    // It learns from the readable parts only, never from the parts that measure it.
    expectReadablePartsOnly(examples);
    // Unlawful and lawful ideas both, and no text that is not an idea.
    expect(examples.some((example) => example.unlawful)).toBe(true);
    expect(examples.some((example) => !example.unlawful)).toBe(true);
    // A relabelled or added idea without a retrained model fails here: run `npm run train:unlawful`
    // and commit the model with the change.
    const committed = committedFile(UNLAWFUL_MODEL_FILE);
    expect(committed === serialiseWeightedModel(trainUnlawfulModel(examples))).toBe(true);
  }, 120_000);

  it('weighs up the words of unlawful ideas and down those of lawful ones', () => {
    const example = (idea: string, unlawful: boolean): Example => ({
      part: 'tune',
      idea,
      language: 'en-US',
      features: ideaWordFeatures(idea),
      unlawful,
    });
    const model = trainUnlawfulModel([
      example('forged permits sold cheap', true),
      example('forged passports sold fast', true),
      example('garden tools sold cheap', false),
      example('garden chairs sold fast', false),
    ]);
    expect(model.weights.forg).toBeGreaterThan(0);
    expect(model.weights.garden).toBeLessThan(0);
    // What every idea shares says nothing either way.
    expect(model.weights.sold ?? 0).toBe(0);
  });
});
