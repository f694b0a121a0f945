import { type BriefField, briefReadingSchema } from '@idealens/shared/brief';
import { describe, expect, test } from 'vitest';
import { GENERAL_INDUSTRY, INDUSTRIES } from '../offline/knowledge/industries.ts';
import { REGULATED_DOMAINS } from '../offline/knowledge/regulated-domains.ts';
import type { ModelBrief, ModelBriefReading } from './brief-schema.ts';
import {
  type CatalogueIndustry,
  INDUSTRY_CATALOGUE,
  indexIndustries,
  normaliseBrief,
  normaliseReading,
  slugId,
} from './normalise-brief.ts';

/** A small catalogue of its own, with a sub-niche, so the rules are tested whatever the data holds. */
const CATALOGUE: CatalogueIndustry[] = [
  { id: 'pets', name: { en: 'Pets', zh: '宠物' } },
  { id: 'pet-health', name: { en: 'Pet health', zh: '宠物医疗' }, parent: 'pets' },
  { id: 'legal-tech', name: { en: 'Legal tech', zh: '法律科技' } },
  { id: 'general', name: { en: 'General', zh: '综合' } },
];
const index = indexIndustries(CATALOGUE);

function brief(industry: Partial<ModelBrief['industry']> = {}): ModelBrief {
  return {
    summary: '  A  telehealth  app for pet owners,  paid by subscription. ',
    industry: { id: 'pets', name: 'Pets', subNiche: null, confidence: 'high', ...industry },
    users: { description: 'Dog and cat owners', kind: 'consumers', confidence: 'high' },
    payer: { description: 'The owners', kind: 'users', confidence: 'medium' },
    revenueModel: { kind: 'subscription', description: 'Monthly plan', confidence: 'medium' },
    delivery: { kinds: ['software', 'service', 'software'], confidence: 'high' },
    region: { code: 'us', name: 'United States', stated: false, confidence: 'low' },
    regulatedDomains: [
      { id: 'Health', name: 'whatever the model called it' },
      { id: 'health', name: 'again' },
      { id: 'Veterinary Practice', name: 'Veterinary practice' },
    ],
    redFlags: [
      { kind: 'fatal-flaw', id: 'Tiny market', reason: 'Too few owners pay.' },
      { kind: 'unlawful', id: '无证兽医', reason: 'Vets need a licence per state.' },
      { kind: 'fatal-flaw', id: 'tiny-market', reason: 'The same flag again.' },
    ],
    unknowns: ['Which pets?', 'which pets?', 'How vets are paid.'],
  };
}

describe('the industry', () => {
  test('a known industry keeps its id and takes its name from the knowledge base', () => {
    expect(normaliseBrief(brief({ name: 'Pet care' }), 'zh-CN', index).industry).toEqual({
      id: 'pets',
      name: '宠物',
      subNiche: null,
      confidence: 'high',
    });
  });

  test('an unknown industry id becomes general with low confidence, keeping the market the model named', () => {
    const read = normaliseBrief(
      brief({ id: 'notary-tech', name: 'Notary services', confidence: 'high' }),
      'en-US',
      index,
    ).industry;
    expect(read).toEqual({
      id: 'general',
      name: 'General',
      subNiche: { id: 'notary-tech', name: 'Notary services' },
      confidence: 'low',
    });
  });

  test('a sub-niche given as the industry is split into its parent and itself', () => {
    expect(
      normaliseBrief(brief({ id: 'pet-health', confidence: 'medium' }), 'en-US', index).industry,
    ).toEqual({
      id: 'pets',
      name: 'Pets',
      subNiche: { id: 'pet-health', name: 'Pet health' },
      confidence: 'medium',
    });
  });

  test('ids are matched loosely, and an industry named instead of its id is found', () => {
    expect(normaliseBrief(brief({ id: 'Legal_Tech ' }), 'en-US', index).industry.id).toBe(
      'legal-tech',
    );
    expect(normaliseBrief(brief({ id: '宠物' }), 'en-US', index).industry.id).toBe('pets');
  });

  test("a sub-niche of the industry is kept; another industry's, or an industry, is not", () => {
    const withSub = (subNiche: { id: string; name: string }, id = 'pets') =>
      normaliseBrief(brief({ id, subNiche }), 'en-US', index).industry.subNiche;
    expect(withSub({ id: 'pet-health', name: 'Vet care' })).toEqual({
      id: 'pet-health',
      name: 'Pet health',
    });
    expect(withSub({ id: 'pet-health', name: 'Vet care' }, 'legal-tech')).toBeNull();
    expect(withSub({ id: 'legal-tech', name: 'Legal' })).toBeNull();
    // A narrower market the knowledge base lacks stays, as a slug.
    expect(withSub({ id: 'Dog Walking', name: 'Dog walking' })).toEqual({
      id: 'dog-walking',
      name: 'Dog walking',
    });
  });

  test('an unknown industry with a known sub-niche takes the sub-niche, at most medium sure', () => {
    expect(
      normaliseBrief(
        brief({
          id: 'animal-care',
          name: 'Animal care',
          subNiche: { id: 'pet-health', name: 'x' },
        }),
        'en-US',
        index,
      ).industry,
    ).toEqual({
      id: 'pets',
      name: 'Pets',
      subNiche: { id: 'pet-health', name: 'Pet health' },
      confidence: 'medium',
    });
  });
});

