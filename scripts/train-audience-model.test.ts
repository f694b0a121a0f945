import { AUDIENCE_MODEL_FILE } from '@idealens/analyst/offline/audience-model';
import { ideaWordFeatures } from '@idealens/analyst/offline/word-model';
import { describe, expect, it } from 'vitest';
import { type Example, trainAudienceModel, trainingExamples } from './train-audience-model.ts';
import { committedFile, expectReadablePartsOnly } from './trained-model-checks.ts';
import { serialiseWeightedModel } from './weights.ts';

describe('npm run train:audience', () => {
  it('has written the model the readable quality parts give today', () => {
    const examples = trainingExamples();
    // It learns from the readable parts only, never from the parts that measure it.
    expectReadablePartsOnly(examples);
    // Ideas for people and ideas for businesses, and ideas the brief reads wrong either way.
    expect(examples.some((example) => example.people)).toBe(true);
    expect(examples.some((example) => !example.people)).toBe(true);
    expect(examples.some((example) => example.people !== example.readAsPeople)).toBe(true);
    // A relabelled or added idea, or a change to how the brief reads who uses it, without a
    // retrained model fails here: run `npm run train:audience` (after train:users) and commit.
    const committed = committedFile(AUDIENCE_MODEL_FILE);
    expect(committed === serialiseWeightedModel(trainAudienceModel(examples))).toBe(true);
  }, 180_000);

  it('weighs the words of ideas for people up and those of ideas for businesses down', () => {
    const example = (idea: string, people: boolean): Example => ({
      part: 'tune',
      features: [...ideaWordFeatures(idea), 'rules:consumers'],
      people,
      readAsPeople: true,
    });
    const model = trainAudienceModel([
      example('meal plans for new mums, $20 a week', true),
      example('sleep coaching for new mums, $15 a week', true),
      example('payroll for barbers, $20 per shop per month', false),
      example('rota planning for barbers, $15 per shop per month', false),
    ]);
    expect(model.weights.mum).toBeGreaterThan(0);
    expect(model.weights.shop).toBeLessThan(0);
    // What every idea shares (here, the rules' reading) says less than the words that tell them apart.
    const shared = Math.abs(model.weights['rules:consumers'] ?? 0);
    expect(shared).toBeLessThan(Math.abs(model.weights.mum ?? 0));
    expect(shared).toBeLessThan(Math.abs(model.weights.shop ?? 0));
  });
});
