import { type BusinessModel, risk, words } from './types.ts';

/** Business models, in the order their challenges matter most (hardware first, plain apps last). */
export const BUSINESS_MODELS: readonly BusinessModel[] = [
  {
    id: 'hardware',
    name: { en: 'hardware / physical device', zh: '硬件 / 实体设备' },
    keywords: {
      en: words(
        'hardware, device*, gadget*, wearable*, sensor*, robot*, feeder*, smart lock*, smart speaker*, manufactur*, 3d print*, firmware, iot, smart home, smart watch*, smartwatch*, smart bottle*, smart ring*, smart glasses, drone*, prototype*',
      ),
      zh: words(
        '硬件, 设备, 可穿戴, 传感器, 机器人, 手环, 智能家居, 智能水杯, 智能手表, 开模, 量产, 无人机, 芯片, 物联网, 喂食器, 智能门锁, 智能音箱, 扫地机, 饮水机, 耳机',
      ),
    },
    weakKeywords: {
      en: words('smart, battery, bluetooth, camera*'),
      zh: words('智能, 蓝牙, 摄像头'),
    },
    excludes: ['人工智能', '智能体', '智能推荐', '智能客服', '智能匹配'],
    challenge: {
      en: 'Hardware ties up cash: tooling, minimum order quantities, inventory, returns and certification (FCC/CE, China CCC) all come before the first sale, and every design mistake is expensive to fix.',
      zh: '硬件非常占用资金：开模、起订量、库存、退换货和认证（国内 3C、海外 FCC/CE）都发生在第一笔销售之前，设计失误的修改成本很高。',
    },
    suggestion: {
      en: 'Validate with pre-orders (a crowdfunding page or deposits) and a hand-built batch of 20-50 units before committing to tooling; pick a contract manufacturer with experience in your category.',
      zh: '在开模前先用众筹或定金预售验证需求，手工小批量做 20-50 台给真实用户试用，再选择有同类经验的代工厂。',
    },
    value: {
      en: 'A physical product can own a daily habit in a way an app alone cannot, if it works reliably.',
      zh: '实体产品如果足够可靠，能比单纯的 App 更牢固地占据用户的日常习惯。',
    },
    scoreDelta: -0.8,
    minDifficulty: 'high',
    risks: [
      risk(
        'execution',
        'high',
        [
          'Manufacturing delays and defect rates blow up the launch budget',
          '量产延期和不良率导致上市预算失控',
        ],
        [
          'Build buffer into the schedule and run a pilot production batch',
          '排期留出余量，先做小批量试产',
        ],
      ),
      risk(
        'market',
        'medium',
        ['Inventory bought before demand is proven', '需求未验证就压了库存'],
        [
          'Sell before you build: pre-orders fund the first batch',
          '先卖后产：用预售资金支持首批生产',
        ],
      ),
    ],
  },
  {
    id: 'marketplace',
    name: { en: 'two-sided marketplace', zh: '双边平台' },
    keywords: {
      en: words(
        'marketplace*, two-sided, multi-sided, peer-to-peer, p2p, matchmak*, uber for, airbnb for, gig, on-demand, group buying',
      ),
      zh: words(
        '撮合, 双边, 连接, 匹配, 对接, 共享经济, 接单, 派单, 社区团购, 抢单, 供需, 交易平台',
      ),
    },
    weakKeywords: {
      en: words('platform*, connect*, matching, freelancer*'),
      zh: words('平台, 中介'),
    },
    excludes: ['连接器', '蓝牙连接'],
    challenge: {
      en: 'Chicken-and-egg problem: {demand} only come when there are enough {supply}, and {supply} only stay when there are enough {demand}; until one area has that density, neither side sees value.',
      zh: '典型的“先有鸡还是先有蛋”难题：{supply}不够，{demand}就不会来；{demand}不够，{supply}也留不住。在某个区域达到足够密度之前，双方都感受不到价值。',
    },
    suggestion: {
      en: 'Seed one side by hand in a single city or niche: recruit the first 30 {supply} yourself (guarantee them work if needed), then open to {demand} there only, and expand once repeat use appears.',
      zh: '先在一个城市或一个细分场景里手动补齐一侧：亲自招募首批 30 位{supply}（必要时保底订单），只在这个范围内开放给{demand}，出现稳定复购后再扩张。',
    },
    value: {
      en: 'As a marketplace, its real product is trust and fast matching between {demand} and {supply}.',
      zh: '作为双边平台，它真正的产品是{demand}与{supply}之间的信任和高效匹配。',
    },
    scoreDelta: -0.6,
    minDifficulty: 'medium',
    risks: [
      risk(
        'market',
        'high',
        ['Liquidity never reached, both sides churn', '供需流动性始终达不到，双方都在流失'],
        [
          'Constrain geography and category until match rates are high',
          '收窄地域和品类，直到匹配率足够高',
        ],
      ),
      risk(
        'market',
        'medium',
        [
          'Disintermediation: users transact off-platform after the first match',
          '跳单：双方首次匹配后绕过平台交易',
        ],
        [
          'Add value on every transaction (payments, insurance, reviews)',
          '在每笔交易中提供价值（担保支付、保险、评价）',
        ],
      ),
    ],
  },
  {
    id: 'ai',
    name: { en: 'AI / machine learning', zh: 'AI / 机器学习' },
    keywords: {
      en: words(
        'ai, artificial intelligence, machine learning, deep learning, llm*, gpt*, chatgpt, generative, genai, chatbot*, computer vision, neural, ai-powered, copilot*',
      ),
      zh: words(
        '人工智能, 大模型, 机器学习, 深度学习, 智能体, 生成式, 算法推荐, 聊天机器人, 智能客服, 计算机视觉, 图像识别, 语音识别',
      ),
    },
    weakKeywords: {
      en: words('agent*, algorithm*, personali*'),
      zh: words('算法, 智能推荐, 个性化'),
    },
    challenge: {
      en: 'AI quality and cost: answers must be reliably right for real {customer} (errors erode trust fast), you need data to evaluate and improve the model, and per-request model costs can eat the margin.',
      zh: 'AI 的质量和成本是关键：面对真实的{customer}，输出必须稳定可靠（出错会迅速失去信任）；需要数据来评估和改进模型；每次调用的模型成本也可能吃掉利润。',
    },
    suggestion: {
      en: 'Collect 50 real cases from {customer} and measure accuracy against a human baseline before launch; keep a human in the loop for the first users and track model cost per active user from day one.',
      zh: '上线前收集 50 个来自{customer}的真实案例，对比人工结果衡量准确率；早期保留人工复核，并从第一天起核算每个活跃用户的模型成本。',
    },
    value: {
      en: 'AI can make the help personal and available at any hour at low marginal cost, provided the answers are reliable.',
      zh: 'AI 能以很低的边际成本提供个性化、全天候的帮助，前提是结果足够可靠。',
    },
    scoreDelta: 0,
    minDifficulty: 'medium',
    risks: [
      risk(
        'technical',
        'high',
        ['Wrong or hallucinated outputs reach users', '错误或“幻觉”输出直接触达用户'],
        [
          'Evaluation set, guardrails and human review for risky answers',
          '建立评测集、设置护栏，高风险回答人工复核',
        ],
      ),
      risk(
        'market',
        'medium',
        [
          'Foundation-model vendors ship the same feature for free',
          '大模型厂商直接免费推出相同功能',
        ],
        [
          'Own a workflow and proprietary data, not just the prompt',
          '占住具体工作流和独有数据，而不只是提示词',
        ],
      ),
    ],
  },
  {
    id: 'b2b',
    name: { en: 'B2B / enterprise sales', zh: 'B2B / 企业服务' },
    keywords: {
      en: words(
        'b2b, enterprise*, smb*, sme*, small business*, companies, firms, agencies, clinics, business owners, b2b2c, gym owner*, shop owner*, store owner*, restaurant owner*, salon owner*, studio owner*, landlords, retailers, merchants, brands, schools, hospitals, farms, warehouses, fleets',
      ),
      zh: words('企业, 商家, B端, 中小企业, 门店, 机构, 工厂, 商户, 老板, 企业服务'),
    },
    weakKeywords: {
      en: words('business*, team*, employer*, owner*, clients'),
      zh: words('公司, 团队, 雇主'),
    },
    challenge: {
      en: 'Long sales cycles: business buyers need a budget owner, proof of ROI, security reviews and integrations, so the first contracts can take 3-9 months while you pay the burn.',
      zh: '销售周期长：企业客户需要找到预算负责人、看到明确的投资回报，还要过安全评估和系统对接，首批合同往往要 3-9 个月才能签下。',
    },
    suggestion: {
      en: 'Sign 3 paid pilot customers before building the full product: agree a success metric (hours saved, cost cut) and a price up front, and turn their results into your case study.',
      zh: '在做完整产品之前先签下 3 家付费试点客户：事先约定成功指标（节省工时、降低成本）和价格，再把试点结果做成案例。',
    },
    value: {
      en: 'For a business buyer the case is simple if it saves measurable hours or money every month.',
      zh: '对企业客户来说，只要每月能节省可量化的时间或金钱，购买理由就很充分。',
    },
    scoreDelta: 0,
    risks: [
      risk(
        'execution',
        'medium',
        ['Sales cycle longer than the runway', '销售周期长于资金跑道'],
        [
          'Start with smaller customers who decide in weeks, not quarters',
          '先从几周就能拍板的中小客户做起',
        ],
      ),
      risk(
        'market',
        'medium',
        ['Custom requests turn the product into a consulting shop', '定制需求把产品变成外包项目'],
        [
          'Say no to one-off features; charge for configuration',
          '拒绝一次性定制，配置服务单独收费',
        ],
      ),
    ],
  },
  {
    id: 'community',
    name: { en: 'community / social network', zh: '社区 / 社交网络' },
    keywords: {
      en: words(
        'community, communities, social network*, forum*, meetup*, ugc, user-generated, followers, group chat*, club*',
      ),
      zh: words('社区, 社群, 圈子, 论坛, 社交, 交友, 陌生人, 打卡'),
    },
    weakKeywords: { en: words('social, share, sharing, friends'), zh: words('分享, 好友') },
    excludes: ['社区团购', '社区养老', '社区医院', '社区食堂', '社区店', '社区便利店', '社区服务'],
    challenge: {
      en: 'Cold start and moderation: an empty community has no reason to return, and once it grows, spam, harassment and content moderation become a real cost and liability.',
      zh: '冷启动和内容治理：空荡荡的社区没有回访理由；一旦做起来，垃圾信息、骚扰和内容审核又会带来实实在在的成本和合规责任。',
    },
    suggestion: {
      en: 'Hand-pick the first 100 members from one tight niche and run a weekly ritual (a challenge, a live session) yourself; write the moderation rules before launch.',
      zh: '从一个紧密的小圈子里亲自挑选首批 100 位成员，由你亲自主持每周固定活动（挑战、直播）；上线前就写好社区规范和审核流程。',
    },
    value: {
      en: 'A community adds peer support and belonging, which keep people coming back more than features do.',
      zh: '社区带来同伴支持和归属感，这比功能本身更能让人持续回来。',
    },
    scoreDelta: -0.3,
    risks: [
      risk(
        'market',
        'high',
        ['Community never reaches critical mass', '社区始终达不到临界规模'],
        [
          'Start inside an existing group rather than from zero',
          '从已有的群体内部起步，而不是从零开始',
        ],
      ),
      risk(
        'compliance',
        'medium',
        ['Harmful user content and platform liability', '用户违规内容带来平台责任'],
        [
          'Moderation tools, reporting and clear rules from day one',
          '从第一天起配备审核、举报和明确规则',
        ],
      ),
    ],
  },
  {
    id: 'subscription',
    name: { en: 'subscription / SaaS', zh: '订阅 / SaaS' },
    keywords: {
      en: words(
        'subscription*, subscribe*, saas, membership*, monthly fee, recurring, per seat, monthly plan, annual plan',
      ),
      zh: words('订阅, 会员, 月费, 年费, 包月, 续费, SaaS'),
    },
    challenge: {
      en: 'Churn decides everything in a subscription: if {customer} cancel after the first month or two, acquisition costs are never paid back.',
      zh: '订阅模式成败取决于留存：如果{customer}用一两个月就取消，获客成本永远收不回来。',
    },
    suggestion: {
      en: 'Design for month-3 retention: find the action that predicts staying (the "aha" moment), get new users to it in the first session, and offer an annual plan once retention holds.',
      zh: '以第 3 个月留存为核心目标：找到预示留存的关键行为（“啊哈时刻”），让新用户在第一次使用时就完成它；留存稳定后再推年付方案。',
    },
    value: {
      en: 'A subscription ties revenue to ongoing value, so the product must keep delivering every month.',
      zh: '订阅模式让收入与持续价值挂钩，产品必须每个月都持续交付价值。',
    },
    scoreDelta: 0,
    risks: [
      risk(
        'market',
        'medium',
        ['Monthly churn above 5% makes growth impossible', '月流失率超过 5% 时增长难以为继'],
        [
          'Track cohorts weekly and interview every churned customer',
          '每周看留存曲线，逐一访谈流失用户',
        ],
      ),
    ],
  },
  {
    id: 'ads',
    name: { en: 'free with ads / freemium', zh: '免费 + 广告 / 增值' },
    keywords: {
      en: words(
        'freemium, ad-supported, ads, advertising revenue, free app, free to use, sponsorship*',
      ),
      zh: words('免费使用, 广告变现, 流量变现, 广告收入, 免费+增值, 赞助'),
    },
    weakKeywords: { en: words('free'), zh: words('免费') },
    challenge: {
      en: 'Free-with-ads only pays at very large scale, and freemium lives or dies on the share of {customer} who upgrade (often 2-5%).',
      zh: '“免费+广告”只有在用户规模非常大时才赚钱；免费增值模式则取决于{customer}的付费转化率（通常只有 2%-5%）。',
    },
    suggestion: {
      en: 'Put a price on the most valuable feature from the start and test willingness to pay with a paid tier, rather than counting on ad revenue.',
      zh: '从一开始就给最有价值的功能定价，用付费版测试付费意愿，而不是指望广告收入。',
    },
    scoreDelta: -0.3,
    risks: [
      risk(
        'market',
        'medium',
        ['Revenue per user too low to cover acquisition', '单用户收入覆盖不了获客成本'],
        ['Charge for a premium tier early', '尽早推出付费高级版'],
      ),
    ],
  },
  {
    id: 'mobile-app',
    name: { en: 'consumer mobile app', zh: '移动应用' },
    keywords: {
      en: words('app, apps, mobile, ios, android, iphone, mini program*, mini-program*'),
      zh: words('小程序, 手机应用, 移动端, 安卓, 苹果手机'),
    },
    weakKeywords: { en: [], zh: words('应用') },
    challenge: {
      en: 'Distribution and retention: app stores are crowded, paid installs are expensive, and most consumer apps lose over 90% of users within 30 days.',
      zh: '分发和留存难：应用商店竞争激烈，买量成本高，大多数消费类应用 30 天内会流失 90% 以上的用户。',
    },
    suggestion: {
      en: 'Before writing the native app, test the core loop with a clickable prototype, a web page or a WeChat/Telegram bot with 20 real users.',
      zh: '在开发原生 App 之前，先用可点击原型、网页或微信小程序跟 20 位真实用户跑通核心流程。',
    },
    scoreDelta: 0,
    risks: [
      risk(
        'market',
        'medium',
        ['Low day-30 retention', '30 日留存过低'],
        [
          'Measure retention on the prototype before scaling acquisition',
          '扩大投放前先在原型阶段测好留存',
        ],
      ),
    ],
  },
];
