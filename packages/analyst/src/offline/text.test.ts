import { describe, expect, it } from 'vitest';
import {
  cleanIdea,
  compileKeywords,
  containsAny,
  ideaExcerpt,
  matchKeywords,
  prepareIdea,
  truncate,
} from './text.ts';

function matched(keywords: { en?: string[]; zh?: string[] }, idea: string): string[] {
  const matchers = compileKeywords({ en: keywords.en ?? [], zh: keywords.zh ?? [] });
  return matchKeywords(matchers, prepareIdea(idea)).matched;
}

describe('keyword matching', () => {
  it('matches English words case-insensitively with regular plurals', () => {
    expect(
      matched({ en: ['restaurant', 'puppy', 'box'] }, 'Two RESTAURANTS, three puppies and boxes'),
    ).toEqual(['restaurant', 'puppy', 'box']);
  });

  it('matches whole words only, so "pet" is not found in "competitor" or "petition"', () => {
    expect(matched({ en: ['pet', 'car'] }, 'A competitor petition about career care')).toEqual([]);
  });

  it('matches stems ending in * and multi-word phrases across hyphens', () => {
    expect(matched({ en: ['recruit*'] }, 'a recruiting tool')).toEqual(['recruit*']);
    expect(matched({ en: ['two-sided', 'dog walk*'] }, 'A two sided app for dog walkers')).toEqual([
      'two-sided',
      'dog walk*',
    ]);
    expect(matched({ en: ['dog walk*'] }, 'a dog that likes to walk')).toEqual([]);
  });

  it('matches Chinese keywords in line with the words of the idea, and Latin ones in a Chinese list as words', () => {
    expect(matched({ zh: ['健身房', 'SaaS'] }, '为健身房老板做一个saas工具')).toEqual([
      '健身房',
      'SaaS',
    ]);
    expect(matched({ zh: ['HR'] }, 'three hours')).toEqual([]);
  });

  it('weighs phrases and weak keywords, and reports where the first match is', () => {
    const matchers = compileKeywords(
      { en: ['gym', 'weight loss'], zh: [] },
      { en: ['water'], zh: [] },
    );
    const result = matchKeywords(matchers, prepareIdea('water for weight loss at the gym'));
    expect(result.score).toBe(1 + 1.5 + 0.5);
    expect(result.first).toBe(0);
  });

  it('ignores keywords inside excluded phrases', () => {
    const matchers = compileKeywords({ en: [], zh: ['社区'] });
    expect(matchKeywords(matchers, prepareIdea('社区团购平台'), ['社区团购']).matched).toEqual([]);
    expect(matchKeywords(matchers, prepareIdea('宠物主人社区'), ['社区团购']).matched).toEqual([
      '社区',
    ]);
  });
});

/** Whether one keyword (English or Chinese) counts in the idea. */
function reads(keyword: string, idea: string): boolean {
  return (
    matched(/[\u3400-\u9fff]/.test(keyword) ? { zh: [keyword] } : { en: [keyword] }, idea).length >
    0
  );
}

