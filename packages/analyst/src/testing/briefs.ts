import type { Brief } from '@idealens/shared/brief';

/** Briefs the tests start from (spread and override what a test is about). */

/** A dog-walking marketplace in Austin: nothing regulated. */
export const dogWalkingBrief: Brief = {
  summary: 'A marketplace app that matches Austin dog owners with vetted walkers.',
  industry: {
    id: 'pets',
    name: 'Pets',
    subNiche: { id: 'dog-walking', name: 'Dog walking' },
    confidence: 'high',
  },
  users: { description: 'Busy dog owners', kind: 'consumers', confidence: 'high' },
  payer: { description: 'The dog owners', kind: 'users', confidence: 'medium' },
  revenueModel: { kind: 'commission', description: 'A cut of each walk', confidence: 'medium' },
  delivery: { kinds: ['marketplace'], confidence: 'high' },
  region: { code: 'us', name: 'Austin', stated: true, confidence: 'high' },
  regulatedDomains: [],
  redFlags: [],
  unknowns: [],
};

/** Stock-ordering software for small restaurants, sold worldwide: nothing that moves the weights. */
export const restaurantSoftwareBrief: Brief = {
  summary: 'Stock-ordering software for small restaurants.',
  industry: { id: 'restaurants', name: 'Restaurants', subNiche: null, confidence: 'high' },
  users: { description: 'Restaurant owners', kind: 'businesses', confidence: 'high' },
  payer: { description: 'The owners', kind: 'businesses', confidence: 'medium' },
  revenueModel: { kind: 'subscription', description: 'A monthly plan', confidence: 'low' },
  delivery: { kinds: ['software'], confidence: 'high' },
  region: { code: 'global', name: 'Worldwide', stated: false, confidence: 'low' },
  regulatedDomains: [],
  redFlags: [],
  unknowns: [],
};
