import { fullReportSchema } from '@idealens/shared/full-report';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../lib/languages.ts';
import { getDemoReport } from './api/get-demo-report.ts';
import { demoReports } from './demo-data.ts';

describe('demo report data', () => {
  it.each(LANGUAGES)('is a complete, valid full report in %s', (language) => {
    expect(fullReportSchema.safeParse(demoReports[language].report).error).toBeUndefined();
  });

  it('says the same things in both languages: same lists, lengths, scores and verdict', () => {
    const shape = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(shape)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(Object.entries(value).map(([key, child]) => [key, shape(child)]))
          : typeof value === 'string'
            ? 'text'
            : value;
    const [english, chinese] = LANGUAGES.map((language) => demoReports[language].report);
    expect(shape(chinese)).toEqual(shape(english));
  });

  it('has a composite score that is the weighted sum of its dimensions', () => {
    const { composite_score, dimensions } = demoReports['en-US'].report.quantitative_scoring;
    const weights = dimensions.reduce((sum, dimension) => sum + dimension.weight, 0);
    const weighted = dimensions.reduce(
      (sum, dimension) => sum + dimension.score * dimension.weight,
      0,
    );
    expect(weights).toBeCloseTo(1);
    expect(composite_score).toBeCloseTo(weighted, 1);
  });

  it('loads with every section present', async () => {
    const demo = await getDemoReport('zh-CN');
    expect(demo.report.missingSections).toEqual([]);
    expect(demo.reportTitle).toBe('面向忙碌家庭、从冰箱出发的晚餐规划');
  });
});
