import { assessIdeaClarity } from '@idealens/analyst/idea-clarity';
import { hasCjk } from '@idealens/analyst/offline/text';
import { AnalysisErrorCode, IDEA_MAX_LENGTH_SIGNED_IN } from '@idealens/shared/analysis';
import { ideaLimits, ideaProblem } from '@idealens/shared/idea-rules';
import type { Language } from '@idealens/shared/simple-report';
import { DomainError } from '../../domain-error.ts';

/** The language an answer about an idea is worded in: the one asked for, else the idea's own. */
export function answerLanguage(idea: string, asked: Language | undefined): Language {
  return asked ?? (hasCjk(idea) ? 'zh-CN' : 'en-US');
}

/**
 * The idea rules every analysis and brief request meets, before anything is stored or debited:
 * present, 10 characters or more, at most 300 (anonymous) or 2,000 (signed in) — the length rules
 * the web form applies too (@idealens/shared/idea-rules) — and readable as a startup idea
 * (IDEA_UNCLEAR says what is missing, in the request's language). Returns the idea trimmed.
 */
export function checkIdea(
  raw: string,
  { signedIn, language }: { signedIn: boolean; language: Language | undefined },
): string {
  const idea = raw.trim();
  const limits = ideaLimits(signedIn);
  switch (ideaProblem(idea, limits)) {
    case 'required':
      throw new DomainError(
        'invalid',
        AnalysisErrorCode.IDEA_REQUIRED,
        'Please enter your startup idea',
      );
    case 'tooShort':
      throw new DomainError(
        'invalid',
        AnalysisErrorCode.IDEA_TOO_SHORT,
        `Please describe your idea in detail, at least ${limits.min} characters`,
      );
    case 'tooLong':
      throw new DomainError(
        'invalid',
        AnalysisErrorCode.IDEA_TOO_LONG,
        signedIn
          ? `Please keep your idea to at most ${limits.max} characters`
          : `Please keep your idea to at most ${limits.max} characters, or log in to describe it in up to ${IDEA_MAX_LENGTH_SIGNED_IN}`,
      );
  }
  const clarity = assessIdeaClarity(idea);
  if (!clarity.clear) {
    const lang = answerLanguage(idea, language) === 'zh-CN' ? 'zh' : 'en';
    throw new DomainError('invalid', AnalysisErrorCode.IDEA_UNCLEAR, clarity.message[lang]);
  }
  return idea;
}
