import { describe, expect, it } from 'vitest';
import { readingFromSignals } from './brief.ts';
import { detectSignals } from './detect.ts';
import { INDUSTRIES } from './knowledge/industries.ts';
import { marketCandidates, marketRankerWeights } from './market-ranker.ts';

const industry = (id: string) => {
  const found = INDUSTRIES.find((entry) => entry.id === id);
  if (!found) throw new Error(`no industry ${id}`);
  return found;
};
const match = (id: string, score: number, first: number, matched = ['word']) => ({
  industry: industry(id),
  score,
  matched,
  first,
});
const notAsked = () => {
  throw new Error('the industry model was asked');
};

describe('marketCandidates', () => {
  it('leaves a lead of three strong keywords as it is, without asking the industry model', () => {
    const candidates = marketCandidates(
      [match('legal-tech', 4, 10), match('developer-tools', 1, 0)],
      notAsked,
      'an e-signature product for notaries',
    );
    expect(candidates.map(({ family }) => family)).toEqual(['legal-tech']);
  });

  it('has no candidate when no keyword matched, so the reading stays "not sure"', () => {
    expect(marketCandidates([], notAsked, 'a machine that folds paper cranes')).toEqual([]);
  });

  it('counts the sub-niches of one industry as one market, in the keywords order', () => {
    const candidates = marketCandidates(
      [
        match('pet-sitting-walking', 2, 30, ['dog*', 'pet sitt*']),
        match('travel-hospitality', 1.5, 5),
        match('pets', 1, 40),
      ],
      () =>
        new Map([
          ['travel-hospitality', 0.7],
          ['pets', 0.3],
        ]),
      'for travellers, a city flat sitter. dog walking and pet sitting',
    );
    expect(candidates.map(({ family }) => family)).toEqual(['pets', 'travel-hospitality']);
    const [pets, travel] = candidates;
    // Three keywords in all for pets, the first after the first comma; travel named first, in the
    // first clause, and the model's first.
    expect(pets?.features).toEqual(
      expect.arrayContaining([
        'keyword-rank:0',
        'keywords:3',
        'named-first:false',
        'model-rank:1',
        'first-clause:false',
      ]),
    );
    expect(travel?.features).toEqual(
      expect.arrayContaining([
        'keyword-rank:1',
        'keywords:1',
        'named-first:true',
        'model-rank:0',
        'first-clause:true',
      ]),
    );
  });
});

describe('the market ranker in the reading of an idea', () => {
  it('has committed weights for what it reads', () => {
    const weights = marketRankerWeights();
    expect(Object.keys(weights).some((f) => f.startsWith('keyword-rank:'))).toBe(true);
    expect(Object.keys(weights).some((f) => f.startsWith('model-likelihood:'))).toBe(true);
  });

  it('reads a market behind the keyword lead only with low confidence, so the founder is asked', () => {
    // Phrase lessons for nurses: the keywords weigh health three times (hospital, nurses, ER,
    // patients), the words of the whole idea read language lessons. Either could be honest.
    const idea =
      'Short Mandarin phrase lessons for hospital nurses and ER staff who treat Chinese-speaking patients';
    const signals = detectSignals(idea);
    const [first, keywordLead] = signals.industries;
    expect(first?.industry.id).toBe('upskilling-education');
    expect(keywordLead?.industry.parent ?? keywordLead?.industry.id).toBe('health-medtech');
    expect(first?.score).toBeLessThan(keywordLead?.score ?? 0);
    expect(readingFromSignals(idea, signals, 'en-US').brief.industry.confidence).toBe('low');
  });
});
