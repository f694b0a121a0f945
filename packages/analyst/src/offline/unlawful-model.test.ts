import { describe, expect, it } from 'vitest';
import { createAnalyst } from '../analyst.ts';
import { detectRedFlags, READS_UNLAWFUL_FLAG } from './red-flags.ts';
import {
  mostTellingClauses,
  type UnlawfulModel,
  unlawfulLikelihood,
  unlawfulModel,
} from './unlawful-model.ts';

/*
 * Ideas written for these tests (none taken from bench/quality): businesses that break the law in
 * ways no red-flag rule names, told the way such ideas are told, and their lawful look-alikes.
 */
const HOSTAGE_MOVERS =
  'Moving company app: customers get a low quote online, then on moving day our crew keeps the furniture in the truck until they pay double in cash. Customers never see the real price, they dont need to know.';
const REVIEWS_DELETED =
  '帮商家改差评：我们有渠道直接删平台上的差评，商家不用管，平台查不出来，一条200。';
const HONEST_MOVERS =
  'Moving company app with licensed movers: customers get a binding quote online, and pay the quoted price by card after the move.';

const analyst = createAnalyst({ engine: 'offline' });

describe('the unlawful model', () => {
  it.each([
    [HOSTAGE_MOVERS, 'en-US', /never see the real price|pay double in cash|dont need to know/],
    [REVIEWS_DELETED, 'zh-CN', /差评|不用管|查不出来/],
  ] as const)(
    'flags what no rule names, says it is a reading and quotes the idea: %s',
    (idea, language, quoted) => {
      // The rules alone find nothing.
      expect(detectRedFlags(idea, language, { unlawfulModel: null })).toEqual([]);
      const flags = detectRedFlags(idea, language);
      expect(flags.map((flag) => flag.id)).toEqual([READS_UNLAWFUL_FLAG]);
      const [flag] = flags;
      expect(flag?.kind).toBe('unlawful');
      expect(flag?.reason).toMatch(language === 'en-US' ? /This is our reading/ : /这是我们的判断/);
      expect(flag?.reason).toMatch(quoted);
      // Quoted as the idea words it, in the report's language around it.
      const other = detectRedFlags(idea, language === 'en-US' ? 'zh-CN' : 'en-US')[0];
      expect(other?.reason).toMatch(
        language === 'en-US' ? /这是我们的判断/ : /This is our reading/,
      );
    },
  );

  it('leaves lawful look-alikes and ordinary ideas alone', () => {
    for (const idea of [
      HONEST_MOVERS,
      'A meal-planning app for busy parents: weekly plans and a shopping list, $5 a month.',
      '给小区业主做快递代收点，包裹按件收0.5元保管费，丢件照价赔偿。',
    ]) {
      expect(unlawfulLikelihood(unlawfulModel(), idea), idea).toBeLessThan(
        unlawfulModel().threshold,
      );
      expect(
        detectRedFlags(idea, 'en-US').some((flag) => flag.kind === 'unlawful'),
        idea,
      ).toBe(false);
    }
  });

  it('gives way to a licence the idea says it holds, as the rules do', () => {
    const licensed = `${HOSTAGE_MOVERS} We are a licensed and registered mover.`;
    expect(unlawfulLikelihood(unlawfulModel(), licensed)).toBeGreaterThanOrEqual(
      unlawfulModel().threshold,
    );
    expect(detectRedFlags(licensed, 'en-US').some((flag) => flag.kind === 'unlawful')).toBe(false);
  });

  it('is not asked when the rules already name the law', () => {
    const flags = detectRedFlags(
      '给网店做好评：我们有几千个真人账号下单晒图，平台查不出来，一单8块。',
      'zh-CN',
    );
    expect(flags.map((flag) => flag.id)).toContain('fake-reviews');
    expect(flags.map((flag) => flag.id)).not.toContain(READS_UNLAWFUL_FLAG);
  });

  it('keeps an idea it flags from being recommended, quick and deep', async () => {
    const { brief } = await analyst.readBrief(HOSTAGE_MOVERS, { language: 'en-US' });
    expect(brief.redFlags[0]?.id).toBe(READS_UNLAWFUL_FLAG);
    const deep = await analyst.analyzeDeep(HOSTAGE_MOVERS, { language: 'en-US' });
    expect(deep.investment_recommendation.verdict).toBe('not_recommend');
    const quick = await analyst.analyzeSimple(HOSTAGE_MOVERS, { language: 'en-US' });
    const honest = await analyst.analyzeSimple(HONEST_MOVERS, { language: 'en-US' });
    expect(quick.recommendations.feasibility_score).toBeLessThan(
      honest.recommendations.feasibility_score,
    );
  });

  it('quotes the two clauses that weigh most, in the idea’s order, cut when long, with "$&" as written', () => {
    const model: UnlawfulModel = {
      $comment: 'made for this test',
      training: { steps: 1, rate: 1, l2: 0 },
      threshold: 0.5,
      bias: 0,
      weights: { cash: 1, hide: 2, 不用: 1, 发票: 0.5, free: -1 },
    };
    expect(
      mostTellingClauses(model, 'We sell boxes, paid in cash; we hide the $& fee. Free delivery'),
    ).toBe('paid in cash … we hide the $& fee');
    // A second clause that weighs against it is not quoted.
    expect(mostTellingClauses(model, 'Free delivery, we hide the fee')).toBe('we hide the fee');
    const long = `we hide ${'very '.repeat(40)}much`;
    const quoted = mostTellingClauses(model, `Boxes. ${long}`);
    expect(quoted.endsWith('…')).toBe(true);
    expect([...quoted].length).toBeLessThanOrEqual(91);
    expect(mostTellingClauses(model, '卖盒子，不用发票，现金结算')).toBe('不用发票');
  });
});
