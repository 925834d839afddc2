import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  givePlan,
  multipartBody,
  samples,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import { organisations, tags } from '../../db/schema.ts';

describe('tags', () => {
  let ctx: TestContext;
  let pro: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    pro = await signUp(ctx);
    other = await signUp(ctx);
    await givePlan(ctx, pro.user.id, 'Pro');
    await givePlan(ctx, other.user.id, 'Pro');
  });
  afterAll(() => ctx.close());

  const createLink = (token: string, payload: object = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: auth(token),
      payload: {
        name: 'Front door',
        actionType: 'WEBSITE_LINK',
        actionData: { url: 'https://example.com/menu' },
        ...payload,
      },
    });
  const storedFile = (url: string) => {
    const key = new URL(url).pathname.replace(/^\/files\//, '');
    return path.join(ctx.config.dataDir, 'uploads', key);
  };

  it('creates a link tag with an 8-character base62 code and its scan link', async () => {
    const response = await createLink(pro.token, { campaignName: 'Spring', groupId: 'north' });
    expect(response.statusCode).toBe(201);
    const tag = response.json();
    expect(tag).toMatchObject({
      name: 'Front door',
      status: 'active',
      actionType: 'WEBSITE_LINK',
      actionData: { url: 'https://example.com/menu' },
      campaignName: 'Spring',
      groupId: 'north',
      scanCount: 0,
    });
    expect(tag.userFacingId).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(tag.scanUrl).toBe(`http://app.test/t/${tag.userFacingId}`);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/tags', headers: auth(pro.token) });
    expect(list.json().map((item: { id: string }) => item.id)).toContain(tag.id);
  });

  it('accepts actionData as a JSON string in multipart', async () => {
    const body = multipartBody({
      name: 'Multipart',
      actionType: 'WEBSITE_LINK',
      actionData: JSON.stringify({ url: 'http://example.org' }),
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: { ...auth(pro.token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().actionData).toEqual({ url: 'http://example.org' });
  });

  it('accepts only absolute http(s) URLs', async () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,hi',
      '/relative',
      'ftp://example.com',
      'mailto:hello@example.com',
      '',
    ]) {
      const response = await createLink(pro.token, { actionData: { url } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors.actionData).toBe('Enter a valid http(s) URL.');
    }
  });

  it('stores a bare host as an https URL, on create and on update', async () => {
    const created = await createLink(pro.token, { actionData: { url: ' sonnenblume-baeckerei.de ' } });
    expect(created.statusCode).toBe(201);
    expect(created.json().actionData).toEqual({ url: 'https://sonnenblume-baeckerei.de' });
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/tags/${created.json().id}`,
      headers: auth(pro.token),
      payload: {
        name: 'Front door',
        actionType: 'WEBSITE_LINK',
        actionData: { url: 'www.example.de/menu' },
        rules: [{ os: 'ios', url: 'apps.example.de/ios' }],
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().actionData).toEqual({ url: 'https://www.example.de/menu' });
    expect(updated.json().rules).toMatchObject([{ os: 'ios', url: 'https://apps.example.de/ios' }]);
    const [row] = await ctx.database.db.select().from(tags).where(eq(tags.id, created.json().id));
    expect(row?.targetUrl).toBe('https://www.example.de/menu');
  });

  it('requires a name and valid enums', async () => {
    const response = await createLink(pro.token, { name: '  ', status: 'deleted', actionType: 'EMAIL' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['actionType', 'name', 'status']);
  });

  it('needs the Pro plan and stays within the quota', async () => {
    const core = await signUp(ctx);
    await givePlan(ctx, core.user.id, 'Core');
    const refused = await createLink(core.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Pro plan/);
    const none = await signUp(ctx);
    expect((await createLink(none.token)).statusCode).toBe(403);

    const limited = await signUp(ctx);
    await givePlan(ctx, limited.user.id, 'Pro', { tagQuota: 1 });
    expect((await createLink(limited.token)).statusCode).toBe(201);
    const over = await createLink(limited.token);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ limitReached: true, message: expect.stringMatching(/limit/) });
  });

  it('points a vCard-page tag only at one of the caller’s own vCards', async () => {
    const mine = await ctx.app.inject({
      method: 'POST',
      url: '/api/vcf-configs',
      headers: auth(pro.token),
      payload: { configName: 'Me' },
    });
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: '/api/vcf-configs',
      headers: auth(other.token),
      payload: { configName: 'Them' },
    });
    const foreign = await createLink(pro.token, {
      actionType: 'VCARD_PAGE',
      actionData: { vcfConfigId: theirs.json().id },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.actionData).toMatch(/Choose one of your vCards/);
    const missing = await createLink(pro.token, { actionType: 'VCARD_PAGE', actionData: {} });
    expect(missing.statusCode).toBe(400);
    const own = await createLink(pro.token, { actionType: 'VCARD_PAGE', actionData: { vcfConfigId: mine.json().id } });
    expect(own.statusCode).toBe(201);
    expect(own.json().actionData).toEqual({ vcfConfigId: mine.json().id });
  });

  describe('documents', () => {
    const upload = (
      file: { name: string; type: string; data: Buffer } | undefined,
      method = 'POST',
      url = '/api/tags',
    ) => {
      const body = multipartBody(
        { name: 'Menu', actionType: 'DOCUMENT' },
        file ? { field: 'documentFile', ...file } : undefined,
      );
      return ctx.app.inject({
        method: method as 'POST',
        url,
        headers: { ...auth(pro.token), ...body.headers },
        payload: body.payload,
      });
    };

    it('stores a PDF checked by content and replaces it on update, deleting the old file', async () => {
      const created = await upload({ name: 'menu.pdf', type: 'application/pdf', data: samples.pdf });
      expect(created.statusCode).toBe(201);
      const tag = created.json();
      expect(tag.documentName).toBe('menu.pdf');
      const firstFile = storedFile(tag.documentUrl);
      expect(existsSync(firstFile)).toBe(true);

      const replaced = await upload(
        { name: 'new.png', type: 'image/png', data: await samples.png() },
        'PUT',
        `/api/tags/${tag.id}`,
      );
      expect(replaced.statusCode).toBe(200);
      expect(existsSync(firstFile)).toBe(false);
      expect(existsSync(storedFile(replaced.json().documentUrl))).toBe(true);

      const kept = await upload(undefined, 'PUT', `/api/tags/${tag.id}`);
      expect(kept.statusCode).toBe(200);
      expect(kept.json().documentName).toBe('new.png');

      const toLink = await ctx.app.inject({
        method: 'PUT',
        url: `/api/tags/${tag.id}`,
        headers: auth(pro.token),
        payload: { name: 'Menu', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com' } },
      });
      expect(toLink.json().documentUrl).toBeNull();
      expect(existsSync(storedFile(replaced.json().documentUrl))).toBe(false);
    });

    it('refuses a disguised executable, a script, an empty file, a missing file and anything over 5 MB', async () => {
      const exe = await upload({ name: 'menu.pdf', type: 'application/pdf', data: samples.exe });
      expect(exe.statusCode).toBe(415);
      expect((await upload({ name: 'x.png', type: 'image/png', data: samples.script })).statusCode).toBe(415);
      expect((await upload({ name: 'empty.pdf', type: 'application/pdf', data: Buffer.alloc(0) })).statusCode).toBe(
        400,
      );
      const missing = await upload(undefined);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors.documentFile).toMatch(/Upload a PDF/);
      const big = Buffer.concat([samples.pdf, Buffer.alloc(5 * 1024 * 1024)]);
      const tooBig = await upload({ name: 'big.pdf', type: 'application/pdf', data: big });
      expect(tooBig.statusCode).toBe(413);
      const path = await upload({ name: '../../etc/passwd.pdf', type: 'application/pdf', data: samples.pdf });
      expect(path.statusCode).toBe(201);
      expect(path.json().documentName).toBe('passwd.pdf');
    });
  });

  it('lists every kind of tag exactly as it answers alone (the list is written by the database)', async () => {
    const owner = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    const card = await ctx.app.inject({
      method: 'POST',
      url: '/api/vcf-configs',
      headers: auth(owner.token),
      payload: { configName: 'Listed' },
    });
    const link = await createLink(owner.token, {
      name: 'Ünïcode "quoted" \\ name',
      campaignId: 'spring',
      campaignName: 'Spring “26”',
      groupId: 'door',
      maxScans: 500,
      expiresAt: '2099-03-04T05:06:07.089Z',
      rules: [
        { os: 'ios', language: 'DE', url: 'https://example.com/ios-de' },
        { from: '2026-01-01T00:00:00.000Z', until: '2099-01-01T00:00:00.000Z', url: 'https://example.com/window' },
      ],
    });
    const page = await createLink(owner.token, {
      name: 'Card',
      status: 'inactive',
      actionType: 'VCARD_PAGE',
      actionData: { vcfConfigId: card.json().id },
    });
    const body = multipartBody(
      { name: 'Doc', actionType: 'DOCUMENT' },
      { field: 'documentFile', name: 'menu "final".pdf', type: 'application/pdf', data: samples.pdf },
    );
    const document = await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: { ...auth(owner.token), ...body.headers },
      payload: body.payload,
    });
    for (const created of [link, page, document]) expect(created.statusCode, created.body).toBe(201);
    await ctx.app.inject({
      method: 'GET',
      url: `/t/${link.json().userFacingId}`,
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      },
    });

    const listed = await ctx.app.inject({ method: 'GET', url: '/api/tags', headers: auth(owner.token) });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['content-type']).toBe('application/json; charset=utf-8');
    const tags = listed.json() as Array<{ id: string; documentUrl: string | null }>;
    expect(tags.map((tag) => tag.id)).toEqual([document.json().id, page.json().id, link.json().id]);
    for (const tag of tags) {
      const alone = (
        await ctx.app.inject({ method: 'GET', url: `/api/tags/${tag.id}`, headers: auth(owner.token) })
      ).json();
      // A document link is signed for a time from now: the same file, maybe another expiry.
      const withoutExpiry = (url: string | null) => url && new URL(url).pathname;
      expect({ ...tag, documentUrl: withoutExpiry(tag.documentUrl) }).toEqual({
        ...alone,
        documentUrl: withoutExpiry(alone.documentUrl),
      });
    }
    expect(tags[0]!.documentUrl).toMatch(/^http/);
    expect(tags.find((tag) => tag.id === link.json().id)).toMatchObject({ scanCount: 1 });
  });

  it('sends the list compressed as the client accepts, the same list each way', async () => {
    const owner = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    for (let index = 0; index < 12; index++)
      expect((await createLink(owner.token, { name: `Tag ${index}` })).statusCode).toBe(201);
    const list = (acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/tags',
        headers: { ...auth(owner.token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(12);
    const brotli = await list('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    // Asked again, from memory: the same bytes.
    expect((await list('br')).rawPayload.equals(brotli.rawPayload)).toBe(true);
  });

  it('hides every tag from another tenant (404) and changes nothing', async () => {
    const tag = (await createLink(pro.token)).json();
    const calls = [
      { method: 'GET', url: `/api/tags/${tag.id}` },
      {
        method: 'PUT',
        url: `/api/tags/${tag.id}`,
        payload: { name: 'Mine now', actionType: 'WEBSITE_LINK', actionData: { url: 'https://evil.test' } },
      },
      { method: 'DELETE', url: `/api/tags/${tag.id}` },
      { method: 'GET', url: `/api/tags/${tag.id}/analytics` },
    ] as const;
    for (const call of calls) {
      const response = await ctx.app.inject({ ...call, headers: auth(other.token) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/tags', headers: auth(other.token) });
    expect(list.json().map((item: { id: string }) => item.id)).not.toContain(tag.id);
    const [row] = await ctx.database.db.select().from(tags).where(eq(tags.id, tag.id));
    expect(row).toMatchObject({ name: 'Front door', targetUrl: 'https://example.com/menu' });
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/tags/${id}`, headers: auth(pro.token) })).statusCode,
      ).toBe(404);
    }
  });

  it('answers 401 to visitors on every tag endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/tags'],
      ['POST', '/api/tags'],
      ['GET', '/api/tags/x'],
      ['PUT', '/api/tags/x'],
      ['DELETE', '/api/tags/x'],
      ['GET', '/api/tags/x/analytics'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  describe('the scan link', () => {
    const scan = (code: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'GET',
        url: `/t/${code}`,
        headers: {
          'user-agent':
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
          ...headers,
        },
      });

    it('redirects to the website, the vCard page or a signed document link', async () => {
      const link = (await createLink(pro.token)).json();
      const response = await scan(link.userFacingId);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://example.com/menu');

      const card = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/vcf-configs',
          headers: auth(pro.token),
          payload: { configName: 'Card' },
        })
      ).json();
      const vcardTag = (
        await createLink(pro.token, { actionType: 'VCARD_PAGE', actionData: { vcfConfigId: card.id } })
      ).json();
      expect((await scan(vcardTag.userFacingId)).headers.location).toBe(
        `/vcard/${card.downloadToken}?via=${vcardTag.userFacingId}&src=nfc`,
      );

      const body = multipartBody(
        { name: 'Doc', actionType: 'DOCUMENT' },
        { field: 'documentFile', name: 'a.pdf', type: 'application/pdf', data: samples.pdf },
      );
      const doc = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/tags',
          headers: { ...auth(pro.token), ...body.headers },
          payload: body.payload,
        })
      ).json();
      const docScan = await scan(doc.userFacingId);
      expect(docScan.statusCode).toBe(302);
      const file = await ctx.app.inject({
        method: 'GET',
        url: docScan.headers.location!.replace('http://app.test', ''),
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(samples.pdf)).toBe(true);
    });

    it('follows a change at once and shows a friendly page for unknown, inactive and deleted tags', async () => {
      const tag = (await createLink(pro.token)).json();
      expect((await scan(tag.userFacingId)).headers.location).toBe('https://example.com/menu');
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/tags/${tag.id}`,
        headers: auth(pro.token),
        payload: { name: 'Front door', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/new' } },
      });
      expect((await scan(tag.userFacingId)).headers.location).toBe('https://example.com/new');

      await ctx.app.inject({
        method: 'PUT',
        url: `/api/tags/${tag.id}`,
        headers: auth(pro.token),
        payload: {
          name: 'Front door',
          status: 'inactive',
          actionType: 'WEBSITE_LINK',
          actionData: { url: 'https://example.com/new' },
        },
      });
      const inactive = await scan(tag.userFacingId, { 'accept-language': 'de-DE,de;q=0.9' });
      expect(inactive.statusCode).toBe(410);
      expect(inactive.headers['content-type']).toMatch(/text\/html/);
      expect(inactive.body).toContain('Derzeit nicht verfügbar');
      expect(inactive.headers.location).toBeUndefined();

      const unknown = await scan('ZZZZZZZZ');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('Link not found');
      expect((await scan('<script>')).statusCode).toBe(404);

      await ctx.app.inject({ method: 'DELETE', url: `/api/tags/${tag.id}`, headers: auth(pro.token) });
      expect((await scan(tag.userFacingId)).statusCode).toBe(404);
    });

    it('shows the unavailable page when the owner’s account is not active', async () => {
      const owner = await signUp(ctx);
      await givePlan(ctx, owner.user.id, 'Pro');
      const tag = (await createLink(owner.token)).json();
      expect((await scan(tag.userFacingId)).statusCode).toBe(302);
      await ctx.database.db
        .update(organisations)
        .set({ isActive: false })
        .where(eq(organisations.id, owner.user.organisationId));
      // The admin and billing features invalidate the organisation's cached targets; here we do what they do.
      ctx.app.appDeps.scanTargets.invalidateOwner(owner.user.organisationId);
      expect((await scan(tag.userFacingId)).statusCode).toBe(410);
    });
  });

  describe('analytics', () => {
    it('counts scans per day without bots, with unique visitors and top platforms', async () => {
      const tag = (await createLink(pro.token)).json();
      const iphone =
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
      const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
      const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
      for (const [ua, ip] of [
        [iphone, '10.1.1.1'],
        [iphone, '10.1.1.1'],
        [android, '10.1.1.2'],
        [bot, '10.1.1.3'],
      ] as const) {
        await ctx.app.inject({
          method: 'GET',
          url: `/t/${tag.userFacingId}`,
          headers: { 'user-agent': ua, 'accept-language': 'de-DE' },
          remoteAddress: ip,
        });
      }
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/tags/${tag.id}/analytics`,
        headers: auth(pro.token),
      });
      expect(response.statusCode).toBe(200);
      const analytics = response.json();
      expect(analytics).toMatchObject({ totalScans: 3, uniqueVisitors: 2 });
      expect(analytics.series).toHaveLength(30);
      expect(analytics.series.at(-1)).toEqual({
        date: new Date().toISOString().slice(0, 10),
        scans: 3,
        nfc: 3,
        qr: 0,
        other: 0,
      });
      expect(analytics.platforms).toEqual([
        { key: 'iOS', count: 2 },
        { key: 'Android', count: 1 },
      ]);
      expect(analytics.languages).toEqual([{ key: 'de', count: 3 }]);
      const listed = (await ctx.app.inject({ method: 'GET', url: '/api/tags', headers: auth(pro.token) })).json();
      expect(listed.find((item: { id: string }) => item.id === tag.id).scanCount).toBe(3);
    });

    it('takes a date range, refuses a bad one, and needs Core or Pro', async () => {
      const tag = (await createLink(pro.token)).json();
      const url = `/api/tags/${tag.id}/analytics`;
      const ranged = await ctx.app.inject({
        method: 'GET',
        url: `${url}?from=2026-01-01&to=2026-01-07`,
        headers: auth(pro.token),
      });
      expect(ranged.json().series.map((point: { date: string }) => point.date)).toEqual([
        '2026-01-01',
        '2026-01-02',
        '2026-01-03',
        '2026-01-04',
        '2026-01-05',
        '2026-01-06',
        '2026-01-07',
      ]);
      for (const query of [
        'from=2026-02-01&to=2026-01-01',
        'from=yesterday',
        'from=2020-01-01&to=2026-01-01',
        'to=2026-02-31',
      ]) {
        const response = await ctx.app.inject({ method: 'GET', url: `${url}?${query}`, headers: auth(pro.token) });
        expect(response.statusCode, query).toBe(400);
      }
      await givePlan(ctx, pro.user.id, null);
      const refused = await ctx.app.inject({ method: 'GET', url, headers: auth(pro.token) });
      expect(refused.statusCode).toBe(403);
      await givePlan(ctx, pro.user.id, 'Core');
      expect((await ctx.app.inject({ method: 'GET', url, headers: auth(pro.token) })).statusCode).toBe(200);
      await givePlan(ctx, pro.user.id, 'Pro');
    });
  });
});

describe('scan link headers', () => {
  it('keeps redirects lean and gives the unavailable page a strict policy of its own', async () => {
    const ctx = await createTestApp();
    try {
      const unknown = await ctx.app.inject({ method: 'GET', url: '/t/ZZZZZZZZ' });
      expect(unknown.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
      expect(unknown.headers['x-content-type-options']).toBe('nosniff');
      expect(unknown.headers['cache-control']).toBe('no-store');
      const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(api.headers['content-security-policy']).toContain("script-src 'self'");
    } finally {
      await ctx.close();
    }
  });
});
