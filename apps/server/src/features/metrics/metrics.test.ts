import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';

describe('GET /metrics', () => {
  it('answers Prometheus text with request timings, scan and mail counters', async () => {
    const ctx = await createTestApp();
    try {
      await ctx.app.inject({ method: 'GET', url: '/api/public/plans' });
      const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/plain/);
      expect(response.body).toContain(
        'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/public/plans",status="200"}',
      );
      for (const name of [
        'nfc_scans_recorded_total',
        'nfc_scan_queue_depth',
        'nfc_mails_sent_total',
        'nfc_mails_failed_total',
        'process_cpu_seconds_total',
      ]) {
        expect(response.body).toContain(name);
      }
      // Without REDIS_URL the counters are in the process by design: never degraded, nothing falls back.
      expect(response.body).toMatch(/^nfc_cache_degraded 0$/m);
      expect(response.body).toMatch(/^nfc_cache_fallbacks_total 0$/m);
    } finally {
      await ctx.close();
    }
  });

  it('requires the bearer METRICS_TOKEN when one is set', async () => {
    const ctx = await createTestApp({ env: { METRICS_TOKEN: 'scrape-me' } });
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-one' } }))
          .statusCode,
      ).toBe(401);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-me' } }))
          .statusCode,
      ).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('answers only this machine when no token is set, whatever X-Forwarded-For claims', async () => {
    const ctx = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const local = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
      const remote = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('process_cpu_seconds_total');
    } finally {
      await ctx.close();
    }
  });
});
