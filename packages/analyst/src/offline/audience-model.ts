import type { AudienceKind, Confidence } from '@idealens/shared/brief';
import type { Language } from '@idealens/shared/simple-report';
import { knowledgeFileOnDemand } from './knowledge/load.ts';
import { type LogisticModel, likelihoodOf, logisticModelSchema } from './logistic-model.ts';
import type { IdeaText } from './text.ts';
import { ideaWordFeatures } from './word-model.ts';

/**
 * A second reader of whether the users are people or businesses, beside the brief's rules:
 * logistic regression over the idea's words and the kind the rules read (with how sure they
 * were), learnt from the labelled ideas of the readable parts of the quality set
 * (`npm run train:audience` writes it; decision 041). The rules decide from the party they chose
 * ("barbers" are people, so a sharpening service for barbers was read as for consumers); the
 * model weighs how the whole idea is told ("$40/mo per shop", 客单价, "we're a pet store"), so it
 * reads a trade's tool as for businesses and a shop's own customers as people. It weighs only the
 * two kinds it tells apart; a public body or a two-sided market stays as the rules read it.
 */

export type AudienceModel = LogisticModel;

export const AUDIENCE_MODEL_FILE = 'audience-model.json';

/** The committed model, read once per process. */
export const audienceModel = knowledgeFileOnDemand(AUDIENCE_MODEL_FILE, logisticModelSchema);

/** The kinds of users the model tells apart. */
export type WeighedAudience = Extract<AudienceKind, 'consumers' | 'businesses'>;

export const isWeighedAudience = (kind: AudienceKind): kind is WeighedAudience =>
  kind === 'consumers' || kind === 'businesses';

/** What the model reads: the idea's words, and the rules' reading of who uses it. */
export function audienceFeatures(
  text: IdeaText,
  ideaLanguage: Language,
  rules: { value: WeighedAudience; confidence: Confidence },
  party?: string,
): string[] {
  return [
    ...ideaWordFeatures(text),
    `rules:${rules.value}`,
    `rules:${rules.value}:${rules.confidence}`,
    `language:${ideaLanguage}`,
    ...(party === undefined
      ? ['party:none']
      : ideaWordFeatures(party).map((word) => `party:${word}`)),
  ];
}

/** The model's reading: the kind it finds likelier, and how sure it is of it. */
export function weighAudience(
  model: AudienceModel,
  features: readonly string[],
): { value: WeighedAudience; confidence: Confidence } {
  const people = likelihoodOf(model, features);
  const value = people >= model.threshold ? 'consumers' : 'businesses';
  // Sure when the likelihood is far from even; a reading near it is for the founder to confirm.
  return { value, confidence: Math.abs(people - 0.5) >= 0.25 ? 'medium' : 'low' };
}
