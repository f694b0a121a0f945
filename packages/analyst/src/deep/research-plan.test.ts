import type { Brief, ResearchArea, ResearchQuery } from '@idealens/shared/brief';
import { describe, expect, it } from 'vitest';
import { dogWalkingBrief } from '../testing/briefs.ts';
import {
  followUpQueries,
  MAX_PLAN_SEARCHES,
  MIN_PLAN_QUERIES,
  planQueries,
  queryLanguage,
  searchCountry,
} from './research-plan.ts';

/** A dog-walking marketplace in Austin: nothing regulated, so pricing is a core area. */
const dogWalking: Brief = dogWalkingBrief;

/** An online clinic: a regulated domain makes regulation a core area. */
const clinic: Brief = {
  ...dogWalking,
  summary: 'Video consultations with licensed doctors.',
  industry: { id: 'health', name: 'Telehealth', subNiche: null, confidence: 'high' },
  users: { description: 'Patients', kind: 'consumers', confidence: 'high' },
  delivery: { kinds: ['software'], confidence: 'high' },
  region: { code: 'global', name: 'Worldwide', stated: false, confidence: 'low' },
  regulatedDomains: [{ id: 'medical', name: 'Medical practice' }],
};

/** A Chinese brief: the code's own queries are written in Chinese. */
const tutoring: Brief = {
  ...dogWalking,
  summary: '为小学生提供在线编程辅导。',
  industry: {
    id: 'education',
    name: '教育',
    subNiche: { id: 'coding', name: '少儿编程' },
    confidence: 'high',
  },
  users: { description: '小学生家长', kind: 'consumers', confidence: 'high' },
  delivery: { kinds: ['software'], confidence: 'high' },
  region: { code: 'china', name: '中国', stated: false, confidence: 'medium' },
};

const en = { approved: false, language: 'en-US' } as const;
const step = (area: ResearchArea, query: string): ResearchQuery => ({ area, query });
const areas = (queries: readonly { area: ResearchArea }[]) => queries.map((q) => q.area);

describe('planQueries: an approved plan', () => {
  it('runs exactly as approved: order, duplicates, spacing and missing areas included', () => {
    const plan = [
      step('pricing', 'dog walker prices'),
      step('competitors', '  Rover   alternatives '),
      step('pricing', 'dog walker prices'),
      step('channels', 'DOG WALKER PRICES'),
      ...Array.from({ length: 4 }, (_, i) => step('technology', `gps tracking ${i}`)),
    ];
    expect(planQueries(plan, dogWalking, { ...en, approved: true })).toEqual(
      plan.map((s) => ({ ...s, origin: 'plan' })),
    );
  });

  it('runs an approved empty plan as empty: the code adds nothing the user did not see', () => {
    expect(planQueries([], clinic, { ...en, approved: true })).toEqual([]);
  });
});

