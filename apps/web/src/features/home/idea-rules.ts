import { AnalysisErrorCode, QUEUE_BUSY_THRESHOLD } from '@idealens/shared/analysis-limits';
// The length rules themselves are the server's too: @idealens/shared/idea-rules.
import type { IdeaLimits, IdeaProblem } from '@idealens/shared/idea-rules';
import type { TeamErrorCodeValue } from '@idealens/shared/team-codes';
import { isApiError } from '../../lib/api-client.ts';
import type { AuthStatus } from '../../lib/use-auth.ts';

export type CounterTone = 'normal' | 'warning' | 'over';

export function counterTone(length: number, limits: IdeaLimits): CounterTone {
  if (length > limits.max) return 'over';
  if (length > limits.warnAbove) return 'warning';
  return 'normal';
}

/** Spec §5: anonymous quick analyses stop while 10 or more tasks wait. */
export function isQueueBusy(queuedTasks: number | undefined): boolean {
  return queuedTasks !== undefined && queuedTasks >= QUEUE_BUSY_THRESHOLD;
}

/** What the deep analysis button can do for this visitor. */
export type DeepAnalysisAccess = 'sign-in-required' | 'insufficient-points' | 'available';

/**
 * `analysisPoints` is null while unknown (points arrive with sign-in): the server then decides,
 * answering INSUFFICIENT_POINTS when there are none.
 */
export function deepAnalysisAccess(
  authStatus: AuthStatus,
  analysisPoints: number | null,
): DeepAnalysisAccess {
  if (authStatus !== 'authenticated') return 'sign-in-required';
  if (analysisPoints !== null && analysisPoints < 1) return 'insufficient-points';
  return 'available';
}

/**
 * A failed submission as words: a translation key of `home:form.errors`, or the server's text;
 * `unclear`: the text is not an idea, with what it misses in the server's words (null: none sent).
 */
export type SubmitFailure =
  | {
      key:
        | 'network'
        | 'busy'
        | 'rateLimited'
        | 'insufficientPoints'
        | 'signInRequired'
        | 'submitFailed'
        | 'submitFailedLater'
        | 'teamNotFound';
    }
  | { key: IdeaProblem }
  | { text: string }
  | { unclear: string | null };

/**
 * Known codes are shown in the interface language; a failure on the server's side is 'Task
 * submission failed, please try again later'; any other shows the server's message when it sent
 * one, else 'Task submission failed' (spec §8).
 */
export function describeSubmitFailure(error: unknown): SubmitFailure {
  if (!isApiError(error)) return { key: 'submitFailed' };
  if (error.kind !== 'http') return { key: 'network' };
  // 402 Payment Required is only ever the want of an analysis point (spec §5).
  if (error.status === 402) return { key: 'insufficientPoints' };
  switch (error.code) {
    case AnalysisErrorCode.QUEUE_BUSY:
      return { key: 'busy' };
    case AnalysisErrorCode.RATE_LIMITED:
      return { key: 'rateLimited' };
    case AnalysisErrorCode.INSUFFICIENT_POINTS:
      return { key: 'insufficientPoints' };
    case AnalysisErrorCode.MISSING_AUTH_HEADER:
      return { key: 'signInRequired' };
    // Filed under a team the user has left, or that was deleted (issue 23). The code written out,
    // checked against the contract's: its catalogue would weigh on the first screen.
    case 'TEAM_NOT_FOUND' satisfies TeamErrorCodeValue:
      return { key: 'teamNotFound' };
    case AnalysisErrorCode.IDEA_REQUIRED:
      return { key: 'required' };
    case AnalysisErrorCode.IDEA_TOO_SHORT:
      return { key: 'tooShort' };
    case AnalysisErrorCode.IDEA_TOO_LONG:
      return { key: 'tooLong' };
    // Text that is not an idea (no customer, no product): the server says, in the request's
    // language, what is missing.
    case AnalysisErrorCode.IDEA_UNCLEAR:
      return { unclear: error.serverMessage };
    default:
      // The server could not take it (down, overloaded, a fault): nothing to correct, only to retry.
      if (error.status >= 500) return { key: 'submitFailedLater' };
      return error.serverMessage ? { text: error.serverMessage } : { key: 'submitFailed' };
  }
}
