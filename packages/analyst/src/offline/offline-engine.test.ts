import {
  type Language,
  type Level,
  type SimpleReportBody,
  simpleReportBodySchema,
} from '@idealens/shared/simple-report';
import { describe, expect, it } from 'vitest';
import { detectSignals } from './detect.ts';
import { createOfflineEngine } from './offline-engine.ts';

const engine = createOfflineEngine();

async function analyze(idea: string, language: Language = 'en-US'): Promise<SimpleReportBody> {
  // Every report must satisfy the schema the web app reads.
  return simpleReportBodySchema.parse(
    (await engine.analyzeSimple(idea, undefined, { language })).body,
  );
}

function texts(report: SimpleReportBody): string[] {
  const { core_analysis: core, quick_assessment: quick, recommendations: recs } = report;
  return [
    core.problem_solved,
    core.value_proposition,
    quick.market_demand,
    ...recs.key_suggestions,
    ...recs.main_challenges,
    recs.next_step,
  ];
}

/** The share of Chinese characters among Chinese characters and Latin letters. */
function cjkShare(text: string): number {
  const cjk = (text.match(/[\u4e00-\u9fff]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return cjk / Math.max(1, cjk + latin);
}

interface Case {
  idea: string;
  language: Language;
  /** The industry it reads; or the fair readings of an idea between two markets, first the likelier. */
  industry: string | readonly [string, string];
  challenge?: RegExp;
  suggestion?: RegExp;
  nextStep?: RegExp;
  difficulty?: Level;
  feasibility?: Level;
}

const CASES: Case[] = [
  {
    idea: 'A health-data app that lets patients with diabetes share glucose readings with their doctor',
    language: 'en-US',
    industry: 'health-medtech',
    challenge: /HIPAA.*GDPR/,
    nextStep: /patients with diabetes/,
  },
  {
    idea: '一款记录血压和血糖数据并同步给医生的健康管理App',
    language: 'zh-CN',
    industry: 'health-medtech',
    challenge: /个人信息保护法.*敏感/,
  },
  {
    idea: 'A two-sided marketplace connecting busy dog owners with vetted local dog walkers in Austin',
    language: 'en-US',
    industry: 'pet-sitting-walking',
    challenge: /Chicken-and-egg/,
    suggestion: /Seed one side by hand.*vetted local dog walkers/,
    nextStep: /Recruit the first 20 vetted local dog walkers/,
  },
  {
    idea: 'An AI tutoring app for kids',
    language: 'en-US',
    industry: 'tutoring',
    challenge: /COPPA/,
    suggestion: /parental consent/,
  },
  {
    idea: 'B2B invoice automation SaaS for small accounting firms that saves 10 hours a month',
    language: 'en-US',
    industry: 'accounting-back-office',
    challenge: /sales cycles/,
    suggestion: /paid pilot customers/,
    feasibility: 'high',
  },
  {
    idea: 'A smart water bottle with a sensor that tracks how much you drink and glows to remind you to stay hydrated',
    language: 'en-US',
    industry: 'hardware-iot',
    challenge: /tooling.*inventory.*certification/,
    difficulty: 'high',
  },
  {
    idea: '社区团购平台，让小区居民每天以更低价格买到新鲜蔬菜水果',
    language: 'zh-CN',
    industry: 'grocery-group-buying',
    challenge: /先有鸡还是先有蛋/,
    suggestion: /美团优选|多多买菜/,
  },
  {
    idea: '面向老年人的远程问诊服务',
    language: 'zh-CN',
    industry: 'telemedicine',
    challenge: /医疗器械/,
    nextStep: /老年人/,
  },
  {
    idea: 'A crypto lending app where users borrow stablecoins against their bitcoin',
    language: 'en-US',
    industry: 'crypto-web3',
    challenge: /MiCA|KYC\/AML/,
    feasibility: 'low',
  },
  {
    idea: '一款给猫咪用的智能喂食器，铲屎官出差时也能远程喂猫',
    language: 'zh-CN',
    industry: 'pets',
    challenge: /开模/,
    difficulty: 'high',
  },
  {
    idea: 'An app for independent gym owners that predicts which members are about to cancel and sends win-back offers',
    language: 'en-US',
    industry: 'fitness-wellness',
    challenge: /Mindbody/,
    nextStep: /independent gym owners/,
  },
  {
    idea: '为独立健身房老板提供会员流失预警的SaaS工具',
    language: 'zh-CN',
    industry: 'fitness-wellness',
    challenge: /留存/,
    nextStep: /独立健身房老板/,
  },
  {
    idea: 'Homemade Korean meal kits delivered to busy professionals in London',
    language: 'en-US',
    industry: 'meal-kits',
    challenge: /licen[cs]es?/,
  },
  {
    idea: 'Carpooling app for commuters to industrial parks',
    language: 'en-US',
    industry: 'mobility',
    challenge: /permits/,
    difficulty: 'high',
  },
  {
    idea: 'Renters insurance for students sold through universities',
    language: 'en-US',
    industry: 'insurtech',
    challenge: /licen[cs]e/,
  },
  {
    idea: '一款AI心理陪伴App，帮助焦虑的年轻人',
    language: 'zh-CN',
    industry: 'mental-health',
    challenge: /敏感个人信息/,
    suggestion: /危机/,
  },
  {
    idea: '面向宝妈的育儿知识交流社区',
    language: 'zh-CN',
    industry: 'parenting-childcare',
    challenge: /冷启动/,
  },
  {
    idea: 'Contract review tool for freelancers that flags risky clauses before they sign',
    language: 'en-US',
    industry: 'contract-review',
    nextStep: /freelancers/,
  },
  {
    idea: 'A developer tool that automatically finds flaky tests in CI pipelines',
    language: 'en-US',
    industry: 'devops-observability',
    suggestion: /five minutes/,
  },
  {
    idea: 'Carbon accounting for exporters facing the EU CBAM',
    language: 'en-US',
    industry: 'carbon-accounting',
  },
  {
    idea: 'Phishing simulation training for small businesses to meet cyber insurance requirements',
    language: 'en-US',
    industry: 'cybersecurity',
  },
  {
    idea: '跨境电商卖家的物流比价工具',
    language: 'zh-CN',
    industry: 'ecommerce-retail',
  },
  {
    idea: 'A job board for nurses that matches them with hospitals based on shift preferences',
    language: 'en-US',
    industry: 'hr-recruiting',
    nextStep: /hiring managers/,
  },
  {
    idea: 'Travel itinerary planner for wheelchair users',
    language: 'en-US',
    industry: 'travel-hospitality',
    nextStep: /wheelchair users/,
  },
  {
    // Farm produce sold by live stream: farming and e-commerce weigh the same in keywords, and
    // either is a fair reading (industry-model.test.ts: the brief asks the founder which).
    idea: '农产品直播带货助农平台',
    language: 'zh-CN',
    industry: ['ecommerce-retail', 'agriculture-agtech'],
  },
  {
    idea: 'A cozy indie game about running a tea shop',
    language: 'en-US',
    industry: 'gaming',
  },
  {
    idea: 'A dating app for singles over 50 with verified profiles',
    language: 'en-US',
    industry: 'dating-apps',
  },
  {
    idea: 'A rent collection app for small landlords who manage 5 to 50 apartments',
    language: 'en-US',
    industry: 'property-management',
  },
  {
    idea: 'Cross-border payment links for freelancers in Southeast Asia who get paid by US clients',
    language: 'en-US',
    industry: 'remittances',
    challenge: /licen[cs]es/,
  },
  {
    idea: 'Meeting notes summariser that turns remote team calls into action items in Notion',
    language: 'en-US',
    industry: 'ai-productivity-saas',
    difficulty: 'low',
  },
];

describe('createOfflineEngine', () => {
  it('is the offline engine with its model name', () => {
    expect(engine.kind).toBe('offline');
    expect(engine.model).toBe('offline-analyst-1');
  });

  it('stops before working when the analysis was cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      engine.analyzeSimple('A marketplace for dog walkers', undefined, {
        language: 'en-US',
        signal: controller.signal,
      }),
    ).rejects.toThrow();
  });

  it.each(CASES.map((c) => [c.idea, c] as const))('analyses "%s"', async (_idea, c) => {
    expect([c.industry].flat()).toContain(detectSignals(c.idea).industry.id);
    const report = await analyze(c.idea, c.language);
    const { recommendations: recs, quick_assessment: quick, core_analysis: core } = report;

    expect(recs.key_suggestions.length).toBeGreaterThanOrEqual(3);
    expect(recs.key_suggestions.length).toBeLessThanOrEqual(5);
    expect(recs.main_challenges.length).toBeGreaterThanOrEqual(2);
    expect(recs.main_challenges.length).toBeLessThanOrEqual(5);
    expect(Number.isInteger(recs.feasibility_score * 10)).toBe(true);

    const all = texts(report).join('\n');
    if (c.language === 'zh-CN') {
      expect(cjkShare(all)).toBeGreaterThan(0.75);
      expect(quick.market_demand).toMatch(/（离线分析器.*）$/);
    } else {
      expect(all).not.toMatch(/[\u4e00-\u9fff]/);
      expect(quick.market_demand).toMatch(/\(Offline analyst estimate.*\)$/);
    }

    if (c.challenge) expect(recs.main_challenges.join('\n')).toMatch(c.challenge);
    if (c.suggestion) expect(recs.key_suggestions.join('\n')).toMatch(c.suggestion);
    if (c.nextStep) expect(recs.next_step).toMatch(c.nextStep);
    if (c.difficulty) expect(quick.implementation_difficulty).toBe(c.difficulty);
    if (c.feasibility) expect(core.feasibility_level).toBe(c.feasibility);
  });

  it('gives different ideas different reports', async () => {
    const reports = await Promise.all(
      CASES.map(async (c) => ({ c, report: await analyze(c.idea, c.language) })),
    );
    for (const [i, a] of reports.entries()) {
      for (const b of reports.slice(i + 1)) {
        const shared = [a.c.industry].flat().some((id) => [b.c.industry].flat().includes(id));
        if (shared || a.c.language !== b.c.language) continue;
        const aSuggestions = new Set(a.report.recommendations.key_suggestions);
        const aChallenges = new Set(a.report.recommendations.main_challenges);
        // Different industries share at most the generic model or regulation items, never the whole list.
        expect(
          b.report.recommendations.key_suggestions.filter((s) => !aSuggestions.has(s)).length,
        ).toBeGreaterThan(0);
        expect(
          b.report.recommendations.main_challenges.filter((s) => !aChallenges.has(s)).length,
        ).toBeGreaterThan(0);
        expect(b.report.recommendations.next_step).not.toBe(a.report.recommendations.next_step);
      }
    }
    const scores = new Set(reports.map((r) => r.report.recommendations.feasibility_score));
    expect(scores.size).toBeGreaterThanOrEqual(5);
    const levels = new Set(reports.map((r) => r.report.core_analysis.feasibility_level));
    expect(levels).toEqual(new Set(['high', 'medium', 'low']));
  });

  it('quotes the idea itself in the core problem', async () => {
    const report = await analyze(
      'A marketplace connecting home bakers with neighbours who want fresh bread',
    );
    expect(report.core_analysis.problem_solved).toContain(
      '“A marketplace connecting home bakers with neighbours who want fresh bread”',
    );
  });

  it('is deterministic', async () => {
    for (const c of CASES.slice(0, 6)) {
      const first = await analyze(c.idea, c.language);
      const second = await createOfflineEngine().analyzeSimple(c.idea, undefined, {
        language: c.language,
      });
      expect(second.body).toEqual(first);
    }
  });
});

