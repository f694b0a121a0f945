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

describe('answers to the clarifying questions', () => {
  it('set the fields they were about, marked as set by the user', async () => {
    const idea = 'Something with blockchain and AI for everyone';
    const { brief, questions } = await analyst.readBrief(idea, { language: 'en-US' });
    expect(questions.length).toBeGreaterThan(0);
    const report = await analyst.analyzeSimple(idea, {
      language: 'en-US',
      confirmed: {
        brief,
        answers: [
          { questionId: 'confirm-users', field: 'users', answer: 'independent art galleries' },
          {
            questionId: 'confirm-revenueModel',
            field: 'revenueModel',
            answer: 'A commission on each transaction',
          },
          { questionId: 'confirm-region', field: 'region', answer: 'Europe' },
          // Not one of the analyst's choices: the field stays as it was.
          { questionId: 'confirm-industry', field: 'industry', answer: 'something artsy' },
        ],
      },
    });
    expect(report.brief?.users).toMatchObject({
      description: 'independent art galleries',
      confidence: 'high',
    });
    expect(report.brief?.revenueModel.kind).toBe('commission');
    expect(report.brief?.region).toMatchObject({ code: 'europe', stated: true });
    expect(report.brief?.industry.id).toBe(brief.industry.id);
    expect(report.brief?.setByUser).toEqual(['users', 'revenueModel', 'region']);
  });

  it('never override a field the user set by hand, and work in Chinese', async () => {
    const idea = '一个帮大学生找兼职的平台';
    const { brief } = await analyst.readBrief(idea, { language: 'zh-CN' });
    const handSet = {
      ...brief,
      users: { ...brief.users, description: '大学生' },
      setByUser: ['users' as const],
    };
    const report = await analyst.analyzeSimple(idea, {
      language: 'zh-CN',
      confirmed: {
        brief: handSet,
        answers: [
          { questionId: 'q1', field: 'users', answer: '中学生' },
          { questionId: 'q2', field: 'revenueModel', answer: '按交易抽取佣金' },
        ],
      },
    });
    expect(report.brief?.users.description).toBe('大学生');
    expect(report.brief?.revenueModel).toMatchObject({
      kind: 'commission',
      description: '按交易抽取佣金',
    });
  });
});
