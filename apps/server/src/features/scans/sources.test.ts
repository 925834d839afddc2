import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, givePlan, randomIp, signUp, type TestContext } from '../../../test/helpers.ts';
import { leads, scans } from '../../db/schema.ts';

const phone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('scan sources and the tag funnel', () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await signUp(ctx);
    other = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    await givePlan(ctx, other.user.id, 'Pro');
  });
  afterAll(() => ctx.close());

  const flush = () => ctx.app.appDeps.scanRecorder.flush();
  const createCard = async (token: string, configName: string) =>
    (
      await ctx.app.inject({ method: 'POST', url: '/api/vcf-configs', headers: auth(token), payload: { configName } })
    ).json() as { id: string; downloadToken: string };
  const createTag = async (token: string, payload: object) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/tags', headers: auth(token), payload });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; userFacingId: string };
  };
  const cardTag = (token: string, cardId: string) =>
    createTag(token, { name: 'Badge', actionType: 'VCARD_PAGE', actionData: { vcfConfigId: cardId } });
  const linkTag = (token: string) =>
    createTag(token, { name: 'Menu', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/menu' } });
  const scan = (code: string, query = '', headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'GET',
      url: `/t/${code}${query}`,
      headers: { 'user-agent': phone, ...headers },
      remoteAddress: randomIp(),
    });
  const reportView = (payload: object, userAgent = phone) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/analytics/nfc-scan',
      headers: { 'user-agent': userAgent },
      payload,
      remoteAddress: randomIp(),
    });
  const download = (downloadToken: string, query = '', userAgent = phone) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/vcf/download/${downloadToken}${query}`,
      headers: { 'user-agent': userAgent },
      remoteAddress: randomIp(),
    });
  const cardScans = async (cardId: string) => {
    await flush();
    return ctx.database.db
      .select({ kind: scans.kind, source: scans.source, viaTagId: scans.viaTagId, tagId: scans.tagId })
      .from(scans)
      .where(eq(scans.vcfConfigId, cardId));
  };
  const analytics = (tagId: string, token = owner.token) =>
    ctx.app.inject({ method: 'GET', url: `/api/tags/${tagId}/analytics`, headers: auth(token) });

  it('stores the source of each scan link hit: QR code, chip tap or other', async () => {
    const tag = await linkTag(owner.token);
    const hits: { query: string; headers: Record<string, string>; source: string }[] = [
      { query: '?src=qr', headers: {}, source: 'qr' },
      { query: '?src=qr', headers: { referer: 'https://example.org/' }, source: 'qr' },
      { query: '', headers: {}, source: 'nfc' },
      { query: '', headers: { referer: 'https://example.org/page' }, source: 'other' },
      { query: '?src=other', headers: {}, source: 'other' },
      { query: '?src=newsletter', headers: {}, source: 'other' },
    ];
    for (const hit of hits) {
      const response = await scan(tag.userFacingId, hit.query, hit.headers);
      expect(response.statusCode).toBe(302);
      // The same answer whatever the source: only the recorded row differs.
      expect(response.headers.location).toBe('https://example.com/menu');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
    await flush();
    const rows = await ctx.database.db
      .select({ source: scans.source, kind: scans.kind, viaTagId: scans.viaTagId })
      .from(scans)
      .where(eq(scans.tagId, tag.id));
    expect(rows.map((row) => row.source).sort()).toEqual(hits.map((hit) => hit.source).sort());
    expect(rows.every((row) => row.kind === 'link' && row.viaTagId === null)).toBe(true);
  });

  it('passes the tag and the source on to a card page it redirects to, and nowhere else', async () => {
    const card = await createCard(owner.token, 'Redirected');
    const tag = await cardTag(owner.token, card.id);
    const base = `/vcard/${card.downloadToken}?via=${tag.userFacingId}`;
    expect((await scan(tag.userFacingId)).headers.location).toBe(`${base}&src=nfc`);
    const qr = await scan(tag.userFacingId, '?src=qr');
    expect(qr.statusCode).toBe(302);
    expect(qr.headers.location).toBe(`${base}&src=qr`);
    expect(qr.headers['cache-control']).toBe('no-store');
    expect((await scan(tag.userFacingId, '', { referer: 'https://example.org/' })).headers.location).toBe(
      `${base}&src=other`,
    );
    const link = await linkTag(owner.token);
    expect((await scan(link.userFacingId, '?src=qr')).headers.location).toBe('https://example.com/menu');
  });

  it("attributes a card view to the owner's tag that opens the card, and to no other tag", async () => {
    const card = await createCard(owner.token, 'Viewed');
    const tag = await cardTag(owner.token, card.id);
    const otherCard = await createCard(owner.token, 'Another card');
    const tagOfOtherCard = await cardTag(owner.token, otherCard.id);
    const strangerCard = await createCard(other.token, 'Stranger card');
    const strangerTag = await cardTag(other.token, strangerCard.id);

    for (const payload of [
      { token: card.downloadToken, via: tag.userFacingId, src: 'qr' },
      { token: card.downloadToken, via: strangerTag.userFacingId, src: 'nfc' },
      { token: card.downloadToken, via: tagOfOtherCard.userFacingId, src: 'nfc' },
      { token: card.downloadToken, via: 'Zz9Zz9Zz' },
      { token: card.downloadToken },
    ]) {
      expect((await reportView(payload)).statusCode).toBe(202);
    }
    const rows = await cardScans(card.id);
    expect(rows).toHaveLength(5);
    expect(rows.filter((row) => row.viaTagId !== null)).toEqual([
      { kind: 'page', source: 'qr', viaTagId: tag.id, tagId: null },
    ]);
    expect(rows.map((row) => row.source).sort()).toEqual(['nfc', 'nfc', 'other', 'other', 'qr']);
  });

  it('records a .vcf download as a save, attributed like a view', async () => {
    const card = await createCard(owner.token, 'Saved');
    const tag = await cardTag(owner.token, card.id);
    const strangerTag = await cardTag(other.token, (await createCard(other.token, 'Theirs')).id);
    const saved = await download(card.downloadToken, `?via=${tag.userFacingId}&src=nfc`);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['content-type']).toContain('text/vcard');
    expect((await download(card.downloadToken, `?via=${strangerTag.userFacingId}&src=qr`)).statusCode).toBe(200);
    expect((await download(card.downloadToken)).statusCode).toBe(200);
    const rows = await cardScans(card.id);
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        { kind: 'save', source: 'nfc', viaTagId: tag.id, tagId: null },
        { kind: 'save', source: 'qr', viaTagId: null, tagId: null },
        { kind: 'save', source: 'other', viaTagId: null, tagId: null },
      ]),
    );
  });

  it('refuses a malformed via or src with field messages and stores nothing', async () => {
    const card = await createCard(owner.token, 'Strict');
    for (const payload of [
      { token: card.downloadToken, via: 'short' },
      { token: card.downloadToken, via: 'abc/def+' },
      { token: card.downloadToken, src: 'email' },
      { token: card.downloadToken, src: 5 },
    ]) {
      const response = await reportView(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().errors ?? {})).toEqual([Object.keys(payload)[1]]);
    }
    for (const query of ['?via=short', '?via=abcdefghi', '?src=email', '?src=QR']) {
      const response = await download(card.downloadToken, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errors).toBeTruthy();
    }
    expect(await cardScans(card.id)).toEqual([]);
  });

  it('splits the scans by source and counts the funnel of the range, bots left out', async () => {
    const card = await createCard(owner.token, 'Funnel');
    const tag = await cardTag(owner.token, card.id);
    const plainCard = await createCard(owner.token, 'Unrelated');
    // Scans: 2 QR, 1 tap, 1 other (+1 bot).
    await scan(tag.userFacingId, '?src=qr');
    await scan(tag.userFacingId, '?src=qr');
    await scan(tag.userFacingId);
    await scan(tag.userFacingId, '', { referer: 'https://example.org/' });
    await scan(tag.userFacingId, '?src=qr', { 'user-agent': bot });
    // Views: 3 through the tag (+1 bot, +1 without the tag); saves: 2 through the tag (+1 bot).
    const via = { token: card.downloadToken, via: tag.userFacingId };
    await reportView({ ...via, src: 'qr' });
    await reportView({ ...via, src: 'qr' });
    await reportView({ ...via, src: 'nfc' });
    await reportView({ ...via, src: 'qr' }, bot);
    await reportView({ token: card.downloadToken });
    await download(card.downloadToken, `?via=${tag.userFacingId}&src=qr`);
    await download(card.downloadToken, `?via=${tag.userFacingId}&src=nfc`);
    await download(card.downloadToken, `?via=${tag.userFacingId}&src=qr`, bot);
    // Leads: 1 through the tag, 1 directly on the card, 1 through the tag but long before the range.
    const lead = {
      organisationId: owner.user.organisationId,
      vcfConfigId: card.id,
      name: 'Visitor',
      consentAt: new Date(),
    };
    await ctx.database.db.insert(leads).values([
      { ...lead, viaTagId: tag.id, source: 'qr' },
      { ...lead, viaTagId: null },
      { ...lead, viaTagId: tag.id, createdAt: new Date('2020-01-01T00:00:00Z') },
    ]);
    // A view of another card through nothing, and a scan of another tag: neither counts here.
    await reportView({ token: plainCard.downloadToken, src: 'qr' });

    const response = await analytics(tag.id);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.totalScans).toBe(4);
    expect(result.sources).toEqual({ nfc: 1, qr: 2, other: 1 });
    expect(result.funnel).toEqual({ scans: 4, pageViews: 3, saves: 2, leads: 1 });
    expect(result.series.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      scans: 4,
      nfc: 1,
      qr: 2,
      other: 1,
    });
    // Views and saves reached through the tag never count as its scans.
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/tags', headers: auth(owner.token) })).json();
    expect(listed.find((item: { id: string }) => item.id === tag.id).scanCount).toBe(4);

    // A range before any of it: all zero, the old lead included only when its day is in range.
    const old = await ctx.app.inject({
      method: 'GET',
      url: `/api/tags/${tag.id}/analytics?from=2020-01-01&to=2020-01-31`,
      headers: auth(owner.token),
    });
    expect(old.json()).toMatchObject({
      sources: { nfc: 0, qr: 0, other: 0 },
      funnel: { scans: 0, pageViews: 0, saves: 0, leads: 1 },
    });
  });

  it("answers 404 for another user's tag analytics and leaks none of its figures", async () => {
    const tag = await linkTag(owner.token);
    await scan(tag.userFacingId, '?src=qr');
    const response = await analytics(tag.id, other.token);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('funnel');
    expect((await analytics('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('keeps the bulk insert of sources and via tags exact', async () => {
    const card = await createCard(owner.token, 'Bulk');
    const tag = await cardTag(owner.token, card.id);
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        reportView({ token: card.downloadToken, via: tag.userFacingId, src: index % 3 === 0 ? 'nfc' : 'qr' }),
      ),
    );
    await flush();
    const rows = await ctx.database.db
      .select({ source: scans.source })
      .from(scans)
      .where(and(eq(scans.viaTagId, tag.id), eq(scans.kind, 'page')));
    expect(rows.filter((row) => row.source === 'nfc')).toHaveLength(10);
    expect(rows.filter((row) => row.source === 'qr')).toHaveLength(20);
  });
});
