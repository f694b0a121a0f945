import { expect, it } from 'vitest';

it('adds', () => expect(1 + 1).toBe(2));
it.skip('is skipped', () => expect(1 + 1).toBe(3));
