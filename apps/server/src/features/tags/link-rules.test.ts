import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  givePlan,
  multipartBody,
  randomIp,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import { scans, tags } from '../../db/schema.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const LINK_PREVIEW = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

describe('tag link rules, expiry and scan caps', () => {
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

  const linkTag = { name: 'Poster', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/own' } };
  const createTag = (payload: object, token = pro.token) =>
    ctx.app.inject({ method: 'POST', url: '/api/tags', headers: auth(token), payload: { ...linkTag, ...payload } });
  const created = async (payload: object) => {
    const response = await createTag(payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; userFacingId: string };
  };
  const updateTag = (id: string, payload: object, token = pro.token) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/tags/${id}`,
      headers: auth(token),
      payload: { ...linkTag, ...payload },
    });
  const getTag = async (id: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/tags/${id}`, headers: auth(pro.token) })).json();
  const scan = (code: string, userAgent = IPHONE, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'GET',
      url: `/t/${code}`,
      headers: { 'user-agent': userAgent, ...headers },
      remoteAddress: randomIp(),
    });
  const storedScans = async (tagId: string) => {
    await ctx.app.appDeps.scanRecorder.flush();
    return (
      ctx.database.db
        .select({ kind: scans.kind, matchedRule: scans.matchedRule, isBot: scans.isBot })
        .from(scans)
        .where(eq(scans.tagId, tagId))
        // Scans in one millisecond tie on the time: the tests' scans come in this order of kind, rule and bot flag.
        .orderBy(scans.occurredAt, scans.kind, sql`${scans.matchedRule} nulls first`, desc(scans.isBot))
    );
  };

  describe('validation', () => {
    const url = 'https://example.com/rule';
    it('refuses bad rules, expiry and caps with the field that is wrong', async () => {
      const cases: Array<[object, string, string]> = [
        [
          { rules: Array.from({ length: 11 }, () => ({ os: 'ios', url })) },
          'rules',
          'A tag can have at most 10 rules.',
        ],
        [{ rules: [{ url }] }, 'rules.0.os', 'Give the rule at least one condition: system, language or dates.'],
        [{ rules: [{ os: 'ios', url: 'javascript:alert(1)' }] }, 'rules.0.url', 'Enter a valid http(s) URL.'],
        [{ rules: [{ os: 'ios', url: 'ftp://example.com' }] }, 'rules.0.url', 'Enter a valid http(s) URL.'],
        [{ rules: [{ os: 'blackberry', url }] }, 'rules.0.os', 'This value is not valid.'],
        [
          {
            rules: [
              { os: 'ios', url },
              { language: 'deu', url },
            ],
          },
          'rules.1.language',
          'Enter a two-letter language code such as en or de.',
        ],
        [
          { rules: [{ from: '2026-02-01T00:00:00Z', until: '2026-01-01T00:00:00Z', url }] },
          'rules.0.until',
          'The end must be after the start.',
        ],
        [{ rules: [{ from: 'next week', url }] }, 'rules.0.from', 'Enter a date and time.'],
        [{ rules: 'ios' }, 'rules', 'This value is not valid.'],
        [{ expiresAt: 'tomorrow' }, 'expiresAt', 'Enter a date and time.'],
        [{ expiresAt: '2026-13-01T00:00:00Z' }, 'expiresAt', 'Enter a date and time.'],
        [{ maxScans: 0 }, 'maxScans', 'The scan limit must be a whole number from 1 to 1,000,000,000.'],
        [{ maxScans: -1 }, 'maxScans', 'The scan limit must be a whole number from 1 to 1,000,000,000.'],
        [{ maxScans: 1.5 }, 'maxScans', 'The scan limit must be a whole number from 1 to 1,000,000,000.'],
        [{ maxScans: 'abc' }, 'maxScans', 'The scan limit must be a whole number from 1 to 1,000,000,000.'],
        [{ maxScans: 2_000_000_000 }, 'maxScans', 'The scan limit must be a whole number from 1 to 1,000,000,000.'],
      ];
      const tag = await created({});
      for (const [payload, field, message] of cases) {
        for (const response of [await createTag(payload), await updateTag(tag.id, payload)]) {
          expect(response.statusCode, JSON.stringify(payload)).toBe(400);
          expect(response.json().errors[field], JSON.stringify(payload)).toBe(message);
        }
      }
      expect(await getTag(tag.id)).toMatchObject({ rules: [], expiresAt: null, maxScans: null });
    });

    it('answers the errors in German to Accept-Language: de', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/tags',
        headers: { ...auth(pro.token), 'accept-language': 'de' },
        payload: { ...linkTag, rules: [{ url }], maxScans: 0 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors['rules.0.os']).not.toMatch(/Give the rule/);
      expect(response.json().errors.maxScans).not.toMatch(/The scan limit/);
    });
  });

  it('stores rules, expiry and cap as validated, keeps them when a PUT leaves them out, and clears them with null', async () => {
    const expiresAt = '2030-01-01T12:00:00+01:00';
    const rules = [
      { os: 'ios', url: 'https://apps.apple.com/app/id1' },
      { language: 'DE', until: '2030-01-01T00:00:00+01:00', url: 'https://example.com/de' },
    ];
    const response = await createTag({ rules, expiresAt, maxScans: 500 });
    expect(response.statusCode).toBe(201);
    const tag = response.json();
    const stored = {
      rules: [
        { os: 'ios', url: 'https://apps.apple.com/app/id1' },
        { language: 'de', until: '2029-12-31T23:00:00.000Z', url: 'https://example.com/de' },
      ],
      expiresAt: '2030-01-01T11:00:00.000Z',
      maxScans: 500,
    };
    expect(tag).toMatchObject(stored);
    expect(await getTag(tag.id)).toMatchObject(stored);

    const renamed = await updateTag(tag.id, { name: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Renamed', ...stored });

    const onlyCap = await updateTag(tag.id, { maxScans: 7 });
    expect(onlyCap.json()).toMatchObject({ ...stored, maxScans: 7 });

    const cleared = await updateTag(tag.id, { rules: null, expiresAt: null, maxScans: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ rules: [], expiresAt: null, maxScans: null });
    const [row] = await ctx.database.db.select().from(tags).where(eq(tags.id, tag.id));
    expect(row).toMatchObject({ rules: [], expiresAt: null, maxScans: null });

    const plain = await created({});
    expect(await getTag(plain.id)).toMatchObject({ rules: [], expiresAt: null, maxScans: null });
  });

  it('takes rules as a JSON string in multipart; an empty field clears, an absent one keeps', async () => {
    const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) => {
      const body = multipartBody({ name: 'Multipart', actionType: 'WEBSITE_LINK', ...fields });
      return ctx.app.inject({ method, url, headers: { ...auth(pro.token), ...body.headers }, payload: body.payload });
    };
    const response = await send('POST', '/api/tags', {
      actionData: JSON.stringify({ url: 'https://example.com/own' }),
      rules: JSON.stringify([{ os: 'android', url: 'https://play.google.com/store' }]),
      expiresAt: '2031-05-01T00:00:00Z',
      maxScans: '25',
    });
    expect(response.statusCode, response.body).toBe(201);
    const tag = response.json();
    expect(tag).toMatchObject({
      rules: [{ os: 'android', url: 'https://play.google.com/store' }],
      expiresAt: '2031-05-01T00:00:00.000Z',
      maxScans: 25,
    });
    const actionData = JSON.stringify({ url: 'https://example.com/own' });
    const kept = await send('PUT', `/api/tags/${tag.id}`, { actionData });
    expect(kept.json()).toMatchObject({ rules: tag.rules, expiresAt: tag.expiresAt, maxScans: 25 });
    const cleared = await send('PUT', `/api/tags/${tag.id}`, { actionData, rules: '', expiresAt: '', maxScans: '' });
    expect(cleared.json()).toMatchObject({ rules: [], expiresAt: null, maxScans: null });
    const bad = await send('PUT', `/api/tags/${tag.id}`, { actionData, rules: '[{"os":"ios"', maxScans: '1.5' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['maxScans', 'rules']);
  });

  describe('the scan link', () => {
    it('sends each system and language where its rule says, the first match winning, else to the tag’s target', async () => {
      const tag = await created({
        rules: [
          { os: 'ios', language: 'fr', url: 'https://example.com/ios-fr' },
          { os: 'ios', url: 'https://apps.apple.com/app/id1' },
          { os: 'android', url: 'https://play.google.com/store/apps/details?id=app' },
          { language: 'de', url: 'https://example.com/de' },
        ],
      });
      const location = async (userAgent: string, language?: string) => {
        const response = await scan(tag.userFacingId, userAgent, language ? { 'accept-language': language } : {});
        expect(response.statusCode).toBe(302);
        // The next scan in another millisecond, so the stored scans sort in this order (rules 3 and null would tie).
        await new Promise((resolve) => setTimeout(resolve, 2));
        return response.headers.location;
      };
      expect(await location(IPHONE)).toBe('https://apps.apple.com/app/id1');
      expect(await location(IPHONE, 'fr-FR,fr;q=0.9')).toBe('https://example.com/ios-fr');
      expect(await location(IPHONE, 'de-AT,de;q=0.9')).toBe('https://apps.apple.com/app/id1');
      expect(await location(ANDROID, 'de-DE')).toBe('https://play.google.com/store/apps/details?id=app');
      expect(await location(WINDOWS, 'de-AT,de;q=0.9')).toBe('https://example.com/de');
      expect(await location(WINDOWS, 'en-US')).toBe('https://example.com/own');
      expect(await location(WINDOWS, 'x-junk;;;')).toBe('https://example.com/own');
      expect(await location('')).toBe('https://example.com/own');
      expect((await storedScans(tag.id)).map((row) => row.matchedRule)).toEqual([1, 0, 1, 2, 3, null, null, null]);
    });

    it('follows a date window: from inclusive, until exclusive, and a window already over never matches', async () => {
      const tag = await created({
        rules: [
          { until: inHours(-1), url: 'https://example.com/over' },
          { from: inHours(1), url: 'https://example.com/later' },
          { from: inHours(-1), until: inHours(1), url: 'https://example.com/now' },
        ],
      });
      expect((await scan(tag.userFacingId)).headers.location).toBe('https://example.com/now');
      const done = await updateTag(tag.id, {
        rules: [
          { until: inHours(-1), url: 'https://example.com/over' },
          { from: inHours(1), url: 'https://example.com/later' },
        ],
      });
      expect(done.statusCode).toBe(200);
      expect((await scan(tag.userFacingId)).headers.location).toBe('https://example.com/own');
    });

    it('applies a rule to a vCard-page tag without ?via, percent-encoding its URL, and a rule change at once', async () => {
      const card = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/vcf-configs',
          headers: auth(pro.token),
          payload: { configName: 'Card' },
        })
      ).json();
      const tag = await created({
        actionType: 'VCARD_PAGE',
        actionData: { vcfConfigId: card.id },
        rules: [{ os: 'android', url: 'https://example.com/bücher?q=straße' }],
      });
      expect((await scan(tag.userFacingId, ANDROID)).headers.location).toBe(
        'https://example.com/b%C3%BCcher?q=stra%C3%9Fe',
      );
      expect((await scan(tag.userFacingId, IPHONE)).headers.location).toBe(
        `/vcard/${card.downloadToken}?via=${tag.userFacingId}&src=nfc`,
      );
      const changed = await updateTag(tag.id, {
        actionType: 'VCARD_PAGE',
        actionData: { vcfConfigId: card.id },
        rules: [{ os: 'android', url: 'https://example.com/new' }],
      });
      expect(changed.statusCode).toBe(200);
      expect((await scan(tag.userFacingId, ANDROID)).headers.location).toBe('https://example.com/new');
    });

    it('refuses an expired tag with the unavailable page, recording a refused scan that is no visit', async () => {
      const tag = await created({ expiresAt: inHours(-1) });
      const refused = await scan(tag.userFacingId, IPHONE, { 'accept-language': 'de-DE' });
      expect(refused.statusCode).toBe(410);
      expect(refused.headers.location).toBeUndefined();
      expect(refused.headers['content-type']).toMatch(/text\/html/);
      expect(refused.body).toContain('Dieser Link ist abgelaufen');
      expect(await storedScans(tag.id)).toEqual([{ kind: 'refused', matchedRule: null, isBot: false }]);
      expect((await getTag(tag.id)).scanCount).toBe(0);

      // Moving the expiry into the future opens the link again at once.
      await updateTag(tag.id, { expiresAt: inHours(1) });
      expect((await scan(tag.userFacingId)).statusCode).toBe(302);
    });

    it('refuses visits past the cap, counting link previews too, and remembers the count across a reload', async () => {
      const tag = await created({ maxScans: 3, rules: [{ os: 'android', url: 'https://example.com/android' }] });
      expect((await scan(tag.userFacingId, LINK_PREVIEW)).statusCode).toBe(302);
      expect((await scan(tag.userFacingId, IPHONE)).statusCode).toBe(302);
      expect((await scan(tag.userFacingId, ANDROID)).headers.location).toBe('https://example.com/android');
      const third = await scan(tag.userFacingId, IPHONE);
      expect(third.statusCode).toBe(410);
      expect(third.headers.location).toBeUndefined();
      expect((await scan(tag.userFacingId, ANDROID)).statusCode).toBe(410);
      expect(await storedScans(tag.id)).toEqual([
        { kind: 'link', matchedRule: null, isBot: true },
        { kind: 'link', matchedRule: null, isBot: false },
        { kind: 'link', matchedRule: 0, isBot: false },
        { kind: 'refused', matchedRule: null, isBot: false },
        { kind: 'refused', matchedRule: null, isBot: false },
      ]);
      expect((await getTag(tag.id)).scanCount).toBe(2);

      // A reloaded target starts from the stored count, so the cap holds.
      ctx.app.appDeps.scanTargets.clear();
      expect((await scan(tag.userFacingId)).statusCode).toBe(410);
      // Raising the cap opens the link for one more visit.
      await updateTag(tag.id, { maxScans: 4 });
      expect((await scan(tag.userFacingId)).statusCode).toBe(302);
      expect((await scan(tag.userFacingId)).statusCode).toBe(410);
      // Clearing the cap opens it for good.
      await updateTag(tag.id, { maxScans: null });
      expect((await scan(tag.userFacingId)).statusCode).toBe(302);
    });

    it('counts every redirect toward a cap, bots too, while analytics still leave bots out', async () => {
      const tag = await created({ maxScans: 5 });
      const bots = [LINK_PREVIEW, 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.4.0'];
      const answers = [];
      for (let index = 0; index < 8; index++) answers.push((await scan(tag.userFacingId, bots[index % 3]!)).statusCode);
      expect(answers).toEqual([302, 302, 302, 302, 302, 410, 410, 410]);
      const stored = await storedScans(tag.id);
      expect(stored.filter((row) => row.kind === 'link')).toHaveLength(5);
      expect(stored.every((row) => row.isBot)).toBe(true);
      expect((await getTag(tag.id)).scanCount).toBe(0);
      // A reloaded target counts the bots' redirects from the stored scans, so the cap holds.
      ctx.app.appDeps.scanTargets.clear();
      expect((await scan(tag.userFacingId, IPHONE)).statusCode).toBe(410);
    });

    it('counts a flooding address’s redirects toward a cap, also past the flood guard and across a reload', async () => {
      const tag = await created({ maxScans: 65 });
      const ip = randomIp();
      const fromOneIp = () =>
        ctx.app.inject({
          method: 'GET',
          url: `/t/${tag.userFacingId}`,
          headers: { 'user-agent': IPHONE },
          remoteAddress: ip,
        });
      let redirects = 0;
      for (let index = 0; index < 64; index++) if ((await fromOneIp()).statusCode === 302) redirects++;
      // The redirects past the flood guard are stored as bots: out of analytics, in the count a reload starts from.
      const stored = await storedScans(tag.id);
      expect(stored).toHaveLength(64);
      expect(stored.filter((row) => !row.isBot)).toHaveLength(60);
      expect((await getTag(tag.id)).scanCount).toBe(60);
      ctx.app.appDeps.scanTargets.clear();
      if ((await fromOneIp()).statusCode === 302) redirects++;
      expect(redirects).toBe(65);
      expect((await fromOneIp()).statusCode).toBe(410);
      expect((await scan(tag.userFacingId)).statusCode).toBe(410);
    });

    it('lets parallel scans of a capped tag through no more than the cap', async () => {
      const tag = await created({ maxScans: 5 });
      const answers = await Promise.all(Array.from({ length: 20 }, () => scan(tag.userFacingId)));
      expect(answers.filter((answer) => answer.statusCode === 302)).toHaveLength(5);
      expect(answers.filter((answer) => answer.statusCode === 410)).toHaveLength(15);
    });

    it('keeps an inactive tag unavailable whatever its rules say', async () => {
      const tag = await created({ status: 'inactive', rules: [{ os: 'ios', url: 'https://example.com/ios' }] });
      expect((await scan(tag.userFacingId)).statusCode).toBe(410);
      expect(await storedScans(tag.id)).toEqual([]);
    });
  });

  it('shows in analytics which rule each visit matched and how many scans were refused', async () => {
    const tag = await created({
      maxScans: 4,
      rules: [
        { os: 'ios', url: 'https://example.com/ios' },
        { os: 'android', url: 'https://example.com/android' },
      ],
    });
    for (const userAgent of [IPHONE, IPHONE, WINDOWS, ANDROID, IPHONE, ANDROID, LINK_PREVIEW]) {
      await scan(tag.userFacingId, userAgent);
    }
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/tags/${tag.id}/analytics`,
      headers: auth(pro.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totalScans: 4,
      rules: [
        { key: '1', count: 2 },
        { key: '2', count: 1 },
        { key: 'default', count: 1 },
      ],
      refused: 2,
      funnel: { scans: 4 },
    });
    const plain = await created({});
    const empty = await ctx.app.inject({
      method: 'GET',
      url: `/api/tags/${plain.id}/analytics`,
      headers: auth(pro.token),
    });
    expect(empty.json()).toMatchObject({ totalScans: 0, rules: [], refused: 0 });
  });

  it('hides another tenant’s tag (404) and leaves its rules, expiry and cap as they were', async () => {
    const tag = await created({ rules: [{ os: 'ios', url: 'https://example.com/ios' }], maxScans: 9 });
    const hostile = { rules: [{ os: 'ios', url: 'https://evil.test/' }], maxScans: null, expiresAt: inHours(-1) };
    for (const call of [
      { method: 'GET', url: `/api/tags/${tag.id}` },
      { method: 'PUT', url: `/api/tags/${tag.id}`, payload: { ...linkTag, ...hostile } },
      { method: 'GET', url: `/api/tags/${tag.id}/analytics` },
      { method: 'DELETE', url: `/api/tags/${tag.id}` },
    ] as const) {
      const response = await ctx.app.inject({ ...call, headers: auth(other.token) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const [row] = await ctx.database.db
      .select({ rules: tags.rules, maxScans: tags.maxScans, expiresAt: tags.expiresAt })
      .from(tags)
      .where(and(eq(tags.id, tag.id), eq(tags.userId, pro.user.id)));
    expect(row).toEqual({ rules: [{ os: 'ios', url: 'https://example.com/ios' }], maxScans: 9, expiresAt: null });
    expect((await scan(tag.userFacingId)).headers.location).toBe('https://example.com/ios');
  });
});