describe('planQueries: a proposed plan', () => {
  it('runs a plan that covers the core areas as proposed, in its order', () => {
    const plan = [
      step('competitors', 'dog walking app competitors'),
      step('demand', 'dog owners Austin demand'),
      step('pricing', 'dog walker prices'),
    ];
    expect(planQueries(plan, dogWalking, en)).toEqual(plan.map((s) => ({ ...s, origin: 'plan' })));
  });

  it('drops queries that differ only in spacing or case, and tidies their spacing', () => {
    const queries = planQueries(
      [
        step('competitors', ' Dog walking  app competitors '),
        step('demand', 'dog owners Austin demand'),
        step('competitors', 'dog walking app COMPETITORS'),
        step('pricing', 'dog\twalker\nprices'),
        step('demand', 'Dog Owners Austin Demand'),
      ],
      dogWalking,
      en,
    );
    expect(queries.map((q) => q.query)).toEqual([
      'Dog walking app competitors',
      'dog owners Austin demand',
      'dog walker prices',
    ]);
  });

  it(`runs at most ${MAX_PLAN_SEARCHES} searches, the first ones of the plan`, () => {
    const plan = [
      step('competitors', 'dog walking app competitors'),
      step('demand', 'dog owners Austin demand'),
      step('pricing', 'dog walker prices'),
      ...Array.from({ length: 5 }, (_, i) => step('channels', `dog walker marketing idea ${i}`)),
    ];
    const queries = planQueries(plan, dogWalking, en);
    expect(queries).toHaveLength(MAX_PLAN_SEARCHES);
    expect(queries.map((q) => q.query)).toEqual(
      plan.slice(0, MAX_PLAN_SEARCHES).map((s) => s.query),
    );
  });

  it('counts duplicates out before the limit: six distinct queries run when the plan has them', () => {
    const plan = [
      step('competitors', 'dog walking app competitors'),
      step('competitors', 'Dog walking app competitors'),
      step('demand', 'dog owners Austin demand'),
      step('demand', 'dog owners  austin demand'),
      step('pricing', 'dog walker prices'),
      step('channels', 'dog walker marketing'),
      step('technology', 'dog walk gps tracking'),
      step('channels', 'dog park flyers'),
    ];
    expect(planQueries(plan, dogWalking, en).map((q) => q.query)).toEqual([
      'dog walking app competitors',
      'dog owners Austin demand',
      'dog walker prices',
      'dog walker marketing',
      'dog walk gps tracking',
      'dog park flyers',
    ]);
  });

  it('fills the core areas the plan leaves out with code queries, before its extra queries', () => {
    const plan = Array.from({ length: 8 }, (_, i) =>
      step(i % 2 ? 'technology' : 'channels', `dog walker idea ${i}`),
    );
    const queries = planQueries(plan, dogWalking, en);
    expect(queries).toHaveLength(MAX_PLAN_SEARCHES);
    expect(queries.slice(0, 3).map((q) => q.query)).toEqual(plan.slice(0, 3).map((s) => s.query));
    expect(areas(queries.slice(3))).toEqual(['competitors', 'demand', 'pricing']);
    // The code's queries say what the idea is, what the area asks, and where.
    expect(queries[3]?.query).toBe('Dog walking competitors startups Austin');
    expect(queries[4]?.query).toBe('Dog walking market size demand Austin');
    expect(queries[5]?.query).toBe('Dog walking pricing plans Austin');
    expect(queries.every((q) => q.origin === 'plan')).toBe(true);
  });

  it("keeps a core area the plan covers only after the limit: the plan's own query runs", () => {
    const plan = [
      ...Array.from({ length: 7 }, (_, i) => step('channels', `dog walker marketing idea ${i}`)),
      step('competitors', 'Rover and Wag alternatives'),
    ];
    const queries = planQueries(plan, dogWalking, en);
    expect(queries).toHaveLength(MAX_PLAN_SEARCHES);
    expect(queries.map((q) => q.query)).toContain('Rover and Wag alternatives');
    expect(new Set(areas(queries))).toEqual(
      new Set(['channels', 'competitors', 'demand', 'pricing']),
    );
  });

  it(`runs at least ${MIN_PLAN_QUERIES} queries: an empty plan gets one per core area`, () => {
    const queries = planQueries([], dogWalking, en);
    expect(queries).toHaveLength(MIN_PLAN_QUERIES);
    expect(areas(queries)).toEqual(['competitors', 'demand', 'pricing']);
  });

  it(`still runs ${MIN_PLAN_QUERIES} when a code query repeats one of the plan's`, () => {
    // The plan asks, under demand, exactly what the code would ask for competitors.
    const plan = [step('demand', 'dog walking COMPETITORS startups austin')];
    const queries = planQueries(plan, dogWalking, en);
    expect(queries.length).toBeGreaterThanOrEqual(MIN_PLAN_QUERIES);
    expect(new Set(queries.map((q) => q.query.toLowerCase())).size).toBe(queries.length);
    expect(queries[0]?.query).toBe('dog walking COMPETITORS startups austin');
  });

  it('researches regulation, not pricing, when the brief has a regulated domain', () => {
    const queries = planQueries([step('competitors', 'telehealth startups')], clinic, en);
    expect(areas(queries)).toEqual(['competitors', 'demand', 'regulation']);
    // The regulation query asks about the regulated domain; a global region names no place.
    expect(queries[2]?.query).toBe('Medical practice regulation licence requirements');
    expect(queries[1]?.query).toBe('Telehealth market size demand');
  });

  it('researches regulation when the brief has a red flag, even without a regulated domain', () => {
    const flagged: Brief = {
      ...dogWalking,
      redFlags: [{ kind: 'safety-critical', id: 'dog-bites', reason: 'Walkers may be bitten.' }],
    };
    expect(areas(planQueries([], flagged, en))).toEqual(['competitors', 'demand', 'regulation']);
  });

  it('writes its own queries in Chinese for a Chinese report, asked in Chinese', () => {
    const queries = planQueries([], tutoring, { approved: false, language: 'zh-CN' });
    expect(queries.map((q) => q.query)).toEqual([
      '少儿编程 竞争对手 创业公司 中国',
      '少儿编程 市场规模 需求 中国',
      '少儿编程 定价 收费 中国',
    ]);
    expect(queries.every((q) => queryLanguage(q.query) === 'zh-CN')).toBe(true);
  });
});

