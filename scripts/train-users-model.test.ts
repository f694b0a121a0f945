import { USERS_MODEL_FILE } from '@idealens/analyst/offline/users-model';
import { describe, expect, it } from 'vitest';
import { trainingExamples, trainUsersModel, trainWeights } from './train-users-model.ts';
import { committedFile, expectReadablePartsOnly } from './trained-model-checks.ts';
import { serialiseWeightedModel } from './weights.ts';

describe('npm run train:users', () => {
  it('has written the model the readable quality parts and the brief’s rules give today', () => {
    const examples = trainingExamples();
    // It learns from the readable parts only, never from the parts that measure it.
    expectReadablePartsOnly(examples);
    // A relabelled idea, or a change to how the rules read who uses it, without a retrained model
    // fails here: run `npm run train:users` and commit the model with the change.
    const committed = committedFile(USERS_MODEL_FILE);
    expect(committed === serialiseWeightedModel(trainUsersModel(examples))).toBe(true);
  }, 120_000);

  it('weighs up what the right candidates share and down what the wrong ones do', () => {
    const candidate = (features: string[]) => ({
      phrase: '',
      head: '',
      features,
      keepsBrief: false,
    });
    const example = (right: string, wrong: string) => ({
      part: 'tune',
      candidates: [candidate([wrong, 'shared']), candidate([right, 'shared'])],
      right: [false, true],
      rulesRight: false,
    });
    const weights = trainWeights([example('served', 'own'), example('served', 'first')]);
    expect(weights.served).toBeGreaterThan(0);
    expect(weights.own).toBeLessThan(0);
    expect(weights.first).toBeLessThan(0);
    // A feature every candidate has says nothing: its gradient is zero, so it is left out.
    expect(weights.shared).toBeUndefined();
  });
});
