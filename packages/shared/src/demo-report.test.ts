import { describe, expect, it } from 'vitest';
import { briefSchema } from './brief.ts';
import { demoReports } from './demo-report.ts';
import { fullReportSchema } from './full-report.ts';
import { LANGUAGES } from './simple-report.ts';

describe('demo report data', () => {
  it.each(LANGUAGES)('is a complete, valid full report in %s', (language) => {
    expect(fullReportSchema.safeParse(demoReports[language].report).error).toBeUndefined();
  });

  it.each(LANGUAGES)(
    'has a valid brief in %s, without red flags for a recommended idea',
    (language) => {
      const { brief, report } = demoReports[language];
      expect(briefSchema.safeParse(brief).error).toBeUndefined();
      expect(brief.redFlags).toEqual([]);
      expect(report.investment_recommendation.verdict).not.toBe('not_recommend');
    },
  );

  it('reads the idea the same way in both languages: same ids, kinds, region and confidences', () => {
    const reading = (language: (typeof LANGUAGES)[number]) => {
      const { industry, users, payer, revenueModel, delivery, region, regulatedDomains, unknowns } =
        demoReports[language].brief;
      return {
        industry: [industry.id, industry.subNiche?.id, industry.confidence],
        users: [users.kind, users.confidence],
        payer: [payer.kind, payer.confidence],
        revenueModel: [revenueModel.kind, revenueModel.confidence],
        delivery,
        region: [region.code, region.stated, region.confidence],
        regulatedDomains: regulatedDomains.map((domain) => domain.id),
        unknowns: unknowns.length,
      };
    };
    expect(reading('zh-CN')).toEqual(reading('en-US'));
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
});
