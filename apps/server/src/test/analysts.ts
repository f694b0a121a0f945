import { type Analyst, createAnalyst } from '@idealens/analyst/analyst';

/**
 * The analyst for tests of what happens around an analysis (points, reports, task lists), not of
 * the analysis itself: the real offline analyst. Tests never read its content directly; they
 * compare what was stored with what the analyst returned, so any valid analyst serves here.
 */
export function testAnalyst(): Analyst {
  return createAnalyst({ engine: 'offline' });
}
