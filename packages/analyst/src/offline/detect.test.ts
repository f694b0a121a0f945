import { describe, expect, it } from 'vitest';
import { detectSignals } from './detect.ts';

const industryOf = (idea: string) => detectSignals(idea).industry.id;
const modelsOf = (idea: string) => detectSignals(idea).models.map((m) => m.model.id);
const regulationsOf = (idea: string) => detectSignals(idea).regulations.map((r) => r.domain.id);

describe('industry detection', () => {
  it.each([
    ['A subscription box of healthy treats for dogs', 'pets'],
    [
      'A subscription box of healthy snacks for remote workers, curated by nutritionists',
      'snacks-beverages',
    ],
    ['A nutrition coaching app with weekly check-ins from a dietitian', 'fitness-wellness'],
    ['A diet app that counts calories from a photo of your plate', 'fitness-wellness'],
    // Renting alone is not property: camping gear is outdoor equipment.
    ['A marketplace for renting camping gear from neighbours', 'sports-outdoors'],
    ['Electric cargo bike rental for small delivery businesses', 'micromobility'],
    ['An app that helps tenants split utility bills with roommates', 'real-estate-proptech'],
    ['Software for dentists to automate appointment reminders', 'dental-care'],
    ['Personalized vitamin packs based on a blood test', 'health-medtech'],
    ['A meditation app for nurses working night shifts', 'mental-health'],
    ['A Slack bot that runs daily standups asynchronously', 'ai-productivity-saas'],
    ['A tool that turns customer support tickets into roadmap insights', 'ai-productivity-saas'],
    ['A carbon footprint tracker for small e-commerce shops', 'carbon-accounting'],
    ['Smart water bottle that reminds office workers to drink', 'hardware-iot'],
    ['A loyalty app for independent coffee shops', 'food-delivery-restaurants'],
    ['面向独立咖啡馆的会员积分系统', 'food-delivery-restaurants'],
    ['用AI帮助外贸小公司写开发信', 'b2b-sales-marketing'],
    ['Wedding planning app that tracks budget and vendors', 'weddings'],
    [
      'Online platform for booking local cooking classes taught by grandmothers',
      'events-experiences',
    ],
    ['为新人提供一站式备婚服务的小程序', 'weddings'],
    ['An app that helps people with ADHD plan their day', 'mental-health'],
    ['Sustainable packaging made from seaweed for restaurants', 'sustainable-packaging'],
    ['A platform for renting out unused commercial kitchens', 'ghost-kitchens'],
    ['针对程序员的颈椎健康App', 'health-medtech'],
    ['为程序员打造的代码审查工具', 'developer-tools'],
    ['面向餐饮门店的兼职招聘平台', 'hr-recruiting'],
    ['A cold brew coffee brand sold in supermarkets', 'food-beverage-products'],
    ['宠物洗护上门服务', 'pets'],
    ['An app that helps restaurants cut food waste', 'food-delivery-restaurants'],
    ['帮助外卖商家管理订单', 'food-delivery-restaurants'],
    ['An app that plans family dinners from the fridge contents', 'grocery-group-buying'],
    ['Meal planning for families from what is in the pantry', 'grocery-group-buying'],
    ['A nanny-sharing app for families with toddlers', 'childcare-booking'],
    ['A platform for landlords to collect rent', 'property-management'],
    ['面向中小企业的发票管理工具', 'accounting-back-office'],
    ['Language learning with AI conversation partners for adults', 'language-learning'],
    ['Recruiting software that screens CVs for hiring managers', 'hr-recruiting'],
    ['光伏电站运维的数据平台', 'solar-energy'],
  ])('%s → %s', (idea, industry) => {
    expect(industryOf(idea)).toBe(industry);
  });

  it('lists the keywords behind each industry', () => {
    const [first] = detectSignals('A marketplace for dog walkers and pet sitters').industries;
    expect(first?.industry.id).toBe('pet-sitting-walking');
    expect(first?.industry.parent).toBe('pets');
    expect(first?.matched).toEqual(expect.arrayContaining(['dog*', 'pet sitt*']));
  });

  it('breaks a tie in keyword weight by which industry the idea names first', () => {
    expect(industryOf('A smart water bottle with a sensor that reminds you to stay hydrated')).toBe(
      'hardware-iot',
    );
    expect(industryOf('Guided breathing for anxiety, with gentle exercise')).toBe('mental-health');
  });

  it('lets a Chinese compound of one industry hide the shorter keyword of another inside it', () => {
    // 植物工厂 (indoor farming) holds 工厂 (manufacturing): the whole word is read.
    expect(industryOf('在城郊租厂房做植物工厂，给沙拉店按订单种生菜')).toBe('indoor-farming');
  });

  it('falls back to the general industry when nothing matches', () => {
    const signals = detectSignals('A machine that folds paper cranes for origami clubs');
    expect(signals.industry.id).toBe('general');
    expect(signals.industryConfidence).toBe(0);
  });
});

