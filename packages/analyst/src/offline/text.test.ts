import { describe, expect, it } from 'vitest';
import {
  cleanIdea,
  compileKeywords,
  ideaExcerpt,
  matchKeywords,
  prepareIdea,
  truncate,
} from './text.ts';

function matched(keywords: { en?: string[]; zh?: string[] }, idea: string): string[] {
  const matchers = compileKeywords({ en: keywords.en ?? [], zh: keywords.zh ?? [] });
  return matchKeywords(matchers, prepareIdea(idea)).matched;
}

describe('keyword matching', () => {
  it('matches English words case-insensitively with regular plurals', () => {
    expect(
      matched({ en: ['restaurant', 'puppy', 'box'] }, 'Two RESTAURANTS, three puppies and boxes'),
    ).toEqual(['restaurant', 'puppy', 'box']);
  });

  it('matches whole words only, so "pet" is not found in "competitor" or "petition"', () => {
    expect(matched({ en: ['pet', 'car'] }, 'A competitor petition about career care')).toEqual([]);
  });

  it('matches stems ending in * and multi-word phrases across hyphens', () => {
    expect(matched({ en: ['recruit*'] }, 'a recruiting tool')).toEqual(['recruit*']);
    expect(matched({ en: ['two-sided', 'dog walk*'] }, 'A two sided app for dog walkers')).toEqual([
      'two-sided',
      'dog walk*',
    ]);
    expect(matched({ en: ['dog walk*'] }, 'a dog that likes to walk')).toEqual([]);
  });

  it('matches Chinese keywords as substrings, and Latin ones in a Chinese list as words', () => {
    expect(matched({ zh: ['健身房', 'SaaS'] }, '为健身房老板做一个saas工具')).toEqual([
      '健身房',
      'SaaS',
    ]);
    expect(matched({ zh: ['HR'] }, 'three hours')).toEqual([]);
  });

  it('weighs phrases and weak keywords, and reports where the first match is', () => {
    const matchers = compileKeywords(
      { en: ['gym', 'weight loss'], zh: [] },
      { en: ['water'], zh: [] },
    );
    const result = matchKeywords(matchers, prepareIdea('water for weight loss at the gym'));
    expect(result.score).toBe(1 + 1.5 + 0.5);
    expect(result.first).toBe(0);
  });

  it('ignores keywords inside excluded phrases', () => {
    const matchers = compileKeywords({ en: [], zh: ['社区'] });
    expect(matchKeywords(matchers, prepareIdea('社区团购平台'), ['社区团购']).matched).toEqual([]);
    expect(matchKeywords(matchers, prepareIdea('宠物主人社区'), ['社区团购']).matched).toEqual([
      '社区',
    ]);
  });
});

describe('cleanIdea', () => {
  it('removes script blocks, tags and invisible characters', () => {
    expect(cleanIdea('<script>alert(1)</script>An <b>app</b>\u200b for\n\tteachers')).toBe(
      'An app for teachers',
    );
  });
});

describe('truncate and ideaExcerpt', () => {
  it('keeps short text and cuts long text to the limit with an ellipsis', () => {
    expect(truncate('short', 10)).toBe('short');
    const cut = truncate('word '.repeat(100), 120);
    expect([...cut].length).toBeLessThanOrEqual(120);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('never splits an emoji', () => {
    const cut = truncate('🐶'.repeat(200), 120);
    expect([...cut].length).toBeLessThanOrEqual(120);
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('quotes the first sentence, or the whole idea when that sentence is very short', () => {
    expect(ideaExcerpt('A marketplace for dog walkers. It also sells food.')).toBe(
      'A marketplace for dog walkers',
    );
    expect(ideaExcerpt('Dogs. A marketplace for dog walkers')).toBe(
      'Dogs. A marketplace for dog walkers',
    );
    expect(ideaExcerpt('面向老年人的远程问诊服务。还能买药。')).toBe('面向老年人的远程问诊服务');
  });

  it('is empty when nothing readable is left, and at most 120 characters otherwise', () => {
    expect(ideaExcerpt('!!!???...')).toBe('');
    expect([...ideaExcerpt('很长的想法'.repeat(100))].length).toBeLessThanOrEqual(120);
  });

  it('replaces quote marks so the excerpt can be quoted safely', () => {
    expect(ideaExcerpt('An app called "Pawsome" for dog owners')).toBe(
      "An app called 'Pawsome' for dog owners",
    );
  });
});
