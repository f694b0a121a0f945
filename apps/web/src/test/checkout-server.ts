import type { PaymentSessionDetail } from '@idealens/shared/payments';
import type { UserProfile } from '@idealens/shared/user';
import { TEST_USER } from './auth-double.tsx';
import type { StubReply } from './fetch-stub.ts';

/** Contract-shaped answers of the user and payment endpoints, for the pricing and profile tests. */

export type ProfilePlan = UserProfile['data']['plan'];

export const FREE_PLAN: ProfilePlan = { tier: 'free', billingPeriod: null, currentPeriodEnd: null };

export function profileReply(plan: ProfilePlan = FREE_PLAN): StubReply {
  return {
    body: {
      success: true,
      data: {
        id: TEST_USER.id,
        email: TEST_USER.email,
        name: TEST_USER.name,
        picture: null,
        plan,
        createdAt: '2026-01-05T10:00:00.000Z',
      },
    } satisfies UserProfile,
  };
}

export function pointsReply(analysisPoints: number): StubReply {
  return {
    body: {
      success: true,
      data: { analysisPoints, totalPointsEarned: analysisPoints, totalPointsUsed: 0 },
    },
  };
}

export const CHECKOUT_URL = 'http://localhost/checkout/sandbox/cs_test_1';

export function createdSessionReply(url = CHECKOUT_URL): StubReply {
  return { body: { success: true, data: { session: { id: 'cs_test_1', url } } } };
}

export function sessionDetailReply(
  overrides: Partial<PaymentSessionDetail['data']> = {},
): StubReply {
  return {
    body: {
      success: true,
      data: {
        id: 'cs_test_1',
        status: 'open',
        plan: 'Pro',
        billingPeriod: 'annual',
        amount: 13188,
        currency: 'USD',
        pointsGranted: null,
        ...overrides,
      },
    } satisfies PaymentSessionDetail,
  };
}
