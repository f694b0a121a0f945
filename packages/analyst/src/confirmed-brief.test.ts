import { describe, expect, it } from 'vitest';
import { createAnalyst } from './analyst.ts';

const analyst = createAnalyst({ engine: 'offline' });

describe('a brief the user confirmed', () => {
  it('cannot take away a red flag the law gives: editing it out of the brief changes nothing', async () => {
    const idea = 'An online pharmacy that sells antibiotics without a prescription';
    const { brief } = await analyst.readBrief(idea, { language: 'en-US' });
    expect(brief.redFlags.some((flag) => flag.kind === 'unlawful')).toBe(true);
    const edited = { ...brief, redFlags: [], setByUser: ['industry' as const] };
    const deep = await analyst.analyzeDeep(idea, {
      language: 'en-US',
      confirmed: { brief: edited },
    });
    expect(deep.brief?.redFlags.some((flag) => flag.kind === 'unlawful')).toBe(true);
    expect(deep.investment_recommendation.verdict).toBe('not_recommend');
    const quick = await analyst.analyzeSimple(idea, {
      language: 'en-US',
      confirmed: { brief: edited },
    });
    expect(quick.recommendations.feasibility_score).toBeLessThanOrEqual(2);
  });

  it('is followed by the quick report: the market the user chose is the one written about', async () => {
    const idea = 'A service that lets people sign home-purchase papers from their phone';
    const { brief } = await analyst.readBrief(idea, { language: 'en-US' });
    const own = await analyst.analyzeSimple(idea, { language: 'en-US' });
    const confirmed = {
      brief: {
        ...brief,
        industry: {
          id: 'legal-tech',
          name: 'Legal tech',
          subNiche: { id: 'e-signature-notary', name: 'E-signature & notarisation' },
          confidence: 'high' as const,
        },
        setByUser: ['industry' as const],
      },
    };
    const followed = await analyst.analyzeSimple(idea, { language: 'en-US', confirmed });
    expect(followed.brief?.industry.subNiche?.id).toBe('e-signature-notary');
    expect(followed.brief?.setByUser).toEqual(['industry']);
    const text = (report: typeof own) => JSON.stringify(report.recommendations);
    expect(text(followed)).not.toEqual(text(own));
  });
});
