import { describe, expect, it } from 'vitest';
import { detectSignals, type IdeaSignals } from './detect.ts';
import { BUSINESS_MODELS } from './knowledge/business-models.ts';
import { REGULATED_DOMAINS } from './knowledge/regulated-domains.ts';
import { assess, feasibilityLevel } from './score.ts';

const scoreOf = (idea: string) => assess(detectSignals(idea)).score;

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
});
