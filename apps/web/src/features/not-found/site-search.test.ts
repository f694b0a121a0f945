import { describe, expect, it } from 'vitest';
import { matchSitePages, queryTerms, wordsOfPath } from './site-search.ts';

const pages = [
  { path: '/', label: 'Home', description: 'Start a quick or deep analysis of your idea.' },
  { path: '/pricing', label: 'Pricing', description: 'Plans and prices, billing.' },
  { path: '/refund-policy', label: 'Refund Policy', description: 'When a payment is refunded.' },
  { path: '/privacy-policy', label: '隐私政策', description: '我们保存哪些数据。' },
];

describe('matchSitePages', () => {
  it('finds pages holding every word, in their name or description, names first', () => {
    // "Refund Policy" names it; the privacy page holds it in its address only.
    expect(matchSitePages(pages, 'policy').map((page) => page.path)).toEqual([
      '/refund-policy',
      '/privacy-policy',
    ]);
    expect(matchSitePages(pages, 'REFUND payment').map((page) => page.path)).toEqual([
      '/refund-policy',
    ]);
    expect(matchSitePages(pages, 'prices').map((page) => page.path)).toEqual(['/pricing']);
    const named = [
      { path: '/a', label: 'Plans', description: 'x' },
      { path: '/b', label: 'Other', description: 'plans inside' },
    ];
    expect(matchSitePages(named.slice().reverse(), 'plans').map((page) => page.path)).toEqual([
      '/a',
      '/b',
    ]);
  });

  it('finds a page by the words of its address, whatever the language of its name', () => {
    expect(matchSitePages(pages, 'privacy').map((page) => page.path)).toEqual(['/privacy-policy']);
  });

  it('reads Chinese without spaces and full-width letters as their plain forms', () => {
    expect(matchSitePages(pages, '隐私').map((page) => page.path)).toEqual(['/privacy-policy']);
    expect(matchSitePages(pages, 'ＰＲＩＣＩＮＧ').map((page) => page.path)).toEqual(['/pricing']);
  });

  it('with anyWord, finds pages holding at least one of the words', () => {
    expect(
      matchSitePages(pages, 'old refund prices', { anyWord: true }).map((page) => page.path),
    ).toEqual(['/refund-policy', '/pricing']); // the one named by a word first
  });

  it('finds nothing for an empty query or a word no page holds', () => {
    expect(matchSitePages(pages, '   ')).toEqual([]);
    expect(matchSitePages(pages, 'pricing zebra')).toEqual([]);
  });
});

describe('queryTerms and wordsOfPath', () => {
  it('split a query at spaces and commas', () => {
    expect(queryTerms('  Refund,  policy，退款 ')).toEqual(['refund', 'policy', '退款']);
  });

  it('take the words of a path that led nowhere, leaving numbers and escapes out', () => {
    expect(wordsOfPath('/prices/annual-plan_2024')).toBe('prices annual plan');
    expect(wordsOfPath('/a/to/refund')).toBe('refund');
    expect(wordsOfPath('/%E9%80%80%E6%AC%BE')).toBe('退款');
    expect(wordsOfPath('/%E9%80%80%')).toBe('%E9%80%80%'); // malformed: read as it is
    expect(wordsOfPath('/123/456')).toBe('');
  });
});
