import { successResponseSchema } from '@idealens/shared/analysis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { REPORTS_QUERY_KEY } from '../../../lib/report-list.ts';
import { forgetStoredReportOf } from '../../../lib/report-storage.ts';

/** The key every analysis query (task lists, statuses, score context) starts with. */
const ANALYSIS_QUERY_KEY = ['analysis'] as const;

/** `DELETE /api/reports/{id}`. */
export function deleteReport(reportId: string) {
  return apiRequest(`/api/reports/${encodeURIComponent(reportId)}`, {
    method: 'DELETE',
    schema: successResponseSchema,
  });
}

/**
 * Deletes a report, and with it the task that made it (issue 19): every reports query (the
 * history, the profile's usage stats) and every analysis query (task lists, statuses) refreshes,
 * and the copy this browser keeps of it is forgotten.
 */
export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: (_answer, reportId) => {
      forgetStoredReportOf({ reportId });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ANALYSIS_QUERY_KEY }),
      ]);
    },
  });
}
