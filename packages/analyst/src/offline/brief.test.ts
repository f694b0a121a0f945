import { briefReadingSchema } from '@idealens/shared/brief';
import type { Language } from '@idealens/shared/simple-report';
import { describe, expect, it } from 'vitest';
import { readingFromSignals } from './brief.ts';
import { detectSignals } from './detect.ts';

function read(idea: string, language: Language = 'en-US') {
  const reading = readingFromSignals(idea, detectSignals(idea), language);
  // Every reading is a valid answer of the brief endpoint.
  expect(briefReadingSchema.safeParse(reading).success).toBe(true);
  return reading;
}

describe('the offline brief', () => {
  it('names the industry, the users, who pays and how, and what is delivered', () => {
    const { brief } = read(
      'A subscription app for independent gym owners in Berlin to fill empty class slots, $49 per month',
    );
    expect(brief.users.kind).toBe('businesses');
    expect(brief.users.description).toMatch(/gym owners/i);
    expect(brief.users.confidence).toBe('high');
    expect(brief.revenueModel).toMatchObject({ kind: 'subscription', confidence: 'high' });
    expect(brief.payer.kind).toBe('businesses');
    expect(brief.delivery.kinds[0]).toBe('software');
    expect(brief.region).toMatchObject({ code: 'europe', stated: true, confidence: 'high' });
    expect(brief.summary).toMatch(/gym owners/);
  });

  it('reads a marketplace as taking a commission from its demand side', () => {
    const { brief } = read('A marketplace that connects dog owners with vetted local dog walkers');
    expect(brief.delivery.kinds[0]).toBe('marketplace');
    expect(brief.revenueModel.kind).toBe('commission');
    expect(brief.users.description).toMatch(/dog owners/);
    expect(brief.users.kind).toBe('consumers');
  });

  it('has parents pay for what children use', () => {
    const { brief } = read('An AI reading tutor for children aged 6 to 9, practised at home');
    expect(brief.payer.kind).toBe('users');
    expect(brief.payer.description).toMatch(/parents/);
  });

  it('reads advertising as advertisers paying', () => {
    const { brief } = read('A free recipe app for students funded by ads from grocery brands');
    expect(brief.revenueModel.kind).toBe('advertising');
    expect(brief.payer.kind).toBe('advertisers');
  });

  it('says the region is implied by a Chinese idea and names it in Chinese', () => {
    const { brief } = read('面向独立咖啡店老板的会员管理小程序，按月订阅收费', 'zh-CN');
    expect(brief.region).toMatchObject({ code: 'china', stated: false });
    expect(brief.revenueModel.kind).toBe('subscription');
    expect(brief.users.kind).toBe('businesses');
    expect(brief.users.description).toContain('咖啡店老板');
    expect(brief.summary).toMatch(/[\u4e00-\u9fff]/);
  });

  it('takes a US abbreviation for the country, not the pronoun "us"', () => {
    expect(read('Payroll software for US restaurants with tip pooling').brief.region.code).toBe(
      'us',
    );
    expect(
      read('Let us help freelancers send invoices that get paid faster').brief.region.code,
    ).toBe('global');
  });

  it('is unsure where the idea says little, says what it could not tell, and asks', () => {
    const reading = read('Something with blockchain and AI for everyone');
    const { brief } = reading;
    expect(brief.users.confidence).toBe('low');
    expect(brief.unknowns.length).toBeGreaterThan(0);
    expect(reading.questions.length).toBeGreaterThan(0);
    expect(reading.questions.length).toBeLessThanOrEqual(3);
    for (const question of reading.questions)
      expect(question.suggestions.length).toBeGreaterThan(0);
  });

  it('asks nothing about what a precise idea already says', () => {
    const reading = read(
      'A B2B SaaS for small accounting firms in the UK that reconciles bank feeds against invoices automatically, €99 per month per firm',
    );
    expect(reading.questions.map((q) => q.field)).not.toContain('revenueModel');
    expect(reading.questions.map((q) => q.field)).not.toContain('region');
  });

  it('plans research by area, starting with competitors, with regulation for regulated ideas', () => {
    const { plan } = read(
      'A telemedicine app where patients in Germany see a licensed doctor by video',
    );
    expect(plan[0]?.area).toBe('competitors');
    expect(plan.map((q) => q.area)).toEqual(
      expect.arrayContaining(['demand', 'pricing', 'regulation', 'channels']),
    );
    expect(new Set(plan.map((q) => q.query)).size).toBe(plan.length);
  });

  it('writes the brief in the report language, whatever the idea language', () => {
    const { brief } = read(
      'A marketplace that connects dog owners with vetted local dog walkers',
      'zh-CN',
    );
    expect(brief.summary).toMatch(/[\u4e00-\u9fff]/);
    expect(brief.revenueModel.description).toMatch(/[\u4e00-\u9fff]/);
  });

  it('gives different ideas different briefs', () => {
    const ideas = [
      'A marketplace that connects dog owners with vetted local dog walkers',
      'Payroll software for US restaurants with tip pooling',
      '面向独立咖啡店老板的会员管理小程序，按月订阅收费',
      'A smart water bottle that reminds office workers to drink',
    ];
    const summaries = ideas.map((idea) => read(idea).brief.summary);
    expect(new Set(summaries).size).toBe(ideas.length);
  });
});
