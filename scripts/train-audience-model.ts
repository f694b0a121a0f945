// scripts/train-audience-model: trains the audience model the offline analyst weighs whether the
// users are people or businesses with (packages/analyst/src/offline/audience-model.ts, decision
// 041) and writes it to packages/analyst/knowledge/audience-model.json. Run it after the users
// model (npm run train:users), after changing how the brief reads who uses it, or the readable
// parts of the quality set: npm run train:audience
//
// What it learns from: the labelled ideas of the parts read for tuning (tune, dev, the fresh
// probes) whose users are people or businesses, not both; never holdout or the blind part.
// `npm run train:audience -- --cv` trains on all rounds but one, judges the one left out, in turn,
// and prints how often the brief's reading and the model name the labelled kind.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { assessIdeaClarity } from '@idealens/analyst/idea-clarity';
import {
  AUDIENCE_MODEL_FILE,
  type AudienceModel,
  weighAudience,
} from '@idealens/analyst/offline/audience-model';
import { briefFromSignals } from '@idealens/analyst/offline/brief';
import { detectSignals } from '@idealens/analyst/offline/detect';
import { KNOWLEDGE_DIR } from '@idealens/analyst/offline/knowledge/load';
import { loadBench } from '../bench/quality/validate.ts';
import { roundOf, TRAINING_PARTS } from './training-parts.ts';
import { logisticModelFile, serialiseWeightedModel } from './weights.ts';

const TRAINING = { steps: 300, rate: 1, l2: 0.001 } as const;
/**
 * The likelihood from which the model reads the users as people. Left out one round at a time,
 * see decision 041 (`--cv` prints the others).
 */
const THRESHOLD = 0.5;
/** Weights smaller than this are left out of the file. */
const SMALLEST_WEIGHT = 0.03;

/** One labelled idea whose users are people or businesses: what the model reads, and the answer. */
export interface Example {
  part: string;
  features: string[];
  /** Whether the labelled users are people (consumers). */
  people: boolean;
  /** Whether the brief's reading before the model is of people. */
  readAsPeople: boolean;
}

/** What the model learns from: each readable labelled idea the brief reads as for people or businesses. */
export function trainingExamples(): Example[] {
  const here = path.join(import.meta.dirname, '../bench/quality');
  return TRAINING_PARTS.flatMap((part) =>
    loadBench(path.join(here, `${part}.json`)).flatMap((item): Example[] => {
      const kinds = item.users?.kinds ?? [];
      const people = kinds.includes('consumers');
      if (item.refuse || people === kinds.includes('businesses')) return [];
      if (!assessIdeaClarity(item.idea).clear) return [];
      let features: string[] | undefined;
      const brief = briefFromSignals(item.idea, detectSignals(item.idea), item.language, {
        audienceModel: null,
        onAudience: (read) => {
          features = read;
        },
      });
      if (!features) return [];
      return [{ part, features, people, readAsPeople: brief.users.kind === 'consumers' }];
    }),
  );
}

/** The audience model the examples give. */
export function trainAudienceModel(
  examples: readonly Example[] = trainingExamples(),
): AudienceModel {
  return logisticModelFile(
    examples.map(({ features, people }) => ({ features, yes: people })),
    {
      comment:
        'Written by npm run train:audience (scripts/train-audience-model.ts) from the readable parts of bench/quality; do not edit by hand. Decision 041.',
      training: TRAINING,
      threshold: THRESHOLD,
      smallestWeight: SMALLEST_WEIGHT,
    },
  );
}

/** The thresholds --cv weighs, beside the one the model keeps. */
const THRESHOLDS_WEIGHED = [0.4, 0.45, 0.5, 0.55, 0.6] as const;

function crossValidate(examples: readonly Example[]) {
  const rounds = [...new Set(examples.map((e) => roundOf(e.part)))];
  const share = (n: number) => `${n} (${((100 * n) / examples.length).toFixed(1)} %)`;
  let read = 0;
  const weighed = THRESHOLDS_WEIGHED.map(() => 0);
  for (const round of rounds) {
    const model = trainAudienceModel(examples.filter((e) => roundOf(e.part) !== round));
    for (const example of examples.filter((e) => roundOf(e.part) === round)) {
      if (example.readAsPeople === example.people) read += 1;
      THRESHOLDS_WEIGHED.forEach((threshold, i) => {
        const people =
          weighAudience({ ...model, threshold }, example.features).value === 'consumers';
        if (people === example.people) weighed[i] = (weighed[i] ?? 0) + 1;
      });
    }
  }
  console.log(`left out one round at a time (${rounds.join(', ')}), ${examples.length} ideas:`);
  console.log(`kind read right by the brief alone: ${share(read)}`);
  THRESHOLDS_WEIGHED.forEach((threshold, i) => {
    const kept = threshold === THRESHOLD ? ' (kept)' : '';
    console.log(`with the model from ${threshold}${kept}: ${share(weighed[i] ?? 0)}`);
  });
}

if (import.meta.main) {
  const examples = trainingExamples();
  if (process.argv.includes('--cv')) crossValidate(examples);
  else {
    const file = path.join(KNOWLEDGE_DIR, AUDIENCE_MODEL_FILE);
    const model = trainAudienceModel(examples);
    writeFileSync(file, serialiseWeightedModel(model));
    console.log(`${file}: ${examples.length} ideas, ${Object.keys(model.weights).length} weights`);
  }
}