describe('report language', () => {
  it('writes a Chinese idea up in English when English is asked for', async () => {
    const idea = '社区团购平台，让小区居民每天以更低价格买到新鲜蔬菜水果';
    const report = await analyze(idea, 'en-US');
    const [problem = '', ...rest] = texts(report);
    // Only the quoted idea is Chinese.
    expect(problem.replace(/“.*”/, '')).not.toMatch(/[\u4e00-\u9fff]/);
    expect(rest.join('\n')).not.toMatch(/[\u4e00-\u9fff]/);
    expect(report.recommendations.main_challenges.join('\n')).toMatch(/Chicken-and-egg/);
  });

  it('writes an English idea up in Chinese when Chinese is asked for', async () => {
    const report = await analyze(
      'A two-sided marketplace connecting busy dog owners with vetted local dog walkers',
      'zh-CN',
    );
    const [, ...rest] = texts(report);
    expect(cjkShare(rest.join('\n'))).toBeGreaterThan(0.75);
    expect(report.recommendations.main_challenges.join('\n')).toMatch(/先有鸡还是先有蛋/);
    // The idea's English words are not spliced into Chinese sentences.
    expect(report.recommendations.next_step).not.toMatch(/dog walkers/);
  });

  it('gives the same assessment in both languages', async () => {
    const idea =
      'B2B invoice automation SaaS for small accounting firms that saves 10 hours a month';
    const en = await analyze(idea, 'en-US');
    const zh = await analyze(idea, 'zh-CN');
    expect(zh.recommendations.feasibility_score).toBe(en.recommendations.feasibility_score);
    expect(zh.quick_assessment).toMatchObject({
      competition_level: en.quick_assessment.competition_level,
      implementation_difficulty: en.quick_assessment.implementation_difficulty,
    });
  });
});

