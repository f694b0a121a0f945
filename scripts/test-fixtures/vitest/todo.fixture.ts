import { expect, it } from 'vitest';

it('adds', () => expect(1 + 1).toBe(2));
it.todo('is left to do');
