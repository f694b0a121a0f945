import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { HEALTH_CHECK_TIMEOUT_MS } from './routes.ts';

describe('GET /api/health', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers 503 naming the part that does not answer in time, without waiting for it', async () => {
    t = await createTestApp({ queueHealthy: () => new Promise<boolean>(() => {}) });
    const started = Date.now();
    const res = await t.app.inject('/api/health');
    const took = Date.now() - started;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'down', database: 'ok', queue: 'down' });
    expect(took).toBeGreaterThanOrEqual(HEALTH_CHECK_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(HEALTH_CHECK_TIMEOUT_MS + 2_000);
  });

  it('answers 503 naming the part whose check fails', async () => {
    t = await createTestApp({ queueHealthy: () => Promise.reject(new Error('queue gone')) });
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'down', database: 'ok', queue: 'down' });
  });
});
