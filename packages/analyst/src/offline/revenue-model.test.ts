import { describe, expect, it } from 'vitest';
import { briefFromSignals } from './brief.ts';
import { detectSignals } from './detect.ts';
import { likelyRevenueModel } from './revenue-model.ts';

describe('likelyRevenueModel', () => {
  it('reads how an idea that names no price probably makes money, in both languages', () => {
    // A podcast that names no way of making money: advertising, or "not clear" (both fair).
    expect(['advertising', 'unclear']).toContain(
      likelyRevenueModel('A podcast about the history of board games').kind,
    );
    // A box delivered: by subscription or sold once (both fair).
    expect(['subscription', 'one-time-sale']).toContain(
      likelyRevenueModel('A box of snacks from a different country delivered to your door').kind,
    );
    // A repair service at home: its fee, or a platform's cut of the technicians' (both fair).
    expect(['service-fee', 'commission']).toContain(
      likelyRevenueModel('上门修空调的服务，师傅半小时内到').kind,
    );
    // A marketplace that names no price: its cut, or "not clear" (the brief then asks).
    expect(['commission', 'unclear']).toContain(
      likelyRevenueModel('一个连接二手书卖家和买家的平台').kind,
    );
    // Food left for anyone to take is not a business model.
    expect(
      likelyRevenueModel('A community fridge where neighbours leave spare food for anyone').kind,
    ).toBe('unclear');
  });

  it('gives a likelihood between 0 and 1', () => {
    const { likelihood } = likelyRevenueModel('Hand-made leather wallets');
    expect(likelihood).toBeGreaterThan(0);
    expect(likelihood).toBeLessThanOrEqual(1);
  });
});

describe('the brief’s revenue model', () => {
  const revenue = (idea: string) =>
    briefFromSignals(idea, detectSignals(idea), 'en-US').revenueModel;

  it('takes what the idea says with high confidence, and a guess from its words with low', () => {
    expect(revenue('A podcast about board games, $5 a month for the bonus episodes')).toMatchObject(
      { kind: 'subscription', confidence: 'high' },
    );
    // Not said: the founder is asked.
    const guessed = revenue('A podcast about the history of board games');
    expect(guessed.confidence).toBe('low');
    expect(['advertising', 'unclear']).toContain(guessed.kind);
  });

  it('keeps "not clear" for an idea that says nobody pays', () => {
    expect(
      revenue('A free app for our street to swap tools, no ads, no fees, nobody pays anything'),
    ).toMatchObject({ kind: 'unclear' });
  });
});
