import { describe, expect, it } from 'vitest';
import { weighAudience } from './audience-model.ts';
import { briefFromSignals, readingFromSignals } from './brief.ts';
import { detectSignals } from './detect.ts';

const model = (bias: number) => ({
  $comment: 'a test model',
  training: { steps: 1, rate: 1, l2: 0 },
  threshold: 0.5,
  bias,
  weights: { shop: -4 },
});

describe('weighAudience', () => {
  it('reads people from the threshold on, and businesses below it', () => {
    expect(weighAudience(model(0), []).value).toBe('consumers');
    expect(weighAudience(model(0), ['shop']).value).toBe('businesses');
    expect(weighAudience({ ...model(0), threshold: 0.6 }, []).value).toBe('businesses');
  });

  it('is sure far from even odds and unsure near them, so the founder is asked', () => {
    expect(weighAudience(model(3), []).confidence).toBe('medium');
    expect(weighAudience(model(0.2), []).confidence).toBe('low');
    expect(weighAudience(model(0.2), ['shop']).confidence).toBe('medium');
  });
});

describe('the audience model in the brief', () => {
  const read = (idea: string, options: Parameters<typeof briefFromSignals>[3] = {}) =>
    briefFromSignals(idea, detectSignals(idea), 'zh-CN', options);

  it('reads a tool for a trade as for businesses where the rules read its people', () => {
    const idea = '给理发师用的排班和会员管理工具，按门店每月收费。';
    const rules = read(idea, { audienceModel: null });
    expect(rules.users).toMatchObject({ kind: 'consumers', description: '理发师' });
    const brief = read(idea);
    // The trade stays named; only its kind changes, and the payer is still the barbers.
    expect(brief.users).toMatchObject({ kind: 'businesses', description: '理发师' });
    expect(brief.users.confidence).not.toBe('high');
    expect(brief.payer.description).toBe('理发师自己');
  });

  it("does not read a founder's own shop as its users, nor guess businesses for people", () => {
    const idea = '开一家宠物医院，做猫狗体检、疫苗和绝育，客单价500元，开在新小区门口。';
    const rules = read(idea, { audienceModel: null });
    expect(rules.users).toMatchObject({ kind: 'businesses', description: '宠物医院' });
    const brief = read(idea);
    // People the idea does not name, as unsure as the model, not "宠物店、美容店和宠物医院等宠物商家".
    expect(brief.users).toEqual({
      kind: 'consumers',
      description: '想法未点明的用户',
      confidence: 'low',
    });
    expect(brief.payer).toMatchObject({ kind: 'users', description: '使用它的用户自己' });
    expect(brief.summary).not.toContain('宠物商家');
    // The founder is asked, and "nobody named" is not offered as an answer.
    const { questions } = readingFromSignals(idea, detectSignals(idea), 'zh-CN');
    const users = questions.find((question) => question.field === 'users');
    expect(users?.suggestions).toContain('个人消费者');
    expect(users?.suggestions.join('')).not.toContain('想法未点明');
    const payer = questions.find((question) => question.field === 'payer');
    expect(payer?.suggestions[0]).toBe('使用它的用户自己');
  });

  it('is asked only when the users are read as people or businesses', () => {
    const asked: string[][] = [];
    const brief = read('面向街道办的网格化巡查系统，按街道每年收费。', {
      onAudience: (features) => asked.push(features),
    });
    expect(brief.users.kind).toBe('public-sector');
    expect(asked).toEqual([]);
    read('给理发师用的排班工具。', { onAudience: (features) => asked.push(features) });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('rules:consumers');
  });
});
