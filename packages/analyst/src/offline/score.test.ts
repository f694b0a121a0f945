import { describe, expect, it } from 'vitest';
import { detectSignals, type IdeaSignals } from './detect.ts';
import { BUSINESS_MODELS } from './knowledge/business-models.ts';
import { REGULATED_DOMAINS } from './knowledge/regulated-domains.ts';
import { assess, feasibilityLevel } from './score.ts';
import { scoreCues } from './score-cues.ts';
import { prepareIdea } from './text.ts';

const scoreOf = (idea: string) => assess(detectSignals(idea)).score;
/** The factors an idea's own words move (price, figures, copy, edge, need). */
const wordFactors = (idea: string) =>
  assess(detectSignals(idea), { text: prepareIdea(idea) }).factors.map((f) => f.id);

function withRegulation(signals: IdeaSignals, id: string): IdeaSignals {
  const domain = REGULATED_DOMAINS.find((d) => d.id === id);
  if (!domain) throw new Error(id);
  return {
    ...signals,
    regulations: [...signals.regulations, { domain, severity: domain.severity, matched: [] }],
  };
}

function withModel(signals: IdeaSignals, id: string): IdeaSignals {
  const model = BUSINESS_MODELS.find((m) => m.id === id);
  if (!model) throw new Error(id);
  return { ...signals, models: [...signals.models, { model, matched: [] }] };
}

describe('feasibilityLevel', () => {
  it.each([
    [9.5, 'high'],
    [7, 'high'],
    [6.9, 'medium'],
    [4.5, 'medium'],
    [4.4, 'low'],
    [1, 'low'],
  ] as const)('%d is %s', (score, level) => {
    expect(feasibilityLevel(score)).toBe(level);
  });
});

