import {
  API_TIMEOUT_MS,
  accessToken,
  assertSameOrigin,
  isAbort,
  readJson,
  refusal,
  transportFailure,
} from './api-client.ts';

// Downloads from the API (a report's export), through the same client as apiRequest. A module of
// its own: every page loads api-client.ts with the app, and only the report page downloads files.

/** A file the API answered (an export): its content and the name the server gave it. */
export type ApiFile = { blob: Blob; fileName: string | null };

/**
 * The file name a `Content-Disposition` header gives: its RFC 5987 `filename*` (UTF-8, percent-
 * encoded) when there is one, else its plain `filename`; null without either.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      const charset = (extended[1] ?? '').toLowerCase();
      const value = extended[2].trim();
      if (charset === 'utf-8' || charset === '') return decodeURIComponent(value);
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

/**
 * A file from the API (a download), through the same client as `apiRequest`: the bearer token,
 * the timeout, and every failure an `ApiError` read from the contract's error body.
 */
export async function apiFile(
  path: string,
  { signal, timeoutMs = API_TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ApiFile> {
  assertSameOrigin(path);
  const token = await accessToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;

  let response: Response;
  let blob: Blob | null = null;
  let errorBody: unknown;
  try {
    response = await fetch(path, { headers, signal: combined, credentials: 'same-origin' });
    if (response.ok) {
      blob = await response.blob();
    } else {
      errorBody = await readJson(response).catch((error: unknown) => {
        if (isAbort(error)) throw error;
        return undefined; // not JSON: the status alone says what went wrong
      });
    }
  } catch (error) {
    throw transportFailure(error, signal, timeout);
  }
  if (!response.ok || !blob) throw await refusal(response, errorBody, token);
  return {
    blob,
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')),
  };
}
