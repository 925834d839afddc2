import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auth,
  createTestApp,
  givePlan,
  multipartBody,
  randomIp,
  signInAdmin,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { LookupAll } from '../../platform/network/url-guard.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

/** Names resolve through this stub, so no test depends on (or reaches) the real DNS. */
const zone: Record<string, string> = {
  'hooks.example.com': '93.184.215.14',
  'crm.example.com': '93.184.215.15',
  'sneaky.example.com': '127.0.0.1',
};
const lookup: LookupAll = async (hostname) => {
  const address = zone[hostname];
  if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return [{ address, family: 4 }];
};

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('webhooks', () => {
  let ctx: TestContext;
  let owner: Account;
  let other: Account;

  const call = (account: Account | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: account ? auth(account.token) : {}, ...(payload && { payload }) });
  const create = (account: Account, payload: object) => call(account, 'POST', '/api/webhooks', payload);
  const endpointsOf = (userId: string) =>
    ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
  const deliveriesOf = (endpointId: string) =>
    ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

  beforeAll(async () => {
    ctx = await createTestApp({ webhookOptions: { lookup } });
    // Nothing here may leave the machine: the worker is driven by the delivery tests only.
    await ctx.app.appDeps.webhooks.worker.stop();
    owner = await signUp(ctx);
    other = await signUp(ctx);
  });
  afterAll(() => ctx.close());

  it('registers an https endpoint with its events and answers its secret', async () => {
    const response = await create(owner, {
      url: ' https://hooks.example.com/nfc ',
      description: 'CRM sync',
      events: ['scan.created', 'order.status_changed', 'scan.created'],
      isActive: false,
      secret: 'whsec_chosen-by-the-client',
    });
    expect(response.statusCode).toBe(201);
    const endpoint = response.json();
    expect(endpoint).toMatchObject({
      url: 'https://hooks.example.com/nfc',
      description: 'CRM sync',
      events: ['scan.created', 'order.status_changed'],
      isActive: true,
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await call(owner, 'GET', '/api/webhooks');
    expect(list.json()).toEqual([endpoint]);
    expect((await call(other, 'GET', '/api/webhooks')).json()).toEqual([]);
    expect((await call(null, 'GET', '/api/webhooks')).statusCode).toBe(401);
  });

  it('refuses private, local and credentialled targets with a field error, storing nothing', async () => {
    const account = await signUp(ctx);
    for (const url of [
      'http://hooks.example.com/nfc',
      'https://127.0.0.1/hook',
      'https://10.0.0.5/hook',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://localhost/hook',
      'https://localhost./hook',
      'https://sneaky.example.com/hook',
      'https://app.test/hook',
      'https://user:secret@hooks.example.com/nfc',
    ]) {
      const response = await create(account, { url, events: ['scan.created'] });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors.url, url).toMatch(/https:\/\/ URL|local or private network|user name or password/);
    }
    const german = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: { ...auth(account.token), 'accept-language': 'de' },
      payload: { url: 'https://10.0.0.5/hook', events: ['lead.created'] },
    });
    expect(german.json().errors.url).toBe(
      'Diese URL zeigt in ein lokales oder privates Netz. Verwenden Sie eine öffentliche Adresse.',
    );
    expect(await endpointsOf(account.user.id)).toEqual([]);
  });

  it('accepts a name that does not resolve yet: delivery retries until it does', async () => {
    const account = await signUp(ctx);
    const response = await create(account, { url: 'https://not-yet.example.org/hook', events: ['lead.created'] });
    expect(response.statusCode).toBe(201);
  });

  it('stores a bare host as an https URL', async () => {
    const account = await signUp(ctx);
    const response = await create(account, { url: ' not-yet.example.org/hook ', events: ['lead.created'] });
    expect(response.statusCode).toBe(201);
    expect(response.json().url).toBe('https://not-yet.example.org/hook');
  });

  it('refuses bad input field by field', async () => {
    const account = await signUp(ctx);
    const cases: Array<[object, string, string]> = [
      [{ url: 'https://hooks.example.com/a', events: ['scan.deleted'] }, 'events', 'This value is not valid.'],
      [{ url: 'https://hooks.example.com/a', events: [] }, 'events', 'Choose at least one event.'],
      [{ url: 'https://hooks.example.com/a' }, 'events', 'Choose at least one event.'],
      [{ url: 'https://hooks.example.com/a', events: 'scan.created' }, 'events', 'Choose at least one event.'],
      [
        { url: `https://hooks.example.com/${'a'.repeat(3000)}`, events: ['scan.created'] },
        'url',
        'This value is too long.',
      ],
      [{ url: 'javascript:alert(1)', events: ['scan.created'] }, 'url', 'Enter a valid http(s) URL.'],
      [{ url: 'mailto:hooks@example.com', events: ['scan.created'] }, 'url', 'Enter a valid http(s) URL.'],
      [{ events: ['scan.created'] }, 'url', 'This field is required.'],
      [{ url: 42, events: ['scan.created'] }, 'url', 'This field is required.'],
      [
        { url: 'https://hooks.example.com/a', events: ['scan.created'], description: 'x'.repeat(201) },
        'description',
        'This value is too long.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await create(account, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().errors[field], field).toBe(message);
    }
    expect(await endpointsOf(account.user.id)).toEqual([]);
  });

  it('changes url, description, events and activity; a bad change changes nothing', async () => {
    const { id } = (await create(owner, { url: 'https://crm.example.com/in', events: ['lead.created'] })).json();
    const patch = (payload: object) => call(owner, 'PATCH', `/api/webhooks/${id}`, payload);
    const changed = await patch({
      description: 'Leads to CRM',
      events: ['lead.created', 'scan.created'],
      isActive: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      url: 'https://crm.example.com/in',
      description: 'Leads to CRM',
      events: ['lead.created', 'scan.created'],
      isActive: false,
    });
    expect((await patch({ url: 'https://hooks.example.com/other' })).json().url).toBe(
      'https://hooks.example.com/other',
    );
    expect((await patch({ description: null })).json().description).toBeNull();
    for (const payload of [
      { url: 'https://192.168.0.10/hook' },
      { url: 'https://sneaky.example.com/x' },
      { events: [] },
      { isActive: 'yes' },
    ]) {
      expect((await patch(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [row] = await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(row).toMatchObject({
      url: 'https://hooks.example.com/other',
      isActive: false,
      events: ['lead.created', 'scan.created'],
    });
  });

  it('rotates the secret', async () => {
    const endpoint = (await create(owner, { url: 'https://crm.example.com/rotate', events: ['lead.created'] })).json();
    const rotated = await call(owner, 'POST', `/api/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(endpoint.secret);
    const [row] = await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.secret).toBe(rotated.json().secret);
  });

  it('answers 404 for another user’s endpoint everywhere, and 401 without a token', async () => {
    const mine = (await create(owner, { url: 'https://crm.example.com/mine', events: ['lead.created'] })).json();
    const paths: Array<['GET' | 'POST' | 'PATCH' | 'DELETE', string, object?]> = [
      ['PATCH', `/api/webhooks/${mine.id}`, { isActive: false }],
      ['DELETE', `/api/webhooks/${mine.id}`],
      ['POST', `/api/webhooks/${mine.id}/rotate-secret`],
      ['POST', `/api/webhooks/${mine.id}/test`],
      ['GET', `/api/webhooks/${mine.id}/deliveries`],
    ];
    for (const [method, url, payload] of paths) {
      const foreign = await call(other, method, url, payload);
      expect(foreign.statusCode, `${method} ${url}`).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Webhook endpoint not found.' });
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      const malformed = url.replace(mine.id, 'not-a-uuid');
      expect((await call(owner, method, malformed, payload)).statusCode, malformed).toBe(404);
    }
    const [row] = await ctx.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, mine.id));
    expect(row).toMatchObject({ isActive: true, secret: mine.secret });
    expect(await deliveriesOf(mine.id)).toEqual([]);
  });

  it('lists deliveries newest first, paged, and deletes an endpoint with them', async () => {
    const endpoint = (await create(owner, { url: 'https://crm.example.com/paged', events: ['lead.created'] })).json();
    const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes));
    await ctx.database.db.insert(webhookDeliveries).values(
      Array.from({ length: 23 }, (_, index) => ({
        endpointId: endpoint.id,
        organisationId: owner.user.organisationId,
        event: 'lead.created',
        payload: { index },
        createdAt: at(index),
      })),
    );
    const first = await call(owner, 'GET', `/api/webhooks/${endpoint.id}/deliveries`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ totalCount: 23, totalPages: 2, currentPage: 1 });
    expect(first.json().deliveries).toHaveLength(20);
    expect(first.json().deliveries[0]).toMatchObject({
      event: 'lead.created',
      status: 'pending',
      attempts: 0,
      lastStatusCode: null,
      lastError: null,
      deliveredAt: null,
      createdAt: at(22).toISOString(),
    });
    expect(first.json().deliveries[0].nextAttemptAt).toEqual(expect.any(String));
    expect(first.json().deliveries[0]).not.toHaveProperty('payload');
    const second = await call(owner, 'GET', `/api/webhooks/${endpoint.id}/deliveries?page=2`);
    expect(second.json().deliveries.map((delivery: { createdAt: string }) => delivery.createdAt)).toEqual(
      [2, 1, 0].map((minute) => at(minute).toISOString()),
    );
    for (const page of ['0', 'x', '1.5']) {
      expect((await call(owner, 'GET', `/api/webhooks/${endpoint.id}/deliveries?page=${page}`)).statusCode).toBe(400);
    }

    expect((await call(owner, 'DELETE', `/api/webhooks/${endpoint.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/webhooks/${endpoint.id}/deliveries`)).statusCode).toBe(404);
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
  });

  it('queues a test ping for the owner only', async () => {
    const account = await signUp(ctx);
    const { id } = (
      await create(account, { url: 'https://not-yet.example.org/ping', events: ['lead.created'] })
    ).json();
    const response = await call(account, 'POST', `/api/webhooks/${id}/test`);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ event: 'ping', status: 'pending' });
    const [row] = await deliveriesOf(id);
    expect(row).toMatchObject({
      event: 'ping',
      organisationId: account.user.organisationId,
      payload: { endpointId: id },
    });
  });

  it('queues at most 10 test pings per user a minute, then answers 429 with Retry-After; other users are not held up', async () => {
    const account = await signUp(ctx);
    const { id } = (
      await create(account, { url: 'https://not-yet.example.org/pings', events: ['lead.created'] })
    ).json();
    const statuses = [];
    for (let index = 0; index < 11; index++)
      statuses.push((await call(account, 'POST', `/api/webhooks/${id}/test`)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
    const refused = await call(account, 'POST', `/api/webhooks/${id}/test`);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await deliveriesOf(id)).toHaveLength(10);
    const neighbour = await signUp(ctx);
    const theirs = (
      await create(neighbour, { url: 'https://not-yet.example.org/theirs', events: ['lead.created'] })
    ).json();
    expect((await call(neighbour, 'POST', `/api/webhooks/${theirs.id}/test`)).statusCode).toBe(202);
  });

  it('allows at most 10 endpoints per user', async () => {
    const account = await signUp(ctx);
    for (let index = 0; index < 10; index++) {
      const response = await create(account, { url: `https://hooks.example.com/${index}`, events: ['scan.created'] });
      expect(response.statusCode).toBe(201);
    }
    const eleventh = await create(account, { url: 'https://hooks.example.com/10', events: ['scan.created'] });
    expect(eleventh.statusCode).toBe(403);
    expect(eleventh.json()).toMatchObject({ limitReached: true, message: expect.stringMatching(/at most 10/) });
    expect(await endpointsOf(account.user.id)).toHaveLength(10);
  });

  describe('events', () => {
    let subscriber: Account;
    let scans: { id: string };
    let orders: { id: string };
    let leads: { id: string };
    let paused: { id: string };

    const subscribe = async (events: string[], path: string) =>
      (await create(subscriber, { url: `https://hooks.example.com/${path}`, events })).json() as { id: string };

    beforeAll(async () => {
      subscriber = await signUp(ctx);
      await givePlan(ctx, subscriber.user.id, 'Pro');
      scans = await subscribe(['scan.created'], 'scans');
      orders = await subscribe(['order.status_changed'], 'orders');
      leads = await subscribe(['lead.created'], 'leads');
      paused = await subscribe(['scan.created', 'lead.created', 'order.status_changed'], 'paused');
      await call(subscriber, 'PATCH', `/api/webhooks/${paused.id}`, { isActive: false });
    });

    it('queue scan.created after the recorder writes the scan; the redirect never waits for it', async () => {
      const tag = (
        await call(subscriber, 'POST', '/api/tags', {
          name: 'Door',
          actionType: 'WEBSITE_LINK',
          actionData: { url: 'https://example.com/menu' },
        })
      ).json();
      const recorder = ctx.app.appDeps.scanRecorder;
      // With its writer stopped the scan waits in the journal, so the order of events is certain.
      await recorder.stop();
      const scan = await ctx.app.inject({
        method: 'GET',
        url: `/t/${tag.userFacingId}`,
        headers: { 'user-agent': chrome },
        remoteAddress: randomIp(),
      });
      expect(scan.statusCode).toBe(302);
      expect(scan.headers.location).toBe('https://example.com/menu');
      expect(recorder.pending).toBe(1);
      expect(await deliveriesOf(scans.id)).toEqual([]);
      // A bot's visit is no scan anyone is told about.
      await ctx.app.inject({ method: 'GET', url: `/t/${tag.userFacingId}`, headers: { 'user-agent': 'curl/8.0' } });

      recorder.start();
      await recorder.flush();
      await vi.waitFor(async () => expect(await deliveriesOf(scans.id)).toHaveLength(1));
      const [delivery] = await deliveriesOf(scans.id);
      expect(delivery).toMatchObject({
        event: 'scan.created',
        status: 'pending',
        organisationId: subscriber.user.organisationId,
      });
      expect(delivery?.payload).toEqual({
        tagId: tag.id,
        tagCode: tag.userFacingId,
        vcfConfigId: null,
        viaTagId: null,
        kind: 'link',
        source: expect.stringMatching(/^(nfc|qr|other)$/),
        occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        country: null,
        platform: 'Windows',
        browser: 'Chrome',
        verification: null,
        chipUid: null,
        chipCounter: null,
      });
      expect(await deliveriesOf(orders.id)).toEqual([]);
      expect(await deliveriesOf(paused.id)).toEqual([]);
    });

    it('queue order.status_changed when the customer-facing status changes', async () => {
      const admin = await signInAdmin(ctx);
      const body = multipartBody({
        productType: 'nfc_card_core',
        quantity: '10',
        tagWritingPreference: 'by_us',
        shippingCountry: 'DE',
      });
      const placed = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders/request',
        headers: { ...auth(subscriber.token), ...body.headers },
        payload: body.payload,
      });
      expect(placed.statusCode).toBe(201);
      const { orderId, orderNumber } = placed.json();
      const setStatus = (status: string) =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/admin/orders/${orderId}/status`,
          headers: auth(admin.token),
          payload: { status },
        });
      // pending_review and payment_pending are both 'pending' to the customer: no event.
      expect((await setStatus('payment_pending')).statusCode).toBe(200);
      expect(await deliveriesOf(orders.id)).toEqual([]);
      expect((await setStatus('processing_vcf_pending')).statusCode).toBe(200);
      const deliveries = await deliveriesOf(orders.id);
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]).toMatchObject({
        event: 'order.status_changed',
        payload: { orderId, orderNumber, from: 'pending', to: 'processing', trackingNumber: null },
      });
      expect(await deliveriesOf(scans.id)).toHaveLength(1);
      expect(await deliveriesOf(paused.id)).toEqual([]);
    });

    it('queue lead.created when a visitor leaves their details', async () => {
      const card = (await call(subscriber, 'POST', '/api/vcf-configs', { configName: 'Fair', name: 'Erika' })).json();
      const shared = await ctx.app.inject({
        method: 'POST',
        url: `/api/vcf/share/${card.downloadToken}/leads`,
        remoteAddress: randomIp(),
        payload: {
          name: 'Max Besucher',
          email: 'max@visitor.example',
          consent: true,
          consentVersion: '2026-11',
          consentLanguage: 'en',
        },
      });
      expect(shared.statusCode).toBeLessThan(300);
      const deliveries = await deliveriesOf(leads.id);
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]).toMatchObject({
        event: 'lead.created',
        payload: { name: 'Max Besucher', email: 'max@visitor.example', vcfConfigId: card.id, cardName: 'Fair' },
      });
      expect(await deliveriesOf(paused.id)).toEqual([]);
    });
  });
});
