import { successResponseSchema } from '@idealens/shared/analysis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { forgetStoredReportOf } from '../../../lib/report-storage.ts';
import { TASKS_QUERY_KEY } from '../../../lib/tasks-query-key.ts';

/** `DELETE /api/analysis/tasks/{id}`: only completed or failed tasks (else TASK_NOT_DELETABLE). */
export function deleteTask(taskId: string) {
  return apiRequest(`/api/analysis/tasks/${encodeURIComponent(taskId)}`, {
    method: 'DELETE',
    schema: successResponseSchema,
  });
}

/**
 * Deletes a task; the task lists and counts refresh before it reports success, and the copy this
 * browser keeps of its result is forgotten.
 */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_answer, taskId) => {
      forgetStoredReportOf({ taskId });
      return queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
    },
  });
}
