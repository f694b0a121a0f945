import { expect, it } from 'vitest';

it('adds', () => expect(1 + 1).toBe(2));
it('joins', () => expect(['a', 'b'].join('')).toBe('ab'));
