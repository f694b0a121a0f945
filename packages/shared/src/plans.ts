/**
 * Paid plans, prices and allowances (spec §9). Shared by the web (pricing page) and the server
 * (payment sessions), so the amount a user sees is the amount they are charged.
 */

export const PLAN_NAMES = ['Basic', 'Pro', 'Max'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** The planType sent with a payment session request, e.g. `Pro_annual`. */
export type PlanType = `${PlanName}_${BillingPeriod}`;

/** Internal subscription tier a plan grants (the names differ from the marketing names). */
export type PlanTier = 'basic' | 'premium' | 'pro';

/**
 * Capabilities beyond the monthly allowance of in-depth analyses. `pdf_excel_export`: a report
 * downloads as PDF and Excel (Markdown and JSON are every signed-in user's).
 */
export type PlanCapability = 'pdf_excel_export' | 'api_access' | 'team_tools';

export type Plan = {
  readonly name: PlanName;
  /** USD per month when billed monthly. */
  readonly monthlyPrice: number;
  /** USD per month when billed annually (charged as 12 × this). */
  readonly annualPrice: number;
  readonly tier: PlanTier;
  /** In-depth (deep) analyses included per month. */
  readonly monthlyAllowance: number;
  /** Whether the allowance is a floor rather than a cap ("150+"). */
  readonly allowanceIsMinimum: boolean;
  readonly capabilities: readonly PlanCapability[];
  /** Shown as "Most Popular". */
  readonly featured: boolean;
};

export const CURRENCY = 'USD';

/** In-depth analyses per month on the free plan (no credit card required). */
export const FREE_MONTHLY_ALLOWANCE = 2;

export const PLANS: Readonly<Record<PlanName, Plan>> = {
  Basic: {
    name: 'Basic',
    monthlyPrice: 8.99,
    annualPrice: 5.9,
    tier: 'basic',
    monthlyAllowance: 10,
    allowanceIsMinimum: false,
    capabilities: [],
    featured: false,
  },
  Pro: {
    name: 'Pro',
    monthlyPrice: 12.99,
    annualPrice: 10.99,
    tier: 'premium',
    monthlyAllowance: 30,
    allowanceIsMinimum: false,
    capabilities: ['pdf_excel_export'],
    featured: true,
  },
  Max: {
    name: 'Max',
    monthlyPrice: 24.99,
    annualPrice: 20.99,
    tier: 'pro',
    monthlyAllowance: 150,
    allowanceIsMinimum: true,
    capabilities: ['pdf_excel_export', 'api_access', 'team_tools'],
    featured: false,
  },
};

/** Monthly in-depth analysis allowance for every plan, the free one included. */
export const MONTHLY_ALLOWANCES: Readonly<Record<'Free' | PlanName, number>> = {
  Free: FREE_MONTHLY_ALLOWANCE,
  Basic: PLANS.Basic.monthlyAllowance,
  Pro: PLANS.Pro.monthlyAllowance,
  Max: PLANS.Max.monthlyAllowance,
};

export function isPlanName(value: string): value is PlanName {
  return (PLAN_NAMES as readonly string[]).includes(value);
}

export function isBillingPeriod(value: string): value is BillingPeriod {
  return (BILLING_PERIODS as readonly string[]).includes(value);
}

export function toPlanType(plan: PlanName, period: BillingPeriod): PlanType {
  return `${plan}_${period}`;
}

/** Parses `{PlanName}_{monthly|annual}`; anything else throws `unknown plan type`. */
export function parsePlanType(value: string): {
  plan: PlanName;
  period: BillingPeriod;
  planType: PlanType;
} {
  const parts = value.split('_');
  const [plan, period] = parts;
  if (parts.length !== 2 || !plan || !period || !isPlanName(plan) || !isBillingPeriod(period)) {
    throw new Error('unknown plan type');
  }
  return { plan, period, planType: toPlanType(plan, period) };
}

/** Price per month for the period, in cents. */
export function monthlyPriceCents(plan: PlanName, period: BillingPeriod): number {
  const { monthlyPrice, annualPrice } = PLANS[plan];
  return Math.round((period === 'annual' ? annualPrice : monthlyPrice) * 100);
}

/** Amount charged up front, in cents: one month, or twelve months at the annual rate. */
export function planAmountCents(plan: PlanName, period: BillingPeriod): number {
  const { monthlyPrice, annualPrice } = PLANS[plan];
  return period === 'annual' ? Math.round(annualPrice * 12 * 100) : Math.round(monthlyPrice * 100);
}

/** Whole-percent saving of annual over monthly billing across a year. */
export function annualSavingPercent(plan: PlanName): number {
  const yearMonthly = planAmountCents(plan, 'monthly') * 12;
  const yearAnnual = planAmountCents(plan, 'annual');
  return Math.round(((yearMonthly - yearAnnual) / yearMonthly) * 100);
}

export function planTier(plan: PlanName): PlanTier {
  return PLANS[plan].tier;
}

/** The plan a subscription tier comes from (basic → Basic, premium → Pro, pro → Max); free has none. */
export function planNameForTier(tier: string): PlanName | null {
  return PLAN_NAMES.find((name) => PLANS[name].tier === tier) ?? null;
}

/**
 * Whether the plan in force includes a capability, by its tier as the profile gives it
 * (`free`, `basic`, `premium` or `pro`): the free plan includes none. Server and web ask this
 * one question, so a button is offered exactly where the API allows it.
 */
export function tierIncludes(tier: string, capability: PlanCapability): boolean {
  const plan = planNameForTier(tier);
  return plan !== null && PLANS[plan].capabilities.includes(capability);
}

/** The plans that include a capability, cheapest first: Pro and Max for PDF and Excel export. */
export function plansIncluding(capability: PlanCapability): PlanName[] {
  return PLAN_NAMES.filter((name) => PLANS[name].capabilities.includes(capability));
}
