// What makes a text long enough to be analysed, as the server checks it and the web form checks it
// before sending (so that most mistakes never leave the page). Without zod: the home page's first
// screen imports it.
import {
  IDEA_MAX_LENGTH_ANONYMOUS,
  IDEA_MAX_LENGTH_SIGNED_IN,
  IDEA_MIN_LENGTH,
  IDEA_WARN_LENGTH_ANONYMOUS,
  IDEA_WARN_LENGTH_SIGNED_IN,
} from './analysis-limits.ts';

export type IdeaLimits = { min: number; max: number; warnAbove: number };

/** Spec §5 and §9: 300 characters anonymous, 2000 signed in; the form's counter warns above 90%. */
export function ideaLimits(signedIn: boolean): IdeaLimits {
  return signedIn
    ? {
        min: IDEA_MIN_LENGTH,
        max: IDEA_MAX_LENGTH_SIGNED_IN,
        warnAbove: IDEA_WARN_LENGTH_SIGNED_IN,
      }
    : {
        min: IDEA_MIN_LENGTH,
        max: IDEA_MAX_LENGTH_ANONYMOUS,
        warnAbove: IDEA_WARN_LENGTH_ANONYMOUS,
      };
}

export type IdeaProblem = 'required' | 'tooShort' | 'tooLong';

/** What is wrong with the length of `idea` (measured trimmed), or null when nothing is. */
export function ideaProblem(idea: string, limits: IdeaLimits): IdeaProblem | null {
  const text = idea.trim();
  if (text.length === 0) return 'required';
  if (text.length < limits.min) return 'tooShort';
  if (text.length > limits.max) return 'tooLong';
  return null;
}
