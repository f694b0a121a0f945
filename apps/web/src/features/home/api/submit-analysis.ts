import type { SubmitAnalysis } from '@idealens/shared/analysis';
import { AnalysisErrorCode } from '@idealens/shared/analysis-limits';
import type { TeamErrorCodeValue } from '@idealens/shared/team-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeAnonymousTask } from '../../../lib/anonymous-tasks.ts';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';
import { TASKS_QUERY_KEY } from '../../../lib/tasks-query-key.ts';
import { TEAMS_QUERY_KEY } from '../../../lib/teams-query-key.ts';
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
 * Submits an idea. A deep analysis spends a point and adds a task, so the points (the user's, or
 * the team's pool when filed under a team) and the task lists are read again; a refusal for want
 * of points re-reads those points (they changed elsewhere); a team the user is no longer in
 * re-reads the teams (the choice falls back to Personal); a busy answer refreshes the queue
 * status so the busy banner shows at once.
 */
export function useSubmitAnalysis() {
  const queryClient = useQueryClient();
  const refreshPoints = (body: SubmitAnalysis) =>
    queryClient.invalidateQueries({
      queryKey: body.teamId ? TEAMS_QUERY_KEY : getUserPointsQueryOptions().queryKey,
    });
  return useMutation({
    mutationFn: submitAnalysis,
    onSuccess: (_response, body) => {
      void queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
      if (body.type === 'chat') void refreshPoints(body);
    },
    onError: (error, body) => {
      if (!isApiError(error)) return;
      if (error.code === AnalysisErrorCode.QUEUE_BUSY) {
        void queryClient.invalidateQueries({ queryKey: getQueueStatusQueryOptions().queryKey });
      } else if (error.code === AnalysisErrorCode.INSUFFICIENT_POINTS || error.status === 402) {
        void refreshPoints(body);
      } else if (error.code === ('TEAM_NOT_FOUND' satisfies TeamErrorCodeValue)) {
        void queryClient.invalidateQueries({ queryKey: TEAMS_QUERY_KEY });
      }
    },
  });
}
