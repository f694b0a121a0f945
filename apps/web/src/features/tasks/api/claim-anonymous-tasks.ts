import { AnalysisErrorCode } from '@idealens/shared/analysis-limits';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  type AnonymousTask,
  anonymousTasks,
  forgetAnonymousTasks,
} from '../../../lib/anonymous-tasks.ts';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';
import { adoptStoredReport } from '../../../lib/report-storage.ts';
import { useAuth } from '../../../lib/use-auth.ts';

/** `POST /api/analysis/claim`: the signed-in account takes over tasks this browser ran anonymously. */
export function claimAnonymousTasks(tasks: AnonymousTask[]) {
  return apiRequest('/api/analysis/claim', {
    method: 'POST',
    body: { tasks },
    schema: import('@idealens/shared/analysis').then((module) => module.claimTasksResponseSchema),
  });
}

/**
 * Everything the app has read is read again. A first read still under way (the Analysis Center's
 * task list, straight after sign-up) may predate the claim; invalidating alone would wait for it
 * rather than start another, so it is cancelled first.
 */
async function readAgain(queryClient: QueryClient) {
  await queryClient.cancelQueries();
  await queryClient.invalidateQueries();
}

/** Claims under way, by user: one at a time per user, however often the app re-renders. */
const claiming = new Set<string>();

/**
 * Once signed in, the account keeps the quick analyses this browser ran before it signed up: they
 * join its tasks and reports, and a stored result among them becomes its own. The server takes
 * them only for a new account; whatever it answers, the tokens it has seen are forgotten, except
 * after a failure worth trying again (the network, the server), which the next page load retries.
 */
export function useClaimAnonymousTasks() {
  const { status, user } = useAuth();
  const queryClient = useQueryClient();
  const userId = status === 'authenticated' ? (user?.id ?? null) : null;

  useEffect(() => {
    if (!userId || claiming.has(userId)) return;
    const tasks = anonymousTasks();
    if (tasks.length === 0) return;
    claiming.add(userId);
    const sent = tasks.map((task) => task.taskId);
    claimAnonymousTasks(tasks)
      .then(({ data }) => {
        forgetAnonymousTasks(sent);
        adoptStoredReport(data.claimed, userId);
        // The account's tasks, reports and their counts now include them.
        if (data.claimed.length > 0) return readAgain(queryClient);
      })
      .catch((error: unknown) => {
        const refused =
          isApiError(error) &&
          (error.code === AnalysisErrorCode.CLAIM_CLOSED || error.status === 400);
        if (refused) forgetAnonymousTasks(sent);
        else console.warn('IdeaLens: could not keep the analyses made before signing in', error);
      })
      .finally(() => claiming.delete(userId));
  }, [userId, queryClient]);
}
