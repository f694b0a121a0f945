import { ErrorCode } from '@idealens/shared/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/** Text PostgreSQL cannot store: a NUL character (text columns) or an unpaired surrogate (jsonb). */
export const isUnstorableText = (text: string) => text.includes('\u0000') || !text.isWellFormed();

/**
 * Whether any string in a parsed body, query or params (keys included) is unstorable. Walks
 * without recursion, so a deeply nested body cannot exhaust the stack. Raw bodies (buffers) are
 * left to the route that reads them; a parsed query is an object without Object's prototype.
 */
export function containsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return isUnstorableText(value);
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return false;
  if (!Array.isArray(value)) {
    // Most often a flat object of strings (a route's params, a query): checked without the walk.
    let nested = false;
    for (const key of Object.keys(value)) {
      if (isUnstorableText(key)) return true;
      const child = (value as Record<string, unknown>)[key];
      if (typeof child === 'string') {
        if (isUnstorableText(child)) return true;
      } else if (child !== null && typeof child === 'object') {
        nested = true;
      }
    }
    if (!nested) return false;
  }
  return walkForUnstorableText(value);
}

function walkForUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (isUnstorableText(item)) return true;
    } else if (Array.isArray(item)) {
      // One by one: spreading a 500,000-item array into push() overflows the call stack.
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (isUnstorableText(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** Which part of a request holds unstorable text, in the order they are checked; none: undefined. */
function unstorablePart(request: FastifyRequest): 'body' | 'query' | 'params' | undefined {
  if (containsUnstorableText(request.body)) return 'body';
  if (containsUnstorableText(request.query)) return 'query';
  if (containsUnstorableText(request.params)) return 'params';
  return undefined;
}

/**
 * Refuses, before any route's validation, requests whose text could not be stored: without this
 * an idea, an event property or a search term with a NUL byte or a lone surrogate (valid JSON,
 * `"\u0000"`, `"\ud800"`) passes the schemas and fails in PostgreSQL as a 500.
 */
export function refuseUnstorableText(app: FastifyInstance) {
  // A callback hook, not an async one: it never waits, and runs on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    const part = unstorablePart(request);
    if (part === undefined) return done();
    done(
      new HttpError(
        400,
        ErrorCode.VALIDATION_FAILED,
        `The request ${part} contains a NUL character or an unpaired UTF-16 surrogate, which text cannot hold.`,
      ),
    );
  });
}
