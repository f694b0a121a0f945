import type { Brief } from './brief.ts';
import type { FullReport } from './full-report.ts';
import type { Language } from './simple-report.ts';

/**
 * The demo report: one complete deep analysis of an example idea, written in each interface
 * language. The web app shows it at `/analysis-result?demo=true` (loaded lazily, its own chunk,
 * without zod: every import here is a type) and the server exports it as files
 * (`GET /api/demo-report/export`). Its tests prove it a complete, valid full report.
 * Findings are qualitative on purpose: the demo shows what a report looks like, not market data.
 */
export type DemoReport = {
  reportTitle: string;
  userMessage: string;
  createdAt: string;
  /** What the analyst understood of the idea, shown above the report. */
  brief: Brief;
  report: FullReport;
};

const CREATED_AT = '2025-07-17T09:30:00.000Z';

const en: DemoReport = {
  reportTitle: 'Fridge-first dinner planning for busy families',
  userMessage:
    'An app for busy families in the US that plans a week of dinners from what is already in the fridge and pantry, then orders only the missing groceries for delivery.',
  createdAt: CREATED_AT,
  brief: {
    summary:
      'A consumer app that plans a family’s week of dinners around the food already at home and orders only the missing groceries from a delivery partner.',
    industry: {
      id: 'grocery-group-buying',
      name: 'Groceries and meal planning',
      subNiche: { id: 'meal-kits', name: 'Meal planning and meal kits' },
      confidence: 'high',
    },
    users: {
      description: 'Parents in busy households who cook dinner for the family most weeknights',
      kind: 'consumers',
      confidence: 'high',
    },
    payer: {
      description:
        'The families themselves; grocery partners may also pay a fee on each basket ordered through the app',
      kind: 'users',
      confidence: 'medium',
    },
    revenueModel: {
      kind: 'subscription',
      description:
        'The idea names no price: we assumed a monthly subscription, with affiliate fees on grocery baskets',
      confidence: 'low',
    },
    delivery: { kinds: ['software'], confidence: 'high' },
    region: { code: 'us', name: 'United States', stated: true, confidence: 'high' },
    regulatedDomains: [
      { id: 'food-allergen-information', name: 'Food allergen information' },
      { id: 'children-data-privacy', name: 'Children’s data privacy (COPPA)' },
      { id: 'consumer-data-privacy', name: 'Consumer data privacy' },
    ],
    redFlags: [],
    unknowns: [
      'Whether families would pay for planning on their own, before any grocery fees',
      'Which grocery delivery services the app would order from first',
    ],
  },
  report: {
    search_performed: {
      searches_conducted: 12,
      key_findings: [
        'Households are the largest single source of food waste, ahead of restaurants, grocery retail and farms.',
        'Existing planners start from recipes; pantry-based recipe finders exist but none plans a whole week around what is at home.',
        'Grocery delivery and click-and-collect are routine for many families, so a plan can turn into a basket in one step.',
        'App-store reviews of meal planners praise the recipes but complain that logging ingredients by hand becomes a chore.',
        'Retailers pay for shoppable-recipe placements, a revenue line beyond subscriptions.',
      ],
      data_sources: [
        { title: 'ReFED: food waste in the United States', url: 'https://refed.org/' },
        {
          title: 'USDA Economic Research Service: food prices and spending',
          url: 'https://www.ers.usda.gov/',
        },
        'App-store reviews of five leading meal-planning apps',
        { title: 'Instacart developer documentation', url: 'https://docs.instacart.com/' },
        'Interviews with 18 parents of school-age children',
      ],
    },
    project_analysis: {
      overview: {
        core_concept:
          'A meal planner that starts from the family’s own fridge and pantry: it proposes a week of dinners that use what is already there and sends only the missing items to a grocery delivery service.',
        value_proposition:
          'Less food thrown away, less money spent and no nightly “what’s for dinner?” — a week planned in five minutes.',
        demand_pain_points: [
          'Deciding what to cook every weeknight after work',
          'Food bought with good intentions going off in the fridge',
          'Shopping lists that duplicate what is already at home',
          'Recipe apps that ignore children’s preferences and allergies',
        ],
      },
    },
    competitive_analysis: {
      market_gap:
        'Planners plan from recipes and recipe finders search from ingredients, but nobody plans a full week from the home inventory and closes the loop with a grocery order.',
      direct_competitors: [
        {
          name: 'Mealime',
          strengths: 'Polished, quick recipes and automatic shopping lists',
          weaknesses: 'Plans from its recipe catalogue and ignores what is already at home',
          differentiation_strategy:
            'Start every plan from the fridge and pantry, so the list contains only what is missing',
        },
        {
          name: 'SuperCook',
          strengths: 'Finds recipes from the ingredients a user enters',
          weaknesses: 'One meal at a time; no weekly plan, family profiles or ordering',
          differentiation_strategy:
            'Plan the whole week around household preferences and order in one tap',
        },
        {
          name: 'Samsung Food',
          strengths: 'Large recipe library, smart-appliance tie-ins and a big brand',
          weaknesses: 'Broad and feature-heavy; the pantry is an optional side feature',
          differentiation_strategy:
            'Do one job well for busy parents and make inventory capture effortless',
        },
        {
          name: 'Plan to Eat',
          strengths: 'Loyal users who import their own recipes',
          weaknesses: 'Manual set-up; appeals to planners, not to time-poor parents',
          differentiation_strategy: 'Automatic suggestions that work from the first week',
        },
      ],
    },
    risk_assessment: {
      technical_risks: [
        {
          risk_point: 'Keeping the home inventory accurate without tedious logging',
          severity: 'high',
          probability: 0.7,
          mitigation:
            'Capture from grocery receipts and delivery orders, a weekly photo check, and plans that tolerate small errors',
        },
        {
          risk_point: 'Suggestions that fit each family member’s tastes and allergies',
          severity: 'medium',
          probability: 0.45,
          mitigation:
            'Per-person preferences, strict allergen filters and quick thumbs-up/down feedback',
        },
        {
          risk_point: 'Dependence on grocery partners’ ordering interfaces',
          severity: 'medium',
          probability: 0.25,
          mitigation:
            'Support two partners from the start and fall back to a shareable shopping list',
        },
      ],
      market_risks: [
        {
          risk_type: 'Low willingness to pay for meal planning',
          probability: 0.55,
          impact: 'high',
          impact_analysis:
            'Subscriptions alone may not sustain the business; affiliate fees on grocery baskets must carry part of the revenue.',
        },
        {
          risk_type: 'Users drift away once the novelty wears off',
          probability: 0.6,
          impact: 'high',
          impact_analysis:
            'Habit apps lose many users after the first month; retention decides whether acquisition spending pays back.',
        },
        {
          risk_type: 'A large grocery platform builds the same feature',
          probability: 0.3,
          impact: 'medium',
          impact_analysis:
            'A platform could copy the idea for its own customers; a loyal base and multi-retailer support are the defence.',
        },
      ],
      compliance_risks: {
        gdpr_concerns: true,
        region_specific_issues: [
          'Allergen information must be accurate and carry clear disclaimers (EU Food Information Regulation, US FALCPA)',
          'Family profiles must avoid collecting personal data from children under 13 (COPPA)',
        ],
      },
    },
    growth_strategy: {
      acquisition_channels: [
        'Parenting communities, school newsletters and parent groups',
        'Short videos showing “from fridge to a week of dinners in five minutes”',
        'Referral credits redeemable against grocery orders',
      ],
      viral_coefficient_mechanism:
        'Plans are shared with everyone who cooks in the household, and shopping lists travel by link; each shared plan invites a new account.',
      partnership_leverage_points: [
        'Grocery delivery platforms (affiliate fees on baskets)',
        'Smart-fridge and kitchen-appliance makers',
        'Employers’ family-benefit programmes',
      ],
    },
    mvp_roadmap: {
      phase_0: {
        validation_goal:
          'Show that parents will plan a week from their fridge in under five minutes and cook at least three of the planned dinners.',
        core_features: [
          'Capture fridge and pantry items by photo or voice',
          'A seven-dinner plan built from what is at home',
          'A shopping list of only the missing items',
        ],
        success_metrics: [
          '40% of pilot families plan a second week',
          'At least 3 planned dinners cooked per week',
          'Median planning time under 5 minutes',
        ],
      },
      phase_1: {
        sticky_features: [
          'Family sharing with preferences per person',
          'One-tap basket to a grocery partner',
          'Replanning around leftovers',
        ],
        retention_metrics: [
          'Week-4 retention above 30%',
          'Weekly plans per active family',
          'Share of groceries ordered through the app',
        ],
      },
    },
    quantitative_scoring: {
      composite_score: 7.1,
      dimensions: [
        {
          name: 'market_urgency',
          score: 7.8,
          weight: 0.25,
          evidence: 'A weekly pain felt by most working parents, sharpened by rising food prices.',
        },
        {
          name: 'tech_feasibility',
          score: 8.4,
          weight: 0.2,
          evidence:
            'Recipe matching and receipt parsing rely on proven techniques and existing services.',
        },
        {
          name: 'execution_risk',
          score: 6.2,
          weight: 0.2,
          evidence:
            'Inventory accuracy and retention are hard; both can be tested cheaply in a pilot.',
        },
        {
          name: 'scaling_elasticity',
          score: 7.1,
          weight: 0.15,
          evidence: 'Software margins, with grocery partners doing fulfilment in every new city.',
        },
        {
          name: 'business_model_barrier',
          score: 5.6,
          weight: 0.2,
          evidence:
            'Modest willingness to pay; the moat comes from household data and partnerships.',
        },
      ],
    },
    investment_recommendation: {
      verdict: 'recommend_with_caveats',
      critical_success_factors: [
        'Inventory capture that takes less than a minute a day',
        'A grocery partnership that turns plans into paid baskets',
        'Retention beyond the first month',
      ],
      timing_considerations:
        'Grocery e-commerce is mature enough to build on and food prices make waste reduction a timely message; a large platform could add similar features within one or two years, so reaching a loyal base quickly matters.',
    },
  },
};

