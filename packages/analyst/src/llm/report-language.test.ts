import { describe, expect, it } from 'vitest';
import { hanShare, languageProblems } from './report-language.ts';

/**
 * Replies shaped like the deep report the model writes: texts in the report's language, quotes
 * in their sources' language, competitors named as their sources spell them, and the schema's
 * fixed words ("high", "unlawful") in English whatever the language.
 */
function englishReport() {
  return {
    title: 'Vetted dog walking in Austin',
    key_findings: [
      {
        finding: 'Rover already connects owners with walkers across the country.',
        sources: [1],
        quote: 'Rover connects pet owners with sitters and walkers across the US.',
      },
      {
        finding: 'Pet spending in China keeps growing among young city dwellers.',
        sources: [2],
        // A Chinese source, quoted word for word.
        quote: '2023年中国城镇宠物消费市场规模达到2793亿元，同比增长3.2%。',
      },
    ],
    project_analysis: {
      overview: {
        core_concept: 'A local marketplace for vetted dog walkers.',
        value_proposition: 'Trust through in-person vetting and density in one neighbourhood.',
        demand_pain_points: [
          { point: 'Busy owners need walkers they can trust.', sources: [0], quote: 'busy owners' },
        ],
      },
    },
    competitive_analysis: {
      market_gap: {
        gap: 'National apps feel impersonal; a local, vetted network is missing.',
        sources: [3],
        quote: 'Owners say they never meet the walker before the first walk.',
      },
      direct_competitors: [
        {
          // A Chinese company, named as its source spells it.
          name: '小佩宠物',
          strengths: 'Strong brand among young pet owners in Chinese cities',
          weaknesses: 'No walking service outside China',
          differentiation_strategy: 'Focus on walks rather than devices',
          sources: [2],
          quote: '小佩宠物是国内领先的智能宠物用品品牌。',
        },
      ],
    },
    risk_assessment: {
      technical_risks: [
        {
          risk_point: 'Matching walkers to nearby owners',
          severity: 'low',
          mitigation: 'Start with one zip code',
          sources: [0],
          quote: 'local dog walkers',
        },
      ],
      market_risks: [],
      compliance_risks: { gdpr_concerns: false, region_specific_issues: ['Liability insurance'] },
    },
    red_flags: [
      { kind: 'fatal-flaw', reason: 'Thin margins on each walk.', sources: [], quote: '' },
    ],
    scoring: {
      market_urgency: {
        score: 7,
        evidence: 'Ownership is rising.',
        sources: [3],
        quote: 'x'.repeat(3),
      },
    },
    critical_success_factors: ['Density in one neighbourhood first'],
    timing_considerations: 'Pet spending is resilient.',
  };
}

function chineseReport() {
  return {
    title: '奥斯汀的放心遛狗服务',
    key_findings: [
      {
        finding: 'Rover 已在全美连接宠物主人与遛狗师。',
        sources: [1],
        // An English source, quoted word for word.
        quote: 'Rover connects pet owners with sitters and walkers across the US.',
      },
      {
        finding: '遛狗服务每次收费十五到二十五美元，平台抽成空间有限。',
        sources: [4],
        quote: 'Walkers charge $15 to $25 for a 30-minute walk, and platforms take a cut of it.',
      },
    ],
    project_analysis: {
      overview: {
        core_concept: '为奥斯汀养狗人匹配经过审核的遛狗师的本地平台。',
        value_proposition: '通过线下审核和街区密度建立信任。',
        demand_pain_points: [
          { point: '忙碌的主人需要可信赖的遛狗师。', sources: [0], quote: 'busy dog owners' },
        ],
      },
    },
    competitive_analysis: {
      market_gap: {
        gap: '全国性应用缺少本地信任。',
        sources: [3],
        quote: 'Owners say they never meet the walker before the first walk.',
      },
      direct_competitors: [
        {
          name: 'Wag! Labs',
          strengths: '按需预约，覆盖城市多',
          weaknesses: '遛狗师流失率高',
          differentiation_strategy: '逐一面试遛狗师',
          sources: [2],
          quote: 'Wag! offers on-demand walks booked in the app.',
        },
      ],
    },
    risk_assessment: {
      technical_risks: [
        {
          risk_point: '附近遛狗师的匹配',
          severity: 'medium',
          mitigation: '先从一个邮编区开始',
          sources: [0],
          quote: 'local dog walkers',
        },
      ],
      market_risks: [],
      compliance_risks: { gdpr_concerns: false, region_specific_issues: ['遛狗师需要责任险'] },
    },
    red_flags: [
      { kind: 'safety-critical', reason: '狗咬伤的责任需要保险。', sources: [], quote: '' },
    ],
    critical_success_factors: ['先在一个街区做出密度'],
    timing_considerations: '宠物消费很有韧性。',
  };
}

