import { describe, expect, it } from 'vitest';
import { citeResearch, cleanText, cleanTexts } from './citations.ts';
import type { NumberedResult } from './research.ts';

const results: NumberedResult[] = [
  { id: 1, title: 'Wag! dog walking', url: 'https://wagwalking.com/', content: 'On-demand walks.' },
  {
    id: 2,
    title: 'Pet industry wages',
    url: 'https://example.org/wages',
    content: 'Walker wages rose.',
  },
  { id: 3, title: 'IdeaLens 离线知识库：宠物', content: '主要竞争者：波奇宠物（宠物电商）。' },
];
const allowed = new Set(['https://wagwalking.com/']);
const competitor = (name: string) => ({
  name,
  strengths: 's',
  weaknesses: 'w',
  differentiation_strategy: 'd',
});

describe('cleanText', () => {
  it.each([
    ['See https://invented.example.com/x for data.', 'See for data.'],
    ['Source (www.made-up.com).', 'Source.'],
    ['Known at https://wagwalking.com/.', 'Known at https://wagwalking.com/.'],
    ['Demand is rising [3] and [2, 4].', 'Demand is rising and.'],
    ['需求上升［2］。', '需求上升。'],
    ['https://only-a-link.example', '—'],
  ])('%j → %j', (text, cleaned) => {
    expect(cleanText(text, allowed)).toBe(cleaned);
  });

  it('cleans every string of a nested value and leaves other values alone', () => {
    expect(cleanTexts({ a: ['x http://e.vil/y'], b: 2, c: { d: 'ok [1]' } }, allowed)).toEqual({
      a: ['x'],
      b: 2,
      c: { d: 'ok' },
    });
  });
});

describe('citeResearch', () => {
  it('keeps findings with a real citation and numbers the sources in order of first citation', () => {
    const cited = citeResearch(
      [
        { text: 'B', sources: [2, 2] },
        { text: 'A', sources: [1, 9] },
        { text: 'none', sources: [] },
        { text: 'ghost', sources: [7] },
      ],
      [],
      results,
    );
    expect(cited.key_findings).toEqual(['B [1]', 'A [2]']);
    expect(cited.data_sources).toEqual([
      { title: 'Pet industry wages', url: 'https://example.org/wages' },
      { title: 'Wag! dog walking', url: 'https://wagwalking.com/' },
    ]);
  });

  it('keeps a competitor only when a result names it as a word, once', () => {
    const cited = citeResearch(
      [],
      [
        { text: competitor('Wag'), sources: [2] }, // "wages" does not name Wag, result 1 does
        { text: competitor('WAG'), sources: [1] }, // the same competitor again
        { text: competitor('Rover'), sources: [1] },
        { text: competitor('波奇宠物 (Boqii)'), sources: [] },
      ],
      results,
    );
    expect(cited.direct_competitors.map((c) => [c.name, c.strengths])).toEqual([
      ['Wag', 's [1]'],
      ['波奇宠物 (Boqii)', 's [2]'],
    ]);
    expect(cited.data_sources).toEqual([
      { title: 'Wag! dog walking', url: 'https://wagwalking.com/' },
      { title: 'IdeaLens 离线知识库：宠物' },
    ]);
  });
});
