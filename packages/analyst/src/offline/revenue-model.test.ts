import { describe, expect, it } from 'vitest';
import { briefFromSignals } from './brief.ts';
import { detectSignals } from './detect.ts';
import { likelyRevenueModel } from './revenue-model.ts';

describe('likelyRevenueModel', () => {
  it('reads how an idea that names no price probably makes money, in both languages', () => {
    expect(likelyRevenueModel('A podcast about the history of board games').kind).toBe(
      'advertising',
    );
    expect(
      likelyRevenueModel('A box of snacks from a different country delivered to your door').kind,
    ).toBe('subscription');
    expect(likelyRevenueModel('上门修空调的服务，师傅半小时内到').kind).toBe('service-fee');
    expect(likelyRevenueModel('一个连接二手书卖家和买家的平台').kind).toBe('commission');
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
    expect(revenue('A podcast about the history of board games')).toMatchObject({
      kind: 'advertising',
      confidence: 'low',
    });
  });

  it('keeps "not clear" for an idea that says nobody pays', () => {
    expect(
      revenue('A free app for our street to swap tools, no ads, no fees, nobody pays anything'),
    ).toMatchObject({ kind: 'unclear' });
  });
});
