import { ideaLimits } from '@idealens/shared/idea-rules';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  counterTone,
  deepAnalysisAccess,
  describeSubmitFailure,
  isQueueBusy,
} from './idea-rules.ts';

const anonymous = ideaLimits(false);
const signedIn = ideaLimits(true);

function httpError(status: number, code: string, serverMessage: string | null = null) {
  return new ApiError({ kind: 'http', status, code, serverMessage });
}

describe('counterTone', () => {
  it.each([
    [0, 'normal'],
    [270, 'normal'],
    [271, 'warning'],
    [300, 'warning'],
    [301, 'over'],
  ])('anonymous at %i characters is %s', (length, tone) => {
    expect(counterTone(length, anonymous)).toBe(tone);
  });

  it.each([
    [1800, 'normal'],
    [1801, 'warning'],
    [2001, 'over'],
  ])('signed in at %i characters is %s', (length, tone) => {
    expect(counterTone(length, signedIn)).toBe(tone);
  });
});

describe('isQueueBusy', () => {
  it('is busy from 10 queued tasks', () => {
    expect(isQueueBusy(undefined)).toBe(false);
    expect(isQueueBusy(9)).toBe(false);
    expect(isQueueBusy(10)).toBe(true);
    expect(isQueueBusy(25)).toBe(true);
  });
});

describe('deepAnalysisAccess', () => {
  it('asks visitors to sign in and checks points when they are known', () => {
    expect(deepAnalysisAccess('anonymous', null)).toBe('sign-in-required');
    expect(deepAnalysisAccess('loading', 5)).toBe('sign-in-required');
    expect(deepAnalysisAccess('authenticated', 0)).toBe('insufficient-points');
    expect(deepAnalysisAccess('authenticated', 1)).toBe('available');
    expect(deepAnalysisAccess('authenticated', null)).toBe('available');
  });
});

describe('describeSubmitFailure', () => {
  it('words network failures and timeouts as a network error', () => {
    expect(
      describeSubmitFailure(
        new ApiError({ kind: 'network', status: 0, code: 'NETWORK_ERROR', serverMessage: null }),
      ),
    ).toEqual({ key: 'network' });
    expect(
      describeSubmitFailure(
        new ApiError({ kind: 'timeout', status: 0, code: 'TIMEOUT', serverMessage: null }),
      ),
    ).toEqual({ key: 'network' });
  });

  it.each([
    ['QUEUE_BUSY', 429, 'busy'],
    ['RATE_LIMITED', 429, 'rateLimited'],
    ['INSUFFICIENT_POINTS', 402, 'insufficientPoints'],
    ['MISSING_AUTH_HEADER', 401, 'signInRequired'],
    ['IDEA_REQUIRED', 400, 'required'],
    ['IDEA_TOO_SHORT', 400, 'tooShort'],
    ['IDEA_TOO_LONG', 400, 'tooLong'],
  ])('translates the known code %s', (code, status, key) => {
    expect(describeSubmitFailure(httpError(status, code, 'server words'))).toEqual({ key });
  });

  it('passes on what the server says an unclear idea misses, or nothing when it says nothing', () => {
    const words = 'We could not tell who would use this or what it offers them.';
    expect(describeSubmitFailure(httpError(400, 'IDEA_UNCLEAR', words))).toEqual({
      unclear: words,
    });
    expect(describeSubmitFailure(httpError(400, 'IDEA_UNCLEAR'))).toEqual({ unclear: null });
  });

  it('words any 402 as the want of an analysis point', () => {
    expect(describeSubmitFailure(httpError(402, 'HTTP_402', 'Payment Required'))).toEqual({
      key: 'insufficientPoints',
    });
  });

  it('prefers the server’s message for other failures, else “Task submission failed”', () => {
    expect(
      describeSubmitFailure(httpError(400, 'VALIDATION_FAILED', 'data/idea is required')),
    ).toEqual({
      text: 'data/idea is required',
    });
    expect(describeSubmitFailure(httpError(422, 'SOMETHING_NEW'))).toEqual({
      key: 'submitFailed',
    });
    expect(describeSubmitFailure(new Error('boom'))).toEqual({ key: 'submitFailed' });
  });

  it('says “Task submission failed, please try again later” when the server could not take it', () => {
    // A failure on the server's side (its own words are English and internal): the user can only wait.
    for (const [status, code, message] of [
      [500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again later.'],
      [
        503,
        'SERVICE_UNAVAILABLE',
        'IdeaLens is briefly unavailable. Please try again in a moment.',
      ],
      [502, 'HTTP_502', null],
    ] as const) {
      expect(describeSubmitFailure(httpError(status, code, message)), code).toEqual({
        key: 'submitFailedLater',
      });
    }
  });
});
