import { beforeAll, expect, it } from 'vitest';

beforeAll(() => {
  throw new Error('the database did not start');
});
it('adds', () => expect(1 + 1).toBe(2));
