import { describe, expect, it } from 'vitest';
import { ideaLimits, ideaProblem } from './idea-rules.ts';

const anonymous = ideaLimits(false);
const signedIn = ideaLimits(true);

describe('idea limits', () => {
  it('allow 300 characters anonymously and 2000 signed in, warning above 270 / 1800', () => {
    expect(anonymous).toEqual({ min: 10, max: 300, warnAbove: 270 });
    expect(signedIn).toEqual({ min: 10, max: 2000, warnAbove: 1800 });
  });
});

describe('ideaProblem', () => {
  it.each([
    ['', 'required'],
    ['   \n\t ', 'required'],
    ['too short', 'tooShort'],
    ['  123456789  ', 'tooShort'],
    ['1234567890', null],
    ['x'.repeat(300), null],
    ['x'.repeat(301), 'tooLong'],
    [`  ${'x'.repeat(300)}  `, null],
  ])('anonymous %j → %s', (idea, problem) => {
    expect(ideaProblem(idea, anonymous)).toBe(problem);
  });

  it('allows up to 2000 characters when signed in', () => {
    expect(ideaProblem('x'.repeat(2000), signedIn)).toBeNull();
    expect(ideaProblem('x'.repeat(2001), signedIn)).toBe('tooLong');
  });
});
