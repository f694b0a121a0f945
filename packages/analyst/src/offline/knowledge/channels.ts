import type { Channel, ChannelId } from './types.ts';

const CHANNEL_LIST: readonly Channel[] = [
  {
    id: 'seo-content',
    name: { en: 'search-optimised content', zh: '搜索优化内容' },
    market: 'global',
    tip: {
      en: 'write the ten articles that answer the exact questions your customers type into Google',
      zh: '围绕目标客户真实搜索的问题写 10 篇解答型内容（百度、知乎）',
    },
  },
  {
    id: 'app-store',
    name: { en: 'app-store search', zh: '应用商店搜索' },
    market: 'any',
    tip: {
      en: 'pick two long-tail keywords you can rank for and put them in the title and screenshots',
      zh: '选两个能排上去的长尾关键词，写进应用标题和截图',
    },
  },
  {
    id: 'short-video',
    name: { en: 'TikTok and Instagram Reels', zh: '抖音和视频号短视频' },
    market: 'any',
    tip: {
      en: 'post short before/after clips that show the problem being solved, three a week',
      zh: '每周发 3 条展示“问题被解决前后对比”的短视频',
    },
  },
  {
    id: 'xiaohongshu',
    name: { en: 'Xiaohongshu (RED) notes', zh: '小红书种草笔记' },
    market: 'china',
    tip: {
      en: 'seed honest first-person notes with 20 micro-creators in the niche',
      zh: '找 20 位垂类小博主做真实体验笔记，先种草再转化',
    },
  },
  {
    id: 'wechat-private',
    name: { en: 'WeChat groups and private traffic', zh: '微信社群和私域运营' },
    market: 'china',
    tip: {
      en: 'run one WeChat group of early users and convert them with weekly offers',
      zh: '先建一个早期用户微信群，用每周活动完成转化和复购',
    },
  },
  {
    id: 'online-communities',
    name: { en: 'Reddit, Facebook groups and forums', zh: '垂直论坛和兴趣社群' },
    market: 'any',
    tip: {
      en: 'answer questions in the three communities where your customers already ask for help',
      zh: '在目标客户常去的三个社群里持续答疑，建立信任后再推荐产品',
    },
  },
  {
    id: 'product-hunt',
    name: { en: 'Product Hunt and Hacker News launches', zh: 'Product Hunt 和即刻等新品发布社区' },
    market: 'global',
    tip: {
      en: 'launch with a short demo video and a founder comment explaining the exact use case',
      zh: '准备一段简短演示视频，创始人亲自说明具体使用场景',
    },
  },
  {
    id: 'developer-communities',
    name: { en: 'GitHub, Hacker News and developer communities', zh: 'GitHub、掘金等开发者社区' },
    market: 'any',
    tip: {
      en: 'ship a useful open-source piece or free tier that developers can try in five minutes',
      zh: '开源一个有用的组件或提供免费版，让开发者五分钟内跑通',
    },
  },
  {
    id: 'linkedin-outbound',
    name: { en: 'LinkedIn outbound', zh: '领英和脉脉主动触达' },
    market: 'any',
    tip: {
      en: 'message 50 people with the exact job title who own the problem, asking for a 20-minute call',
      zh: '找到 50 位真正负责这个问题的岗位负责人，约 20 分钟访谈',
    },
  },
  {
    id: 'cold-email',
    name: { en: 'targeted cold email', zh: '精准陌拜和电话销售' },
    market: 'any',
    tip: {
      en: 'send short, personal emails that quote a measurable cost of the problem',
      zh: '用一句可量化的损失（时间或金钱）开场，做精准陌拜',
    },
  },
  {
    id: 'partnerships',
    name: { en: 'channel partnerships', zh: '渠道合作' },
    market: 'any',
    tip: {
      en: 'partner with one organisation that already serves your customers and share revenue',
      zh: '和一个已经服务目标客户的机构合作分成，借用其信任和流量',
    },
  },
  {
    id: 'trade-shows',
    name: { en: 'trade shows and industry associations', zh: '行业展会和协会' },
    market: 'any',
    tip: {
      en: 'book meetings before the show and bring a live demo with a pilot offer',
      zh: '展会前先约好会面，现场用真实演示加试点方案促成合作',
    },
  },
  {
    id: 'referrals',
    name: { en: 'referral programme', zh: '老带新裂变' },
    market: 'any',
    tip: {
      en: 'reward both the referrer and the new customer once the new customer gets value',
      zh: '新用户真正用起来后，给邀请人和新用户双向奖励',
    },
  },
  {
    id: 'influencers',
    name: { en: 'niche creators and influencers', zh: '垂类达人和 KOL 合作' },
    market: 'any',
    tip: {
      en: 'pay ten micro-creators per result (code or link) instead of one big name per post',
      zh: '与其找一个头部达人，不如按效果付费合作 10 个腰部达人',
    },
  },
  {
    id: 'local-offline',
    name: { en: 'local, in-person outreach', zh: '线下地推' },
    market: 'any',
    tip: {
      en: 'win one neighbourhood first with flyers, pop-ups and face-to-face sign-ups',
      zh: '先用地推、快闪和面对面注册拿下一个街区或小区',
    },
  },
  {
    id: 'crowdfunding',
    name: { en: 'Kickstarter or Indiegogo crowdfunding', zh: '众筹（摩点、京东众筹）' },
    market: 'any',
    tip: {
      en: 'use a pre-order campaign to prove demand before paying for tooling',
      zh: '先用众筹预售验证需求，再投入开模和量产',
    },
  },
  {
    id: 'retail-marketplaces',
    name: { en: 'Amazon and Etsy listings', zh: '天猫、京东和抖音小店' },
    market: 'any',
    tip: {
      en: 'start with one hero product listing and optimise reviews and photos before widening the range',
      zh: '先做一个爆款单品，打磨评价和主图，再扩充品类',
    },
  },
  {
    id: 'schools',
    name: { en: 'schools, teachers and parent groups', zh: '学校、老师和家长群' },
    market: 'any',
    tip: {
      en: 'give five teachers free classroom access and let them bring the parents',
      zh: '先免费给 5 位老师在班级里使用，再由老师带动家长',
    },
  },
  {
    id: 'clinics',
    name: { en: 'clinic and care-provider partnerships', zh: '医院、诊所和护理机构合作' },
    market: 'any',
    tip: {
      en: 'pilot with one clinic whose staff can recommend you to patients',
      zh: '先与一家诊所或机构试点，由医护人员向患者推荐',
    },
  },
  {
    id: 'employers',
    name: { en: 'employer benefit programmes', zh: '企业员工福利采购' },
    market: 'any',
    tip: {
      en: 'sell to HR as a benefit so the employer pays and employees adopt',
      zh: '作为员工福利卖给企业 HR，由企业买单、员工使用',
    },
  },
  {
    id: 'paid-search',
    name: { en: 'paid search ads', zh: '搜索和信息流广告' },
    market: 'any',
    tip: {
      en: 'spend a small test budget on high-intent keywords and measure cost per paying customer',
      zh: '用小预算投放高意向关键词，算清获取一个付费用户的成本',
    },
  },
];

export const CHANNELS: ReadonlyMap<ChannelId, Channel> = new Map(
  CHANNEL_LIST.map((c) => [c.id, c]),
);
