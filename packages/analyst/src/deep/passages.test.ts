import { describe, expect, test } from 'vitest';
import { selectPassages } from './passages.ts';

/** A paragraph of `sentence` repeated to at least `length` characters. */
function paragraph(sentence: string, length = 320): string {
  return Array.from({ length: Math.ceil(length / (sentence.length + 1)) }, () => sentence).join(
    sentence.endsWith('。') ? '' : ' ',
  );
}

const NEWSLETTER = paragraph(
  'Sign up for our newsletter to get the latest news and deals delivered to your inbox.',
);
const COOKIES = paragraph('We use cookies to improve your experience on this site.');
const ABOUT = paragraph('Our editors have covered consumer technology since 2009.');
const DOG_WALKING = paragraph(
  'The dog walking market in Austin grew 12% last year; walkers charge $20 to $25 per walk.',
);

const en = { language: 'en-US' as const };
const zh = { language: 'zh-CN' as const };
const total = (passages: { text: string }[]) =>
  passages.reduce((sum, passage) => sum + passage.text.length, 0);

describe('selectPassages', () => {
  test('chooses the paragraph about the query over the boilerplate around it', () => {
    const page = [NEWSLETTER, COOKIES, DOG_WALKING, ABOUT].join('\n\n');

    const passages = selectPassages(page, 'dog walking Austin', [], { maxChars: 600, ...en });

    expect(passages.map((p) => p.text)).toEqual([DOG_WALKING]);
    expect(passages[0]?.score).toBeGreaterThan(0);
  });

  test('finds Chinese words by character bigrams, not by single characters', () => {
    const pets = paragraph(
      '上海的宠物寄养需求在春节期间明显上升，养猫家庭很难找到可靠的寄养服务。',
    );
    // Shares the characters 宠, 物 and 寄 with the query, never the words 宠物 or 寄养.
    const prices = paragraph(
      '今年物价上涨，快递寄送费用提高，动物园门票也涨价了，市民很受宠若惊。',
    );
    const weather = paragraph('今日天气晴朗，气温适宜，适合户外运动，股市小幅上涨。');
    const page = [prices, weather, pets].join('\n');

    const passages = selectPassages(page, '宠物 寄养', [], { maxChars: 1_000, ...zh });

    expect(passages.map((p) => p.text)).toEqual([pets]);
  });

  test('a query written without spaces finds the same Chinese paragraph', () => {
    const pets = paragraph('宠物寄养服务在节假日供不应求，价格每晚八十元起。');
    const news = paragraph('本站提供各类新闻资讯，敬请关注我们的微信公众号。');
    const passages = selectPassages(`${news}\n${pets}`, '宠物寄养', [], { maxChars: 400, ...zh });
    expect(passages.map((p) => p.text)).toEqual([pets]);
  });

  test('keeps within the character budget and the passage count', () => {
    const page = Array.from({ length: 10 }, (_, i) =>
      paragraph(`Report ${i}: dog walking demand in Austin keeps growing among busy owners.`),
    ).join('\n\n');

    const byBudget = selectPassages(page, 'dog walking', [], { maxChars: 1_000, ...en });
    expect(byBudget.length).toBeGreaterThan(1);
    expect(total(byBudget)).toBeLessThanOrEqual(1_000);

    const byCount = selectPassages(page, 'dog walking', [], {
      maxChars: 10_000,
      maxPassages: 2,
      ...en,
    });
    expect(byCount).toHaveLength(2);
  });

  test('returns passages in page order, whatever their scores', () => {
    const mention = paragraph('Austin also has a few dog walking apps, among many other services.');
    const focus = paragraph('Dog walking in Austin: dog walking prices, dog walking demand.');
    const page = [mention, COOKIES, focus].join('\n\n');

    const passages = selectPassages(page, 'dog walking Austin', [], { maxChars: 2_000, ...en });

    expect(passages.map((p) => p.text)).toEqual([mention, focus]);
    expect(passages[1]?.score).toBeGreaterThan(passages[0]?.score ?? 0);
  });

  test('context words break a tie between passages that match the query alike', () => {
    const elders = paragraph('Meal delivery demand is growing fast among elders in towns.');
    const pupils = paragraph('Meal delivery demand is growing fast among pupils in dorms.');
    const page = [elders, pupils].join('\n\n');

    const [chosen] = selectPassages(page, 'meal delivery', ['pupils'], {
      maxChars: 600,
      maxPassages: 1,
      ...en,
    });
    expect(chosen?.text).toBe(pupils);

    // Without context, equal scores go by page order.
    const [first] = selectPassages(page, 'meal delivery', [], {
      maxChars: 600,
      maxPassages: 1,
      ...en,
    });
    expect(first?.text).toBe(elders);
  });

  test("gives the page's lead when nothing matches", () => {
    const page = [NEWSLETTER, COOKIES, ABOUT].join('\n\n');

    const passages = selectPassages(page, 'quantum batteries', ['chemistry'], {
      maxChars: 700,
      ...en,
    });

    expect(passages).toEqual([
      { text: NEWSLETTER, index: 0, score: 0 },
      { text: COOKIES, index: 1, score: 0 },
    ]);
  });

  test('cuts the best passage at a sentence end when not even one fits the budget', () => {
    const page = [COOKIES, DOG_WALKING].join('\n\n');

    const [passage, ...rest] = selectPassages(page, 'dog walking', [], { maxChars: 200, ...en });

    expect(rest).toEqual([]);
    expect(passage?.text.length).toBeLessThanOrEqual(200);
    expect(DOG_WALKING.startsWith(passage?.text ?? '-')).toBe(true);
    expect(passage?.text.endsWith('per walk.')).toBe(true);
  });

  test('a long text on one line is split at sentence ends', () => {
    const english = `${NEWSLETTER} ${DOG_WALKING} ${COOKIES}`;
    const chinese = paragraph('上海的宠物寄养需求在春节期间明显上升。', 1_500);

    for (const [text, options] of [
      [english, en],
      [chinese, zh],
    ] as const) {
      const passages = selectPassages(text, 'nothing', [], { maxChars: 10_000, ...options });
      expect(passages.length).toBeGreaterThan(1);
      for (const passage of passages) {
        expect(passage.text.length).toBeLessThanOrEqual(600);
        expect(passage.text).toMatch(/[.。]$/);
      }
    }
  });

  test('a short heading stays with the paragraph it introduces', () => {
    const page = [NEWSLETTER, 'Dog walking prices', DOG_WALKING].join('\n\n');
    const [passage] = selectPassages(page, 'prices', [], { maxChars: 600, ...en });
    expect(passage?.text).toBe(`Dog walking prices\n${DOG_WALKING}`);
  });

  test('an empty text or an empty budget gives nothing', () => {
    expect(selectPassages('', 'dog walking', [], { maxChars: 1_000, ...en })).toEqual([]);
    expect(selectPassages(' \n\n ', 'dog walking', [], { maxChars: 1_000, ...en })).toEqual([]);
    expect(selectPassages(DOG_WALKING, 'dog walking', [], { maxChars: 0, ...en })).toEqual([]);
  });

  test('is deterministic', () => {
    const page = [NEWSLETTER, DOG_WALKING, COOKIES, DOG_WALKING, ABOUT].join('\n\n');
    const select = () => selectPassages(page, 'dog walking', ['Austin'], { maxChars: 900, ...en });
    expect(select()).toEqual(select());
  });
});
