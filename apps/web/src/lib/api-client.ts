import { API_TOKEN, readStorage, removeStorage } from './storage-keys.ts';

/** Spec §9: every call gives up after five minutes. */
export const API_TIMEOUT_MS = 300_000;

/** Spec §8; each feature shows its own translation of it. */
export const NETWORK_ERROR_MESSAGE = 'Network error, please try again later';

/**
 * How a call failed: no answer at all (`network`), no answer in time (`timeout`), or an answer
 * with an error status or a body that breaks the contract (`http`).
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http';

/** Codes the client gives failures that carry no contract error body. */
export const ClientErrorCode = {
  NETWORK_ERROR: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
  INVALID_RESPONSE: 'INVALID_RESPONSE',
} as const;

type ApiErrorInit = {
  kind: ApiErrorKind;
  /** HTTP status; 0 when there was no response. */
  status: number;
  /** The contract's error code (`QUEUE_BUSY`, …), or a client code, or `HTTP_<status>`. */
  code: string;
  /** The server's human-readable message, when its error body had one. */
  serverMessage: string | null;
  cause?: unknown;
};

/** Every failed call throws this: branch on `kind`, `status` and `code`, never on text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string;
  readonly serverMessage: string | null;

  constructor({ kind, status, code, serverMessage, cause }: ApiErrorInit) {
    super(serverMessage ?? (kind === 'http' ? `Request failed (${code})` : NETWORK_ERROR_MESSAGE), {
      cause,
    });
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** TanStack Query `retry`: one more try for network and server errors; a 4xx refusal is final. */
export function retryOnceUnlessRefused(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);
}

type AccessTokenProvider = () => string | null | Promise<string | null>;

/** No provider registered (tests, or before sign-in starts): no token from it. */
let getAccessToken: AccessTokenProvider = () => null;

/**
 * Where sign-in plugs in: whatever provides access tokens for the API resource registers its
 * `getAccessToken` here. Whenever it has none, the stored API token is the fallback (spec §7).
 */
export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  getAccessToken = provider;
}

/**
 * The bearer token every API call sends, or null; also for what cannot go through `apiRequest`
 * (an event stream).
 */
export async function accessToken(): Promise<string | null> {
  let token: string | null = null;
  try {
    token = await getAccessToken();
  } catch {
    // No token from sign-in (expired session, network): fall back like a signed-out visitor.
  }
  return token || readStorage(API_TOKEN) || null;
}

/** Tokens appear in logs only as their first 20 characters (spec §8). */
function tokenHint(token: string | null): string {
  return token ? `${token.slice(0, 20)}…` : '(none)';
}

/** Spec §8: every 401 forgets the stored token and says why; the error is rethrown after. */
function onUnauthorized(code: string, token: string | null): void {
  removeStorage(API_TOKEN);
  if (code === 'TOKEN_EXPIRED') {
    console.warn(
      `IdeaLens API: the access token has expired, please log in again (token ${tokenHint(token)})`,
    );
  } else if (code === 'MISSING_AUTH_HEADER' || code === 'INVALID_TOKEN') {
    console.warn(
      `IdeaLens API: invalid authentication information (${code}, token ${tokenHint(token)})`,
    );
  }
}

/** Validates and types a response body (a zod schema from `@idealens/shared`, typically). */
export type ResponseSchema<T> = { parse(value: unknown): T };

export type ApiRequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Cancels the call (e.g. TanStack Query's signal); a cancelled call rethrows the AbortError. */
  signal?: AbortSignal;
  /**
   * Validates and types the response body; a body that fails it is an `INVALID_RESPONSE`. May be
   * a promise (a schema module being imported): it is awaited alongside the request, so a page
   * does not have to bring zod with its first paint.
   */
  schema?: ResponseSchema<T> | PromiseLike<ResponseSchema<T>>;
  /** Lets the request outlive the page (analytics sent while leaving). */
  keepalive?: boolean;
  /**
   * Sends no bearer token and does not wait for one: for the sign-in configuration itself,
   * which is needed before any token can exist.
   */
  withoutToken?: boolean;
  timeoutMs?: number;
};

