import { successResponseSchema } from '@idealens/shared/analysis';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { REPORTS_QUERY_KEY } from './get-reports.ts';

/** `DELETE /api/reports/{id}`. */
export function deleteReport(reportId: string) {
  return apiRequest(`/api/reports/${encodeURIComponent(reportId)}`, {
    method: 'DELETE',
    schema: successResponseSchema,
  });
}

/** Deletes a report; every reports query (the history, the profile's usage stats) then refreshes. */
export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
  });
}
