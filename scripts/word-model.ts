// scripts/word-model: the counting both word models share (packages/analyst/src/offline/
// word-model.ts): how often each feature of the training texts occurs in each class.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { KNOWLEDGE_DIR } from '@idealens/analyst/offline/knowledge/load';
import { type WordModel, wordFeatures } from '@idealens/analyst/offline/word-model';

export interface CountOptions {
  $comment: string;
  alpha: number;
  /** Features seen fewer times than this are left out, unless `always` keeps them. */
  minCount: number;
  /** Features kept however rare (the words a content editor wrote into the knowledge base). */
  always?: ReadonlySet<string>;
  /** Whether the model weighs how common each class is among the labelled texts. */
  priors?: boolean;
}

/** Counts a word model from labelled texts: [text, class] pairs. */
export function countWordModel(
  docs: ReadonlyArray<readonly [text: string, label: string]>,
  options: CountOptions,
): WordModel {
  const classes = [...new Set(docs.map(([, label]) => label))].sort();
  const index = new Map(classes.map((id, i) => [id, i]));
  const counts = new Map<string, number[]>();
  const ideas = classes.map(() => 0);
  for (const [text, label] of docs) {
    const c = index.get(label) as number;
    ideas[c] = (ideas[c] as number) + 1;
    for (const feature of wordFeatures(text)) {
      let row = counts.get(feature);
      if (!row) {
        row = classes.map(() => 0);
        counts.set(feature, row);
      }
      row[c] = (row[c] as number) + 1;
    }
  }
  const features: Record<string, number[]> = {};
  const totals = classes.map(() => 0);
  for (const feature of [...counts.keys()].sort()) {
    const row = counts.get(feature) as number[];
    const rare = row.reduce((a, b) => a + b, 0) < options.minCount;
    if (rare && !options.always?.has(feature)) continue;
    features[feature] = row.flatMap((n, c) => (n > 0 ? [c, n] : []));
    row.forEach((n, c) => {
      totals[c] = (totals[c] as number) + n;
    });
  }
  return {
    $comment: options.$comment,
    alpha: options.alpha,
    minCount: options.minCount,
    classes,
    ...(options.priors ? { priors: ideas } : {}),
    totals,
    features,
  };
}

/** A model as its file holds it: one line, as the trainers write it. */
export function serialiseWordModel(model: WordModel): string {
  return `${JSON.stringify(model)}\n`;
}

/** Writes a model into the knowledge base under its file name, and says what it holds. */
export function writeWordModel(fileName: string, model: WordModel): void {
  const file = path.join(KNOWLEDGE_DIR, fileName);
  writeFileSync(file, serialiseWordModel(model));
  const features = Object.keys(model.features).length;
  console.log(`${file}: ${model.classes.length} classes, ${features} features`);
}
