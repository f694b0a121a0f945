// scripts/weights: what the trainers of the offline analyst's weighted models share (the users
// model, decision 036, and the unlawful model, decision 038): one step of gradient descent with an
// L2 penalty, and the weights rounded and pruned for the committed file.

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
