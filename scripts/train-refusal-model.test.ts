import { REFUSAL_MODEL_FILE, refusalFeatures } from '@idealens/analyst/refusal-model';
import { describe, expect, it } from 'vitest';
import { type Example, trainingExamples, trainRefusalModel } from './train-refusal-model.ts';
import { committedFile, expectReadablePartsOnly } from './trained-model-checks.ts';
import { serialiseWeightedModel } from './weights.ts';

describe('npm run train:refusal', () => {
  it('has written the model the readable quality parts give today', () => {
    const examples = trainingExamples();
    // It learns from the readable parts only, never from the parts that measure it.
    expectReadablePartsOnly(examples);
    // Texts that are not ideas and real ideas both.
    expect(examples.some((example) => example.refuse)).toBe(true);
    expect(examples.some((example) => !example.refuse)).toBe(true);
    // A relabelled or added text without a retrained model fails here: run `npm run train:refusal`
    // (then the users and unlawful models, which learn from the texts it lets through) and commit.
    const committed = committedFile(REFUSAL_MODEL_FILE);
    expect(committed === serialiseWeightedModel(trainRefusalModel(examples))).toBe(true);
  }, 120_000);

  it('weighs up the words of texts that are not ideas and down those of ideas', () => {
    const example = (idea: string, refuse: boolean): Example => ({
      part: 'tune',
      idea,
      features: refusalFeatures(idea),
      refuse,
    });
    const model = trainRefusalModel([
      example('Dear team, the meeting moves to Friday at 3pm.', true),
      example('Dear landlord, the heating is broken again.', true),
      example('We sell invoice software to plumbers at $20 a month.', false),
      example('We sell booking software to dentists at $30 a month.', false),
    ]);
    expect(model.weights['word:dear']).toBeGreaterThan(0);
    expect(model.weights.sell).toBeLessThan(0);
    expect(model.weights['shape:greeting']).toBeGreaterThan(0);
    // What every text shares says nothing either way.
    expect(model.weights['length:sentence'] ?? 0).toBe(0);
  });
});
