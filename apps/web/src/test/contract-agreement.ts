import fc from 'fast-check';
import { expect } from 'vitest';
import type { ResponseSchema } from '../lib/api-client.ts';

type ContractSchema = { safeParse(value: unknown): { success: boolean; data?: unknown } };

/** Values an API answer's field might hold, right or wrong. */
export const anyField = fc.oneof(
  fc.integer({ min: -3, max: 1_000_000 }),
  fc.constantFrom(0, -0, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, -(2 ** 53)),
  fc.double(),
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string(), fc.integer(), { maxKeys: 2 }),
);

/** Mostly a right value, sometimes anything a field might hold. */
export function mostly(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: anyField, weight: 1 });
}

/**
 * A reader written by hand agrees with the contract's schema: on every value (`bodies`, and
 * anything at all), it accepts exactly what the schema accepts and reads the same data from it.
 */
export function expectAgreement(
  reader: ResponseSchema<unknown>,
  schema: ContractSchema,
  bodies: fc.Arbitrary<unknown>,
) {
  fc.assert(
    fc.property(fc.oneof(bodies, fc.anything()), (body) => {
      const expected = schema.safeParse(body);
      let actual: { success: boolean; data?: unknown };
      try {
        actual = { success: true, data: reader.parse(body) };
      } catch {
        actual = { success: false };
      }
      expect(actual.success, JSON.stringify(body)).toBe(expected.success);
      if (expected.success) expect(actual.data).toEqual(expected.data);
    }),
    { numRuns: 1_000 },
  );
}
