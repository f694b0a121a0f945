import { expect, test } from '@playwright/test';

test('adds', () => expect(1 + 1).toBe(2));
test('joins', () => expect(['a', 'b'].join('')).toBe('ab'));
