import { type SubmitAnalysis, submitAnalysisResponseSchema } from '@idealens/shared/analysis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';
import { getQueueStatusQueryOptions } from './get-queue-status.ts';

export function submitAnalysis(body: SubmitAnalysis) {
  return apiRequest('/api/analysis/submit', {
    method: 'POST',
    body,
    schema: submitAnalysisResponseSchema,
  });
}

/** Submits an idea; a busy answer refreshes the queue status so the busy banner shows at once. */
export function useSubmitAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAnalysis,
    onError: (error) => {
      if (isApiError(error) && error.code === 'QUEUE_BUSY') {
        void queryClient.invalidateQueries({ queryKey: getQueueStatusQueryOptions().queryKey });
      }
    },
  });
}
