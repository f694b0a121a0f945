// scripts/weights: what the trainers of the offline analyst's weighted models share (the users
// model and the market ranker, decisions 036 and 039; the unlawful, refusal and audience models,
// decisions 038, 040 and 041): one step of gradient descent with an L2 penalty, and the weights
// rounded and pruned for the committed file.
import type { LogisticModel } from '@idealens/analyst/offline/logistic-model';

export interface Training {
  steps: number;
  rate: number;
  l2: number;
}

/** One full-batch step: each weight moves against its summed gradient over `count` examples and its penalty. */
export function descend(
  weights: Map<string, number>,
  gradient: ReadonlyMap<string, number>,
  count: number,
  { rate, l2 }: Training,
): void {
  for (const f of new Set([...weights.keys(), ...gradient.keys()])) {
    const w = weights.get(f) ?? 0;
    weights.set(f, w - rate * ((gradient.get(f) ?? 0) / count + l2 * w));
  }
}

/** The weights as the file keeps them: sorted, rounded to `decimals`, those under `smallest` left out. */
export function keptWeights(
  weights: ReadonlyMap<string, number>,
  decimals: number,
  smallest: number,
): Record<string, number> {
  const kept: Record<string, number> = {};
  for (const f of [...weights.keys()].sort()) {
    const w = Number((weights.get(f) as number).toFixed(decimals));
    if (Math.abs(w) >= smallest) kept[f] = w;
  }
  return kept;
}

/** A weighted model as its file holds it: indented, so a retrained model's changes read as a diff. */
export function serialiseWeightedModel(model: object): string {
  return `${JSON.stringify(model, null, 2)}\n`;
}

/** One labelled idea for a ranking model: its candidate readings, and which of them are right. */
export interface RankingExample {
  candidates: ReadonlyArray<{ features: readonly string[] }>;
  right: readonly boolean[];
}

/**
 * Full-batch gradient descent on the softmax of each idea's candidates: the probability the model
 * gives the candidates that are right is pushed up, with an L2 penalty. Ideas with no right
 * candidate, or only one candidate, teach nothing and are left out. The weights before rounding.
 */
export function trainRanking(
  examples: readonly RankingExample[],
  training: Training,
): Map<string, number> {
  const groups = examples.filter((e) => e.candidates.length > 1 && e.right.some(Boolean));
  const weights = new Map<string, number>();
  for (let step = 0; step < training.steps; step += 1) {
    const gradient = new Map<string, number>();
    for (const { candidates, right } of groups) {
      const scores = candidates.map((c) =>
        c.features.reduce((sum, f) => sum + (weights.get(f) ?? 0), 0),
      );
      const top = Math.max(...scores);
      const odds = scores.map((s) => Math.exp(s - top));
      const all = odds.reduce((a, b) => a + b, 0);
      const good = odds.reduce((a, o, i) => a + (right[i] ? o : 0), 0);
      candidates.forEach((c, i) => {
        const push = (odds[i] as number) / all - (right[i] ? (odds[i] as number) / good : 0);
        for (const f of c.features) gradient.set(f, (gradient.get(f) ?? 0) + push);
      });
    }
    descend(weights, gradient, groups.length, training);
  }
  return weights;
}

/** One labelled text for a yes-or-no model: its features, each once, and the answer. */
export interface LogisticExample {
  features: readonly string[];
  yes: boolean;
}

/**
 * Full-batch gradient descent on the log-loss of a yes-or-no model, with an L2 penalty on the
 * weights (not the bias). The bias and the weights before rounding. With `fixedBias`, the bias is
 * not learnt: a text whose features the model does not know keeps that likelihood.
 */
export function trainLogistic(
  examples: readonly LogisticExample[],
  training: Training,
  fixedBias?: number,
): { bias: number; weights: Map<string, number> } {
  const weights = new Map<string, number>();
  let bias = fixedBias ?? 0;
  for (let step = 0; step < training.steps; step += 1) {
    const gradient = new Map<string, number>();
    let biasGradient = 0;
    for (const { features, yes } of examples) {
      let z = bias;
      for (const f of features) z += weights.get(f) ?? 0;
      const error = 1 / (1 + Math.exp(-z)) - (yes ? 1 : 0);
      biasGradient += error;
      for (const f of features) gradient.set(f, (gradient.get(f) ?? 0) + error);
    }
    if (fixedBias === undefined) bias -= (training.rate * biasGradient) / examples.length;
    descend(weights, gradient, examples.length, training);
  }
  return { bias, weights };
}

/** How a yes-or-no model is learnt and kept in its file. */
export interface LogisticModelSettings {
  /** The file's `$comment`: who writes it, from what, and its decision. */
  comment: string;
  training: Training;
  /** The likelihood from which the model says yes. */
  threshold: number;
  /** Weights smaller than this are left out of the file. */
  smallestWeight: number;
  /** A bias that is not learnt (see `trainLogistic`). */
  fixedBias?: number;
}

/** A yes-or-no model as its committed file keeps it, learnt from the examples given. */
export function logisticModelFile(
  examples: readonly LogisticExample[],
  settings: LogisticModelSettings,
): LogisticModel {
  const { bias, weights } = trainLogistic(examples, settings.training, settings.fixedBias);
  return {
    $comment: settings.comment,
    training: { ...settings.training },
    threshold: settings.threshold,
    bias: Number(bias.toFixed(3)),
    weights: keptWeights(weights, 3, settings.smallestWeight),
  };
}
