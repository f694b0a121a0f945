import { describe, expect, it } from 'vitest';
import {
  type Claim,
  checkClaim,
  figuresIn,
  figuresSupported,
  normaliseForQuote,
  quoteInSource,
} from './evidence.ts';

/** Texts as search results bring them: a web page's extract in English, one in Chinese. */
const petCare = `Pet care market
The global pet care market was valued at USD 261 billion in 2022 and is expected to grow at
a compound annual growth rate (CAGR) of 6.1% from 2023 to 2030. Dog owners account for
roughly 48 percent of spending — the largest share.`;
const fitness = `中国健身行业报告：2023年中国健身市场规模达到3000亿元，
同比增长 12.5%。其中线上 健身 用户约 1.2 亿人，占健身人群的百分之三十。`;
const sources = new Map([
  [1, petCare],
  [2, fitness],
]);
const sourceText = (id: number) => sources.get(id);

describe('normaliseForQuote', () => {
  it.each([
    ['  The   Market\n\tgrew ', 'the market grew'],
    ['“Smart” pets – ‘really’…', '"smart" pets - \'really\'...'],
    ['ＡＢＣ１２３％', 'abc123%'],
    ['线上 健身 用户', '线上健身用户'],
    ['增长 30% ，主要来自 上海', '增长30%,主要来自上海'],
    ['a\u200bb\u00adc', 'abc'],
    ['破折号——和「引号」', '破折号-和"引号"'],
  ])('%j → %j', (text, normal) => {
    expect(normaliseForQuote(text)).toBe(normal);
  });
});

describe('quoteInSource', () => {
  it('finds a quote across different whitespace and line breaks', () => {
    expect(
      quoteInSource('valued at USD 261 billion in 2022 and is expected to grow', petCare),
    ).toBe(true);
    expect(quoteInSource('a compound annual growth rate (CAGR) of 6.1%', petCare)).toBe(true);
    expect(quoteInSource('中国健身市场规模达到3000亿元，同比增长12.5%', fitness)).toBe(true);
    expect(quoteInSource('线上健身用户约1.2亿人', fitness)).toBe(true);
  });

  it('folds typographic dashes and quotes', () => {
    expect(quoteInSource('roughly 48 percent of spending - the largest share', petCare)).toBe(true);
  });

  it('lets "…" or "..." skip text, in order only', () => {
    expect(quoteInSource('The global pet care market … grow at a compound annual', petCare)).toBe(
      true,
    );
    expect(quoteInSource('global pet care market... largest share', petCare)).toBe(true);
    expect(quoteInSource('the largest share … The global pet care market', petCare)).toBe(false);
    expect(quoteInSource('中国健身市场规模达到……占健身人群的百分之三十', fitness)).toBe(true);
  });

  it('refuses short quotes, and short pieces around a gap', () => {
    expect(quoteInSource('pet care', petCare)).toBe(false);
    expect(quoteInSource('6.1% from 2023', petCare)).toBe(true);
    expect(quoteInSource('健身市场规模', fitness)).toBe(false);
    expect(quoteInSource('中国健身市场规模达到', fitness)).toBe(true);
    expect(quoteInSource('The global pet care market … 6.1%', petCare)).toBe(false);
    expect(quoteInSource('', petCare)).toBe(false);
    expect(quoteInSource('…', petCare)).toBe(false);
  });

  it('refuses words the source does not have', () => {
    expect(quoteInSource('The global pet care market was valued at $40 billion', petCare)).toBe(
      false,
    );
  });

  it('refuses a quote that cuts a number of the source', () => {
    expect(quoteInSource('care market was valued at USD 26', petCare)).toBe(false);
    expect(quoteInSource('care market was valued at USD 261', petCare)).toBe(false);
    expect(quoteInSource('2023年中国健身市场规模达到3', fitness)).toBe(false);
    expect(quoteInSource('61% from 2023 to 2030', petCare)).toBe(false);
    expect(quoteInSource('Dog owners account for roughly 48', petCare)).toBe(false);
    expect(quoteInSource('Dog owners account for roughly 48 percent', petCare)).toBe(true);
  });
});