describe('unknown and awkward ideas', () => {
  it('gives a sober generic analysis when no industry matches', async () => {
    expect(detectSignals('A machine that folds paper cranes for origami clubs').industry.id).toBe(
      'general',
    );
    const report = await analyze('A machine that folds paper cranes for origami clubs');
    expect(report.quick_assessment.competition_level).toBe('medium');
    expect(report.recommendations.feasibility_score).toBeGreaterThanOrEqual(4);
    expect(report.recommendations.feasibility_score).toBeLessThanOrEqual(6);
    expect(report.recommendations.key_suggestions.join('\n')).toMatch(
      /Test demand before building/,
    );
    expect(report.core_analysis.problem_solved).toMatch(/origami clubs/);
  });

  it('tells a vague idea to sharpen its customer', async () => {
    const report = await analyze('A fitness app');
    expect(report.core_analysis.feasibility_level).toBe('low');
    expect(report.recommendations.key_suggestions[0]).toMatch(/Sharpen the idea into one sentence/);
    expect(report.recommendations.next_step).toMatch(/naming the customer and the problem/);
  });

  it('calls out AI without a problem', async () => {
    const report = await analyze(
      'An AI-powered platform leveraging machine learning and blockchain',
    );
    expect(report.recommendations.main_challenges.join('\n')).toMatch(
      /"AI" alone is not a differentiator/,
    );
  });

  it.each([
    [
      'HTML and script tags',
      '<script>alert("x")</script><img src=x onerror=alert(1)> An app for <b>teachers</b> to grade essays',
    ],
    ['emoji', '🐶🐱 A cute 🎉 app for pet owners 🐾 to find sitters 🏠✨'],
    ['only punctuation', '!!!???...,,,;;;'],
    [
      '2000 characters',
      'A marketplace for dog walkers in Austin who need flexible work. '.repeat(32).slice(0, 2000),
    ],
    ['mixed languages', '一个AI app帮助 small restaurants 管理外卖订单, reduce commission 抽成'],
    ['control characters', 'An app\u0000 for\u0007 farmers\u200b to sell\r\n crops'],
  ])('survives %s', async (_name, idea) => {
    for (const language of ['en-US', 'zh-CN'] as const) {
      const report = await analyze(idea, language);
      const all = texts(report).join('\n');
      expect(all).not.toMatch(/<script|<img|<b>/i);
      for (const text of texts(report)) expect(text).not.toMatch(/[\p{Cc}\u200b]/u);
      const quote = report.core_analysis.problem_solved.match(/“(.*)”/)?.[1];
      if (quote) expect([...quote].length).toBeLessThanOrEqual(120);
    }
  });

  it('says nothing it cannot read in an idea of only punctuation', async () => {
    const report = await analyze('!!!???...,,,;;;');
    expect(report.core_analysis.problem_solved).toMatch(/no readable description/);
    expect(report.core_analysis.feasibility_level).toBe('low');
  });
});