describe('business models', () => {
  it('finds a marketplace from the two sides the idea connects, and names them', () => {
    const signals = detectSignals('An app connecting busy dog owners with vetted dog walkers');
    expect(signals.models.map((m) => m.model.id)).toContain('marketplace');
    expect(signals.sides).toEqual({ supply: 'vetted dog walkers', demand: 'busy dog owners' });
  });

  it('does not read a connected gadget as a marketplace', () => {
    expect(modelsOf('A lamp that connects to your phone over bluetooth')).not.toContain(
      'marketplace',
    );
  });

  it('does not treat 社区团购 as an online community', () => {
    const models = modelsOf('社区团购平台，小区居民次日自提');
    expect(models).toContain('marketplace');
    expect(models).not.toContain('community');
    expect(modelsOf('面向宝妈的育儿交流社区')).toContain('community');
  });

  it('implies hardware for hardware ideas, and drops the consumer-app model for B2B software', () => {
    expect(modelsOf('智能手环监测老人跌倒')).toContain('hardware');
    expect(modelsOf('A mobile app for small businesses to track invoices')).toEqual(['b2b']);
    expect(modelsOf('A mobile app to track your own workouts')).toContain('mobile-app');
  });

  it('spots AI, subscriptions and B2B in either language', () => {
    expect(modelsOf('一个基于大模型的企业知识库订阅服务')).toEqual(
      expect.arrayContaining(['ai', 'b2b', 'subscription']),
    );
    expect(modelsOf('An AI copilot for enterprise sales teams, billed per seat')).toEqual(
      expect.arrayContaining(['ai', 'b2b', 'subscription']),
    );
  });
});

describe('regulated domains', () => {
  it('finds health, finance, children and personal data', () => {
    expect(regulationsOf('An app that stores patient health records')).toContain('health');
    expect(regulationsOf('Instant loans for gig workers')).toContain('finance');
    expect(regulationsOf('A drawing app for kids')).toContain('minors');
    expect(regulationsOf('A service that uses facial recognition in shops')).toContain(
      'personal-data',
    );
    expect(regulationsOf('无人机航拍服务平台')).toContain('drones');
  });

  it('applies tutoring rules only when the learners are minors', () => {
    expect(regulationsOf('Homework tutoring for kids')).toEqual(
      expect.arrayContaining(['minors', 'minors-education']),
    );
    expect(regulationsOf('GMAT and GRE exam prep tutoring for college graduates')).not.toContain(
      'minors-education',
    );
  });

  it('raises severity where the market is stricter and sorts the most severe first', () => {
    const china = detectSignals('中小学生课外作业辅导App').regulations;
    expect(china.find((r) => r.domain.id === 'minors-education')?.severity).toBe('high');
    expect(china[0]?.severity).toBe('high');
    const us = detectSignals('Homework tutoring app for kids in the US').regulations;
    expect(us.find((r) => r.domain.id === 'minors-education')?.severity).toBe('medium');
  });

  it('adds the rules an industry always implies', () => {
    const crypto = detectSignals('A DeFi yield dashboard');
    expect(crypto.industry.id).toBe('crypto-web3');
    expect(crypto.regulations.map((r) => r.domain.id)).toContain('crypto');
    expect(crypto.regulations.find((r) => r.domain.id === 'crypto')?.matched).toContain('defi');
  });
});

