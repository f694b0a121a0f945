import type { BriefReading } from '@idealens/shared/brief';

/** What `POST /api/analysis/brief` answers for the home form's meal-planner idea in web tests. */
export const MEAL_PLANNER_READING: BriefReading = {
  brief: {
    summary: 'A meal-planning app for busy families.',
    industry: { id: 'pets', name: 'Pets', subNiche: null, confidence: 'medium' },
    users: { description: 'busy parents', kind: 'consumers', confidence: 'high' },
    payer: { description: 'the parents', kind: 'users', confidence: 'medium' },
    revenueModel: { kind: 'subscription', description: 'monthly', confidence: 'high' },
    delivery: { kinds: ['software'], confidence: 'high' },
    region: { code: 'global', name: 'Global', stated: false, confidence: 'low' },
    regulatedDomains: [],
    redFlags: [],
    unknowns: [],
  },
  questions: [],
  plan: [{ area: 'competitors', query: 'meal planning apps' }],
};
