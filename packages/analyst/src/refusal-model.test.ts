import { describe, expect, it } from 'vitest';
import { assessIdeaClarity } from './idea-clarity.ts';
import { type RefusalModel, refusalLikelihood, refusalModel } from './refusal-model.ts';

/*
 * Texts written for these tests (none taken from bench/quality): everyday texts that no refusal
 * rule names, and real ideas in shapes that look like messages.
 */
const SHOP_FAQ =
  'Q: Can I return an opened item? A: Yes, within 30 days with the receipt. Refunds go back to the original card in 5-7 business days.';
const WATER_CUT_NOTICE = '小区业主群通知：明天上午9点到12点停水检修，请各位业主提前储水。';

describe('the refusal model', () => {
  it.each([SHOP_FAQ, WATER_CUT_NOTICE])(
    'refuses an everyday text the rules let through: %s',
    (text) => {
      expect(assessIdeaClarity(text, { refusalModel: null })).toEqual({ clear: true });
      const clarity = assessIdeaClarity(text);
      expect(clarity.clear).toBe(false);
      if (clarity.clear) return;
      // Refused as a text that offers nothing, with a message in both languages.
      expect(clarity.missing).toContain('offer');
      expect(clarity.message.en).toMatch(/what you would offer/);
      expect(clarity.message.zh).toMatch(/提供什么/);
      expect(refusalLikelihood(refusalModel(), text)).toBeGreaterThanOrEqual(
        refusalModel().threshold,
      );
    },
  );

  it.each([
    'Would dentists pay $50 a month for an app that reminds patients to book their cleaning?',
    'hi! idea: a subscription box of craft supplies for retirees, $25 a month',
    'Dear investors, we are building payroll software for restaurants with tipped staff: $4 per employee a month.',
    'Team update: we now sell our shift-scheduling tool to 40 clinics at $90 a month each, nurses swap shifts in the app.',
    '各位好，我们做社区团购的冷链自提柜，放在小区门口，团长按月付租金。',
    '给养老院做防跌倒的床边感应垫，跌倒前起身就提醒护工，按床位每月收费，有人买吗？',
  ])('lets a real idea dressed as a message through: %s', (idea) => {
    expect(assessIdeaClarity(idea)).toEqual({ clear: true });
    expect(refusalLikelihood(refusalModel(), idea)).toBeLessThan(refusalModel().threshold);
  });

  it('never lets through a text the rules refuse, however sure it is that it is an idea', () => {
    const convinced: RefusalModel = { ...refusalModel(), bias: -50 };
    for (const text of ['asdfgh qwerty zxcvb', 'hello hello hello', '哈哈哈哈哈哈哈哈哈哈']) {
      expect(assessIdeaClarity(text, { refusalModel: convinced }).clear).toBe(false);
    }
  });
});
