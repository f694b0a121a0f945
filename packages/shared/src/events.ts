import { z } from 'zod';

/** A first-party analytics event (`POST /api/events`): small, flat and never required for the UI. */
export const analyticsEventSchema = z
  .object({
    name: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'must be snake_case, at most 64 characters'),
    properties: z
      .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
      .refine((value) => Object.keys(value).length <= 20, 'at most 20 properties')
      .default({}),
  })
  .strict()
  .meta({ id: 'AnalyticsEvent' });

export type AnalyticsEvent = z.input<typeof analyticsEventSchema>;

export const analyticsEventAcceptedSchema = z.object({ accepted: z.literal(true) });
