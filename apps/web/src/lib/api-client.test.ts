import { taskStatusSchema } from '@idealens/shared/analysis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetch-stub.ts';
import {
  ApiError,
  apiRequest,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  setAccessTokenProvider,
} from './api-client.ts';
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

describe('apiRequest', () => {
  it('sends same-origin JSON and unwraps the response to its body', async () => {
    const { requests } = stubFetch({
      'POST /api/analysis/submit': { body: { taskId: 'abc', status: 'queued' } },
    });
    const body = await apiRequest('/api/analysis/submit', {
      method: 'POST',
      body: { type: 'simple', data: { idea: 'A marketplace for spare parts' } },
    });
    expect(body).toEqual({ taskId: 'abc', status: 'queued' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
    expect(requests[0]?.body).toEqual({
      type: 'simple',
      data: { idea: 'A marketplace for spare parts' },
    });
  });

  it('refuses paths that would leave the origin', async () => {
    await expect(apiRequest('https://evil.example/api')).rejects.toThrow(TypeError);
    await expect(apiRequest('//evil.example/api')).rejects.toThrow(TypeError);
  });

  it('sends the stored token as a bearer token when sign-in has none', async () => {
    window.localStorage.setItem(API_TOKEN, TOKEN);
    const { requests } = stubFetch({ 'GET /api/analysis/queue-status': { body: {} } });
    await apiRequest('/api/analysis/queue-status');
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('prefers the token from the sign-in hook point', async () => {
    window.localStorage.setItem(API_TOKEN, 'stored-token');
    setAccessTokenProvider(async () => 'fresh-token');
    const { requests } = stubFetch({ 'GET /api/user/points': { body: {} } });
    await apiRequest('/api/user/points');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer fresh-token');
  });

  it('parses the contract error body into a typed error', async () => {
    stubFetch({
      'POST /api/analysis/submit': {
        status: 429,
        body: {
          error: 'Too Many Requests',
          message:
            'Analysis is currently busy. Please try again later or log in for free detailed analysis',
          code: 'QUEUE_BUSY',
        },
      },
    });
    const error = await failure(apiRequest('/api/analysis/submit', { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 429,
      code: 'QUEUE_BUSY',
      serverMessage:
        'Analysis is currently busy. Please try again later or log in for free detailed analysis',
    });
    expect(error.message).toBe(error.serverMessage);
  });

  it('gives an error without a contract body a code from its status', async () => {
    stubFetch({ 'GET /api/health': { status: 502, body: '<html>Bad gateway</html>' } });
    const error = await failure(apiRequest('/api/health'));
    expect(error).toMatchObject({
      kind: 'http',
      status: 502,
      code: 'HTTP_502',
      serverMessage: null,
    });
  });

  it('reports a failed connection as a network error with the spec’s message', async () => {
    stubFetch({ 'GET /api/analysis/queue-status': 'network-error' });
    const error = await failure(apiRequest('/api/analysis/queue-status'));
    expect(error).toMatchObject({
      kind: 'network',
      status: 0,
      code: 'NETWORK_ERROR',
      serverMessage: null,
    });
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(NETWORK_ERROR_MESSAGE).toBe('Network error, please try again later');
  });

  it('reports a call that takes too long as a timeout', async () => {
    // The server never answers; the abort ends the call.
    stubFetch({ 'GET /api/analysis/queue-status': () => new Promise<never>(() => {}) });
    const error = await failure(apiRequest('/api/analysis/queue-status', { timeoutMs: 20 }));
    expect(error).toMatchObject({ kind: 'timeout', code: 'TIMEOUT', status: 0 });
  });

  it('rethrows a cancellation by the caller as it is', async () => {
    stubFetch({ 'GET /api/analysis/queue-status': { body: {} } });
    const controller = new AbortController();
    controller.abort();
    await expect(
      apiRequest('/api/analysis/queue-status', { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('validates the body against a schema and calls a mismatch an invalid response', async () => {
    stubFetch({ 'GET /api/analysis/status/t1': { body: { taskId: 't1', status: 'dreaming' } } });
    const error = await failure(
      apiRequest('/api/analysis/status/t1', { schema: taskStatusSchema }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 200, code: 'INVALID_RESPONSE' });
  });

  describe('on 401', () => {
    it.each([
      ['TOKEN_EXPIRED', /expired, please log in again/],
      ['INVALID_TOKEN', /invalid authentication information/],
      ['MISSING_AUTH_HEADER', /invalid authentication information/],
    ])(
      '%s removes the stored token, logs why with a shortened token, and rethrows',
      async (code, logged) => {
        window.localStorage.setItem(API_TOKEN, TOKEN);
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
        stubFetch({
          'GET /api/user/points': {
            status: 401,
            body: { error: 'Unauthorized', message: 'No', code },
          },
        });
        const error = await failure(apiRequest('/api/user/points'));
        expect(error).toMatchObject({ status: 401, code });
        expect(window.localStorage.getItem(API_TOKEN)).toBeNull();
        expect(warn).toHaveBeenCalledTimes(1);
        const line = String(warn.mock.calls[0]?.[0]);
        expect(line).toMatch(logged);
        expect(line).toContain(TOKEN.slice(0, 20));
        expect(line).not.toContain(TOKEN.slice(0, 21));
      },
    );
  });
});
