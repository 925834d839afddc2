import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';

describe('health and readiness', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers alive and ready with security headers', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['content-security-policy']).toContain("script-src 'self'");
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    // The embedded counters live in the process: never degraded (a Redis outage is in redis-outage.test.ts).
    expect(ready.json()).toEqual({ status: 'ready', database: ctx.database.kind, cache: 'ok' });
  });

  it('answers 503 on /api/ready when the database is gone', async () => {
    const local = await createTestApp();
    await local.database.close();
    const ready = await local.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', database: local.database.kind, cache: 'ok' });
    await local.app.close();
  });
});
