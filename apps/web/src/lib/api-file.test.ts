import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetch-stub.ts';
import { type ApiError, isApiError, setAccessTokenProvider } from './api-client.ts';
import { apiFile, fileNameFromDisposition } from './api-file.ts';
import { API_TOKEN } from './storage-keys.ts';

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.payload-that-must-never-be-logged-in-full';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  setAccessTokenProvider(() => null);
  vi.restoreAllMocks();
});

describe('apiFile', () => {
  it('downloads a file with the bearer token, named by its filename*', async () => {
    window.localStorage.setItem(API_TOKEN, TOKEN);
    const { requests } = stubFetch({
      'GET /api/reports/r1/export': {
        file: '%PDF-1.7',
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="Report 2025-07-18.pdf"; filename*=UTF-8''${encodeURIComponent('报告 2025-07-18.pdf')}`,
        },
      },
    });
    const file = await apiFile('/api/reports/r1/export?format=pdf');
    expect(file.fileName).toBe('报告 2025-07-18.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(requests[0]?.url.searchParams.get('format')).toBe('pdf');
  });

  it('reads a refusal’s contract body into a typed error', async () => {
    stubFetch({
      'GET /api/reports/r1/export': {
        status: 403,
        body: { error: 'Forbidden', code: 'PLAN_REQUIRED', message: 'Pro and Max plans only' },
      },
    });
    const error = await failure(apiFile('/api/reports/r1/export?format=xlsx'));
    expect(error).toMatchObject({
      kind: 'http',
      status: 403,
      code: 'PLAN_REQUIRED',
      serverMessage: 'Pro and Max plans only',
    });
  });

  it('reports a failed connection as a network error', async () => {
    stubFetch({ 'GET /api/reports/r1/export': 'network-error' });
    const error = await failure(apiFile('/api/reports/r1/export?format=md'));
    expect(error).toMatchObject({ kind: 'network', code: 'NETWORK_ERROR' });
  });
});

describe('fileNameFromDisposition', () => {
  it.each([
    [`attachment; filename="a.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf`, '报告.pdf'],
    [`attachment; filename*=utf-8''r%C3%A9sum%C3%A9.md; filename="resume.md"`, 'résumé.md'],
    ['attachment; filename="Idea \\"quoted\\" 2025.json"', 'Idea "quoted" 2025.json'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    // A malformed escape falls back to the plain name.
    [`attachment; filename="fallback.pdf"; filename*=UTF-8''%E6%8A`, 'fallback.pdf'],
    ['attachment', null],
    [null, null],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});
