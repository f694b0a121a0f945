// scripts/train-users-model: trains the users model the offline analyst weighs who uses a product
// with (packages/analyst/src/offline/users-model.ts, decision 036) and writes it to
// packages/analyst/knowledge/users-model.json. Run it after changing how the brief reads who uses
// it (customer.ts, brief.ts) or the readable parts of the quality set: npm run train:users
//
// What it learns from: the labelled ideas of the parts read for tuning (tune, dev, the fresh
// probes), never holdout or the blind part. `npm run train:users -- --cv` trains on all rounds but
// one, judges the one left out, in turn, and prints how often the rules and the model name the
// labelled group.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { assessIdeaClarity } from '@idealens/analyst/idea-clarity';
import { briefFromSignals } from '@idealens/analyst/offline/brief';
import { detectSignals } from '@idealens/analyst/offline/detect';
import { KNOWLEDGE_DIR } from '@idealens/analyst/offline/knowledge/load';
import { bestCandidate } from '@idealens/analyst/offline/ranking';
import {
  USERS_MODEL_FILE,
  type UsersByRules,
  type UsersCandidate,
  type UsersModel,
  type UsersWeights,
  usersCandidates,
} from '@idealens/analyst/offline/users-model';
import { loadBench, namesGroup } from '../bench/quality/validate.ts';
import { roundOf, TRAINING_PARTS } from './training-parts.ts';
import { keptWeights, serialiseWeightedModel, trainRanking } from './weights.ts';

const TRAINING = { steps: 500, rate: 2, l2: 0.001 } as const;
/** Weights smaller than this are left out of the file. */
const SMALLEST_WEIGHT = 1e-4;

/** One labelled idea: its candidates, which of them name the labelled group, and the rules' answer. */
interface Example {
  part: string;
  candidates: UsersCandidate[];
  right: boolean[];
  rulesRight: boolean;
}

/** What the model learns from: each readable labelled idea that names who uses it, as the rules read it. */
export function trainingExamples(): Example[] {
  const here = path.join(import.meta.dirname, '../bench/quality');
  return TRAINING_PARTS.flatMap((part) =>
    loadBench(path.join(here, `${part}.json`)).flatMap((item): Example[] => {
      const words = item.users?.words ?? [];
      if (item.refuse || words.length === 0 || !assessIdeaClarity(item.idea).clear) return [];
      const signals = detectSignals(item.idea);
      let rules: UsersByRules | undefined;
      briefFromSignals(item.idea, signals, item.language, {
        weights: null,
        onRules: (read) => {
          rules = read;
        },
      });
      if (!rules) return [];
      const { description } = rules;
      const candidates = usersCandidates(signals.text, signals.ideaLanguage, rules);
      const right = candidates.map((c) => namesGroup(c.keepsBrief ? description : c.phrase, words));
      return [{ part, candidates, right, rulesRight: namesGroup(description, words) }];
    }),
  );
}

/** The users model's weights, as the file keeps them, learnt from the examples given. */
export function trainWeights(examples: readonly Example[]): UsersWeights {
  return keptWeights(trainRanking(examples, TRAINING), 4, SMALLEST_WEIGHT);
}

export function trainUsersModel(examples = trainingExamples()): UsersModel {
  return {
    $comment:
      'Written by npm run train:users (scripts/train-users-model.ts) from the readable parts of bench/quality; do not edit by hand. Decision 036.',
    training: { ...TRAINING },
    weights: trainWeights(examples),
  };
}

function crossValidate(examples: readonly Example[]) {
  const rounds = [...new Set(examples.map((e) => roundOf(e.part)))];
  const share = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
  let rules = 0;
  let model = 0;
  for (const round of rounds) {
    const weights = trainWeights(examples.filter((e) => roundOf(e.part) !== round));
    const judged = examples.filter((e) => roundOf(e.part) === round);
    const r = judged.filter((e) => e.rulesRight).length;
    const m = judged.filter((e) => e.right[bestCandidate(weights, e.candidates)]).length;
    console.log(
      `${round}: ${judged.length} ideas, rules ${share(r, judged.length)}, model ${share(m, judged.length)}`,
    );
    rules += r;
    model += m;
  }
  console.log(
    `all: ${examples.length} ideas, rules ${share(rules, examples.length)}, model ${share(model, examples.length)}`,
  );
}

if (import.meta.main) {
  const examples = trainingExamples();
  if (process.argv.includes('--cv')) crossValidate(examples);
  else {
    const file = path.join(KNOWLEDGE_DIR, USERS_MODEL_FILE);
    const model = trainUsersModel(examples);
    writeFileSync(file, serialiseWeightedModel(model));
    console.log(`${file}: ${examples.length} ideas, ${Object.keys(model.weights).length} weights`);
  }
}