describe('hanShare', () => {
  it('is 1 for Chinese, 0 for English, and 0 for text without letters', () => {
    expect(hanShare('宠物消费很有韧性。')).toBe(1);
    expect(hanShare('Pet spending is resilient.')).toBe(0);
    expect(hanShare({ score: 7, sources: [1, 2], note: '2024 — 30%' })).toBe(0);
  });

  it('weighs a Chinese character like a short English word (five letters)', () => {
    // 4 Han characters against 20 Latin letters (4 words' worth): half and half.
    expect(hanShare('宠物消费 abcde fghij klmno pqrst')).toBeCloseTo(0.5, 10);
  });

  it("skips the keys it is told to and the schema's fixed English words", () => {
    const risk = { severity: 'high', kind: 'unlawful', mitigation: '先申请执照', quote: 'English' };
    expect(hanShare(risk, new Set(['quote']))).toBe(1);
    expect(hanShare(risk)).toBeLessThan(1);
  });

  it('reads a realistic report of either language as such', () => {
    expect(hanShare(englishReport(), new Set(['quote', 'name']))).toBe(0);
    expect(hanShare(chineseReport(), new Set(['quote', 'name']))).toBeGreaterThan(0.8);
  });
});

describe('languageProblems', () => {
  it('finds nothing wrong with an English report for en-US, its Chinese quotes and names aside', () => {
    const report = englishReport();
    expect(languageProblems(report, 'en-US')).toEqual([]);
    // Were they counted, the Chinese quote and name would have made it look mixed.
    expect(hanShare(report)).toBeGreaterThan(0.1);
  });

  it('finds nothing wrong with a Chinese report for zh-CN, its English quotes and names aside', () => {
    const report = chineseReport();
    expect(languageProblems(report, 'zh-CN')).toEqual([]);
    expect(hanShare(report)).toBeLessThan(hanShare(report, new Set(['quote', 'name'])));
  });

  it('lets Chinese full of English product names pass as Chinese', () => {
    const report = {
      ...chineseReport(),
      key_findings: [
        {
          finding:
            '团队协作市场由 Slack、Microsoft Teams、Notion 和 Zoom 主导，飞书和钉钉在国内领先。',
          sources: [1],
          quote: 'Slack and Microsoft Teams lead team chat.',
        },
        {
          finding: 'Notion AI 和 ChatGPT Enterprise 把 AI 写作变成了 SaaS 套餐的标配功能。',
          sources: [2],
          quote: 'Notion AI is included in Business plans.',
        },
      ],
      timing_considerations: '企业正在把 OpenAI、Anthropic 的 API 接入 CRM 和 ERP 系统。',
      critical_success_factors: ['与 Salesforce、HubSpot、Shopify 的集成', '支持 iOS 和 Android'],
    };
    expect(languageProblems(report, 'zh-CN')).toEqual([]);
  });

  it('catches an English report written for a Chinese request', () => {
    const problems = languageProblems(englishReport(), 'zh-CN');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/Simplified Chinese \(zh-CN\)/);
  });

  it('catches a Chinese report written for an English request', () => {
    const problems = languageProblems(chineseReport(), 'en-US');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/English \(en-US\)/);
  });

  it('catches a report that is only half translated', () => {
    const half = {
      ...chineseReport(),
      project_analysis: englishReport().project_analysis,
      competitive_analysis: englishReport().competitive_analysis,
      risk_assessment: englishReport().risk_assessment,
      critical_success_factors: englishReport().critical_success_factors,
      timing_considerations: englishReport().timing_considerations,
    };
    expect(languageProblems(half, 'zh-CN')).toHaveLength(1);
  });
});
