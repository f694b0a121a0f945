import { AnalysisErrorCode } from '@idealens/shared/analysis';
import { TeamErrorCode } from '@idealens/shared/team-codes';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';

/** Keys of `tasks:errors`: the spec's fallback texts (§8) and the codes worded in both languages. */
export type FailureKey =
  | 'network'
  | 'taskNotFound'
  | 'taskNotDeletable'
  | 'teamNotFound'
  | 'taskList'
  | 'taskStatus'
  | 'deleteTask'
  | 'reportList'
  | 'deleteReport';

/** A failed call as words: a translation key of `tasks:errors`, or the server's own message. */
export type Failure = { key: FailureKey } | { text: string };

const CODE_KEYS: Partial<Record<string, FailureKey>> = {
  [AnalysisErrorCode.TASK_NOT_FOUND]: 'taskNotFound',
  [AnalysisErrorCode.TASK_NOT_DELETABLE]: 'taskNotDeletable',
  // A team workspace whose team the user has left, or that was deleted (issue 23).
  [TeamErrorCode.TEAM_NOT_FOUND]: 'teamNotFound',
};

/**
 * Spec §8: no answer at all is a network error; codes we know are said in the interface
 * language; any other refusal shows the server's message when it sent one, else `fallback`.
 */
export function describeFailure(error: unknown, fallback: FailureKey): Failure {
  if (!isApiError(error)) return { key: fallback };
  if (error.kind !== 'http') return { key: 'network' };
  const known = CODE_KEYS[error.code];
  if (known) return { key: known };
  return error.serverMessage ? { text: error.serverMessage } : { key: fallback };
}

/** `describeFailure` in the interface language. */
export function useFailureText(): (error: unknown, fallback: FailureKey) => string {
  const { t } = useTranslation('tasks');
  return (error, fallback) => {
    const failure = describeFailure(error, fallback);
    return 'text' in failure ? failure.text : t(`errors.${failure.key}`);
  };
}
