import { describe, expect, it } from 'vitest';
import { cleanText, cleanTexts, namesCompetitor } from './citations.ts';

const allowed = new Set(['https://wagwalking.com/']);

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

describe('namesCompetitor', () => {
  it.each([
    ['Wag! offers on-demand walks.', 'Wag', true],
    ['Walker wages rose.', 'Wag', false], // "wages" does not name Wag
    ['WAG and Rover lead the market.', 'wag', true],
    ['主要竞争者：波奇宠物（宠物电商）。', '波奇宠物 (Boqii)', true],
    ['Boqii sells pet food online.', '波奇宠物 (Boqii)', true],
    ['ABC Fitness bought Glofox.', 'ABC Fitness (Glofox)', true],
    ['Mindbody dominates studios.', 'ABC Fitness (Glofox)', false],
  ])('%j names %j: %s', (text, name, named) => {
    expect(namesCompetitor(text, name)).toBe(named);
  });
});