describe('figuresIn', () => {
  const values = (text: string) =>
    figuresIn(text).map(({ value, unit }) => (unit ? `${value}%` : value));

  it.each([
    ['1,000', [1000]],
    ['1000 users', [1000]],
    ['1k', [1000]],
    ['1 thousand', [1000]],
    ['1 千', [1000]],
    ['2.5M', [2_500_000]],
    ['2.5 million', [2_500_000]],
    ['250万', [2_500_000]],
    ['250 万', [2_500_000]],
    ['3亿', [300_000_000]],
    ['$40B', [40_000_000_000]],
    ['40 billion', [40_000_000_000]],
    ['40 bn', [40_000_000_000]],
    ['400亿', [40_000_000_000]],
    ['1.2万亿元', [1_200_000_000_000]],
    ['三千万', [30_000_000]],
    ['两亿', [200_000_000]],
    ['十二万五千', [125_000]],
    ['一千零五', [1005]],
    ['三点五亿', [350_000_000]],
    ['12%', ['12%']],
    ['12 percent', ['12%']],
    ['12 per cent', ['12%']],
    ['12％', ['12%']],
    ['百分之十二', ['12%']],
    ['百分之12', ['12%']],
    ['百分之十二点五', ['12.5%']],
    ['千分之五', ['0.5%']],
    ['三十%', ['30%']],
    ['10x', [10]],
  ])('%j states %j', (text, figures) => {
    expect(values(text)).toEqual(figures);
  });

  it.each([
    ['in 2024', []],
    ['2024年', []],
    ['2024 年', []],
    ['the 1990s', []],
    ['5月1日', []],
    ['二〇二四年', []],
    ['1. Market size\n2. Competitors', []],
    ['(3) Risks', []],
    ['十一、风险', []],
    ['第3名', []],
    ['第十二届', []],
    ['5G and 3D, the 2nd player', []],
    ['COVID-19, Q3, H1N1', []],
    ['一个统一的市场，一些用户', []],
    ['百度、万达、千万别', []],
    ['万一', []],
    ['十分重要的十大品牌', []],
    ['数十亿美元，几十万用户', []],
    ['v1.2.3 and 2024.05.01', []],
  ])('%j states no figure', (text, figures) => {
    expect(values(text)).toEqual(figures);
  });

  it('keeps money and scaled numbers that look like years', () => {
    expect(values('$2024 a year')).toEqual([2024]);
    expect(values('2,000 users')).toEqual([2000]);
    expect(values('2000万')).toEqual([20_000_000]);
  });

  it('gives the first number of a range the second one’s unit and scale', () => {
    expect(values('10-20%')).toEqual(['10%', '20%']);
    expect(values('5到10亿')).toEqual([500_000_000, 1_000_000_000]);
    expect(values('$1.5 to 2 million')).toEqual([1_500_000, 2_000_000]);
    expect(values('from 2023 to 2030')).toEqual([]);
  });

  it('reads every figure of a sentence in order', () => {
    expect(values(petCare)).toEqual([261_000_000_000, '6.1%', '48%']);
    expect(values(fitness)).toEqual([300_000_000_000, '12.5%', 120_000_000, '30%']);
  });
});

describe('figuresSupported', () => {
  it.each([
    ['1,000 clinics', 'about 1k clinics opened', true],
    ['百分之十二的用户', 'about 12% of users', true],
    ['a 300 billion market', '市场规模达到3000亿元', true],
    ['1.2M users', '1,200,000 users', true],
    ['1.2 million users', '1,203,000 users', true],
    ['1.2 million users', '1,250,000 users', false],
    ['12% growth', '12 new clinics', false],
    ['40% of owners', '48 percent of spending', false],
    ['a large market', 'no numbers here at all', true],
    ['grew in 2024', 'the market grew', true],
  ])('%j from %j → %j', (claim, quote, supported) => {
    expect(figuresSupported(claim, quote)).toBe(supported);
  });
});

describe('checkClaim', () => {
  const check = (claim: Claim) => checkClaim(claim, sourceText);

  it('does not find an invented "$40B" quote in an unrelated real source', () => {
    expect(
      check({
        text: 'Pet tech is a $40B market.',
        sources: [1],
        quote: 'pet tech is a $40B market growing fast',
      }),
    ).toEqual({ status: 'unchecked', reason: 'quote-not-found' });
  });

  it('refuses a figure the quote does not state, though the quote is real', () => {
    expect(
      check({
        text: 'Dog owners account for 40% of spending.',
        sources: [1],
        quote: 'Dog owners account for roughly 48 percent of spending',
      }),
    ).toEqual({ status: 'unchecked', reason: 'figures-not-in-quote' });
    expect(
      check({
        text: '市场规模达到5000亿元',
        sources: [2],
        quote: '2023年中国健身市场规模达到3000亿元',
      }),
    ).toEqual({ status: 'unchecked', reason: 'figures-not-in-quote' });
  });

  it('keeps a Chinese claim whose figure is in the quote', () => {
    expect(
      check({
        text: '中国健身市场规模达到3000亿元',
        sources: [2],
        quote: '2023年中国健身市场规模达到3000亿元',
      }),
    ).toEqual({ status: 'supported', source: 2 });
    expect(
      check({
        text: '约百分之三十的健身人群在线上健身',
        sources: [2],
        quote: '占健身人群的百分之三十',
      }),
    ).toEqual({ status: 'supported', source: 2 });
  });

  it('keeps an English claim about a Chinese source when the numbers agree', () => {
    expect(
      check({
        text: "China's fitness market reached 300 billion yuan, up 12.5%.",
        sources: [2],
        quote: '中国健身市场规模达到3000亿元，同比增长 12.5%',
      }),
    ).toEqual({ status: 'supported', source: 2 });
    expect(
      check({
        text: '全球宠物护理市场规模为2610亿美元',
        sources: [1],
        quote: 'The global pet care market was valued at USD 261 billion in 2022',
      }),
    ).toEqual({ status: 'supported', source: 1 });
  });

  it('returns the first cited source that has the quote', () => {
    expect(
      check({
        text: 'Pet care grows 6.1% a year.',
        sources: [2, 1, 1],
        quote: 'a compound annual growth rate (CAGR) of 6.1%',
      }),
    ).toEqual({ status: 'supported', source: 1 });
  });

  it('needs a cited source that exists', () => {
    const quote = 'a compound annual growth rate (CAGR) of 6.1%';
    expect(check({ text: 'Growth.', sources: [], quote })).toEqual({
      status: 'unchecked',
      reason: 'no-source',
    });
    expect(check({ text: 'Growth.', sources: [7], quote })).toEqual({
      status: 'unchecked',
      reason: 'no-source',
    });
    expect(check({ text: 'Growth.', sources: [7, 1], quote })).toEqual({
      status: 'supported',
      source: 1,
    });
  });

  it('refuses a short quote even when it is in the source', () => {
    expect(check({ text: 'Pet care.', sources: [1], quote: 'Pet care' })).toEqual({
      status: 'unchecked',
      reason: 'quote-not-found',
    });
  });
});
