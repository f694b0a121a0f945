import { expect, it } from 'vitest';

it.only('is the one test that runs', () => expect(1 + 1).toBe(2));
