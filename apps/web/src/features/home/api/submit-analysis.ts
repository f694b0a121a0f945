import type { SubmitAnalysis } from '@idealens/shared/analysis';
import { AnalysisErrorCode } from '@idealens/shared/analysis-limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeAnonymousTask } from '../../../lib/anonymous-tasks.ts';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';
import { TASKS_QUERY_KEY } from '../../../lib/tasks-query-key.ts';
import { getUserPointsQueryOptions } from '../../../lib/user-points.ts';
import { getQueueStatusQueryOptions } from './get-queue-status.ts';

/**
 * Submits an idea. An anonymous submission's claim token is kept in this browser: the account it
 * signs up will keep the analysis.
 */
export async function submitAnalysis(body: SubmitAnalysis) {
  const submitted = await apiRequest('/api/analysis/submit', {
    method: 'POST',
    body,
    schema: import('@idealens/shared/analysis').then(
      (module) => module.submitAnalysisResponseSchema,
    ),
  });
  const { taskId, claimToken } = submitted;
  if (claimToken) storeAnonymousTask({ taskId, claimToken });
  return submitted;
}

/**
 * Submits an idea. A deep analysis spends a point and adds a task, so the points and the task
 * lists are read again; a refusal for want of points re-reads the points (they changed
 * elsewhere); a busy answer refreshes the queue status so the busy banner shows at once.
 */
export function useSubmitAnalysis() {
  const queryClient = useQueryClient();
  const refreshPoints = () =>
    queryClient.invalidateQueries({ queryKey: getUserPointsQueryOptions().queryKey });
  return useMutation({
    mutationFn: submitAnalysis,
    onSuccess: (_response, body) => {
      void queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
      if (body.type === 'chat') void refreshPoints();
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.code === AnalysisErrorCode.QUEUE_BUSY) {
        void queryClient.invalidateQueries({ queryKey: getQueueStatusQueryOptions().queryKey });
      } else if (error.code === AnalysisErrorCode.INSUFFICIENT_POINTS || error.status === 402) {
        void refreshPoints();
      }
    },
  });
}