describe('Chinese words (segmented, ADR 016)', () => {
  it('does not give a compound the meaning of a shorter word inside it', () => {
    expect(reads('保险', '家用智能保险柜，指纹解锁')).toBe(false);
    expect(reads('游戏', '把背单词游戏化的学习App')).toBe(false);
    expect(reads('游戏', '一个改变游戏规则的记账工具')).toBe(false);
    expect(reads('医院', '城市宠物医院的线上预约系统')).toBe(false);
    expect(reads('外卖', '给外卖员提供的休息驿站')).toBe(false);
    expect(reads('电动车', '小区电动车充电柜')).toBe(false);
    expect(reads('续费', '降低跨境汇款手续费')).toBe(false);
    expect(reads('车', '工厂车间的排产软件')).toBe(false);
  });

  it('still reads the same words where they mean themselves', () => {
    expect(reads('保险', '为保险公司做理赔自动化')).toBe(true);
    expect(reads('游戏', '独立游戏开发者的发行平台')).toBe(true);
    expect(reads('医院', '儿童医院的排队叫号系统')).toBe(true);
    expect(reads('宠物', '城市宠物医院的线上预约系统')).toBe(true);
    expect(reads('外卖', '帮助外卖商家管理订单')).toBe(true);
    expect(reads('电动车', '二手电动车交易平台')).toBe(true);
    expect(reads('车', '二手电动车交易平台')).toBe(true);
    expect(reads('续费', '会员自动续费提醒')).toBe(true);
  });

  it('counts a keyword that begins or ends a longer word, not one across two words', () => {
    // 健身 begins 健身房, 学生 ends 中小学生: the compound keeps their meaning.
    expect(reads('健身', '为独立健身房老板提供会员管理')).toBe(true);
    expect(reads('学生', '面向中小学生的编程课')).toBe(true);
    // 国外|卖家, 管理|财务, 数学|习题: the letters meet, the words do not.
    expect(reads('外卖', '帮国外卖家做中文客服')).toBe(false);
    expect(reads('理财', '帮小企业管理财务的工具')).toBe(false);
    expect(reads('学习', '小学数学习题讲解视频')).toBe(false);
    // Buried in the middle of one word: 国家教育部 is not about tutoring (家教).
    expect(reads('家教', '国家教育部认证的课程平台')).toBe(false);
  });

  it('keeps the knowledge base keywords whole and lists the words of the idea', () => {
    compileKeywords({ en: [], zh: ['远程问诊'] });
    const text = prepareIdea('面向老年人的远程问诊小程序，不做贷款');
    expect(text.words).toContain('远程问诊');
    expect(text.words.join('')).toBe('面向老年人的远程问诊小程序，不做贷款');
    expect(text.wordStarts[0]).toBe(0);
    expect(
      text.wordStarts.every((start, i) => text.lower.startsWith(text.words[i] ?? '', start)),
    ).toBe(true);
    expect(prepareIdea('An app for teachers').words).toEqual([]);
  });

  it('keeps offsets right around emoji and mixed scripts', () => {
    expect(reads('宠物', '🐶🐱 宠物 app 给宠物主人')).toBe(true);
    expect(reads('外卖', '🍜 帮国外卖家')).toBe(false);
    const text = prepareIdea('🐶宠物店 SaaS');
    expect(
      text.wordStarts.every((start, i) => text.lower.startsWith(text.words[i] ?? '', start)),
    ).toBe(true);
  });
});