describe('assess', () => {
  it('explains the score: the industry base plus every adjustment, rounded to one decimal', () => {
    const result = assess(
      detectSignals('Invoice automation for small accounting firms that saves 10 hours a month'),
    );
    expect(result.factors[0]).toEqual({ id: 'industry:accounting-back-office', delta: 6.6 });
    expect(result.factors.map((f) => f.id)).toEqual(
      expect.arrayContaining(['named-customer', 'b2b-roi']),
    );
    const sum = result.factors.reduce((total, f) => total + f.delta, 0);
    expect(result.score).toBeCloseTo(Math.round(sum * 10) / 10, 5);
    expect(Number.isInteger(result.score * 10)).toBe(true);
  });

  it('scores a vague idea lower than a specific one in the same industry', () => {
    const vague = detectSignals('A fitness app');
    const specific = detectSignals(
      'An app for independent gym owners that predicts which members are about to cancel and sends win-back offers',
    );
    expect(vague.industry.id).toBe(specific.industry.id);
    expect(assess(vague).score).toBeLessThan(assess(specific).score - 1);
    expect(assess(vague).factors.map((f) => f.id)).toContain('vague');
  });

  it('scores a regulated idea lower than an otherwise similar unregulated one', () => {
    const plain = detectSignals('An app for dog owners to log daily walks');
    const tracked = detectSignals(
      'An app for dog owners to log daily walks and share their live location with neighbours',
    );
    expect(plain.industry.id).toBe(tracked.industry.id);
    expect(assess(tracked).score).toBeLessThan(assess(plain).score);

    const budget = detectSignals('A budgeting app for freelancers that tracks spending');
    expect(assess(withRegulation(budget, 'finance')).score).toBeLessThan(assess(budget).score);
  });

  it('makes hardware harder and less feasible than software for the same job', () => {
    const app = detectSignals('A running app that tracks workouts for marathon runners');
    const device = detectSignals('A wearable device that tracks workouts for marathon runners');
    expect(assess(device).difficulty).toBe('high');
    expect(assess(device).score).toBeLessThan(assess(app).score);
    expect(assess(withModel(app, 'hardware')).difficulty).toBe('high');
  });

  it('charges the marketplace cold start and rewards a clear B2B return', () => {
    const base = detectSignals('A booking tool for dog walkers');
    expect(assess(withModel(base, 'marketplace')).score).toBeLessThan(assess(base).score);
    const roi = detectSignals(
      'Scheduling software for small cleaning companies that saves 5 hours a week',
    );
    expect(roi.cues.b2bRoi).toBe(true);
    expect(assess(roi).factors).toContainEqual({ id: 'b2b-roi', delta: 0.5 });
  });

  it('raises difficulty for heavily regulated ideas', () => {
    const plain = detectSignals('A budgeting app for freelancers that tracks spending');
    expect(assess(plain).difficulty).toBe('medium');
    expect(assess(withRegulation(plain, 'finance')).difficulty).toBe('high');
  });

  it('keeps scores honest at both ends', () => {
    expect(
      scoreOf('A crypto lending app where users borrow stablecoins against their bitcoin'),
    ).toBeLessThan(4.5);
    expect(
      scoreOf('An AI-powered platform that revolutionizes everything for everyone worldwide'),
    ).toBeLessThan(4.5);
    const best = scoreOf(
      'Invoice reconciliation software for independent accounting firms in Austin that cuts month-end close from 5 days to 1 and saves 20 hours a month',
    );
    expect(best).toBeGreaterThanOrEqual(7);
    expect(best).toBeLessThan(9);
  });

  it('stays within 0-10 however many problems pile up', () => {
    let signals = detectSignals('A crypto lending app for kids');
    for (const id of ['health', 'finance', 'insurance', 'gambling', 'drones', 'personal-data']) {
      signals = withRegulation(signals, id);
    }
    signals = withModel(withModel(signals, 'hardware'), 'marketplace');
    const { score } = assess({
      ...signals,
      cues: { ...signals.cues, vague: true, aiWithoutProblem: true },
    });
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(10);
  });

  it('softens intense competition for a named, local niche', () => {
    const broad = detectSignals('A food delivery app');
    const niche = detectSignals(
      'Lunch delivery from local restaurants for night-shift workers in Austin',
    );
    expect(assess(broad).competition).toBe('high');
    expect(niche.industry.id).toBe('food-delivery-restaurants');
    expect(assess(niche).competition).toBe('medium');
  });

  it('marks factory-scale capital needs: a point off and high difficulty, in both languages', () => {
    for (const idea of [
      'Build a new smartphone brand with our own chips and factories',
      '我们要自建工厂，打造一个新的手机品牌',
    ]) {
      const result = assess(detectSignals(idea));
      expect(result.factors, idea).toContainEqual({ id: 'capital-heavy', delta: -1 });
      expect(result.difficulty, idea).toBe('high');
    }
    // Serving factories is not building one.
    const software = assess(detectSignals('Maintenance scheduling software for small factories'));
    expect(software.factors.map((f) => f.id)).not.toContain('capital-heavy');
  });

  it('counts a price with its unit, in both languages, and not a price word alone', () => {
    for (const idea of [
      'Scheduling software for dental clinics, $120 per clinic per month',
      'Route planning for courier fleets, priced per vehicle',
      '给连锁药店做的排班系统，按门店每月收费',
      '面向物业公司的巡检工具，按小区年费',
    ]) {
      expect(wordFactors(idea), idea).toContain('priced');
    }
    for (const idea of [
      'A budgeting app, we will figure out pricing',
      '一个记账App，以后再考虑收费',
    ]) {
      expect(wordFactors(idea), idea).not.toContain('priced');
    }
  });

  it('counts a figure on the pain or the gain as a return a buyer can check', () => {
    for (const idea of [
      'Inventory software for bakeries; our pilot bakery cut waste 15%',
      'Contractors spend 6 hours a week on timesheets and our tool gets it done in minutes',
      '装修公司的报价软件，原来要做半天，现在十分钟',
      '冷库温控报警，一次停电就可能损失几十万元的货',
    ]) {
      expect(wordFactors(idea), idea).toContain('quantified-return');
    }
    // A price is no return, and a figure with no cost or gain beside it is no return either.
    for (const idea of ['Yoga classes, $15 a class', '开一家有20个座位的咖啡馆']) {
      expect(wordFactors(idea), idea).not.toContain('quantified-return');
    }
  });

  it('reads a copy of a known product however it is said, and not a product named as a tool', () => {
    for (const idea of [
      'Uber for haircuts: press a button and a barber comes',
      'A dating app like Tinder but for book lovers',
      'It is basically Airbnb for parking spaces',
      '做一个外卖平台，跟美团一样',
      '滴滴模式的家政平台',
      '一个健身App，跟现有的差不多',
    ]) {
      expect(wordFactors(idea), idea).toContain('me-too');
    }
    for (const idea of [
      'Sales tax filing for Shopify sellers who cross nexus in several states',
      'Invoicing for plumbers; payments go through Stripe for now',
      '帮抖音和淘宝卖家做差评预警',
    ]) {
      expect(wordFactors(idea), idea).not.toContain('me-too');
    }
  });

  it('marks an edge an incumbent can match overnight, unless the idea puts a figure on it', () => {
    for (const idea of [
      'An online store for phone chargers, we compete on price',
      'A food delivery app with lower fees for restaurants',
      '遛狗平台，界面更好看',
      '做一个卖T恤的网店，价格便宜',
    ]) {
      expect(wordFactors(idea), idea).toContain('thin-edge');
    }
    expect(
      wordFactors(
        'Customs paperwork for small exporters; our clients save 40% compared with a broker',
      ),
    ).not.toContain('thin-edge');
  });

  it('marks a product whose founder does not know who needs it', () => {
    for (const idea of [
      'A smart toaster with an app. Not sure who would buy it yet.',
      'NFC chips in shoelaces, not sure what for yet',
      '做一个智能水杯，不知道卖给谁，先做出来再说',
    ]) {
      expect(wordFactors(idea), idea).toContain('no-known-need');
    }
    expect(wordFactors('Payroll for hair salons, $89 per salon per month')).not.toContain(
      'no-known-need',
    );
  });

  it('quotes the words behind each of these factors, as the idea wrote them', () => {
    const cues = scoreCues(
      prepareIdea('Like Upwork but cheaper. Agencies pay $20 per hire; they save 5 hours a week.'),
    );
    expect(cues.copied).toEqual(['Like Upwork']);
    expect(cues.thinEdge).toEqual(['cheaper']);
    expect(cues.priced).toEqual(['Agencies pay $20 per hire']);
    expect(cues.quantified).toEqual(['they save 5 hours a week']);
  });

  it('weighs a brief that says neither who pays nor how it earns', () => {
    const signals = detectSignals('A social app for cat lovers');
    const brief = {
      industry: { id: 'pets', name: 'Pets', subNiche: null, confidence: 'high' as const },
      users: {
        description: 'cat lovers',
        kind: 'consumers' as const,
        confidence: 'medium' as const,
      },
      payer: { description: 'users', kind: 'users' as const, confidence: 'low' as const },
      revenueModel: {
        kind: 'subscription' as const,
        description: 'subscription',
        confidence: 'low' as const,
      },
      region: {
        code: 'global' as const,
        name: 'Global',
        stated: false,
        confidence: 'low' as const,
      },
      delivery: { kinds: ['software' as const], confidence: 'medium' as const },
      redFlags: [],
    };
    const unstated = assess(signals, { brief });
    expect(unstated.factors).toContainEqual({ id: 'payer-unstated', delta: -0.4 });
    const stated = assess(signals, {
      brief: { ...brief, payer: { ...brief.payer, confidence: 'medium' } },
    });
    expect(stated.score).toBeGreaterThan(unstated.score);
  });

  it('weighs the rules of a regulated trade at half for software sold to that trade', () => {
    const idea = 'Patient reminder software for dental clinics, $99 per clinic per month';
    const signals = detectSignals(idea);
    expect(signals.regulations.length, 'dental care is a regulated trade').toBeGreaterThan(0);
    const brief = {
      industry: { id: signals.industry.id, name: 'x', subNiche: null, confidence: 'high' as const },
      users: {
        description: 'pharmacies',
        kind: 'businesses' as const,
        confidence: 'high' as const,
      },
      payer: {
        description: 'pharmacies',
        kind: 'businesses' as const,
        confidence: 'medium' as const,
      },
      revenueModel: {
        kind: 'subscription' as const,
        description: 'x',
        confidence: 'high' as const,
      },
      region: {
        code: 'global' as const,
        name: 'Global',
        stated: false,
        confidence: 'low' as const,
      },
      delivery: { kinds: ['software' as const], confidence: 'high' as const },
      redFlags: [],
    };
    const tool = assess(signals, { brief });
    expect(tool.factors.map((f) => f.id)).toContain('customer-regulation');
    // Used by consumers and paid for by the pharmacies, it is still sold to that trade.
    const consumers = { ...brief.users, kind: 'consumers' as const };
    const paidFor = assess(signals, { brief: { ...brief, users: consumers } });
    expect(paidFor.factors.map((f) => f.id)).toContain('customer-regulation');
    // A business buyer earns its factor when it surely pays, whether it uses the tool or not.
    expect(tool.factors.map((f) => f.id)).toContain('business-buyer');
    expect(paidFor.factors.map((f) => f.id)).not.toContain('business-buyer');
    const surelyPaid = assess(signals, {
      brief: { ...brief, users: consumers, payer: { ...brief.payer, confidence: 'high' as const } },
    });
    expect(surelyPaid.factors.map((f) => f.id)).toContain('business-buyer');
    // The same idea read as a consumer product, which its users pay for, carries the rules in full.
    const consumer = assess(signals, {
      brief: { ...brief, users: consumers, payer: { ...brief.payer, kind: 'users' as const } },
    });
    expect(consumer.factors.map((f) => f.id)).not.toContain('customer-regulation');
    expect(tool.score).toBeGreaterThan(consumer.score);
  });

  it('marks money put off until later and a pitch sized by a whole market, in both languages', () => {
    for (const idea of [
      'An AI chatbot for bored teenagers, we will monetize later',
      'A podcast about gardening. Maybe sponsorships later.',
      '做一个校园社交App，先做用户，以后再考虑收费',
    ]) {
      expect(wordFactors(idea), idea).toContain('revenue-later');
    }
    for (const idea of [
      'The pet market is worth $300 billion, so we are building a pet social app',
      '中国有14亿人口，只要每人每年花一块钱就够了，做一个打卡App',
    ]) {
      const ids = wordFactors(idea);
      expect(ids, idea).toContain('top-down-market');
      // A market's size is not a return the customer gets.
      expect(ids, idea).not.toContain('quantified-return');
    }
    expect(wordFactors('Clinics pay $99 a month and save 5 hours a week')).not.toContain(
      'top-down-market',
    );
  });
});