/** The caller's cancellation or the client's timeout (lib/api-file.ts reads it too). */
export function isAbort(error: unknown): boolean {
  return (
    error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')
  );
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  return JSON.parse(text) as unknown;
}

/** The error body's schema comes (with zod) only when an error response does. */
async function httpError(response: Response, body: unknown): Promise<ApiError> {
  const parsed = await import('@idealens/shared/errors').then(
    ({ errorBodySchema }) => errorBodySchema.safeParse(body),
    () => ({ success: false }) as const,
  );
  return new ApiError({
    kind: 'http',
    status: response.status,
    code: parsed.success ? parsed.data.code : `HTTP_${response.status}`,
    serverMessage: parsed.success && parsed.data.message.trim() !== '' ? parsed.data.message : null,
  });
}

export function assertSameOrigin(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new TypeError(`IdeaLens API paths are same-origin and start with one "/": ${path}`);
  }
}

/**
 * What a call that got no usable answer throws: an `ApiError` as it is, the caller's own
 * cancellation as it is (not a failure to report), else a timeout or a network error.
 */
export function transportFailure(
  error: unknown,
  signal: AbortSignal | undefined,
  timeout: AbortSignal,
) {
  if (error instanceof ApiError) return error;
  if (signal?.aborted) return error;
  if (timeout.aborted) {
    return new ApiError({
      kind: 'timeout',
      status: 0,
      code: ClientErrorCode.TIMEOUT,
      serverMessage: null,
      cause: error,
    });
  }
  return new ApiError({
    kind: 'network',
    status: 0,
    code: ClientErrorCode.NETWORK_ERROR,
    serverMessage: null,
    cause: error,
  });
}

/** An error status's `ApiError` (a 401 forgets the stored token first). */
export async function refusal(
  response: Response,
  body: unknown,
  token: string | null,
): Promise<ApiError> {
  const error = await httpError(response, body);
  if (response.status === 401) onUnauthorized(error.code, token);
  return error;
}

/**
 * The one HTTP client: same-origin JSON calls with the bearer token when there is one, a
 * five-minute timeout, the response unwrapped to its body, and every failure an `ApiError`.
 */
export async function apiRequest<T = unknown>(
  path: string,
  {
    method = 'GET',
    body,
    signal,
    schema,
    keepalive,
    withoutToken = false,
    timeoutMs = API_TIMEOUT_MS,
  }: ApiRequestOptions<T> = {},
): Promise<T> {
  assertSameOrigin(path);
  const token = withoutToken ? null : await accessToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;

  let response: Response;
  let validator: ResponseSchema<T> | undefined;
  let responseBody: unknown;
  try {
    // A schema module that cannot be loaded fails the call like an unreachable server.
    [response, validator] = await Promise.all([
      fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: combined,
        credentials: 'same-origin',
        keepalive,
      }),
      schema,
    ]);
    try {
      responseBody = await readJson(response);
    } catch (error) {
      if (isAbort(error)) throw error;
      // Not JSON (a proxy's HTML error page, a truncated body).
      if (response.ok) {
        throw new ApiError({
          kind: 'http',
          status: response.status,
          code: ClientErrorCode.INVALID_RESPONSE,
          serverMessage: null,
          cause: error,
        });
      }
      responseBody = undefined;
    }
  } catch (error) {
    throw transportFailure(error, signal, timeout);
  }

  if (!response.ok) throw await refusal(response, responseBody, token);
  if (!validator) return responseBody as T;
  try {
    return validator.parse(responseBody);
  } catch (cause) {
    throw new ApiError({
      kind: 'http',
      status: response.status,
      code: ClientErrorCode.INVALID_RESPONSE,
      serverMessage: null,
      cause,
    });
  }
}
