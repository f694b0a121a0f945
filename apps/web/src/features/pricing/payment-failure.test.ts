import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { describePaymentFailure } from './payment-failure.ts';

const httpError = (code: string, serverMessage: string | null) =>
  new ApiError({ kind: 'http', status: 400, code, serverMessage });

describe('describePaymentFailure', () => {
  it('prefers the server’s message', () => {
    expect(describePaymentFailure(httpError('UNKNOWN_PLAN', 'unknown plan type'))).toEqual({
      text: 'unknown plan type',
    });
  });

  it('falls back to "Failed to create payment session" for an answer without a message', () => {
    expect(describePaymentFailure(httpError('HTTP_502', null))).toEqual({
      key: 'createSessionFailed',
    });
  });

  it('says "Payment failed, please try again later" for a failure that is no answer at all', () => {
    expect(describePaymentFailure(new TypeError('boom'))).toEqual({ key: 'paymentFailed' });
  });

  it('words network failures, time-outs and a changed price in the interface language', () => {
    for (const kind of ['network', 'timeout'] as const) {
      expect(
        describePaymentFailure(new ApiError({ kind, status: 0, code: 'X', serverMessage: null })),
      ).toEqual({ key: 'network' });
    }
    expect(describePaymentFailure(httpError('PRICE_MISMATCH', 'amount mismatch'))).toEqual({
      key: 'priceChanged',
    });
  });

  it('asks for a switch instead when a plan is in force already, whatever the server said', () => {
    expect(
      describePaymentFailure(
        new ApiError({
          kind: 'http',
          status: 409,
          code: 'SUBSCRIPTION_EXISTS',
          serverMessage: 'A plan is active.',
        }),
      ),
    ).toEqual({ key: 'subscriptionExists' });
  });
});
