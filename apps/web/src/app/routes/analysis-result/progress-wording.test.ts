import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { progressStage, remainingTime } from './progress-wording.ts';

const NOW = Date.parse('2025-07-17T09:30:00.000Z');
const inSeconds = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

describe('progress stage words', () => {
  it.each([
    ['queued', 'Waiting in line…'],
    ['analyzing', 'Analyzing your idea…'],
    ['researching', 'Searching the market…'],
    ['synthesizing', 'Writing the report…'],
    ['finalizing', 'Scoring…'],
    ['completed', 'Scoring…'],
  ] as const)('%s reads “%s”', (stage, words) => {
    expect(i18n.t(`result:progress.stage.${progressStage(stage)}`)).toBe(words);
  });
});

describe('remainingTime', () => {
  it('has nothing to say without a usable estimate', () => {
    expect(remainingTime(null, NOW)).toBeNull();
    expect(remainingTime('soon-ish', NOW)).toBeNull();
  });

  it('says “any moment now” for a few seconds or an estimate already past', () => {
    expect(remainingTime(inSeconds(5), NOW)).toEqual({ kind: 'soon' });
    expect(remainingTime(inSeconds(-30), NOW)).toEqual({ kind: 'soon' });
  });

  it.each([
    [6, 'second', 10],
    [17, 'second', 20],
    [20, 'second', 20],
    [58, 'second', 55],
    [60, 'minute', 1],
    [100, 'minute', 2],
    [600, 'minute', 10],
  ])('rounds %i s to %s %i', (seconds, unit, value) => {
    expect(remainingTime(inSeconds(seconds), NOW)).toEqual({ kind: 'duration', unit, value });
  });
});
