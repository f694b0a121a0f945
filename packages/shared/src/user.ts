import { z } from 'zod';

/** 401 codes of the API (ARCHITECTURE.md §7); the web app drops its stored token on each. */
export const AuthErrorCode = {
  MISSING_AUTH_HEADER: 'MISSING_AUTH_HEADER',
  INVALID_TOKEN: 'INVALID_TOKEN',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
} as const;
export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];

export const planTierSchema = z.enum(['free', 'basic', 'premium', 'pro']);
export type PlanTierValue = z.infer<typeof planTierSchema>;

export const userProfileSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      /** The identity provider's `sub`. */
      id: z.string(),
      email: z.string().nullable(),
      name: z.string().nullable(),
      picture: z.string().nullable(),
      plan: z.object({
        tier: planTierSchema,
        billingPeriod: z.enum(['monthly', 'annual']).nullable(),
        currentPeriodEnd: z.string().nullable(),
      }),
      createdAt: z.string(),
    }),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userPointsSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      analysisPoints: z.number().int(),
      totalPointsEarned: z.number().int(),
      totalPointsUsed: z.number().int(),
    }),
  })
  .meta({ id: 'UserPoints' });
export type UserPoints = z.infer<typeof userPointsSchema>;

export const pointsCheckQuerySchema = z.object({
  points: z.coerce.number().int().min(1).max(1000).default(1),
});

export const pointsCheckSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      hasEnough: z.boolean(),
      currentPoints: z.number().int(),
      requiredPoints: z.number().int(),
    }),
  })
  .meta({ id: 'PointsCheck' });
export type PointsCheck = z.infer<typeof pointsCheckSchema>;

/** Where the web app signs in; served by the API so one build works with any provider. */
export const identityConfigSchema = z
  .object({
    /** The Logto SDK's `endpoint`: discovery is at `{endpoint}/oidc/.well-known/openid-configuration`. */
    endpoint: z.string(),
    appId: z.string(),
    /** The API resource to ask access tokens for. */
    resource: z.string(),
    /** Whether this is the built-in development provider. */
    builtIn: z.boolean(),
  })
  .meta({ id: 'IdentityConfig' });
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
