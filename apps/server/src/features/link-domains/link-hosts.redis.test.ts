import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, givePlan, signUp, type TestContext } from '../../../test/helpers.ts';
import { type DnsServer, startDnsServer } from '../../../test/peers/dns-server.ts';

// Runs where a Redis server is given (REDIS_URL): .ci/run passes the machine's Redis.
describe('Redis: link domains on two server copies', () => {
  let dns: DnsServer;
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    dns = await startDnsServer();
    // A prefix of their own: other suites' copies on the same Redis do not reload these.
    const env = { REDIS_URL: process.env.REDIS_URL!, DNS_SERVERS: dns.address };
    const redisPrefix = `nfc-test-${randomUUID().slice(0, 8)}:`;
    first = await createTestApp({ env, redisPrefix });
    second = await createTestApp({ env, redisPrefix, database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await dns?.close();
  });

  const servedBySecond = (hostname: string) => second.app.appDeps.linkHosts.find(hostname)?.domainId;

  it('a domain verified or deleted through one copy serves, or stops, on the other at once', async () => {
    const owner = await signUp(first);
    await givePlan(first, owner.user.id, 'Pro');
    const hostname = `shared-${randomUUID().slice(0, 8)}.example`;
    const added = (await callAs(first, owner, 'POST', '/api/domains', { hostname })).json();
    dns.setTxt(added.verificationRecord.name, [added.verificationRecord.value]);
    expect((await callAs(first, owner, 'POST', `/api/domains/${added.id}/verify`)).statusCode).toBe(200);
    // Well before the minute's reload: the change was announced.
    await expect.poll(() => servedBySecond(hostname), { timeout: 2000, interval: 20 }).toBe(added.id);
    const ask = await second.app.inject({ method: 'GET', url: `/api/domains/tls-ask?domain=${hostname}` });
    expect(ask.statusCode).toBe(200);

    expect(
      (await callAs(first, owner, 'PATCH', `/api/domains/${added.id}`, { rootUrl: 'https://example.com/r' }))
        .statusCode,
    ).toBe(200);
    await expect
      .poll(() => second.app.appDeps.linkHosts.find(hostname)?.rootUrl, { timeout: 2000, interval: 20 })
      .toBe('https://example.com/r');

    expect((await callAs(first, owner, 'DELETE', `/api/domains/${added.id}`)).statusCode).toBe(204);
    await expect.poll(() => servedBySecond(hostname), { timeout: 2000, interval: 20 }).toBeUndefined();
  });
});
