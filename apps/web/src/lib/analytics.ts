import type { AnalyticsEvent } from '@idealens/shared/events';
import { apiRequest } from './api-client.ts';

export type AnalyticsProperties = NonNullable<AnalyticsEvent['properties']>;

/** Short: an event that cannot be delivered quickly is not worth holding a connection for. */
const EVENT_TIMEOUT_MS = 10_000;

/**
 * Records a first-party analytics event (`POST /api/events`). Fire and forget: it returns at
 * once, never throws and never delays what the user is doing; a lost event is acceptable.
 */
export function track(name: string, properties: AnalyticsProperties = {}): void {
  // apiRequest is async: every failure, even one before the request leaves, lands in catch.
  apiRequest('/api/events', {
    method: 'POST',
    body: { name, properties },
    keepalive: true,
    timeoutMs: EVENT_TIMEOUT_MS,
  }).catch(() => {});
}
