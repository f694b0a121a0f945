import { describe, expect, it } from 'vitest';
import { readCheckoutReturn } from './checkout-return.ts';

const read = (search: string) => readCheckoutReturn(new URLSearchParams(search));

describe('readCheckoutReturn', () => {
  it('reads a paid checkout with its session', () => {
    expect(read('checkout=success&session=cs_1')).toEqual({
      outcome: 'success',
      sessionId: 'cs_1',
    });
  });

  it('reads a cancelled checkout', () => {
    expect(read('checkout=cancelled&session=cs_1')).toEqual({ outcome: 'cancelled' });
  });

  it('keeps a paid checkout without a usable session id, to say it is being confirmed', () => {
    expect(read('checkout=success')).toEqual({ outcome: 'success', sessionId: null });
    expect(read('checkout=success&session=%20')).toEqual({ outcome: 'success', sessionId: null });
    expect(read(`checkout=success&session=${'x'.repeat(256)}`)).toEqual({
      outcome: 'success',
      sessionId: null,
    });
  });

  it('ignores anything else', () => {
    expect(read('')).toBeNull();
    expect(read('session=cs_1')).toBeNull();
    expect(read('checkout=SUCCESS')).toBeNull();
  });
});