describe('negation (ADR 016)', () => {
  it('ignores what an English idea says it is not, and keeps the rest', () => {
    const idea = 'A marketplace for used books, no crypto, no loans';
    expect(reads('crypto', idea)).toBe(false);
    expect(reads('loan', idea)).toBe(false);
    expect(reads('book', idea)).toBe(true);
    expect(reads('crypto', 'A marketplace for crypto collectibles')).toBe(true);
    expect(reads('ai', 'A tutoring app without AI for small schools')).toBe(false);
    expect(reads('school', 'A tutoring app without AI for small schools')).toBe(true);
    expect(reads('ai', 'An AI tutor for small schools')).toBe(true);
  });

  it('reads "not for X", "don\'t", "never", "nor" and "no need for X" said of the product', () => {
    expect(reads('kid', 'A journaling app for teens, not for kids')).toBe(false);
    expect(reads('teen', 'A journaling app for teens, not for kids')).toBe(true);
    expect(reads('alcohol', 'We do not sell alcohol to minors')).toBe(false);
    expect(reads('minor', 'We do not sell alcohol to minors')).toBe(false);
    expect(reads('ai', "It's not a dating app and doesn't use AI")).toBe(false);
    expect(reads('gambling', 'We will never touch crypto or gambling')).toBe(false);
    expect(reads('lawyer', 'No need for a lawyer: contracts reviewed in minutes')).toBe(false);
    expect(reads('contract', 'No need for a lawyer: contracts reviewed in minutes')).toBe(true);
  });

  it('reads "X-free", "free of X", "non-X" and "zero-X" as the one thing excluded', () => {
    expect(reads('alcohol', 'Alcohol-free craft beer for gyms')).toBe(false);
    expect(reads('beer', 'Alcohol-free craft beer for gyms')).toBe(true);
    expect(reads('gym', 'Alcohol-free craft beer for gyms')).toBe(true);
    expect(reads('alcohol*', 'A non-alcoholic wine subscription')).toBe(false);
    expect(reads('wine', 'A non-alcoholic wine subscription')).toBe(true);
    expect(reads('fee', 'Zero-fee transfers for migrant workers')).toBe(false);
    expect(reads('plastic', 'Groceries free of plastic packaging')).toBe(false);
    // The keyword that holds the negation is itself affirmed.
    expect(reads('sugar-free', 'Sugar-free snacks for diabetics')).toBe(true);
    expect(reads('sugar', 'Sugar-free snacks for diabetics')).toBe(false);
    expect(reads('no-code', 'A no-code website builder for restaurants')).toBe(true);
    expect(reads('website', 'A no-code website builder for restaurants')).toBe(true);
  });

  it('ends the scope at a clause boundary, a preposition after a noun phrase, or a new clause after "and"', () => {
    expect(reads('cafe', 'A booking tool with no upfront cost for small cafes')).toBe(true);
    expect(reads('hotel', 'No commission; hotels keep their margin')).toBe(true);
    expect(reads('parent', 'No ads, but parents can pay for extra lessons')).toBe(true);
    expect(reads('tracking', 'No ads and no tracking')).toBe(false);
    expect(reads('tracking', 'No ads or tracking')).toBe(false);
    expect(reads('student', 'No ads and the app is free for students')).toBe(true);
  });

  it('does not read a pain, a "no more" or a "not only" as a negation of the idea', () => {
    expect(reads('babysitter', "Parents can't find reliable babysitters at short notice")).toBe(
      true,
    );
    expect(reads('food waste', "Restaurants don't have time to track food waste")).toBe(true);
    expect(reads('dog', 'No more missed vaccinations for dogs')).toBe(true);
    expect(reads('nurse', 'There is no good app for freelance nurses to find shifts')).toBe(true);
    expect(reads('teacher', 'Not only teachers but also parents use it')).toBe(true);
    expect(reads('insurance', 'Freelancers without health insurance can compare cheap plans')).toBe(
      true,
    );
  });

  it('ignores what a Chinese idea says it does not do, contain or serve', () => {
    const idea = '一个不涉及金融的二手书交易平台，不做贷款，没有加密货币';
    expect(reads('金融', idea)).toBe(false);
    expect(reads('贷款', idea)).toBe(false);
    expect(reads('加密货币', idea)).toBe(false);
    expect(reads('二手', idea)).toBe(true);
    expect(reads('金融', '面向小微企业的金融服务')).toBe(true);
    expect(reads('儿童', '产品不面向儿童，只服务成年人')).toBe(false);
    expect(reads('儿童', '面向儿童的编程课')).toBe(true);
    expect(reads('医疗', '我们不提供医疗诊断，只做健康记录')).toBe(false);
    expect(reads('健康', '我们不提供医疗诊断，只做健康记录')).toBe(true);
    expect(reads('游戏', '我们不是游戏公司，而是学习工具')).toBe(false);
    expect(reads('广告', '平台没有任何广告和会员费')).toBe(false);
    expect(reads('营业执照', '不需要营业执照就能卖药')).toBe(false);
    expect(reads('卖药', '不需要营业执照就能卖药')).toBe(true);
  });

  it('starts a new negated stretch at each negation in a row', () => {
    // "不收钱不放广告": the second 不 refuses the ads; it is not one more word of the first stretch.
    const idea = '完全免费的自习室预约小程序，不收钱不放广告，也不找赞助';
    expect(reads('广告', idea)).toBe(false);
    expect(reads('赞助', idea)).toBe(false);
    expect(reads('自习室', idea)).toBe(true);
    expect(reads('贷款', '不做理财不做贷款的记账工具')).toBe(false);
  });

  it('reads 无/零/非/不含 as excluding the one word after them', () => {
    expect(reads('酒精', '无酒精的精酿饮料')).toBe(false);
    expect(reads('饮料', '无酒精的精酿饮料')).toBe(true);
    expect(reads('酒精', '不含酒精的功能饮料')).toBe(false);
    expect(reads('添加', '零添加的儿童零食')).toBe(false);
    expect(reads('零食', '零添加的儿童零食')).toBe(true);
    expect(reads('医疗', '非医疗级的睡眠监测手环')).toBe(false);
    expect(reads('无糖', '无糖气泡水')).toBe(true);
  });

  it('does not take a word that holds a negation character for a negation', () => {
    expect(reads('无人机', '无人机航拍服务平台')).toBe(true);
    expect(reads('航拍', '无人机航拍服务平台')).toBe(true);
    expect(reads('耳机', '非常好用的无线耳机')).toBe(true);
    expect(reads('登记', '不动产登记代办服务')).toBe(true);
    expect(reads('做饭', '没有人愿意做饭，我们提供上门做饭')).toBe(true);
    expect(reads('老人', '很多老人不会用智能手机')).toBe(true);
    expect(reads('老人', '市面上没有针对老人的产品')).toBe(true);
    expect(reads('不方便', '老人看病不方便')).toBe(true);
    expect(prepareIdea('无人机航拍，非常好用').negations).toEqual([]);
  });

  it('tells other readers where the negated stretches are', () => {
    const text = prepareIdea('Sell prescription drugs online without a pharmacy licence');
    const licence = text.lower.indexOf('licence');
    expect(text.negated(licence)).toBe(true);
    expect(text.negated(text.lower.indexOf('drugs'))).toBe(false);
    expect(text.negations).toEqual([
      expect.objectContaining({ trigger: 'without', start: text.lower.indexOf('a pharmacy') }),
    ]);
    const matchers = compileKeywords({ en: ['licence', 'license'], zh: ['许可证'] });
    expect(containsAny(matchers, text)).toBe(false);
    expect(containsAny(matchers, text, 'negated')).toBe(true);
    expect(matchKeywords(matchers, text, undefined, 'any').matched).toEqual(['licence']);
    const zh = prepareIdea('没有许可证也能卖处方药');
    expect(containsAny(matchers, zh, 'negated')).toBe(true);
    expect(zh.negated(zh.lower.indexOf('卖'))).toBe(false);
  });
});