describe('the rest of the brief', () => {
  test('texts are tidied, lists made distinct and cut, red flags ordered with stable ids', () => {
    const read = normaliseBrief(brief(), 'zh-CN', index);
    expect(read.summary).toBe('A telehealth app for pet owners, paid by subscription.');
    expect(read.delivery.kinds).toEqual(['software', 'service']);
    // Known domains take the knowledge base's id and name; others become slugs.
    expect(read.regulatedDomains).toEqual([
      { id: 'health', name: REGULATED_DOMAINS.find((d) => d.id === 'health')?.name.zh },
      { id: 'veterinary-practice', name: 'Veterinary practice' },
    ]);
    expect(read.redFlags).toEqual([
      { kind: 'unlawful', id: 'unlawful-2', reason: 'Vets need a licence per state.' },
      { kind: 'fatal-flaw', id: 'tiny-market', reason: 'Too few owners pay.' },
    ]);
    expect(read.unknowns).toEqual(['Which pets?', 'How vets are paid.']);
  });
});

describe('the reading', () => {
  const question = (field: BriefField, id: string = field) => ({
    id,
    field,
    question: `What about ${field}?`,
    suggestions: ['A', 'B', 'a', 'C', 'D', 'E', 'F'],
  });
  const reading = (over: Partial<ModelBriefReading> = {}): ModelBriefReading => ({
    brief: brief(),
    questions: [],
    plan: [{ area: 'competitors', query: 'pet telehealth apps' }],
    ...over,
  });

  test('at most three questions, one per field, none about a field the brief is sure of', () => {
    const read = normaliseReading(
      reading({
        brief: {
          ...brief(),
          users: { ...brief().users, confidence: 'low' },
          delivery: { ...brief().delivery, confidence: 'low' },
        },
        questions: [
          question('industry'), // high: dropped
          question('region', 'Where?'),
          question('region', 'where-again'),
          question('users', 'where'),
          question('payer'),
          question('delivery'),
        ],
      }),
      'en-US',
      index,
    );
    expect(read.questions.map((q) => [q.id, q.field])).toEqual([
      ['where', 'region'],
      ['where-2', 'users'],
      ['payer', 'payer'],
    ]);
    expect(read.questions[0]?.suggestions).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(briefReadingSchema.safeParse(read).success).toBe(true);
  });

  test('the plan keeps distinct queries, in order, at most eight', () => {
    const queries = [
      'pet telehealth apps',
      '  Pet   telehealth apps ',
      ...Array.from({ length: 9 }, (_, n) => `query ${n}`),
    ];
    const read = normaliseReading(
      reading({ plan: queries.map((query) => ({ area: 'demand', query })) }),
      'en-US',
      index,
    );
    expect(read.plan.map((step) => step.query)).toEqual([
      'pet telehealth apps',
      ...Array.from({ length: 7 }, (_, n) => `query ${n}`),
    ]);
  });
});

describe('the catalogue the prompt lists', () => {
  test('holds every industry of the knowledge base once, general last, sub-niches after their parent', () => {
    expect(INDUSTRY_CATALOGUE.map((entry) => entry.id).sort()).toEqual(
      [...new Set([...INDUSTRIES.map((industry) => industry.id), GENERAL_INDUSTRY.id])].sort(),
    );
    expect(INDUSTRY_CATALOGUE.at(-1)?.id).toBe('general');
    INDUSTRY_CATALOGUE.forEach((entry, position) => {
      if (!entry.parent) return;
      const parent = INDUSTRY_CATALOGUE.findIndex((other) => other.id === entry.parent);
      expect(parent).toBeGreaterThanOrEqual(0);
      expect(parent).toBeLessThan(position);
    });
  });

  test('slugs', () => {
    expect(slugId('  Unlicensed Medicine! ')).toBe('unlicensed-medicine');
    expect(slugId('无证兽医')).toBe('');
    expect(slugId('x'.repeat(70)).length).toBe(60);
  });
});
