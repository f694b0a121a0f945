import './csp-safe-zod.ts';
import { afterEach, describe, expect, it } from 'vitest';

const realFunction = globalThis.Function;

afterEach(() => {
  globalThis.Function = realFunction;
});

describe('zod under the Content-Security-Policy', () => {
  it('builds and parses object schemas without evaluating code (no blocked eval to report)', async () => {
    const evaluated: unknown[][] = [];
    globalThis.Function = new Proxy(realFunction, {
      construct(target, args: unknown[]) {
        evaluated.push(args);
        return Reflect.construct(target, args);
      },
      apply(target, thisArg, args: unknown[]) {
        evaluated.push(args);
        return Reflect.apply(target, thisArg, args);
      },
    });
    // Loaded after the setting, like the pages' schemas in the app.
    const { z } = await import('zod');
    const schema = z.object({ id: z.string(), count: z.number().int() });
    expect(schema.parse({ id: 'a', count: 1 })).toEqual({ id: 'a', count: 1 });
    expect(schema.safeParse({ id: 'a', count: 1.5 }).success).toBe(false);
    expect(evaluated).toEqual([]);
  });
});