const zh: DemoReport = {
  reportTitle: '面向忙碌家庭、从冰箱出发的晚餐规划',
  userMessage:
    '一款面向美国忙碌家庭的应用：根据冰箱和储物柜里现有的食材，为全家规划一周的晚餐，并且只下单缺少的食材，送货上门。',
  createdAt: CREATED_AT,
  brief: {
    summary:
      '一款面向家庭的消费类应用：围绕家中已有的食材安排一周晚餐，只向生鲜配送合作方下单缺少的食材。',
    industry: {
      id: 'grocery-group-buying',
      name: '生鲜与膳食规划',
      subNiche: { id: 'meal-kits', name: '膳食规划与净菜套餐' },
      confidence: 'high',
    },
    users: {
      description: '工作日大多要为全家做晚饭的忙碌家长',
      kind: 'consumers',
      confidence: 'high',
    },
    payer: {
      description: '家庭用户本人；生鲜合作方也可能为通过应用下的每笔订单支付佣金',
      kind: 'users',
      confidence: 'medium',
    },
    revenueModel: {
      kind: 'subscription',
      description: '想法中没有提到定价：我们按月度订阅加生鲜订单佣金来假设',
      confidence: 'low',
    },
    delivery: { kinds: ['software'], confidence: 'high' },
    region: { code: 'us', name: '美国', stated: true, confidence: 'high' },
    regulatedDomains: [
      { id: 'food-allergen-information', name: '食品过敏原信息' },
      { id: 'children-data-privacy', name: '儿童数据隐私（COPPA）' },
      { id: 'consumer-data-privacy', name: '消费者数据隐私' },
    ],
    redFlags: [],
    unknowns: [
      '在不计生鲜佣金的情况下，家庭是否愿意单独为规划功能付费',
      '应用首先会对接哪些生鲜配送服务',
    ],
  },
  report: {
    search_performed: {
      searches_conducted: 12,
      key_findings: [
        '家庭是食物浪费的最大单一来源，超过餐厅、食品零售和农场。',
        '现有的膳食规划应用都从菜谱出发；按食材找菜谱的工具虽然有，但没有一款能围绕家中现有食材规划整整一周。',
        '生鲜到家和线上下单、到店自提已成为许多家庭的日常，规划结果可以一步变成购物车。',
        '应用商店中对膳食规划应用的评价普遍称赞菜谱，但抱怨手动录入食材很快就变成负担。',
        '零售商愿意为“可购买菜谱”的展示位付费，这是订阅之外的另一条收入来源。',
      ],
      data_sources: [
        { title: 'ReFED：美国食物浪费状况', url: 'https://refed.org/' },
        { title: '美国农业部经济研究局：食品价格与支出', url: 'https://www.ers.usda.gov/' },
        '五款主流膳食规划应用的应用商店评价',
        { title: 'Instacart 开发者文档', url: 'https://docs.instacart.com/' },
        '对 18 位学龄儿童家长的访谈',
      ],
    },
    project_analysis: {
      overview: {
        core_concept:
          '一款从家里的冰箱和储物柜出发的膳食规划工具：用现有食材安排一周晚餐，只把缺少的食材发送给生鲜配送服务。',
        value_proposition: '少浪费、少花钱，不再每晚为“今晚吃什么”发愁——五分钟排好一周的晚餐。',
        demand_pain_points: [
          '下班后每天都要决定晚饭做什么',
          '一时兴起买的食材在冰箱里放坏',
          '购物清单与家里已有的东西重复',
          '菜谱应用不考虑孩子的口味和过敏情况',
        ],
      },
    },
    competitive_analysis: {
      market_gap:
        '规划类应用从菜谱出发，找菜谱的工具从食材出发，但还没有产品能根据家中库存规划完整的一周，并以生鲜订单完成闭环。',
      direct_competitors: [
        {
          name: 'Mealime',
          strengths: '菜谱精致省时，能自动生成购物清单',
          weaknesses: '按自家菜谱库做规划，不考虑家里已有的食材',
          differentiation_strategy: '每份计划都从冰箱和储物柜出发，清单里只有真正缺少的东西',
        },
        {
          name: 'SuperCook',
          strengths: '根据用户输入的食材查找菜谱',
          weaknesses: '一次只解决一顿饭；没有周计划、家庭档案和下单功能',
          differentiation_strategy: '围绕家庭成员的偏好规划整周，一键下单',
        },
        {
          name: 'Samsung Food',
          strengths: '菜谱库庞大，可联动智能家电，品牌知名度高',
          weaknesses: '功能繁多、定位宽泛，食材库存只是附带功能',
          differentiation_strategy: '专注为忙碌的父母做好一件事，让录入库存毫不费力',
        },
        {
          name: 'Plan to Eat',
          strengths: '用户忠诚度高，可导入自己的菜谱',
          weaknesses: '需要手动设置，吸引的是爱做计划的人，而非没时间的父母',
          differentiation_strategy: '第一周起就能自动给出建议',
        },
      ],
    },
    risk_assessment: {
      technical_risks: [
        {
          risk_point: '在不增加繁琐录入的前提下保持家中库存准确',
          severity: 'high',
          probability: 0.7,
          mitigation: '从购物小票和配送订单中自动识别，每周拍照核对一次，并让计划能容忍小误差',
        },
        {
          risk_point: '推荐要符合每位家庭成员的口味和过敏情况',
          severity: 'medium',
          probability: 0.45,
          mitigation: '按人设置偏好，严格过滤过敏原，提供快捷的点赞/点踩反馈',
        },
        {
          risk_point: '依赖生鲜合作方的下单接口',
          severity: 'medium',
          probability: 0.25,
          mitigation: '一开始就接入两家合作方，并可退回为可分享的购物清单',
        },
      ],
      market_risks: [
        {
          risk_type: '用户为膳食规划付费的意愿较低',
          probability: 0.55,
          impact: 'high',
          impact_analysis: '仅靠订阅可能难以支撑业务，需要生鲜订单的佣金分担一部分收入。',
        },
        {
          risk_type: '新鲜感过后用户流失',
          probability: 0.6,
          impact: 'high',
          impact_analysis: '习惯类应用在第一个月后往往流失大量用户；留存决定获客投入能否收回。',
        },
        {
          risk_type: '大型生鲜平台自行推出相同功能',
          probability: 0.3,
          impact: 'medium',
          impact_analysis: '平台可能为自家用户复制这一思路；忠实的用户群和多平台支持是防线。',
        },
      ],
      compliance_risks: {
        gdpr_concerns: true,
        region_specific_issues: [
          '过敏原信息必须准确，并附有清晰的免责声明（欧盟《食品信息条例》、美国 FALCPA）',
          '家庭档案不得收集 13 岁以下儿童的个人数据（美国 COPPA）',
        ],
      },
    },
    growth_strategy: {
      acquisition_channels: [
        '育儿社区、学校通讯和家长群',
        '展示“五分钟从冰箱到一周晚餐”的短视频',
        '可抵扣生鲜订单的推荐奖励',
      ],
      viral_coefficient_mechanism:
        '计划会分享给家里每位做饭的人，购物清单通过链接传递；每一次分享都会带来新账户。',
      partnership_leverage_points: [
        '生鲜配送平台（按订单收取佣金）',
        '智能冰箱和厨房电器厂商',
        '企业的家庭福利计划',
      ],
    },
    mvp_roadmap: {
      phase_0: {
        validation_goal: '证明家长愿意在五分钟内根据冰箱规划一周，并至少做出其中三顿晚餐。',
        core_features: [
          '通过拍照或语音录入冰箱和储物柜里的食材',
          '用家中现有食材生成七顿晚餐的计划',
          '只包含缺少食材的购物清单',
        ],
        success_metrics: [
          '40% 的试点家庭会规划第二周',
          '每周至少做出 3 顿计划中的晚餐',
          '规划用时中位数低于 5 分钟',
        ],
      },
      phase_1: {
        sticky_features: [
          '家庭共享，按人设置偏好',
          '一键把购物车发送给生鲜合作方',
          '围绕剩菜重新规划',
        ],
        retention_metrics: [
          '第 4 周留存率高于 30%',
          '每个活跃家庭每周的计划数',
          '通过应用下单的食材占比',
        ],
      },
    },
    quantitative_scoring: {
      composite_score: 7.1,
      dimensions: [
        {
          name: 'market_urgency',
          score: 7.8,
          weight: 0.25,
          evidence: '大多数上班族父母每周都会遇到的痛点，食品涨价让它更加突出。',
        },
        {
          name: 'tech_feasibility',
          score: 8.4,
          weight: 0.2,
          evidence: '菜谱匹配和小票识别依靠成熟的技术和现有服务即可实现。',
        },
        {
          name: 'execution_risk',
          score: 6.2,
          weight: 0.2,
          evidence: '库存准确度和留存都不容易，但都可以在试点中低成本验证。',
        },
        {
          name: 'scaling_elasticity',
          score: 7.1,
          weight: 0.15,
          evidence: '软件利润率高，进入每个新城市都由生鲜合作方负责履约。',
        },
        {
          name: 'business_model_barrier',
          score: 5.6,
          weight: 0.2,
          evidence: '付费意愿一般；壁垒来自家庭数据和合作关系。',
        },
      ],
    },
    investment_recommendation: {
      verdict: 'recommend_with_caveats',
      critical_success_factors: [
        '每天录入库存的时间不超过一分钟',
        '与生鲜平台合作，把计划变成实际付费的订单',
        '第一个月之后仍能留住用户',
      ],
      timing_considerations:
        '生鲜电商已足够成熟，可以直接对接；食品价格上涨让“减少浪费”正当其时。大型平台可能在一两年内推出类似功能，因此尽快积累忠实用户至关重要。',
    },
  },
};

export const demoReports: Record<Language, DemoReport> = { 'en-US': en, 'zh-CN': zh };
