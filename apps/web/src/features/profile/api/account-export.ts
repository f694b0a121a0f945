import type { AccountExport } from '@idealens/shared/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, retryOnceUnlessRefused } from '../../../lib/api-client.ts';
import { apiFile } from '../../../lib/api-file.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** How often a building export is asked after: builds take seconds. */
export const EXPORT_POLL_MS = 2_000;

const accountExportKey = ['user', 'account-export'] as const;

/** The schema comes with the call, not with the page. */
const responseSchema = () =>
  import('@idealens/shared/account').then((module) => module.accountExportResponseSchema);

/** `GET /api/account/export`: the signed-in user's data export (none, building, ready, failed). */
export async function getAccountExport(signal?: AbortSignal): Promise<AccountExport> {
  return (await apiRequest('/api/account/export', { signal, schema: responseSchema() })).data;
}

/** `POST /api/account/export`: starts a new export (or answers the one being built). */
export async function requestAccountExport(): Promise<AccountExport> {
  return (await apiRequest('/api/account/export', { method: 'POST', schema: responseSchema() }))
    .data;
}

/** `GET /api/account/export/download`: saves the ready zip under the server's name. */
export async function downloadAccountExport(): Promise<void> {
  const file = await apiFile('/api/account/export/download');
  saveFile(file.blob, file.fileName ?? 'idealens-account.zip');
}

export function getAccountExportQueryOptions() {
  return queryOptions({
    queryKey: accountExportKey,
    queryFn: ({ signal }) => getAccountExport(signal),
    retry: retryOnceUnlessRefused,
    // Asked again while it is being built; a ready one reads as none once it expires.
    refetchInterval: (query) => (query.state.data?.status === 'building' ? EXPORT_POLL_MS : false),
  });
}

export function useAccountExport() {
  return useQuery(getAccountExportQueryOptions());
}

export function useRequestAccountExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAccountExport,
    onSuccess: (state) => queryClient.setQueryData(accountExportKey, state),
  });
}

export function useDownloadAccountExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadAccountExport,
    // Gone meanwhile (expired): the card shows what stands now.
    onError: () => void queryClient.invalidateQueries({ queryKey: accountExportKey }),
  });
}
