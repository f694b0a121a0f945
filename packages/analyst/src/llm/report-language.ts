import type { Language } from '@idealens/shared/simple-report';

/** Fixed words of the report's JSON that stay in English whatever the language. */
const FIXED = new Set(['high', 'medium', 'low', 'unlawful', 'safety-critical', 'fatal-flaw']);

/** Every text of a reply except the fixed words and the given keys (names keep their own spelling). */
function texts(value: unknown, skip: ReadonlySet<string>, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (!FIXED.has(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) texts(item, skip, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) if (!skip.has(key)) texts(item, skip, out);
  }
  return out;
}

/**
 * The share of a reply's letters that are Chinese characters: Han against Latin letters (digits,
 * punctuation and spaces aside). The two report languages differ in script, so the script tells
 * them apart without a language-detection model.
 */
export function hanShare(value: unknown, skip: ReadonlySet<string> = new Set()): number {
  const joined = texts(value, skip).join(' ');
  const han = joined.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = joined.match(/\p{Script=Latin}/gu)?.length ?? 0;
  // A Chinese character carries about as much as a short English word: weigh them alike.
  const latinWords = latin / 5;
  return han + latinWords === 0 ? 0 : han / (han + latinWords);
}

/** Below this share of Chinese a zh-CN report is not in Chinese; above the other, en-US is not English. */
const MIN_CHINESE = 0.6;
const MAX_CHINESE_IN_ENGLISH = 0.1;

/**
 * What is wrong with a reply's language, for the repair turn: nothing when it is written in the
 * requested language. Quotes and names are left out: they keep their source's language.
 */
export function languageProblems(
  value: unknown,
  language: Language,
  skip: ReadonlySet<string> = new Set(['quote', 'name']),
): string[] {
  const share = hanShare(value, skip);
  if (language === 'zh-CN' && share < MIN_CHINESE) {
    return [
      'The report is not written in Simplified Chinese (zh-CN) as required: write every text in Simplified Chinese, except quotes (copied word for word from their sources) and company names (as their sources spell them).',
    ];
  }
  if (language === 'en-US' && share > MAX_CHINESE_IN_ENGLISH) {
    return [
      'The report is not written in English (en-US) as required: write every text in English, except quotes (copied word for word from their sources) and company names (as their sources spell them).',
    ];
  }
  return [];
}

/** The failure when the repair turn did not fix the language either. */
export const WRONG_LANGUAGE_MESSAGE =
  'The analysis model did not write the report in the requested language.';
