import { bi, competitor, type Industry, risk, words } from './types.ts';

/** Learning and work: schools, skills, hiring, law, software teams, security, productivity, sales. */
export const WORK_INDUSTRIES: readonly Industry[] = [
  {
    id: 'k12-edtech',
    name: bi('K-12 education', 'K12 教育'),
    keywords: {
      en: words(
        'tutor*, homework, k-12, k12, pupil*, classroom*, teacher*, elementary school, primary school, middle school, high school, school kids, math practice, reading skills, after-school, worksheet*',
      ),
      zh: words(
        '辅导, 作业, 家教, 中小学, 小学, 初中, 高中, 中考, 高考, 学生, 课堂, 老师, 教师, 错题, 口算, 补习, 学习机, 少儿编程',
      ),
    },
    weakKeywords: {
      en: words(
        'kids, kid, children, student*, school*, learn*, education*, exam prep*, test prep*',
      ),
      zh: words('孩子, 学习, 教育'),
    },
    customer: bi('parents of school-age children', '中小学生家长'),
    problem: bi(
      'parents want their children to keep up at school but cannot afford or supervise one-to-one help, and teachers lack time to personalise',
      '家长希望孩子跟上学业，却负担不起也没精力盯一对一辅导，老师也没有时间因材施教',
    ),
    value: bi(
      'It can give children personal, affordable practice and give parents visibility of progress, where {competitors} are either generic or expensive.',
      '它可以给孩子提供个性化、可负担的练习，并让家长看到学习进展，而{competitors}要么太通用、要么太贵。',
    ),
    demand: bi(
      'Demand from {customer} is strong and emotional (education is the last budget families cut), but buyers and users differ, school sales are slow, and in China the double-reduction policy reshaped the market.',
      '{customer}的需求强烈，教育往往是家庭最后才削减的开支；但付费的是家长、使用的是孩子，进校销售慢，国内市场更是被“双减”政策彻底重塑。',
    ),
    competition: 'high',
    difficulty: 'medium',
    baseScore: 5.5,
    competitors: [
      competitor(
        'Khan Academy (Khanmigo)',
        'global',
        ['Free, trusted content plus an AI tutor', '免费、可信的内容，并已推出 AI 家教'],
        ['Non-profit pace; limited parent features', '非营利节奏，家长端功能有限'],
      ),
      competitor(
        'IXL',
        'global',
        [
          'Curriculum-aligned practice used by many US schools',
          '与课标对齐的练习，被大量美国学校采用',
        ],
        ['Repetitive; kids find it boring', '题目重复，孩子觉得枯燥'],
      ),
      competitor(
        'Photomath',
        'global',
        ['Instant step-by-step maths solutions from a photo', '拍照即得分步解题'],
        ['Encourages copying answers', '容易助长抄答案'],
      ),
      competitor(
        bi('Zuoyebang', '作业帮'),
        'china',
        ['Huge user base for homework help and learning devices', '拍题答疑和学习机用户量巨大'],
        ['Post double-reduction pivot to hardware', '“双减”后转向硬件'],
      ),
      competitor(
        bi('Yuanfudao', '猿辅导'),
        'china',
        ['Strong content and tutoring heritage', '内容和辅导积累深厚'],
        ['Subject tutoring restricted by policy', '学科类辅导受政策限制'],
      ),
    ],
    challenges: [
      bi(
        'Two customers: children must enjoy it and parents must see results, and {competitors} set a high free or low-cost bar.',
        '两类客户都要满足：孩子要愿意用，家长要看到效果，而{competitors}已经把免费或低价的门槛拉得很高。',
      ),
      bi(
        'School sales are slow (procurement, teacher adoption, privacy reviews) and often seasonal.',
        '进校销售慢：采购流程、教师接受度和隐私审查都耗时，而且有明显的季节性。',
      ),
    ],
    suggestions: [
      bi(
        'Choose one grade band and one subject skill (e.g. grade 3-5 reading fluency) and prove measurable progress in 6 weeks with 20 children.',
        '选定一个年级段和一项具体能力（例如三到五年级的阅读流利度），用 6 周时间在 20 个孩子身上证明可量化的进步。',
      ),
      bi(
        'Give parents a weekly progress report; it is what they pay for, and it differentiates you from {competitors}.',
        '每周给家长发送学习进展报告，这正是家长愿意付费的地方，也是你和{competitors}拉开差距的点。',
      ),
    ],
    risks: [
      risk(
        'compliance',
        'high',
        ["Children's privacy and education policy changes", '儿童隐私和教育政策变化'],
        ['Parent consent, policy monitoring', '家长同意机制，持续跟踪政策'],
      ),
      risk(
        'market',
        'medium',
        ['Parents churn after exams or holidays', '考试或假期后家长退订'],
        ['Year-round goals and progress reporting', '全年目标和进展报告'],
      ),
    ],
    channels: ['schools', 'wechat-private', 'xiaohongshu', 'app-store'],
    sides: { supply: bi('tutors', '辅导老师'), demand: bi('parents', '家长') },
    nextStep: bi(
      'Run a two-week pilot with 10 children and their parents this month: measure one skill before and after, and ask parents what they would pay.',
      '本月用两周时间与 10 个孩子及其家长做试点：测量同一项能力的前后变化，并询问家长愿意支付多少。',
    ),
    regulations: ['minors', 'minors-education'],
  },
  {
    id: 'upskilling-education',
    name: bi('Adult learning & upskilling', '职业教育与成人学习'),
    keywords: {
      en: words(
        'course*, online course*, upskill*, reskill*, bootcamp*, certificat*, universit*, college*, language learning, learn english, learn a language, online learning, e-learning, elearning, mooc*, lesson*, study abroad, career change, skills, graduate*, gre, gmat, ielts, toefl, cpa exam, bar exam',
      ),
      zh: words(
        '课程, 技能, 考研, 考证, 考公, 职业教育, 大学生, 留学, 英语, 外语, 网课, 培训, 自学, 证书, 转行',
      ),
    },
    weakKeywords: {
      en: words('learn*, student*, education*, teach*'),
      zh: words('学习, 教育, 大学'),
    },
    customer: bi('working adults learning new skills', '想提升技能的职场人'),
    problem: bi(
      'adults want new skills for a better job but lack time, start courses they never finish, and cannot tell which credentials employers value',
      '职场人想学新技能换更好的工作，却没时间、课程总是学不完，也分不清哪些证书真正被雇主认可',
    ),
    value: bi(
      'It can get {customer} to a concrete outcome (a job, a score, a certificate) faster than open course libraries like {competitors}.',
      '它可以比{competitors}这类开放课程库更快地帮{customer}拿到具体结果（一份工作、一个分数、一张证书）。',
    ),
    demand: bi(
      'Demand from {customer} is large and counter-cyclical (people study when jobs are scarce), but completion rates are low and free content from YouTube and AI assistants caps prices.',
      '{customer}的需求大且逆周期，就业越难越多人学习；但完课率低，YouTube、B 站和 AI 助手上的免费内容压低了价格天花板。',
    ),
    competition: 'high',
    difficulty: 'medium',
    baseScore: 5.9,
    competitors: [
      competitor(
        'Coursera',
        'global',
        ['University-branded courses and degrees', '大学品牌背书的课程和学位'],
        ['Low completion; generic experience', '完课率低，体验同质化'],
      ),
      competitor(
        'Udemy',
        'global',
        ['Huge catalogue at low prices', '课程数量庞大，价格低'],
        ['Uneven quality; race to the bottom on price', '质量参差，价格战激烈'],
      ),
      competitor(
        'Duolingo',
        'global',
        ['Gamified language learning with massive daily use', '游戏化语言学习，日活巨大'],
        ['Weak at real conversation skills', '真实口语能力提升有限'],
      ),
      competitor(
        bi('NetEase Youdao', '网易有道'),
        'china',
        ['Dictionary and learning-device ecosystem', '词典和学习硬件生态'],
        ['Broad focus across ages', '覆盖年龄段过宽'],
      ),
      competitor(
        bi('iGet', '得到'),
        'china',
        ['Premium knowledge-service brand for professionals', '面向职场人的知识服务品牌'],
        ['Content consumption rather than skills outcomes', '偏内容消费，技能结果难以衡量'],
      ),
    ],
    challenges: [
      bi(
        'Completion and outcomes: most learners drop out, and {competitors} plus free AI tutors make content itself a commodity.',
        '完课率和结果：大多数学员中途放弃，而{competitors}和免费的 AI 助手让内容本身越来越不值钱。',
      ),
      bi(
        'Credibility: employers and learners trust brands and credentials, which take years to build.',
        '公信力：雇主和学员信任的是品牌和证书，而这需要多年积累。',
      ),
    ],
    suggestions: [
      bi(
        'Sell an outcome, not content: a cohort with deadlines, feedback and a clear result (e.g. a portfolio or passed exam), priced on that result.',
        '卖结果而不是卖内容：带截止日期和反馈的训练营，交付明确成果（作品集、通过考试），并按结果定价。',
      ),
      bi(
        'Partner with employers who need the skill so learners see a path to a job, and so companies can pay for training.',
        '与需要这项技能的企业合作，让学员看到就业通道，也让企业为培训买单。',
      ),
    ],
    risks: [
      risk(
        'market',
        'medium',
        ['Learners drop out and ask for refunds', '学员中途放弃并要求退款'],
        ['Cohorts, accountability and refund-by-milestone', '班级制、督学机制、按阶段退款'],
      ),
      risk(
        'market',
        'medium',
        ['AI assistants replace paid content', 'AI 助手替代付费内容'],
        ['Focus on feedback, community and credentials', '聚焦反馈、社群和证书'],
      ),
    ],
    channels: ['short-video', 'seo-content', 'employers', 'linkedin-outbound'],
    sides: { supply: bi('instructors', '讲师'), demand: bi('learners', '学员') },
    nextStep: bi(
      'Pre-sell a small 4-week cohort to 10 {customer} this month before building any platform; deliver it over video calls.',
      '本月先向 10 位{customer}预售一个 4 周小班，用视频会议交付，验证之后再搭平台。',
    ),
  },
  {
    id: 'hr-recruiting',
    name: bi('HR & recruiting', '招聘与人力资源'),
    keywords: {
      en: words(
        'recruit*, hiring, hire, hires, job seeker*, jobs, job board*, candidate*, resume*, cv, cvs, talent, applicant*, onboarding employees, employee engagement, hr, human resources, payroll, staffing, gig workers, interview prep*',
      ),
      zh: words(
        '招聘, 求职, 简历, 面试, 人力资源, 猎头, 灵活用工, 招人, 找工作, 员工, 人才, 应届生, HR, 雇主, 兼职, 实习, 零工',
      ),
    },
    weakKeywords: {
      en: words('employee*, employer*, job, career*, workforce'),
      zh: words('工作, 职场'),
    },
    customer: bi('hiring managers at growing companies', '成长型企业的招聘负责人'),
    problem: bi(
      'hiring is slow and noisy; employers drown in unqualified applications while good candidates get ghosted',
      '招聘又慢又低效，企业被大量不合适的简历淹没，优秀候选人却常常投递后杳无音讯',
    ),
    value: bi(
      'It can help {customer} hire the right people faster with less screening work, more precisely than broad job boards like {competitors}.',
      '它可以帮{customer}更快找到合适的人、减少筛选工作，比{competitors}这类综合招聘平台更精准。',
    ),
    demand: bi(
      'Demand from {customer} is large but cyclical: hiring budgets expand fast in good times and freeze in downturns, and job boards already capture most spending.',
      '{customer}的需求大但周期性明显：景气时招聘预算迅速扩张，经济下行时立即冻结，而大部分预算已被招聘平台拿走。',
    ),
    competition: 'high',
    difficulty: 'medium',
    baseScore: 6.0,
    competitors: [
      competitor(
        'LinkedIn',
        'global',
        ['Largest professional network and recruiter tools', '最大的职业社交网络和招聘工具'],
        ['Expensive and noisy for small employers', '对小企业而言昂贵且噪声大'],
      ),
      competitor(
        'Indeed',
        'global',
        ['Huge job-search traffic', '求职流量巨大'],
        ['Low-quality applications', '投递质量低'],
      ),
      competitor(
        'Greenhouse',
        'global',
        ['Structured hiring workflow (ATS) for tech companies', '科技公司常用的结构化招聘系统'],
        ['Setup-heavy for small teams', '小团队上手成本高'],
      ),
      competitor(
        bi('BOSS Zhipin', 'BOSS直聘'),
        'china',
        [
          'Direct chat between bosses and candidates; huge user base',
          '老板与求职者直聊，用户量巨大',
        ],
        ['Spam and fake postings', '骚扰和虚假职位问题'],
      ),
      competitor(
        bi('Liepin', '猎聘'),
        'china',
        ['Mid-to-senior talent and headhunter network', '中高端人才和猎头网络'],
        ['Less relevant for frontline roles', '对一线岗位覆盖不足'],
      ),
    ],
    challenges: [
      bi(
        'Two-sided network effects favour {competitors}: candidates go where the jobs are and employers go where the candidates are.',
        '双边网络效应有利于{competitors}：求职者去职位多的地方，企业去候选人多的地方。',
      ),
      bi(
        'Hiring budgets are cyclical, and bias or discrimination in automated screening is a legal and reputational risk.',
        '招聘预算有周期性，而自动化筛选中的偏见和歧视会带来法律和声誉风险。',
      ),
    ],
    suggestions: [
      bi(
        'Own one role family or industry (e.g. nurses, truck drivers, restaurant staff) where {competitors} deliver poor matches, and charge per successful hire.',
        '占住一个岗位类别或行业（如护士、货车司机、餐饮员工），在{competitors}匹配效果差的地方切入，并按成功入职收费。',
      ),
      bi(
        'Audit any screening model for bias and keep a human decision in the loop, to stay on the right side of anti-discrimination rules.',
        '对任何筛选模型做偏见审查，并保留人工决策环节，确保符合反就业歧视的规定。',
      ),
    ],
    risks: [
      risk(
        'compliance',
        'medium',
        ['Discrimination in automated hiring decisions', '自动化招聘决策中的歧视'],
        ['Bias audits, explainable criteria, human review', '偏见审计、可解释标准、人工复核'],
      ),
      risk(
        'market',
        'medium',
        ['Hiring freeze in a downturn', '经济下行导致招聘冻结'],
        ['Serve roles with chronic shortages', '服务长期缺人的岗位'],
      ),
    ],
    channels: ['linkedin-outbound', 'cold-email', 'partnerships', 'online-communities'],
    sides: { supply: bi('candidates', '求职者'), demand: bi('employers', '用人企业') },
    nextStep: bi(
      'Interview 10 {customer} this week about their last hard-to-fill role: where candidates came from, how long it took and what it cost.',
      '本周访谈 10 位{customer}，复盘最近一个难招的岗位：候选人从哪里来、花了多久、成本是多少。',
    ),
    buyerWords: {
      en: words(
        'employer*, compan*, business*, startup*, recruiter*, hr, hiring manager*, agenc*, firms, teams, hospitals, restaurants, stores',
      ),
      zh: words('企业, 公司, 雇主, 招聘方, 老板, 商家, 机构, 团队, 医院, 门店, HR'),
    },
  },
  {
    id: 'legal-tech',
    name: bi('Legal tech', '法律科技'),
    keywords: {
      en: words(
        'legal, lawyer*, attorney*, law firm*, contract, lawsuit*, litigation, paralegal*, immigration, visa*, will and testament, estate planning, trademark*, patent*, notar*, court, courts',
      ),
      zh: words(
        '法律, 律师, 合同, 诉讼, 法务, 律所, 打官司, 仲裁, 签证, 移民, 商标, 专利, 遗嘱, 维权',
      ),
    },
    weakKeywords: { en: words('compliance, law, laws'), zh: words('合规') },
    customer: bi(
      'small businesses and individuals who need legal help',
      '需要法律帮助的小企业和个人',
    ),
    problem: bi(
      'legal help is expensive and intimidating, so people sign contracts they do not understand or skip legal protection altogether',
      '法律服务昂贵又让人望而生畏，很多人签了看不懂的合同，或者干脆放弃法律保护',
    ),
    value: bi(
      "It can make routine legal work affordable and understandable for {customer}, at a fraction of a law firm's cost and with more guidance than {competitors}.",
      '它可以让{customer}以律所零头的价格，完成常规法律事务并真正看懂，比{competitors}提供更多指引。',
    ),
    demand: bi(
      'Demand from {customer} is large and mostly unmet (most small legal needs never reach a lawyer), and generative AI is rapidly changing what law firms will buy.',
      '{customer}的需求大且大多未被满足，绝大多数小额法律需求从未找过律师；生成式 AI 也在迅速改变律所的采购方向。',
    ),
    competition: 'medium',
    difficulty: 'medium',
    baseScore: 6.2,
    competitors: [
      competitor(
        'LegalZoom',
        'global',
        ['Well-known brand for DIY legal documents', '自助法律文书的知名品牌'],
        ['Templates with little tailored advice', '以模板为主，缺乏个性化建议'],
      ),
      competitor(
        'Clio',
        'global',
        ['Leading practice-management software for law firms', '律所管理软件的头部产品'],
        ['Serves lawyers, not end clients', '服务律师而非终端客户'],
      ),
      competitor(
        'Harvey',
        'global',
        ['Generative AI built for large law firms', '面向大型律所的生成式 AI'],
        ['Priced for big firms only', '只面向大型律所定价'],
      ),
      competitor(
        bi('Fadada', '法大大'),
        'china',
        [
          'E-signature and contract management with legal validity',
          '具备法律效力的电子签约和合同管理',
        ],
        ['Narrow to signing workflows', '主要集中在签约环节'],
      ),
      competitor(
        bi('Wusong', '无讼'),
        'china',
        ['Case-law search and lawyer collaboration', '案例检索和律师协作'],
        ['Lawyer-facing; limited consumer reach', '面向律师，对普通用户触达有限'],
      ),
    ],
    challenges: [
      bi(
        'Liability and accuracy: a wrong clause or missed deadline has real consequences, so users and lawyers stay cautious about automated legal work.',
        '责任和准确性：一个条款出错或错过时限都会造成真实后果，用户和律师对自动化工具普遍谨慎。',
      ),
      bi(
        'Lawyers are conservative buyers with low tech budgets outside large firms.',
        '律师是保守的买家，除大型律所外技术预算都很有限。',
      ),
    ],
    suggestions: [
      bi(
        'Pick one high-volume, standardised matter (tenancy disputes, freelance contracts, trademark filing) and deliver it end-to-end with a lawyer review option.',
        '选一个高频、标准化的事项（租赁纠纷、自由职业合同、商标注册），端到端交付，并提供律师复核选项。',
      ),
      bi(
        'Partner with a law firm that handles the complex cases you refer, creating a referral channel and a compliance shield.',
        '与律所合作，把复杂案件转介给他们，既形成转介渠道，也构成合规保护。',
      ),
    ],
    risks: [
      risk(
        'compliance',
        'medium',
        ['Unauthorised practice of law', '非律师从事法律服务的执业风险'],
        ['Lawyer review and information-only positioning', '律师复核，定位为信息服务'],
      ),
      risk(
        'technical',
        'medium',
        ['AI drafts with wrong clauses', 'AI 起草出错误条款'],
        ['Clause libraries and human review', '条款库加人工复核'],
      ),
    ],
    channels: ['seo-content', 'partnerships', 'linkedin-outbound', 'online-communities'],
    sides: { supply: bi('lawyers', '律师'), demand: bi('clients', '当事人') },
    nextStep: bi(
      'Interview 10 {customer} and 2 lawyers this week about the last legal issue they faced, what they did and what they paid.',
      '本周访谈 10 位{customer}和 2 位律师，了解对方最近一次遇到的法律问题、怎么处理的、花了多少钱。',
    ),
    regulations: ['legal-advice'],
  },
  {
    id: 'developer-tools',
    name: bi('Developer tools', '开发者工具'),
    keywords: {
      en: words(
        'developer*, api, apis, sdk*, devops, coding, programmer*, github, open source, open-source, debug*, deploy*, ci/cd, code review*, software engineer*, no-code, low-code, database*, kubernetes, observability, testing framework*',
      ),
      zh: words(
        '开发者, 代码, 编程, 开源, 运维, 低代码, 无代码, 接口, 部署, 数据库, 测试工具, 研发效能',
      ),
    },
    weakKeywords: { en: words('code, software, engineer*'), zh: words('软件, 工程师, 程序员') },
    customer: bi('software engineering teams', '软件研发团队'),
    problem: bi(
      'engineers lose hours to slow builds, flaky tests, glue code and tooling that does not fit their workflow',
      '工程师把大量时间浪费在缓慢的构建、不稳定的测试、胶水代码和不顺手的工具上',
    ),
    value: bi(
      'It can save {customer} measurable engineering hours with a tool that fits their existing stack, sharper in scope than platforms like {competitors}.',
      '它可以用贴合现有技术栈的工具为{customer}节省可量化的研发时间，比{competitors}这类大平台更聚焦。',
    ),
    demand: bi(
      'Demand from {customer} is strong where time saved is measurable, and AI coding has opened new categories, but developers expect free tiers and big platforms bundle features fast.',
      '只要节省的时间可量化，{customer}的需求就很强，AI 编程也打开了新品类；但开发者习惯免费试用，大平台又会快速把功能打包进来。',
    ),
    competition: 'high',
    difficulty: 'medium',
    baseScore: 6.5,
    competitors: [
      competitor(
        'GitHub (Copilot)',
        'global',
        ['Where the code lives, with a bundled AI assistant', '代码托管阵地，并捆绑 AI 编程助手'],
        ['Generic; slow to serve niche workflows', '功能通用，对细分流程响应慢'],
      ),
      competitor(
        'GitLab',
        'global',
        ['All-in-one DevOps platform', '一体化 DevOps 平台'],
        ['Complex; breadth over depth', '复杂，广度胜过深度'],
      ),
      competitor(
        'Vercel',
        'global',
        ['Best-in-class front-end deployment experience', '一流的前端部署体验'],
        ['Costs rise quickly at scale', '规模化后成本上升快'],
      ),
      competitor(
        'Cursor',
        'global',
        ['Fast-growing AI-native code editor', '增长迅猛的 AI 原生代码编辑器'],
        ['Fierce competition from model vendors', '面临大模型厂商的直接竞争'],
      ),
      competitor(
        'Gitee',
        'china',
        ['Domestic code hosting for Chinese teams', '服务国内团队的代码托管平台'],
        ['Smaller ecosystem than GitHub', '生态规模小于 GitHub'],
      ),
    ],
    challenges: [
      bi(
        'Bundling risk: {competitors} can ship a similar feature to millions of developers overnight.',
        '被捆绑的风险：{competitors}可能一夜之间向数百万开发者推出类似功能。',
      ),
      bi(
        'Developers adopt bottom-up for free, so turning usage into paid team plans takes deliberate packaging.',
        '开发者自下而上免费采用，要把使用量转化为团队付费，需要精心设计套餐。',
      ),
    ],
    suggestions: [
      bi(
        'Make the first value reachable in five minutes (a CLI or open-source core) and measure weekly active teams, not sign-ups.',
        '让开发者五分钟内获得第一份价值（命令行工具或开源核心），衡量每周活跃团队数，而不是注册数。',
      ),
      bi(
        'Go deep on one ecosystem or pain where {competitors} stay shallow, and charge for team features (SSO, audit, collaboration).',
        '在{competitors}做得浅的某个生态或痛点上做深，对团队功能（单点登录、审计、协作）收费。',
      ),
    ],
    risks: [
      risk(
        'market',
        'high',
        ['Platform vendors replicate the tool', '平台厂商复制该工具'],
        ['Depth, community and integrations', '做深、做社区、做集成'],
      ),
      risk(
        'market',
        'medium',
        ['Free users never convert', '免费用户迟迟不付费'],
        ['Clear team-tier value', '清晰的团队版价值'],
      ),
    ],
    channels: ['developer-communities', 'product-hunt', 'seo-content', 'online-communities'],
    sides: { supply: bi('developers', '开发者'), demand: bi('companies', '企业') },
    nextStep: bi(
      'Ship a rough CLI or script this week and watch 5 engineers from {customer} use it on their own code; note where they get stuck.',
      '本周先做出一个粗糙的命令行工具或脚本，请 5 位来自{customer}的工程师在自己的代码上试用，记录他们卡住的地方。',
    ),
  },
  {
    id: 'cybersecurity',
    name: bi('Cybersecurity', '网络安全'),
    keywords: {
      en: words(
        'cybersecurity, cyber security, cyber insurance, infosec, phishing, password*, malware, ransomware, vulnerabilit*, encrypt*, fraud detection, authentication, zero trust, penetration test*, pentest*, soc 2, hacker*, data breach*',
      ),
      zh: words(
        '网络安全, 信息安全, 数据安全, 密码, 钓鱼, 漏洞, 防火墙, 黑客, 勒索, 安全防护, 等保, 反诈, 数据泄露, 身份认证',
      ),
    },
    weakKeywords: { en: words('security, threat*, breach*'), zh: words('安全') },
    customer: bi(
      'small and mid-sized companies without a security team',
      '没有专职安全团队的中小企业',
    ),
    problem: bi(
      'attacks such as phishing and ransomware hit smaller companies hardest, because they lack the staff and tools that large enterprises have',
      '钓鱼、勒索等攻击对中小企业打击最大，因为它们缺乏大企业那样的安全人员和工具',
    ),
    value: bi(
      'It can give {customer} enterprise-grade protection without a security team, simpler and cheaper than platforms such as {competitors}.',
      '它可以让{customer}在没有安全团队的情况下获得企业级防护，比{competitors}等平台更简单、更便宜。',
    ),
    demand: bi(
      "Demand from {customer} is rising steadily with ransomware, insurance requirements and compliance (SOC 2, China's MLPS 2.0 scheme), and security budgets hold up even in downturns.",
      '随着勒索攻击增多、网络保险和合规要求（SOC 2、等保 2.0）收紧，{customer}的需求稳步上升，安全预算在经济下行时也相对坚挺。',
    ),
    competition: 'high',
    difficulty: 'high',
    baseScore: 6.3,
    competitors: [
      competitor(
        'CrowdStrike',
        'global',
        ['Leading endpoint protection with strong threat intel', '头部终端防护，威胁情报能力强'],
        ['Expensive and complex for small firms', '对小企业来说昂贵且复杂'],
      ),
      competitor(
        'Cloudflare',
        'global',
        [
          'Network security at massive scale with generous free tiers',
          '大规模网络安全服务，免费额度慷慨',
        ],
        ['Does not cover people and process risks', '不覆盖人员和流程风险'],
      ),
      competitor(
        '1Password',
        'global',
        ['Trusted password manager for teams', '团队密码管理的可信品牌'],
        ['Single product category', '产品品类单一'],
      ),
      competitor(
        bi('Qi An Xin', '奇安信'),
        'china',
        ['Government and enterprise security leader', '政企安全领域的领先厂商'],
        ['Focus on large customers', '主要服务大客户'],
      ),
      competitor(
        bi('Sangfor', '深信服'),
        'china',
        ['Broad security and network appliance portfolio', '安全和网络设备产品线齐全'],
        ['Appliance-centric sales model', '以硬件设备销售为主'],
      ),
    ],
    challenges: [
      bi(
        'Trust barrier: buyers hand you their most sensitive systems, so credentials, audits and references matter more than features, and {competitors} have them.',
        '信任门槛高：客户要把最敏感的系统交给你，资质、审计报告和客户案例比功能更重要，而{competitors}都已具备。',
      ),
      bi(
        'Noisy market: small companies struggle to tell products apart and buy only after an incident or a compliance demand.',
        '市场嘈杂：中小企业很难分辨产品差异，往往在出事或被合规要求后才采购。',
      ),
    ],
    suggestions: [
      bi(
        'Anchor on a compliance trigger (cyber-insurance questionnaire, SOC 2, China MLPS 2.0) that forces a purchase, and sell through MSPs or insurers.',
        '围绕一个“必须购买”的合规触发点（网络保险问卷、SOC 2、等保测评）切入，并通过 IT 服务商或保险公司销售。',
      ),
      bi(
        'Get an independent security audit of your own product early; it is the first question buyers will ask.',
        '尽早对自己的产品做独立安全审计，这是客户问的第一个问题。',
      ),
    ],
    risks: [
      risk(
        'technical',
        'high',
        ['Your own product is breached', '自家产品被攻破'],
        ['Secure development lifecycle and external audits', '安全开发流程和外部审计'],
      ),
      risk(
        'market',
        'medium',
        ['Long enterprise sales cycles', '企业销售周期长'],
        ['Channel partners and compliance-driven offers', '渠道合作和合规驱动的方案'],
      ),
    ],
    channels: ['partnerships', 'linkedin-outbound', 'trade-shows', 'seo-content'],
    sides: { supply: bi('security experts', '安全专家'), demand: bi('companies', '企业') },
    nextStep: bi(
      'Interview 8 IT leads at {customer} this week about their last security incident or audit request and what they bought afterwards.',
      '本周访谈 8 位来自{customer}的 IT 负责人，了解最近一次安全事件或审计要求，以及事后采购了什么。',
    ),
  },
  {
    id: 'ai-productivity-saas',
    name: bi('Productivity & workplace software', '办公效率与协作软件'),
    keywords: {
      en: words(
        'productivity, workflow*, meeting*, note-taking, notes, to-do, todo, task management, project management, calendar*, scheduling, collaborat*, knowledge base, documentation, email*, inbox, spreadsheet*, remote work, internal tool*, copilot*, standup*, stand-up*, support ticket*, helpdesk, help desk',
      ),
      zh: words(
        '效率, 办公, 协作, 会议, 笔记, 待办, 日程, 文档, 知识库, 项目管理, 远程办公, 邮件, 表格, 助理',
      ),
    },
    weakKeywords: {
      en: words('automat*, team*, task*, summar*, assistant*'),
      zh: words('自动化, 团队, 总结, 助手'),
    },
    customer: bi('knowledge workers and small teams', '知识工作者和小团队'),
    problem: bi(
      'knowledge workers lose hours to meetings, scattered information and repetitive busywork instead of the work that matters',
      '知识工作者把大量时间耗在会议、分散的信息和重复性杂事上，而不是真正重要的工作',
    ),
    value: bi(
      'It can give {customer} back focused hours by removing one specific chore, which all-purpose suites like {competitors} handle only generically.',
      '它可以通过消除一项具体的杂事，为{customer}找回专注时间，而{competitors}这类全能套件只能泛泛处理。',
    ),
    demand: bi(
      'Demand from {customer} is very broad and AI has reopened the category, but it is the most crowded space in software and incumbents add AI features to products people already pay for.',
      '{customer}的需求极其广泛，AI 又让这个品类重新洗牌；但这是软件行业最拥挤的赛道，巨头正把 AI 功能加进用户已经付费的产品里。',
    ),
    competition: 'high',
    difficulty: 'low',
    baseScore: 6.0,
    competitors: [
      competitor(
        'Notion',
        'global',
        ['Flexible all-in-one workspace with AI built in', '灵活的一体化工作空间，内置 AI'],
        ['Blank-canvas complexity for new users', '对新用户而言过于空白和复杂'],
      ),
      competitor(
        'Microsoft 365 Copilot',
        'global',
        ['AI inside the tools every company already uses', 'AI 内嵌在企业早已在用的办公套件中'],
        ['Expensive add-on; generic results', '附加费用高，效果偏通用'],
      ),
      competitor(
        'Asana',
        'global',
        ['Established work management for teams', '成熟的团队工作管理工具'],
        ['Heavy for small teams', '对小团队来说偏重'],
      ),
      competitor(
        bi('Feishu (Lark)', '飞书'),
        'china',
        ['Integrated docs, chat and meetings with strong AI', '文档、沟通、会议一体化，AI 能力强'],
        ['Ecosystem lock-in; enterprise focus', '生态绑定，偏向企业客户'],
      ),
      competitor(
        bi('DingTalk', '钉钉'),
        'china',
        ['Ubiquitous in Chinese workplaces, backed by Alibaba', '国内职场普及率高，阿里巴巴支持'],
        ['Perceived as a management and control tool', '常被视为管理考勤工具，员工好感度低'],
      ),
    ],
    challenges: [
      bi(
        'Feature, not product: {competitors} can add the same AI feature to tools people already pay for, so a standalone app must own a workflow.',
        '容易沦为“功能”而非“产品”：{competitors}可以把同样的 AI 功能加进用户已付费的工具里，独立产品必须占住一个完整工作流。',
      ),
      bi(
        'Habit switching is hard: people keep their existing tools unless the new one saves time on day one.',
        '改变习惯很难：除非新工具第一天就能节省时间，否则人们会继续用原来的工具。',
      ),
    ],
    suggestions: [
      bi(
        'Own one job for one role (e.g. meeting follow-ups for sales managers, not "productivity") and integrate into {competitors} instead of replacing them.',
        '针对一个岗位的一项具体任务（例如销售经理的会后跟进，而不是泛泛的“效率”），选择接入{competitors}而不是替代它们。',
      ),
      bi(
        'Measure time saved per user per week and put that number on your landing page and pricing.',
        '衡量每位用户每周节省的时间，并把这个数字放在落地页和定价里。',
      ),
    ],
    risks: [
      risk(
        'market',
        'high',
        ['Incumbent suites ship the same feature', '办公套件巨头推出相同功能'],
        ['Vertical depth and proprietary workflow data', '垂直深度和独有的工作流数据'],
      ),
      risk(
        'technical',
        'low',
        ['Integration breakage with third-party tools', '第三方工具集成失效'],
        ['Monitor integrations and keep fallbacks', '监控集成并保留降级方案'],
      ),
    ],
    channels: ['product-hunt', 'seo-content', 'linkedin-outbound', 'short-video'],
    sides: { supply: bi('freelancers', '自由职业者'), demand: bi('teams', '团队') },
    nextStep: bi(
      'Watch 5 {customer} do the task you want to remove this week (screen-share), time it, and count how often it happens.',
      '本周通过屏幕共享观察 5 位{customer}完成你想消除的那项任务，记录耗时和发生频率。',
    ),
  },
  {
    id: 'b2b-sales-marketing',
    name: bi('Sales & marketing tools', '营销与销售工具'),
    keywords: {
      en: words(
        'crm, sales team*, salespeople, leads, lead generation, lead gen, marketing, seo, advertis*, campaign*, outreach, cold email*, email marketing, conversion rate*, customer acquisition, social media management, brand awareness, pipeline',
      ),
      zh: words(
        '营销, 销售, 获客, 客户管理, 私域, 广告投放, 线索, 引流, 转化率, 品牌推广, 直播运营, 社群运营, CRM, 拓客, 外贸, 开发信, 询盘',
      ),
    },
    weakKeywords: { en: words('sales, customers, growth'), zh: words('客户, 推广') },
    customer: bi('small marketing and sales teams', '中小企业的市场和销售团队'),
    problem: bi(
      'small teams struggle to find and convert customers; leads are scattered, follow-ups slip, and ad spend is hard to attribute',
      '小团队很难持续找到并转化客户，线索分散、跟进遗漏，广告花了钱也说不清效果',
    ),
    value: bi(
      'It can bring {customer} more revenue from the same effort with a focused tool, lighter than suites like {competitors}.',
      '它可以用更轻量、更聚焦的工具，让{customer}用同样的投入带来更多收入，而不必使用{competitors}这样的重型套件。',
    ),
    demand: bi(
      'Demand from {customer} is durable because revenue growth is always budgeted, but buyers are flooded with tools and judge them strictly on pipeline and ROI.',
      '增长永远有预算，所以{customer}的需求持续存在；但他们被各种工具包围，只按线索和投入产出比来评判。',
    ),
    competition: 'high',
    difficulty: 'low',
    baseScore: 6.3,
    competitors: [
      competitor(
        'Salesforce',
        'global',
        ['Default enterprise CRM with a vast ecosystem', '企业级 CRM 标杆，生态庞大'],
        ['Expensive and complex for small teams', '对小团队来说昂贵又复杂'],
      ),
      competitor(
        'HubSpot',
        'global',
        ['Inbound marketing plus CRM with a free tier', '集客营销加 CRM，有免费版'],
        ['Costs jump at higher tiers', '高阶版本价格陡增'],
      ),
      competitor(
        'Apollo.io',
        'global',
        ['Large B2B contact database with outreach', 'B2B 联系人数据库加外呼工具'],
        ['Data quality and deliverability issues', '数据质量和邮件送达率问题'],
      ),
      competitor(
        bi('Fxiaoke', '纷享销客'),
        'china',
        ['Mobile CRM popular with Chinese sales teams', '国内销售团队常用的移动 CRM'],
        ['Implementation effort', '实施成本较高'],
      ),
      competitor(
        bi('Youzan', '有赞'),
        'china',
        ['Private-domain commerce and marketing for merchants', '商家私域电商和营销工具'],
        ['Tied to WeChat ecosystem changes', '受微信生态变化影响大'],
      ),
    ],
    challenges: [
      bi(
        'Tool fatigue: buyers already pay for {competitors} and dozens of add-ons, so a new tool must prove incremental revenue quickly.',
        '工具疲劳：客户已经在为{competitors}和一堆插件付费，新工具必须迅速证明能带来增量收入。',
      ),
      bi(
        'Channel rules change often (email deliverability, platform algorithms, WeChat policies), which can break the product overnight.',
        '渠道规则经常变化（邮件送达、平台算法、微信政策），可能让产品一夜失效。',
      ),
    ],
    suggestions: [
      bi(
        'Pick one channel and one customer type (e.g. LinkedIn outreach for IT consultancies) and report revenue influenced, not activity.',
        '选择一个渠道和一类客户（例如 IT 咨询公司的领英拓客），汇报带来的收入，而不是活动量。',
      ),
      bi(
        'Offer a done-for-you pilot first: run the campaign for three customers manually, then automate what worked.',
        '先做“代运营”式试点：为三个客户手动跑通活动，再把有效的部分自动化。',
      ),
    ],
    risks: [
      risk(
        'market',
        'medium',
        ['Crowded category with low switching costs', '品类拥挤，切换成本低'],
        ['Vertical focus and measurable ROI', '垂直聚焦和可量化回报'],
      ),
      risk(
        'compliance',
        'medium',
        ['Anti-spam and data-protection rules (CAN-SPAM, GDPR, PIPL)', '反垃圾邮件和数据保护规定'],
        ['Consent management and opt-outs', '同意管理和退订机制'],
      ),
    ],
    channels: ['linkedin-outbound', 'cold-email', 'seo-content', 'partnerships'],
    sides: { supply: bi('agencies', '代运营服务商'), demand: bi('brands', '品牌方') },
    nextStep: bi(
      'Offer 3 {customer} a free two-week done-for-you pilot this week in exchange for their before-and-after numbers.',
      '本周向 3 家{customer}提供为期两周的免费代运营试点，换取他们使用前后的数据对比。',
    ),
  },
];
