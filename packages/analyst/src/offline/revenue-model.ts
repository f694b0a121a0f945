import { REVENUE_MODELS, type RevenueModel } from '@idealens/shared/brief';
import { committedPosterior } from './word-model.ts';

/**
 * How an idea that names no price and no way of charging probably makes money: a naive Bayes
 * model of the revenue model (`word-model.ts`), counted from the labelled ideas of the readable
 * parts of the quality set (`npm run train:revenue` writes it; decision 037). A subscription box,
 * a repair service and a marketplace read differently even when none says how it charges.
 */

export const REVENUE_MODEL_FILE = 'revenue-model.json';

const revenuePosterior = committedPosterior(REVENUE_MODEL_FILE);

/** The revenue model an idea's words are most like, and how likely the model finds it. */
export function likelyRevenueModel(text: string): { kind: RevenueModel; likelihood: number } {
  let kind: RevenueModel = 'unclear';
  let likelihood = 0;
  for (const [label, p] of revenuePosterior(text)) {
    if (p > likelihood && (REVENUE_MODELS as readonly string[]).includes(label)) {
      kind = label as RevenueModel;
      likelihood = p;
    }
  }
  return { kind, likelihood };
}
