import type { ShareLink } from '@idealens/shared/shares';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The schemas (with zod) arrive alongside each answer: the report view, where the Share button
// lives, is also the demo's, which loads no schemas (ADR 014).
const shares = () => import('@idealens/shared/shares');

const sharePath = (reportId: string) => `/api/reports/${encodeURIComponent(reportId)}/share`;

/** `POST /api/reports/{id}/share`: the report's live share link, created on first use. */
export async function createShareLink(reportId: string): Promise<ShareLink> {
  const schema = shares().then((module) => module.shareLinkResponseSchema);
  return (await apiRequest(sharePath(reportId), { method: 'POST', schema })).data;
}

/** `DELETE /api/reports/{id}/share`: the link stops working (none left is success too). */
export async function revokeShareLink(reportId: string): Promise<void> {
  await apiRequest(sharePath(reportId), { method: 'DELETE' });
}

export function useCreateShareLink(reportId: string) {
  return useMutation({ mutationFn: () => createShareLink(reportId) });
}

export function useRevokeShareLink(reportId: string) {
  return useMutation({ mutationFn: () => revokeShareLink(reportId) });
}
