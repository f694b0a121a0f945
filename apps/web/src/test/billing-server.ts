import type {
  BillingOverview,
  BillingSubscription,
  PaymentList,
  PaymentRecord,
  PointsEntry,
  PointsHistory,
  Receipt,
  SwitchPlanResponse,
  SwitchQuote,
} from '@idealens/shared/billing';
import { TEST_USER } from './auth-double.tsx';
import type { StubReply, StubRequest } from './mock-routes.ts';

/** Contract-shaped answers of the billing endpoints (issue 22), for the pricing, profile and receipt tests. */

export const PRO_ANNUAL_SUBSCRIPTION: BillingSubscription = {
  plan: 'Pro',
  billingPeriod: 'annual',
  planType: 'Pro_annual',
  status: 'active',
  currentPeriodStart: '2026-03-05T12:00:00.000Z',
  currentPeriodEnd: '2027-03-05T12:00:00.000Z',
  renews: true,
  provider: 'sandbox',
};

export function billingReply(subscription: BillingSubscription | null = null): StubReply {
  return { body: { success: true, data: { subscription } } satisfies BillingOverview };
}

export function quoteReply(overrides: Partial<SwitchQuote> = {}): StubReply {
  return {
    body: {
      success: true,
      data: {
        planType: 'Max_annual',
        plan: 'Max',
        billingPeriod: 'annual',
        price: 25188,
        credit: 6594,
        amount: 18594,
        forfeited: 0,
        currency: 'USD',
        ...overrides,
      },
    },
  };
}

export const SWITCH_CHECKOUT_URL = 'http://localhost/checkout/sandbox/cs_switch_1';

export function switchReply(quote: Partial<SwitchQuote> = {}): StubReply {
  const { body } = quoteReply(quote) as { body: { data: SwitchQuote } };
  return {
    body: {
      success: true,
      data: { session: { id: 'cs_switch_1', url: SWITCH_CHECKOUT_URL }, quote: body.data },
    } satisfies SwitchPlanResponse,
  };
}

export function payment(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id: 'pay_1',
    kind: 'purchase',
    paidAt: '2026-03-05T12:00:00.000Z',
    plan: 'Pro',
    billingPeriod: 'annual',
    amount: 13188,
    credit: 0,
    currency: 'USD',
    provider: 'sandbox',
    providerReference: 'cs_test_1',
    pointsGranted: 30,
    ...overrides,
  };
}

/** The page of `all` that the request asks for (`page`, `pageSize`), as the server pages them. */
function pageOf<T>(all: readonly T[], request: StubRequest) {
  const page = Number(request.url.searchParams.get('page') ?? 1);
  const pageSize = Number(request.url.searchParams.get('pageSize') ?? 10);
  return {
    items: all.slice((page - 1) * pageSize, page * pageSize),
    total: all.length,
    page,
    pageSize,
  };
}

export function paymentsRoute(all: readonly PaymentRecord[]) {
  return (request: StubRequest): StubReply => ({
    body: { success: true, data: pageOf(all, request) } satisfies PaymentList,
  });
}

export function pointsEntry(overrides: Partial<PointsEntry> = {}): PointsEntry {
  return {
    id: 'pts_1',
    at: '2026-11-01T08:00:00.000Z',
    delta: 2,
    reason: 'grant',
    source: { kind: 'free_allowance', month: '2026-11' },
    ...overrides,
  };
}

export function pointsHistoryRoute(all: readonly PointsEntry[]) {
  return (request: StubRequest): StubReply => ({
    body: { success: true, data: pageOf(all, request) } satisfies PointsHistory,
  });
}

export function receiptReply(overrides: Partial<PaymentRecord> = {}): StubReply {
  return {
    body: {
      success: true,
      data: {
        payment: payment(overrides),
        customer: { name: TEST_USER.name, email: TEST_USER.email },
        number: 'IL-2026-000042',
      },
    } satisfies Receipt,
  };
}

export const PAYMENT_NOT_FOUND: StubReply = {
  status: 404,
  body: { error: 'Not Found', message: 'No such payment.', code: 'PAYMENT_NOT_FOUND' },
};
