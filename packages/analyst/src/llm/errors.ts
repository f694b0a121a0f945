import { APICallError, LoadAPIKeyError, RetryError } from 'ai';
import { AnalysisError } from '../engine.ts';

export const INVALID_REPORT_MESSAGE = 'The analysis model returned an invalid report.';
export const TIMEOUT_MESSAGE = 'The analysis model did not answer in time.';
const REJECTED_MESSAGE =
  'The analysis model rejected the request (check LLM_API_KEY and LLM_MODEL).';

/**
 * A failed model call as an error fit to show: the message names the kind of failure and never
 * carries the vendor's body, URL or key (the original stays in `cause` for the logs).
 */
export function toAnalysisError(error: unknown): AnalysisError {
  if (error instanceof AnalysisError) return error;
  // After the SDK's own retries the vendor's error is the last one tried.
  const failure = RetryError.isInstance(error) ? error.lastError : error;

  if (LoadAPIKeyError.isInstance(failure)) {
    return new AnalysisError('The analysis model needs an API key (set LLM_API_KEY).', {
      retryable: false,
      cause: error,
    });
  }
  if (APICallError.isInstance(failure)) {
    const status = failure.statusCode;
    if (status === 429) {
      return new AnalysisError('The analysis model is rate-limited; try again later.', {
        retryable: true,
        cause: error,
      });
    }
    if (status === undefined) {
      return new AnalysisError('The analysis model could not be reached.', {
        retryable: true,
        cause: error,
      });
    }
    if (status >= 500 || status === 408 || status === 409) {
      return new AnalysisError('The analysis model is unavailable right now.', {
        retryable: true,
        cause: error,
      });
    }
    return new AnalysisError(REJECTED_MESSAGE, { retryable: false, cause: error });
  }
  return new AnalysisError('The analysis model call failed.', { retryable: true, cause: error });
}
