import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_RETRY_DELAYS_SECONDS } from '@nfc/contract/webhooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auth, createTestApp, signUp, type TestContext } from '../../../test/helpers.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { WebhookWorker } from '../../deps.ts';
import { createUrlGuard, type LookupAll } from '../../platform/network/url-guard.ts';
import { createWebhookWorker, DELIVERY_RETENTION_DAYS, pruneDeliveries } from './delivery.ts';
import { verifyWebhookSignature } from './signing.ts';

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };
type Answer = { status: number; headers?: Record<string, string>; body?: string } | 'hang';

/** A webhook receiver on this machine: answers each path from its script, the last answer repeating. */
function startReceiver() {
  const received: Received[] = [];
  const scripts = new Map<string, Answer[]>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body });
      const script = scripts.get(path) ?? [{ status: 200 }];
      const answer = (script.length > 1 ? script.shift() : script[0]) as Answer;
      if (answer === 'hang') return;
      response.writeHead(answer.status, answer.headers).end(answer.body ?? 'ok');
    });
  });
  return {
    received,
    script: (path: string, answers: Answer[]) => scripts.set(path, answers),
    at: (path: string) => received.filter((request) => request.path === path),
    async listen() {
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      return (server.address() as AddressInfo).port;
    },
    async close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

describe('webhook delivery', () => {
  let ctx: TestContext;
  let receiver: ReturnType<typeof startReceiver>;
  let base: string;
  let account: Awaited<ReturnType<typeof signUp>>;
  let worker: WebhookWorker;

  const createEndpoint = async (path: string, events = ['scan.created']) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: auth(account.token),
      payload: { url: `${base}${path}`, events },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; secret: string };
  };
  const sendTest = async (endpointId: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/webhooks/${endpointId}/test`,
      headers: auth(account.token),
    });
    expect(response.statusCode).toBe(202);
    return response.json() as { id: string };
  };
  const rowOf = async (deliveryId: string) => {
    const [row] = await ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    return row!;
  };
  const queue = async (endpointId: string, count = 1) =>
    ctx.database.db
      .insert(webhookDeliveries)
      .values(
        Array.from({ length: count }, (_, index) => ({
          endpointId,
          organisationId: account.user.organisationId,
          event: 'scan.created',
          payload: { index },
        })),
      )
      .returning();
  const later = (ms: number) => new Date(Date.now() + ms);

  beforeAll(async () => {
    receiver = startReceiver();
    base = `http://127.0.0.1:${await receiver.listen()}`;
    ctx = await createTestApp({ webhookOptions: { allowPrivateTargets: true, allowHttp: true } });
    worker = ctx.app.appDeps.webhooks.worker;
    // Rounds run when a test says so (the test route still starts one at once, as in production).
    await worker.stop();
    account = await signUp(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await receiver.close();
  });
  // Each test starts with an empty receiver and no retries left over from the tests before it.
  beforeEach(async () => {
    receiver.received.length = 0;
    await ctx.database.db.delete(webhookDeliveries).where(eq(webhookDeliveries.status, 'pending'));
  });

  it('delivers a test ping, signed, with its id, event and JSON body', async () => {
    const endpoint = await createEndpoint('/ok');
    const delivery = await sendTest(endpoint.id);
    await worker.runDue();

    const [request] = receiver.at('/ok');
    expect(receiver.at('/ok')).toHaveLength(1);
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      'webhook-id': delivery.id,
      'webhook-event': 'ping',
      host: base.replace('http://', ''),
    });
    const signature = String(request?.headers['webhook-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(endpoint.secret, signature, request?.body ?? '')).toBe(true);
    expect(verifyWebhookSignature(`${endpoint.secret}x`, signature, request?.body ?? '')).toBe(false);
    const body = JSON.parse(request?.body ?? '{}');
    expect(body).toEqual({
      id: delivery.id,
      event: 'ping',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: { endpointId: endpoint.id, message: 'This is a test delivery.' },
    });

    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/webhooks/${endpoint.id}/deliveries`,
      headers: auth(account.token),
    });
    expect(listed.json().deliveries[0]).toMatchObject({
      id: delivery.id,
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptAt: null,
      deliveredAt: expect.any(String),
    });
  });

  it('retries with backoff: 500, 500, then 200 is delivered on the third attempt with the same body', async () => {
    const endpoint = await createEndpoint('/flaky');
    receiver.script('/flaky', [{ status: 500 }, { status: 500 }, { status: 200 }]);
    const delivery = await sendTest(endpoint.id);
    await worker.runDue();
    const first = await rowOf(delivery.id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'http_status' });
    expect(first.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(25_000);
    expect(first.nextAttemptAt.getTime() - Date.now()).toBeLessThanOrEqual(30_000);

    // Not due yet: nothing is sent.
    await worker.runDue(later(20_000));
    expect(receiver.at('/flaky')).toHaveLength(1);
    await worker.runDue(later(31_000));
    expect(await rowOf(delivery.id)).toMatchObject({ status: 'pending', attempts: 2, lastStatusCode: 500 });
    await worker.runDue(later(31_000 + 121_000));
    expect(await rowOf(delivery.id)).toMatchObject({
      status: 'delivered',
      attempts: 3,
      lastStatusCode: 200,
      lastError: null,
    });
    const requests = receiver.at('/flaky');
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.body)).size).toBe(1);
    expect(new Set(requests.map((request) => request.headers['webhook-id']))).toEqual(new Set([delivery.id]));
    for (const request of requests) {
      expect(verifyWebhookSignature(endpoint.secret, String(request.headers['webhook-signature']), request.body)).toBe(
        true,
      );
    }
  });

  it('gives up after 6 attempts, waiting 30 s, 2 min, 10 min, 1 h and 6 h in between', async () => {
    const endpoint = await createEndpoint('/down');
    receiver.script('/down', [{ status: 503 }]);
    const [delivery] = await queue(endpoint.id);
    // A second ahead: the database stamps the queued row in microseconds, a JavaScript date only in milliseconds.
    let now = later(1_000);
    for (const [index, seconds] of WEBHOOK_RETRY_DELAYS_SECONDS.entries()) {
      await worker.runDue(now);
      const row = await rowOf(delivery!.id);
      expect(row).toMatchObject({ status: 'pending', attempts: index + 1, lastStatusCode: 503 });
      expect(row.nextAttemptAt.getTime() - now.getTime()).toBe(seconds * 1000);
      now = row.nextAttemptAt;
    }
    await worker.runDue(now);
    expect(await rowOf(delivery!.id)).toMatchObject({ status: 'failed', attempts: 6, lastError: 'http_status' });
    await worker.runDue(new Date(now.getTime() + 86_400_000));
    expect(receiver.at('/down')).toHaveLength(6);
  });

  it('follows no redirect and reads no more than a little of a large answer', async () => {
    const moved = await createEndpoint('/moved');
    receiver.script('/moved', [{ status: 302, headers: { location: '/elsewhere' } }]);
    const big = await createEndpoint('/big');
    receiver.script('/big', [{ status: 200, body: 'x'.repeat(1_000_000) }]);
    const [redirected] = await queue(moved.id);
    const [large] = await queue(big.id);
    await worker.runDue();
    expect(await rowOf(redirected!.id)).toMatchObject({
      status: 'pending',
      lastStatusCode: 302,
      lastError: 'http_status',
    });
    expect(receiver.at('/elsewhere')).toEqual([]);
    expect(await rowOf(large!.id)).toMatchObject({ status: 'delivered', lastStatusCode: 200 });
  });

  it('fails the deliveries of a disabled endpoint without calling it', async () => {
    const endpoint = await createEndpoint('/disabled');
    const [delivery] = await queue(endpoint.id);
    await ctx.database.db.update(webhookEndpoints).set({ isActive: false }).where(eq(webhookEndpoints.id, endpoint.id));
    await worker.runDue();
    expect(await rowOf(delivery!.id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'disabled' });
    expect(receiver.at('/disabled')).toEqual([]);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const endpoint = await createEndpoint('/slow');
    receiver.script('/slow', ['hang']);
    const [delivery] = await queue(endpoint.id);
    const quick = createWebhookWorker({
      db: ctx.database.db,
      guard: ctx.app.appDeps.webhooks.guard,
      logger: ctx.app.log,
      timeoutMs: 200,
    });
    await quick.runDue();
    expect(await rowOf(delivery!.id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'timeout' });
  });

  it('checks the name again before each attempt and connects to exactly the address it checked', async () => {
    const port = new URL(base).port;
    const lookup: LookupAll = async () => [{ address: '127.0.0.1', family: 4 }];
    const endpoint = await createEndpoint('/rebind');
    await ctx.database.db
      .update(webhookEndpoints)
      .set({ url: `http://receiver.example.com:${port}/rebind` })
      .where(eq(webhookEndpoints.id, endpoint.id));

    // The name now points home: a strict guard refuses it at delivery time and nothing is sent.
    const strict = createWebhookWorker({
      db: ctx.database.db,
      guard: createUrlGuard({ appUrl: 'https://app.test', allowHttp: true, lookup }),
      logger: ctx.app.log,
    });
    const [blocked] = await queue(endpoint.id);
    await strict.runDue();
    expect(await rowOf(blocked!.id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'blocked' });
    expect(receiver.at('/rebind')).toEqual([]);

    // The name the real DNS does not know reaches the receiver through the checked address, Host intact.
    const relaxed = createWebhookWorker({
      db: ctx.database.db,
      guard: createUrlGuard({ appUrl: 'https://app.test', allowHttp: true, allowPrivateTargets: true, lookup }),
      logger: ctx.app.log,
    });
    await relaxed.runDue(later(31_000));
    expect(await rowOf(blocked!.id)).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(receiver.at('/rebind')[0]?.headers.host).toBe(`receiver.example.com:${port}`);
  });

  it('drops finished deliveries after the retention period and keeps pending ones', async () => {
    const endpoint = await createEndpoint('/retention');
    const [old, oldFailed, recent, pending] = await queue(endpoint.id, 4);
    const longAgo = new Date(Date.now() - (DELIVERY_RETENTION_DAYS + 1) * 86_400_000);
    const set = (id: string, values: Partial<typeof webhookDeliveries.$inferInsert>) =>
      ctx.database.db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));
    await set(old!.id, { status: 'delivered', createdAt: longAgo });
    await set(oldFailed!.id, { status: 'failed', createdAt: longAgo });
    await set(recent!.id, { status: 'delivered' });
    await set(pending!.id, { createdAt: longAgo });

    expect(await pruneDeliveries(ctx.database.db)).toBe(2);
    const left = await ctx.database.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(left.map((row) => row.id).sort()).toEqual([recent!.id, pending!.id].sort());
  });

  it('never sends one delivery twice when two server copies poll at once', async () => {
    const endpoint = await createEndpoint('/shared');
    const queued = await queue(endpoint.id, 45);
    const copies = [1, 2].map(() =>
      createWebhookWorker({ db: ctx.database.db, guard: ctx.app.appDeps.webhooks.guard, logger: ctx.app.log }),
    );
    await Promise.all(copies.map((copy) => copy.runDue()));
    const ids = receiver.at('/shared').map((request) => request.headers['webhook-id']);
    expect(ids).toHaveLength(45);
    expect(new Set(ids)).toEqual(new Set(queued.map((delivery) => delivery.id)));
  });
});
