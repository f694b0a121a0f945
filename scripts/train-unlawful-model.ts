// scripts/train-unlawful-model: trains the unlawful model the offline analyst reads beside its
// red-flag rules (packages/analyst/src/offline/unlawful-model.ts, decision 038) and writes it to
// packages/analyst/knowledge/unlawful-model.json. Run it after changing the readable parts of the
// quality set: npm run train:unlawful
//
// What it learns from: the labelled real ideas of the parts read for tuning (tune, dev, the fresh
// probes), unlawful or not. Never holdout, never the blind part: they measure it.
// `npm run train:unlawful -- --cv` trains on all rounds but one, judges the one left out, in turn,
// and prints what the rules find alone and with the model beside them.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { assessIdeaClarity } from '@idealens/analyst/idea-clarity';
import { KNOWLEDGE_DIR } from '@idealens/analyst/offline/knowledge/load';
import { detectRedFlags } from '@idealens/analyst/offline/red-flags';
import { UNLAWFUL_MODEL_FILE, type UnlawfulModel } from '@idealens/analyst/offline/unlawful-model';
import { ideaWordFeatures } from '@idealens/analyst/offline/word-model';
import type { Language } from '@idealens/shared/simple-report';
import { loadBench } from '../bench/quality/validate.ts';
import { roundOf, TRAINING_PARTS } from './training-parts.ts';
import { logisticModelFile, serialiseWeightedModel } from './weights.ts';

const TRAINING = { steps: 300, rate: 1, l2: 0.001 } as const;
/**
 * The likelihood from which the model flags an idea: more likely than not. Left one round out at a
 * time, the rules found 261 of 295 unlawful ideas and flagged 8 of 877 lawful ones; with the model
 * from 0.5 beside them, 267 and 9 (decision 038; `--cv` prints the other thresholds).
 */
const THRESHOLD = 0.5;
/** Weights smaller than this are left out of the file. */
const SMALLEST_WEIGHT = 0.03;

/** One labelled real idea: its words, and whether it breaks the law. */
export interface Example {
  part: string;
  idea: string;
  language: Language;
  features: string[];
  unlawful: boolean;
}

/** What the model learns from: every readable labelled idea that is an idea. */
export function trainingExamples(): Example[] {
  const here = path.join(import.meta.dirname, '../bench/quality');
  return TRAINING_PARTS.flatMap((part) =>
    loadBench(path.join(here, `${part}.json`)).flatMap((item): Example[] =>
      item.refuse || !assessIdeaClarity(item.idea).clear
        ? []
        : [
            {
              part,
              idea: item.idea,
              language: item.language,
              features: ideaWordFeatures(item.idea),
              unlawful: item.redFlags.includes('unlawful'),
            },
          ],
    ),
  );
}

/** The unlawful model the examples give. */
export function trainUnlawfulModel(
  examples: readonly Example[] = trainingExamples(),
): UnlawfulModel {
  return logisticModelFile(
    examples.map(({ features, unlawful }) => ({ features, yes: unlawful })),
    {
      comment:
        'Written by npm run train:unlawful (scripts/train-unlawful-model.ts) from the readable parts of bench/quality; do not edit by hand. Decision 038.',
      training: TRAINING,
      threshold: THRESHOLD,
      smallestWeight: SMALLEST_WEIGHT,
    },
  );
}

/** Whether the brief's red flags call an idea unlawful, with the model given or by the rules alone. */
const flagged = (example: Example, model: UnlawfulModel | null) =>
  detectRedFlags(example.idea, example.language, { unlawfulModel: model }).some(
    (flag) => flag.kind === 'unlawful',
  );

/** The thresholds --cv weighs, beside the one the model keeps. */
const THRESHOLDS_WEIGHED = [0.5, 0.55, 0.6, 0.65, 0.7, 0.8] as const;

function crossValidate(examples: readonly Example[]) {
  const rounds = [...new Set(examples.map((e) => roundOf(e.part)))];
  const unlawful = examples.filter((e) => e.unlawful).length;
  const lawful = examples.length - unlawful;
  const byRules = { found: 0, wrong: 0 };
  const withModel = THRESHOLDS_WEIGHED.map(() => ({ found: 0, wrong: 0 }));
  for (const round of rounds) {
    const model = trainUnlawfulModel(examples.filter((e) => roundOf(e.part) !== round));
    for (const example of examples.filter((e) => roundOf(e.part) === round)) {
      const key = example.unlawful ? 'found' : 'wrong';
      if (flagged(example, null)) byRules[key] += 1;
      THRESHOLDS_WEIGHED.forEach((threshold, i) => {
        if (flagged(example, { ...model, threshold })) (withModel[i] as typeof byRules)[key] += 1;
      });
    }
  }
  console.log(`left out one round at a time (${rounds.join(', ')}):`);
  console.log(
    `rules alone: unlawful found ${byRules.found} of ${unlawful}, lawful flagged ${byRules.wrong} of ${lawful}`,
  );
  THRESHOLDS_WEIGHED.forEach((threshold, i) => {
    const { found, wrong } = withModel[i] as typeof byRules;
    console.log(
      `rules and model from ${threshold}${threshold === THRESHOLD ? ' (kept)' : ''}: unlawful found ${found}, lawful flagged ${wrong}`,
    );
  });
}

if (import.meta.main) {
  const examples = trainingExamples();
  if (process.argv.includes('--cv')) crossValidate(examples);
  else {
    const file = path.join(KNOWLEDGE_DIR, UNLAWFUL_MODEL_FILE);
    const model = trainUnlawfulModel(examples);
    writeFileSync(file, serialiseWeightedModel(model));
    console.log(`${file}: ${examples.length} ideas, ${Object.keys(model.weights).length} weights`);
  }
}
