import { bi, competitor, type Industry, risk, words } from './types.ts';

/** Health, wellbeing and care: people, families and pets. */
export const CARE_INDUSTRIES: readonly Industry[] = [
  {
    id: 'health-medtech',
    name: bi('Health & medtech', '医疗健康'),
    keywords: {
      en: words(
        'healthcare, medical, medicine*, doctor*, patient*, clinic*, hospital*, telemedicine, telehealth, diagnos*, symptom*, disease*, chronic, diabet*, prescription*, pharmac*, nurse*, medtech, health data, health record*, blood pressure, medication*, physician*, dentist*, dental, blood test*, vitamin*, supplements',
      ),
      zh: words(
        '医疗, 医院, 医生, 患者, 病人, 问诊, 远程问诊, 在线问诊, 互联网医院, 远程医疗, 诊断, 慢病, 糖尿病, 高血压, 处方, 药店, 用药, 健康管理, 健康数据, 病历, 体检, 护士, 看病, 就医, 颈椎, 腰椎, 康复, 牙科, 口腔',
      ),
    },
    weakKeywords: { en: words('health'), zh: words('健康') },
    customer: bi('patients managing a health condition', '需要长期管理健康的患者'),
    problem: bi(
      'care is fragmented and slow; people wait weeks for appointments, repeat their history to every provider and get little support between visits',
      '就医流程碎片化、效率低，挂号难、等待久，病历在不同机构之间不互通，两次就诊之间几乎得不到持续指导',
    ),
    value: bi(
      'It can give {customer} faster, more continuous support between visits, with data a clinician can actually use, which broad players such as {competitors} do not tailor to this group.',
      '它可以在两次就诊之间为{customer}提供更及时、更连续的支持，并产出医生真正用得上的数据，这是{competitors}等综合平台没有针对这一人群做深的地方。',
    ),
    demand: bi(
      'Demand from {customer} is large and durable: chronic disease, ageing populations and clinician shortages keep pushing care towards remote and preventive models, but the payers (insurers, employers, health systems) buy only proven outcomes.',
      '{customer}的需求大且持续：慢病人群扩大、人口老龄化和医生短缺，都在推动医疗向线上化和预防化发展；但医院、保险和企业等付费方只为被验证的效果买单。',
    ),
    competition: 'medium',
    difficulty: 'high',
    baseScore: 5.8,
    competitors: [
      competitor(
        'Teladoc Health',
        'global',
        [
          'Largest US virtual-care network with employer and insurer contracts',
          '美国最大的远程医疗网络，拥有大量企业和保险合同',
        ],
        [
          'Generic visits with little continuity between appointments',
          '问诊服务同质化，缺乏就诊之间的连续管理',
        ],
      ),
      competitor(
        'Apple Health',
        'global',
        [
          'On every iPhone and Apple Watch; a trusted data hub',
          '预装在每部 iPhone 上，是用户信任的健康数据中心',
        ],
        ['Collects data but offers no clinical follow-up', '只收集数据，不提供临床跟进'],
      ),
      competitor(
        'Hims & Hers',
        'global',
        ['Strong consumer brand and subscription telehealth', '消费品牌强，订阅制远程医疗模式成熟'],
        ['Narrow set of conditions and heavy marketing spend', '覆盖病种窄，营销投入大'],
      ),
      competitor(
        bi('Ping An Good Doctor', '平安好医生'),
        'china',
        [
          'Huge user base and insurance integration from Ping An',
          '背靠平安集团，用户规模大并与保险打通',
        ],
        [
          'Broad but shallow; weak stickiness in chronic care',
          '服务面广但深度不足，慢病管理黏性不高',
        ],
      ),
      competitor(
        bi('Haodf', '好大夫在线'),
        'china',
        ['Large network of public-hospital doctors', '汇聚大量公立医院医生资源'],
        [
          "Bound by doctors' time; limited continuous management",
          '依赖医生个人时间，难以规模化持续管理',
        ],
      ),
    ],
    challenges: [
      bi(
        'Clinical trust and evidence: doctors, insurers and hospitals adopt only what is proven safe and effective, and {competitors} already hold those relationships.',
        '临床信任和循证证据：医生、医院和保险只采用被证明安全有效的方案，而{competitors}已经占据了这些合作关系。',
      ),
      bi(
        'Unclear payer: patients rarely pay much out of pocket, so revenue usually depends on employers, insurers or providers with long procurement cycles.',
        '付费方不清晰：患者自费意愿有限，收入往往依赖医院、保险或企业，而它们的采购周期很长。',
      ),
    ],
    suggestions: [
      bi(
        'Pick one condition (e.g. type 2 diabetes or hypertension) and one measurable outcome, and prove it in a small study with a partner clinic.',
        '聚焦一个病种（如 2 型糖尿病或高血压）和一个可量化的指标，先与一家合作诊所做小规模验证。',
      ),
      bi(
        "Decide early who pays (patient, employer, insurer or clinic) and build the pitch around that payer's ROI, not around features.",
        '尽早确定付费方是患者、企业、保险还是医疗机构，并围绕对方的投资回报设计方案，而不是罗列功能。',
      ),
    ],
    risks: [
      risk(
        'compliance',
        'high',
        ['Product reclassified as a regulated medical device', '产品被认定为需注册的医疗器械'],
        [
          'Write a clear intended-use statement and consult a regulatory expert early',
          '明确产品预期用途，尽早咨询注册法规专家',
        ],
      ),
      risk(
        'market',
        'medium',
        ['Long reimbursement and procurement cycles', '医保报销和医院采购周期长'],
        ['Start with cash-pay or employer customers', '先从自费用户或企业客户做起'],
      ),
    ],
    channels: ['clinics', 'employers', 'seo-content', 'xiaohongshu'],
    sides: { supply: bi('doctors', '医生'), demand: bi('patients', '患者') },
    nextStep: bi(
      'Book 30-minute calls with 10 {customer} and 3 clinicians this week to map where care breaks down today and what they already pay to fix it.',
      '本周约 10 位{customer}和 3 位医生各做 30 分钟访谈，弄清现在就医在哪个环节卡住、他们已经为此付出了什么。',
    ),
    regulations: ['health'],
  },
  {
    id: 'mental-health',
    name: bi('Mental health', '心理健康'),
    keywords: {
      en: words(
        'mental health, therap*, counsel*, anxiety, anxious, depress*, stress*, burnout, loneliness, lonely, mood*, panic*, psycholog*, psychiatr*, mindfulness, meditat*, emotional, trauma, adhd',
      ),
      zh: words('心理, 焦虑, 抑郁, 压力, 情绪, 倾诉, 孤独, 心理咨询, 失眠, 内耗, 倦怠, 疗愈'),
    },
    weakKeywords: { en: words('wellbeing, journal*'), zh: words('冥想') },
    customer: bi('people dealing with stress or anxiety', '受压力和焦虑困扰的人'),
    problem: bi(
      'therapy is expensive, waiting lists are long and stigma stops many people from asking for help at all',
      '专业心理咨询价格高、预约难，加上病耻感，很多人根本不会主动求助',
    ),
    value: bi(
      'It can give {customer} affordable, private help at the moment they need it, more personal and easier to reach than {competitors}.',
      '它可以在{customer}最需要的时候提供可负担、私密的帮助，比{competitors}更贴近个人、门槛更低。',
    ),
    demand: bi(
      'Demand from {customer} is high and growing, with employers and insurers increasingly paying for mental-health support, yet consumer willingness to pay is uneven and many apps see steep drop-off after the first weeks.',
      '{customer}的需求高且在增长，越来越多企业把心理支持纳入员工福利；但个人付费意愿参差不齐，很多产品在头几周后用户就大量流失。',
    ),
    competition: 'high',
    difficulty: 'medium',
    baseScore: 5.6,
    competitors: [
      competitor(
        'Headspace',
        'global',
        ['Best-known meditation brand with employer deals', '知名度最高的冥想品牌，企业客户多'],
        ['Content-first; little personal follow-up', '以内容为主，缺少个性化跟进'],
      ),
      competitor(
        'Calm',
        'global',
        ['Huge audience for sleep and relaxation content', '睡眠和放松内容拥有庞大用户群'],
        ['Low engagement after the first month', '首月之后使用频率明显下降'],
      ),
      competitor(
        'BetterHelp',
        'global',
        ['Large therapist network and subscription therapy', '咨询师网络庞大，订阅制心理咨询'],
        ['Expensive; quality varies between therapists', '价格偏高，咨询师水平参差不齐'],
      ),
      competitor(
        bi('Jiandan Xinli', '简单心理'),
        'china',
        ['Trusted platform of vetted counsellors', '咨询师经过筛选，用户信任度高'],
        ['High price per session limits reach', '单次咨询价格高，覆盖人群有限'],
      ),
      competitor(
        bi('Yi Xinli', '壹心理'),
        'china',
        ['Large content and community audience', '内容和社区用户规模大'],
        ['Hard to convert free readers into paying clients', '免费内容用户难以转化为付费'],
      ),
    ],
    challenges: [
      bi(
        'Engagement fades fast: most people stop using mental-health apps within weeks, and {competitors} already hold the trust and attention of this audience.',
        '用户坚持难：大多数人几周内就会停止使用心理类产品，而{competitors}已经占据了这批用户的信任和注意力。',
      ),
      bi(
        'Safety duty of care: the product must recognise crisis situations (self-harm) and hand people to professional help reliably.',
        '安全责任：产品必须能识别危机情况（如自伤倾向），并可靠地把用户转介给专业帮助。',
      ),
    ],
    suggestions: [
      bi(
        'Target one concrete situation (exam stress, new parents, shift workers) rather than "mental health" in general, and measure a validated score such as GAD-7 before and after.',
        '聚焦一个具体场景（考试压力、新手父母、倒班人群），而不是泛泛的“心理健康”，并用 GAD-7 等量表测量使用前后的变化。',
      ),
      bi(
        'Build a crisis protocol with licensed professionals before launch and state clearly what the product is not (not therapy, not emergency care).',
        '上线前与持证专业人员一起制定危机干预流程，并清楚说明产品不能替代心理治疗和急救。',
      ),
    ],
    risks: [
      risk(
        'compliance',
        'high',
        ['Harm to a user in crisis', '处于危机中的用户受到伤害'],
        [
          'Crisis detection, escalation paths and clinical oversight',
          '危机识别、升级转介流程和专业督导',
        ],
      ),
      risk(
        'market',
        'medium',
        ['Low retention after the novelty wears off', '新鲜感过后留存低'],
        ['Tie the product to a routine or a human coach', '把产品嵌入日常习惯，或配合真人教练'],
      ),
    ],
    channels: ['employers', 'xiaohongshu', 'online-communities', 'seo-content'],
    sides: { supply: bi('counsellors', '心理咨询师'), demand: bi('clients', '来访者') },
    nextStep: bi(
      'Interview 10 {customer} this week about what they tried last time they struggled, what helped, and what they would pay for.',
      '本周访谈 10 位{customer}，问清他们上一次情绪低落时尝试过什么、什么真正有用、愿意为什么付费。',
    ),
    regulations: ['health'],
  },
  {
    id: 'fitness-wellness',
    name: bi('Fitness & wellness', '健身与健康生活'),
    keywords: {
      en: words(
        'fitness, gym*, workout*, exercis*, yoga, pilates, jogging, run club*, runner*, personal trainer*, weight loss, lose weight, diet, diets, dieting, nutrition, nutritional, calorie*, sleep*, hydrat*, wellness, marathon*, cycling, strength training, athlete*, steps',
      ),
      zh: words(
        '健身, 运动, 跑步, 瑜伽, 普拉提, 减肥, 减脂, 增肌, 睡眠, 饮食, 营养, 卡路里, 健身房, 私教, 喝水, 体重, 马拉松, 骑行',
      ),
    },
    // Nutritionists and dietitians are often who curates or advises, not what the idea is about.
    weakKeywords: {
      en: words('healthy, habit*, water, nutritionist*, dietitian*, dietician*'),
      zh: words('健康, 习惯'),
    },
    customer: bi('people trying to build a fitness habit', '想养成运动习惯的人'),
    problem: bi(
      'most people start a fitness or diet plan with enthusiasm and drop it within weeks because it does not fit their schedule or gives no visible progress',
      '大多数人开始运动或饮食计划时热情满满，却在几周内放弃，因为计划不贴合自己的时间安排，也看不到进步',
    ),
    value: bi(
      'It can keep {customer} consistent with guidance that fits their real routine, going beyond the generic programmes of {competitors}.',
      '它可以用贴合真实作息的指导帮{customer}坚持下去，比{competitors}的通用课程更有针对性。',
    ),
    demand: bi(
      'Demand from {customer} is large and steady (fitness apps and wearables are mainstream), but the space is crowded and users are quick to switch or quit.',
      '{customer}的需求大且稳定，健身 App 和可穿戴设备早已普及；但赛道拥挤，用户换产品、放弃都很快。',
    ),
    competition: 'high',
    difficulty: 'medium',
    baseScore: 5.8,
    competitors: [
      competitor(
        'Peloton',
        'global',
        ['Premium brand, live classes and a loyal community', '高端品牌，直播课程和忠实社群'],
        [
          'Expensive hardware and shrinking demand after the pandemic',
          '硬件价格高，疫情后需求萎缩',
        ],
      ),
      competitor(
        'Strava',
        'global',
        [
          'Social network for runners and cyclists with strong network effects',
          '跑步和骑行者的社交网络，网络效应强',
        ],
        ['Little coaching for beginners', '对新手缺少指导'],
      ),
      competitor(
        'MyFitnessPal',
        'global',
        ['Largest food database for calorie tracking', '最大的食物热量数据库'],
        ['Tedious manual logging', '手动记录繁琐'],
      ),
      competitor(
        'Keep',
        'china',
        ["China's leading fitness app with a huge course library", '国内头部健身 App，课程库庞大'],
        ['Struggles to monetise beyond content and hardware', '内容和硬件之外的变现困难'],
      ),
      competitor(
        bi('LeFit', '乐刻运动'),
        'china',
        ['Low-cost 24-hour gyms paid by the month', '低价月付的 24 小时健身房'],
        ['Offline expansion is capital-heavy', '线下扩张重资产'],
      ),
    ],
    challenges: [
      bi(
        'Crowded market: {competitors} already offer free or cheap plans, so a new product needs a sharply different angle, not another workout library.',
        '市场拥挤：{competitors}已经提供免费或低价方案，新产品需要鲜明的差异化角度，而不是又一个课程库。',
      ),
      bi(
        'Motivation decays: usage typically collapses after January-style peaks, which makes subscriptions churn.',
        '动力会衰减：用户使用量在新年等高峰后迅速回落，导致订阅流失严重。',
      ),
    ],
    suggestions: [
      bi(
        'Own one underserved group (shift workers, postpartum mothers, people over 50) whose needs {competitors} ignore, and design the plan around their week.',
        '抓住一个被{competitors}忽视的细分人群（倒班族、产后妈妈、50 岁以上人群），围绕他们一周的真实作息设计方案。',
      ),
      bi(
        'Add a human or social accountability loop (a coach check-in, a small group) early; it is the strongest retention lever in fitness.',
        '尽早加入真人教练打卡或小组互相监督机制，这是健身类产品最有效的留存手段。',
      ),
    ],
    risks: [
      risk(
        'market',
        'high',
        ['Users quit after a few weeks', '用户几周后就放弃'],
        ['Accountability features and small first goals', '监督机制和容易达成的初始目标'],
      ),
      risk(
        'market',
        'medium',
        ['Big platforms copy the feature', '大平台快速复制功能'],
        ['Depth in one niche and community ownership', '在细分人群做深，并掌握社群'],
      ),
    ],
    channels: ['short-video', 'xiaohongshu', 'influencers', 'app-store'],
    sides: { supply: bi('trainers', '教练'), demand: bi('members', '学员') },
    nextStep: bi(
      'Interview 10 {customer} this week about why they quit their last plan and what they pay for today (gym, app, coach); look for a repeated reason.',
      '本周访谈 10 位{customer}，问他们上一次为什么放弃、现在为健身花了哪些钱（健身房、App、私教），找出反复出现的原因。',
    ),
  },
  {
    id: 'elderly-care',
    name: bi('Elderly care & ageing', '养老与银发经济'),
    keywords: {
      en: words(
        'elderly, senior*, aging, ageing, older adult*, older people, retiree*, caregiver*, nursing home*, dementia, alzheimer*, grandparent*, aged care, home care, assisted living, fall detection, companionship',
      ),
      zh: words(
        '老年, 老人, 养老, 银发, 护工, 陪护, 长辈, 适老, 失能, 失智, 居家养老, 独居老人, 父母年纪大, 空巢',
      ),
    },
    customer: bi('older adults and their adult children', '老年人及其子女'),
    problem: bi(
      'older adults want to stay independent at home while their adult children, often living far away, worry about safety, loneliness and health',
      '老年人希望在家独立生活，而常常不在身边的子女则担心他们的安全、孤独和健康',
    ),
    value: bi(
      'It can give {customer} reassurance and practical help designed for low tech confidence, which existing providers such as {competitors} cover only in part.',
      '它可以用适合老年人使用习惯的方式，给{customer}带来安心和实际帮助，而{competitors}等现有服务只覆盖了其中一部分。',
    ),
    demand: bi(
      'Demand from {customer} grows every year as populations age quickly in China, Europe and the US; adult children are often the ones who search and pay.',
      '随着中国、欧美人口快速老龄化，{customer}的需求逐年增长；真正搜索和付费的往往是子女。',
    ),
    competition: 'medium',
    difficulty: 'medium',
    baseScore: 6.0,
    competitors: [
      competitor(
        'Papa',
        'global',
        [
          'Companionship visits paid by Medicare Advantage plans',
          '由美国 Medicare Advantage 保险支付的陪伴上门服务',
        ],
        ['Depends on insurer contracts', '依赖保险合同'],
      ),
      competitor(
        'Lively',
        'global',
        ['Simple phones and medical alert devices for seniors', '面向老人的简易手机和紧急呼叫设备'],
        ['Hardware-centric, limited services', '以硬件为主，服务较少'],
      ),
      competitor(
        bi('Taikang Home', '泰康之家'),
        'china',
        ['Premium retirement communities backed by insurance', '保险资金支持的高端养老社区'],
        ['Expensive; serves only affluent families', '价格高，只服务高收入家庭'],
      ),
      competitor(
        bi('Fushoukang', '福寿康'),
        'china',
        ['Large home-care and long-term-care insurance network', '居家护理和长护险服务网络大'],
        ['Labour-intensive and low margin', '人力密集，利润薄'],
      ),
    ],
    challenges: [
      bi(
        'The user and the buyer differ: older adults use the product but adult children usually pay, so both must be convinced.',
        '使用者和付费者不同：老人在用，付钱的常常是子女，两边都要说服。',
      ),
      bi(
        'Low digital confidence: onboarding, font sizes, voice and offline help decide adoption more than features.',
        '数字能力有限：上手难度、字体大小、语音交互和线下协助比功能多少更决定能否用起来。',
      ),
    ],
    suggestions: [
      bi(
        'Design for the adult child as the buyer and the parent as a zero-setup user (pre-configured device, phone support), and test both journeys.',
        '以子女作为购买者、老人作为“零设置”使用者来设计（设备预配置、电话支持），并分别测试两条使用路径。',
      ),
      bi(
        'Partner with a community care provider or insurer so the service reaches seniors through people they already trust.',
        '与社区养老服务机构或保险公司合作，让服务通过老人已经信任的人触达。',
      ),
    ],
    risks: [
      risk(
        'execution',
        'medium',
        ['Seniors abandon the product after setup', '老人装好后就不再使用'],
        ['Human onboarding and weekly check-ins', '人工上门教学和每周回访'],
      ),
      risk(
        'compliance',
        'medium',
        ['Health and location data of vulnerable users', '涉及弱势群体的健康和位置数据'],
        ['Consent from the senior, data minimisation', '取得老人本人同意，最小化收集数据'],
      ),
    ],
    channels: ['partnerships', 'local-offline', 'wechat-private', 'seo-content'],
    sides: { supply: bi('caregivers', '护理员'), demand: bi('families', '老人家庭') },
    nextStep: bi(
      'Talk to 10 {customer} this week (both generations) about the last time something went wrong at home and who they called.',
      '本周访谈 10 组{customer}（老人和子女都要聊），了解上一次家里出状况是什么情况、当时找了谁帮忙。',
    ),
  },
  {
    id: 'parenting-childcare',
    name: bi('Parenting & childcare', '母婴与育儿'),
    keywords: {
      en: words(
        'parent*, baby, babies, toddler*, childcare, nanny, nannies, babysit*, daycare, newborn*, infant*, mom, moms, mum, mums, mother*, dads, pregnan*, breastfeed*',
      ),
      zh: words(
        '育儿, 宝宝, 婴儿, 母婴, 带娃, 托育, 早教, 宝妈, 奶爸, 新手爸妈, 怀孕, 孕妇, 月嫂, 保姆, 亲子, 家长',
      ),
    },
    // A family is in many ideas (family dinners, travel, finances): a hint, not the market.
    weakKeywords: {
      en: words('kids, kid, children, child, family, families'),
      zh: words('孩子, 儿童'),
    },
    customer: bi('busy parents of young children', '有小孩的忙碌父母'),
    problem: bi(
      'parents are short on time and sleep, get contradictory advice everywhere, and struggle to find trustworthy, affordable childcare',
      '父母时间和精力都很紧张，到处是相互矛盾的育儿建议，也很难找到可靠又负担得起的托育服务',
    ),
    value: bi(
      'It can save {customer} time and worry with help that is more practical and trustworthy than what {competitors} offer today.',
      '它可以用比{competitors}更实用、更可靠的帮助，为{customer}节省时间、减少焦虑。',
    ),
    demand: bi(
      'Demand from {customer} is intense and emotional (parents pay for safety and peace of mind), though falling birth rates in China and the West shrink each new cohort.',
      '{customer}的需求强烈且带情感色彩，愿意为安全和省心付费；但中国和欧美出生率下降，每一批新用户都在变少。',
    ),
    competition: 'medium',
    difficulty: 'medium',
    baseScore: 5.8,
    competitors: [
      competitor(
        'Care.com',
        'global',
        ['Largest marketplace for babysitters and nannies', '最大的保姆和临时看护撮合平台'],
        ['Trust and vetting complaints', '信任和背景审核屡受投诉'],
      ),
      competitor(
        'Huckleberry',
        'global',
        ['Popular baby-sleep app with expert plans', '热门的宝宝睡眠 App，提供专家方案'],
        ['Narrow focus on sleep', '只聚焦睡眠'],
      ),
      competitor(
        bi('Babytree', '宝宝树'),
        'china',
        ['Large parenting community and content library', '育儿社区和内容库规模大'],
        ['Declining engagement and monetisation', '活跃度和变现能力下滑'],
      ),
      competitor(
        bi('Kidswant', '孩子王'),
        'china',
        ['Maternity-and-baby stores with a strong membership base', '母婴门店会员体系成熟'],
        ['Retail-centric, limited digital services', '以零售为主，数字化服务有限'],
      ),
    ],
    challenges: [
      bi(
        'Short windows of need: each life stage (newborn, toddler, school) lasts months, so customers churn by design and acquisition never stops.',
        '需求窗口短：新生儿、幼儿、学龄每个阶段只持续几个月，用户天然会“毕业”，获客压力一直存在。',
      ),
      bi(
        'Trust is everything: parents demand safety proof, and one incident can end the business.',
        '信任就是一切：父母要求充分的安全保障，一次事故就可能让业务终结。',
      ),
    ],
    suggestions: [
      bi(
        'Pick one stage and one pain (e.g. the first 12 weeks of sleep, or back-up childcare for working parents) and become the best answer for it.',
        '选定一个阶段和一个痛点（例如新生儿前 12 周的睡眠，或双职工家庭的临时托育），做成这个问题的最优解。',
      ),
      bi(
        'Grow through parent word-of-mouth: local parent groups and referral rewards beat paid ads for trust.',
        '依靠家长口碑增长：本地家长群和老带新奖励比付费广告更能建立信任。',
      ),
    ],
    risks: [
      risk(
        'compliance',
        'medium',
        ["Children's data and safety incidents", '儿童数据和安全事故'],
        ['Parent-held accounts, background checks, insurance', '家长持有账号、背景审核、购买保险'],
      ),
      risk(
        'market',
        'medium',
        ['Customers age out of the product', '用户因孩子长大而流失'],
        ['Plan the next-stage offer early', '提前规划下一阶段的产品'],
      ),
    ],
    channels: ['wechat-private', 'xiaohongshu', 'online-communities', 'referrals'],
    sides: {
      supply: bi('nannies and caregivers', '育儿嫂和托育老师'),
      demand: bi('parents', '家长'),
    },
    nextStep: bi(
      'Join three local parent groups and interview 10 {customer} this week about the last week their childcare or routine broke down.',
      '本周加入 3 个本地家长群，访谈 10 位{customer}，问他们最近一次带娃安排“崩掉”是什么情况。',
    ),
  },
  {
    id: 'pets',
    name: bi('Pets', '宠物'),
    keywords: {
      en: words(
        'pet, pets, dog*, puppy, puppies, cat, cats, kitten*, vet, vets, veterinar*, pet owner*, dog walk*, pet sitt*, pet food, grooming, litter',
      ),
      zh: words(
        '宠物, 猫咪, 猫粮, 狗粮, 养猫, 养狗, 狗狗, 遛狗, 铲屎官, 萌宠, 宠物医院, 猫砂, 喂猫, 宠物店, 撸猫, 猫狗',
      ),
    },
    customer: bi('pet owners', '宠物主人'),
    problem: bi(
      'pet owners treat pets as family but struggle to find trustworthy care, advice and products when they are busy or away',
      '宠物主人把宠物当家人，但在忙碌或外出时，很难找到靠谱的照料、建议和用品',
    ),
    value: bi(
      'It can give {customer} trustworthy, convenient care for their animals, but it has to beat established names such as {competitors} on trust and local service.',
      '它可以为{customer}提供可靠又方便的宠物照护，但要在信任和本地服务上胜过{competitors}等成熟品牌。',
    ),
    demand: bi(
      'Demand from {customer} is strong and resilient: pet spending keeps rising in the US and China (where young urban owners drive the "pet economy"), and owners spend emotionally rather than on price alone.',
      '{customer}的需求强劲且抗周期：中美两国的宠物消费持续增长，国内年轻城市养宠人群正在推动“宠物经济”，花钱更看情感而非只看价格。',
    ),
    competition: 'medium',
    difficulty: 'low',
    baseScore: 6.2,
    competitors: [
      competitor(
        'Chewy',
        'global',
        ['Dominant US online pet retailer with autoship', '美国头部宠物电商，自动续购成熟'],
        ['Retail-first; services are thin', '以零售为主，服务薄弱'],
      ),
      competitor(
        'Rover',
        'global',
        ['Largest marketplace for dog walkers and sitters', '最大的遛狗和宠物寄养撮合平台'],
        ['Quality varies; high take rate', '服务质量参差，抽成高'],
      ),
      competitor(
        'BarkBox',
        'global',
        ['Beloved subscription brand for dog toys and treats', '深受喜爱的狗狗玩具零食订阅品牌'],
        ['Discretionary spend that churns', '非刚需消费，流失较高'],
      ),
      competitor(
        bi('Boqii', '波奇宠物'),
        'china',
        ['Pet e-commerce plus community in China', '国内宠物电商加社区'],
        ['Squeezed by Tmall and JD on price', '价格上受天猫、京东挤压'],
      ),
      competitor(
        bi('Petkit', '小佩宠物'),
        'china',
        ['Smart pet devices with strong design', '智能宠物设备，设计感强'],
        ['Hardware margins and competition from Xiaomi', '硬件利润薄，面临小米生态竞争'],
      ),
    ],
    challenges: [
      bi(
        'Trust in care: owners hand over an animal they love, so vetting, insurance and reviews must be excellent from the first booking; {competitors} set the bar.',
        '照护信任门槛高：主人交出的是心爱的宠物，从第一单起审核、保险和评价体系就要做到位，而{competitors}已经树立了标杆。',
      ),
      bi(
        'Repeat purchase: one-off products sell once; the business needs a reason for owners to come back every month.',
        '复购问题：一次性商品卖完就结束，业务需要让主人每月都回来的理由。',
      ),
    ],
    suggestions: [
      bi(
        'Start with one pet type and one specific situation (e.g. cat owners who travel, ageing dogs) and reach owners where they gather: dog parks, vet clinics and pet communities online.',
        '先聚焦一种宠物和一个具体场景（例如经常出差的养猫人、老年犬），在主人聚集的地方触达：遛狗公园、宠物医院和小红书等宠物社群。',
      ),
      bi(
        'Build recurring revenue early (subscription food or care plans) so each new owner is worth more than one sale.',
        '尽早建立复购或订阅收入（主粮订阅、护理套餐），让每个新用户的价值不止一单。',
      ),
    ],
    risks: [
      risk(
        'execution',
        'medium',
        ['A pet is injured in your care', '宠物在服务中受伤'],
        ['Vetting, training and insurance cover', '服务者审核、培训和保险'],
      ),
      risk(
        'market',
        'low',
        ['Price competition from large retailers', '大型电商的价格竞争'],
        ['Differentiate on service and community', '靠服务和社群差异化'],
      ),
    ],
    channels: ['xiaohongshu', 'short-video', 'local-offline', 'online-communities'],
    sides: {
      supply: bi('pet sitters and dog walkers', '宠物托管师和遛狗师'),
      demand: bi('pet owners', '宠物主人'),
    },
    nextStep: bi(
      'Spend an afternoon at two dog parks or a vet clinic this week and interview 10 {customer} about their last care or product problem and what they paid.',
      '本周找一个下午去两个遛狗公园或宠物医院，访谈 10 位{customer}，了解他们最近一次照顾宠物遇到的麻烦和花费。',
    ),
  },
];