describe('cleanIdea', () => {
  it('removes script blocks, tags and invisible characters', () => {
    expect(cleanIdea('<script>alert(1)</script>An <b>app</b>\u200b for\n\tteachers')).toBe(
      'An app for teachers',
    );
  });
});

describe('truncate and ideaExcerpt', () => {
  it('keeps short text and cuts long text to the limit with an ellipsis', () => {
    expect(truncate('short', 10)).toBe('short');
    const cut = truncate('word '.repeat(100), 120);
    expect([...cut].length).toBeLessThanOrEqual(120);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('never splits an emoji', () => {
    const cut = truncate('🐶'.repeat(200), 120);
    expect([...cut].length).toBeLessThanOrEqual(120);
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('quotes the first sentence, or the whole idea when that sentence is very short', () => {
    expect(ideaExcerpt('A marketplace for dog walkers. It also sells food.')).toBe(
      'A marketplace for dog walkers',
    );
    expect(ideaExcerpt('Dogs. A marketplace for dog walkers')).toBe(
      'Dogs. A marketplace for dog walkers',
    );
    expect(ideaExcerpt('面向老年人的远程问诊服务。还能买药。')).toBe('面向老年人的远程问诊服务');
  });

  it('is empty when nothing readable is left, and at most 120 characters otherwise', () => {
    expect(ideaExcerpt('!!!???...')).toBe('');
    expect([...ideaExcerpt('很长的想法'.repeat(100))].length).toBeLessThanOrEqual(120);
  });

  it('replaces quote marks so the excerpt can be quoted safely', () => {
    expect(ideaExcerpt('An app called "Pawsome" for dog owners')).toBe(
      "An app called 'Pawsome' for dog owners",
    );
  });
});
