import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookDeliveryBodySchema, webhookDeliveryEvents } from '@nfc/contract/webhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auth, createTestApp, givePlan, joinTeam, randomIp, signUp, type TestContext } from '../../../test/helpers.ts';

type Account = { token: string; user: { id: string } };

/** The keys of a JSON value, nested: two bodies of one shape give the same answer, whatever their values. */
function shapeOf(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return true;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]),
  );
}

describe('webhook samples', () => {
  let ctx: TestContext;
  let owner: Account;
  const received: Array<{ event: string; body: string }> = [];
  const receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      received.push({ event: String(request.headers['webhook-event']), body });
      response.writeHead(200).end('ok');
    });
  });
  const sample = (account: Account | null, event: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/webhooks/samples/${encodeURIComponent(event)}`,
      headers: account ? auth(account.token) : {},
    });

  beforeAll(async () => {
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    ctx = await createTestApp({ webhookOptions: { allowPrivateTargets: true, allowHttp: true } });
    await ctx.app.appDeps.webhooks.worker.stop();
    owner = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
  });
  afterAll(async () => {
    await ctx.close();
    receiver.closeAllConnections();
    receiver.close();
  });

  it('answers a sample body for each event, in the delivery’s envelope and the event’s schema', async () => {
    for (const event of webhookDeliveryEvents) {
      const response = await sample(owner, event);
      expect(response.statusCode, event).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ id: expect.any(String), event, createdAt: expect.stringMatching(/^\d{4}-/) });
      // Parsing drops unknown keys: equal shapes mean no key is missing or extra.
      expect(shapeOf(webhookDeliveryBodySchema.parse(body)), event).toEqual(shapeOf(body));
    }
  });

  it('answers the same shape as a real delivery of lead.created and scan.created', async () => {
    const port = (receiver.address() as AddressInfo).port;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: auth(owner.token),
      payload: { url: `http://127.0.0.1:${port}/hook`, events: ['lead.created', 'scan.created'] },
    });
    expect(created.statusCode).toBe(201);

    const card = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/vcf-configs',
        headers: auth(owner.token),
        payload: { configName: 'Fair', name: 'Erika' },
      })
    ).json();
    const lead = await ctx.app.inject({
      method: 'POST',
      url: `/api/vcf/share/${card.downloadToken}/leads`,
      remoteAddress: randomIp(),
      payload: {
        name: 'Max',
        email: 'max@visitor.example',
        consent: true,
        consentVersion: '2026-11',
        consentLanguage: 'en',
      },
    });
    expect(lead.statusCode).toBeLessThan(300);
    const tag = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/tags',
        headers: auth(owner.token),
        payload: { name: 'Door', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/menu' } },
      })
    ).json();
    const scan = await ctx.app.inject({
      method: 'GET',
      url: `/t/${tag.userFacingId}`,
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
      },
      remoteAddress: randomIp(),
    });
    expect(scan.statusCode).toBe(302);
    await ctx.app.appDeps.scanRecorder.flush();

    await vi.waitFor(async () => {
      await ctx.app.appDeps.webhooks.worker.runDue();
      expect(received.map((delivery) => delivery.event).sort()).toEqual(['lead.created', 'scan.created']);
    });
    for (const delivery of received) {
      const real = JSON.parse(delivery.body);
      const answer = (await sample(owner, delivery.event)).json();
      expect(shapeOf(answer), delivery.event).toEqual(shapeOf(real));
      expect(webhookDeliveryBodySchema.safeParse(real).success, delivery.event).toBe(true);
    }
  });

  it('answers 404 naming the events for an unknown event, 400 for a NUL in the name', async () => {
    const unknown = await sample(owner, 'lead.deleted');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(unknown.json().message).toContain('lead.deleted');
    expect(unknown.json().message).toContain('scan.created, lead.created, order.status_changed, ping');
    const german = await ctx.app.inject({
      method: 'GET',
      url: '/api/webhooks/samples/lead.deleted',
      headers: { ...auth(owner.token), 'accept-language': 'de' },
    });
    expect(german.json().message).toContain('Webhook-Ereignis');
    expect((await sample(owner, 'lead.created\u0000')).statusCode).toBe(400);
  });

  it('is for the organisation’s owner and admins: a member gets 403, a visitor 401', async () => {
    const member = await joinTeam(ctx, owner, 'member');
    expect((await sample(member, 'lead.created')).statusCode).toBe(403);
    expect((await sample(null, 'lead.created')).statusCode).toBe(401);
  });
});