describe('followUpQueries', () => {
  const ran = [
    { area: 'competitors' as const, query: 'dog walking app competitors', results: 3 },
    { area: 'demand' as const, query: 'dog owners Austin demand', results: 0 },
    { area: 'pricing' as const, query: 'dog walker prices', results: 0 },
    { area: 'pricing' as const, query: 'dog walking rates', results: 2 },
    { area: 'channels' as const, query: 'dog walker marketing', results: 0 },
  ];

  it('asks again, differently, only for areas whose every query found nothing or failed', () => {
    const queries = followUpQueries(ran, dogWalking, { language: 'en-US', room: 6 });
    expect(queries).toEqual([
      {
        area: 'demand',
        query: 'Busy dog owners Dog walking market size demand',
        origin: 'follow-up',
      },
      {
        area: 'channels',
        query: 'Busy dog owners Dog walking customer acquisition channels',
        origin: 'follow-up',
      },
    ]);
  });

  it('asks nothing when every area found something', () => {
    const found = ran.map((r) => ({ ...r, results: 1 }));
    expect(followUpQueries(found, dogWalking, { language: 'en-US', room: 6 })).toEqual([]);
  });

  it('never repeats a query already asked, spacing and case aside', () => {
    const asked = [
      {
        area: 'demand' as const,
        query: 'busy dog owners  DOG WALKING market size demand',
        results: 0,
      },
    ];
    expect(followUpQueries(asked, dogWalking, { language: 'en-US', room: 6 })).toEqual([]);
  });

  it('stays within the room the search budget leaves', () => {
    expect(followUpQueries(ran, dogWalking, { language: 'en-US', room: 1 })).toHaveLength(1);
    expect(followUpQueries(ran, dogWalking, { language: 'en-US', room: 0 })).toEqual([]);
    expect(followUpQueries(ran, dogWalking, { language: 'en-US', room: -2 })).toEqual([]);
  });

  it('asks in Chinese for a Chinese report', () => {
    const queries = followUpQueries(
      [{ area: 'pricing', query: '少儿编程 定价 收费 中国', results: 0 }],
      tutoring,
      { language: 'zh-CN', room: 2 },
    );
    expect(queries.map((q) => q.query)).toEqual(['小学生家长 少儿编程 定价 收费']);
  });
});

describe('searchCountry', () => {
  it.each([
    ['us', 'united states'],
    ['china', 'china'],
    ['europe', undefined],
    ['global', undefined],
    ['other', undefined],
  ] as const)('region %s → %s', (code, country) => {
    expect(searchCountry({ ...dogWalking, region: { ...dogWalking.region, code } })).toBe(country);
  });
});

describe('queryLanguage', () => {
  it.each([
    ['dog walking app competitors', 'en-US'],
    ['Café pricing in München', 'en-US'],
    ['少儿编程 竞争对手', 'zh-CN'],
    ['Rover 遛狗 app', 'zh-CN'],
    ['2024 SaaS', 'en-US'],
  ] as const)('%j is asked in %s', (query, language) => {
    expect(queryLanguage(query)).toBe(language);
  });
});
