import { expect, it } from 'vitest';
// @ts-expect-error: a module that does not exist is the point of this file
import { add } from './no-such-module.ts';

it('adds', () => expect(add(1, 1)).toBe(2));
