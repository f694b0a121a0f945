import type { Duplex } from 'node:stream';
import { type ErrorBody, ErrorCode } from '@idealens/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/availability.ts';
import { DomainError, type DomainErrorKind } from '../domain-error.ts';

/**
 * An error a route or a plugin throws on purpose: it becomes the contract's error body with its
 * own status and code. Routes and plugins, which are HTTP by nature, throw this; services and
 * everything else under `modules/` throw a `DomainError` (domain-error.ts), whose kind
 * `domainErrorStatus` maps to a status. Anything else is a bug and answers a generic 500.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

/** The HTTP status of each kind of use-case refusal. */
export const domainErrorStatus: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  sign_in_required: 401,
  insufficient_points: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  try_later: 429,
  unavailable: 503,
};

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(statusCode: number, code: string, message: string): ErrorBody {
  return { error: reasonPhrases[statusCode] ?? 'Error', message, code };
}

export function sendError(reply: FastifyReply, statusCode: number, code: string, message: string) {
  return reply
    .status(statusCode)
    .type('application/json')
    .send(errorBody(statusCode, code, message));
}

/** Fastify's own client errors, mapped to stable codes and plain messages. */
const fastifyClientErrors: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: ErrorCode.INVALID_JSON,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: ErrorCode.INVALID_JSON,
    message: 'The request body is empty but declared as JSON.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    message: 'This content type is not supported.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: ErrorCode.VALIDATION_FAILED,
    message: 'The request body does not match its Content-Length.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: ErrorCode.PAYLOAD_TOO_LARGE,
    message: 'The request body is too large.',
  },
};

/** Fastify's errors from before routing (a path it cannot decode or an over-long id), mapped alike. */
const frameworkClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The request address is not validly encoded.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A part of the request address is too long.' },
};

/**
 * Fastify's `frameworkErrors` option: a request it cannot route (a malformed percent-encoding
 * such as `/api/reports/%E0%A4%A`, an id over `maxParamLength`) never reaches the hooks or the
 * error handler, so without this it answers Fastify's own body (`code: FST_ERR_BAD_URL`, an extra
 * `statusCode`) and none of the security headers. This answers the contract's body instead.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const known = frameworkClientErrors[error.code];
  if (!known) request.log.error({ err: error }, 'request failed before routing');
  const status = known?.status ?? 500;
  const body = known
    ? errorBody(status, ErrorCode.VALIDATION_FAILED, known.message)
    : errorBody(
        500,
        ErrorCode.INTERNAL_ERROR,
        'Something went wrong on our side. Please try again later.',
      );
  // The security plugin's hooks do not run for these requests: the header that matters here is set directly.
  return reply
    .status(status)
    .header('X-Content-Type-Options', 'nosniff')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}

/**
 * What Node's HTTP parser refuses, by its error code; anything else it refuses is a 400. (These
 * codes are not in the shared `ErrorCode`: no browser sends such requests.)
 */
const malformedRequests: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: 'The request headers are too large.',
  },
};
const malformedRequest = {
  status: 400,
  code: 'MALFORMED_REQUEST',
  message: 'The request is not well-formed HTTP.',
};

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (spaces or raw non-ASCII
 * in the address, a header with characters HTTP does not allow, an unknown method, headers over
 * the size limit) never becomes a request, so it is answered on the socket, in the contract's
 * body, and the connection closed (Fastify's own answer has no `code`).
 */
export function answerMalformedRequest(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } =
    (error.code && malformedRequests[error.code]) || malformedRequest;
  const body = JSON.stringify(errorBody(status, code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reasonPhrases[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** One error handler: every error leaves as `{ error, message, code }`; 5xx never reveal internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return sendError(reply, domainErrorStatus[error.kind], error.code, error.message);
    }
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, error.code, error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation
        .map((issue) => {
          const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return where ? `${where}: ${issue.message}` : issue.message;
        })
        .join('; ');
      return sendError(
        reply,
        400,
        ErrorCode.VALIDATION_FAILED,
        `Invalid ${error.validationContext ?? 'request'}: ${details}`,
      );
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) return sendError(reply, error.statusCode ?? 400, known.code, known.message);
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return sendError(reply, 400, ErrorCode.INVALID_JSON, 'The request body is not valid JSON.');
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, ErrorCode.RATE_LIMITED, error.message);
    if (status >= 400 && status < 500) {
      return sendError(reply, status, error.code ?? ErrorCode.VALIDATION_FAILED, error.message);
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the client may simply try again (/api/health names the part down).
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(
        reply.header('Retry-After', '5'),
        503,
        ErrorCode.SERVICE_UNAVAILABLE,
        'IdeaLens is briefly unavailable. Please try again in a moment.',
      );
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(
      reply,
      500,
      ErrorCode.INTERNAL_ERROR,
      'Something went wrong on our side. Please try again later.',
    );
  });
}