describe('customer', () => {
  it.each([
    ['An app for independent gym owners to predict member churn', 'independent gym owners'],
    ['Budgeting for freelancers who struggle with taxes', 'freelancers'],
    ['A mobile app for people with anxiety', 'people with anxiety'],
    ['Meal kits for a busy mom', 'busy moms'],
    ['A dating app for singles over 50', 'singles over 50'],
    [
      'A platform for retired engineers with small manufacturers that need automation help',
      'retired engineers',
    ],
    ['A tool that helps Shopify merchants write product descriptions', 'Shopify merchants'],
    ['Onboarding checklists for HR teams', 'HR teams'],
    // Shouted in a heading: the group is written as it would be said.
    ['NOTICE TO LANDLORDS: we are launching a repair-booking app for LANDLORDS', 'landlords'],
    ['Freelancers lose hours to invoicing. A tool for freelancers to send invoices', 'freelancers'],
    ['An app that matches dog owners with neighbours who walk dogs', 'dog owners'],
    ['Support groups for people with disabilities', 'people with disabilities'],
    ['A platform connecting homeowners with local solar installers', 'homeowners'],
    ['AI resume builder for new graduates', 'graduates'],
    ['A language exchange app pairing retirees with students', 'retirees'],
    ['A tool that checks contracts for risky clauses for small businesses', 'small businesses'],
    ['An app for working parents to share school runs', 'working parents'],
    ['面向老年人的远程问诊服务', '老年人'],
    ['为独立健身房老板提供会员流失预警的SaaS工具', '独立健身房老板'],
    ['帮宠物主人找到靠谱的遛狗师', '宠物主人'],
  ])('%s → %s', (idea, customer) => {
    const signals = detectSignals(idea);
    expect(signals.customer).toBe(customer);
    expect(signals.cues.namedCustomer).toBe(true);
  });

  it('counts children as a clear target but writes to the paying parents', () => {
    const signals = detectSignals('An AI tutoring app for kids');
    expect(signals.cues.namedCustomer).toBe(true);
    expect(signals.customer).toBeUndefined();
  });

  it('does not take an indirect object for the customer', () => {
    expect(detectSignals('一款记录血压数据并同步给医生的健康管理App').customer).toBeUndefined();
  });

  it('treats "everyone" as no customer at all', () => {
    const signals = detectSignals('A social app for everyone to share recipes');
    expect(signals.cues.namedCustomer).toBe(false);
    expect(signals.cues.everyone).toContain('everyone');
  });

  it('knows when the named group is not the buyer', () => {
    expect(detectSignals('A job board for nurses').customerIsBuyer).toBe(false);
    expect(detectSignals('An applicant tracking system for small businesses').customerIsBuyer).toBe(
      true,
    );
  });

  it('switches to the business angle when the idea sells to businesses in a consumer industry', () => {
    expect(detectSignals('Churn alerts for gym owners').angle?.customer.en).toMatch(/gym/);
    expect(detectSignals('A grading assistant for teachers').angle?.customer.en).toMatch(
      /teachers/,
    );
    expect(detectSignals('A home workout app').angle).toBeUndefined();
  });
});

describe('text cues', () => {
  it('marks short or hype-only ideas as vague', () => {
    expect(detectSignals('A fitness app').cues.vague).toBe(true);
    expect(detectSignals('健身App').cues.vague).toBe(true);
    expect(detectSignals('A revolutionary super app that disrupts everything').cues.vague).toBe(
      true,
    );
    expect(
      detectSignals(
        'An app for independent gym owners that predicts which members are about to cancel',
      ).cues.vague,
    ).toBe(false);
  });

  it('flags AI without a problem or customer', () => {
    expect(
      detectSignals('An AI-powered platform leveraging machine learning').cues.aiWithoutProblem,
    ).toBe(true);
    expect(
      detectSignals('AI that helps radiologists who struggle with backlogs').cues.aiWithoutProblem,
    ).toBe(false);
  });

  it('finds pain, B2B return, global ambition and a local niche', () => {
    const b2b = detectSignals(
      'Invoice automation for small businesses that saves 10 hours a month',
    );
    expect(b2b.cues.b2bRoi).toBe(true);
    expect(detectSignals('Helps nurses who waste hours on paperwork').cues.pain).toEqual(
      expect.arrayContaining(['waste*']),
    );
    expect(
      detectSignals('A global platform for travellers worldwide').cues.global.length,
    ).toBeGreaterThan(0);
    expect(detectSignals('Dog walking in my neighbourhood in Austin').cues.local).toEqual(
      expect.arrayContaining(['neighbourhood*', 'austin']),
    );
  });

  it('reads the market from the language and explicit mentions', () => {
    expect(detectSignals('社区团购平台').market).toBe('china');
    expect(detectSignals('A WeChat mini program for tea shops').market).toBe('china');
    expect(detectSignals('面向美国华人的外卖平台').market).toBe('global');
    expect(detectSignals('A food delivery app').market).toBe('global');
  });

  it('detects the language the idea is written in', () => {
    expect(detectSignals('一个AI app帮助 small restaurants 管理外卖订单').ideaLanguage).toBe(
      'zh-CN',
    );
    expect(detectSignals('A Chinese 宠物 product for cats').ideaLanguage).toBe('en-US');
  });
});
