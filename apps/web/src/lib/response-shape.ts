// Reading an API answer by hand, for the few answers the first screen needs: the contract's zod
// schemas would bring zod (and the time to build every schema of their module) to the first
// visit. Each reader is tested to agree with its contract schema; anything else uses the schema.

/** Thrown for an answer that breaks the contract; `apiRequest` turns it into INVALID_RESPONSE. */
export class ResponseShapeError extends TypeError {
  override readonly name = 'ResponseShapeError';
}

export function objectAt(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ResponseShapeError(`${path}: expected an object`);
  }
  return value as Record<string, unknown>;
}

export function stringAt(value: unknown, path: string): string {
  if (typeof value !== 'string') throw new ResponseShapeError(`${path}: expected a string`);
  return value;
}

/** A whole number ≥ 0, as zod's `z.number().int().nonnegative()` has it. */
export function countAt(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new ResponseShapeError(`${path}: expected a whole number, 0 or more`);
  }
  return value;
}
