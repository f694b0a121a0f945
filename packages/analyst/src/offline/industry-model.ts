import { committedPosterior } from './word-model.ts';

/**
 * A second reader of the market, beside the keyword weights: a naive Bayes model of which
 * industry an idea's words and Chinese characters belong to (`word-model.ts`), counted from the
 * knowledge base's own words (keywords, names, customers, problems, what competitors sell) and the
 * labelled ideas of the readable parts of the quality set (`npm run train:industry` writes it;
 * decision 035). It reads what keywords miss (stems, two-word phrases, characters of Chinese
 * compounds) and is asked only to choose among markets the keywords found close.
 */

export const INDUSTRY_MODEL_FILE = 'industry-model.json';

/**
 * How likely each industry (parent id, or `general`) is for the text, summing to 1. Uniform when
 * the text has no word the model knows.
 */
export const industryPosterior = committedPosterior(INDUSTRY_MODEL_FILE);
