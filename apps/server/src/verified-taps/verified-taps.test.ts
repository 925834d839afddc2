import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, givePlan, joinTeam, randomIp, signUp, type TestContext } from '../../test/helpers.ts';
import { createVirtualChip, sunMaterialOf } from '../../test/peers/virtual-chip.ts';
import { scans, sunChips, webhookDeliveries } from '../db/schema.ts';

/** Issue 31: verified taps on the scan link, with the chips of a software NTAG 424 DNA. */
const KEYS = { metaReadKey: '00112233445566778899AABBCCDDEEFF', fileReadKey: 'FFEEDDCCBBAA99887766554433221100' };
const SUN_ENV = { SUN_META_READ_KEY: KEYS.metaReadKey, SUN_FILE_READ_KEY: KEYS.fileReadKey };
const material = sunMaterialOf(KEYS);
const TARGET = 'https://example.com/stamp';
const FALLBACK = 'https://example.com/tap-the-tag';

type Account = { token: string; user: { id: string; organisationId: string } };

let uidSequence = 0x10;
/** A fresh chip UID per test, so chips never meet across tests. */
const nextUid = () => `04A1B2C3D4E5${(uidSequence++).toString(16).toUpperCase().padStart(2, '0')}`;

describe('verified taps', () => {
  let ctx: TestContext;
  let owner: Account;
  let other: Account;
  beforeAll(async () => {
    ctx = await createTestApp({ env: SUN_ENV });
    owner = await signUp(ctx);
    other = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    await givePlan(ctx, other.user.id, 'Pro');
  });
  afterAll(() => ctx.close());

  const chipOf = (account: Account, options: { uid?: string; emptyMacInput?: boolean } = {}) =>
    createVirtualChip({
      material,
      organisationId: account.user.organisationId,
      uid: options.uid ?? nextUid(),
      ...options,
    });

  async function createTag(payload: object = {}, account = owner) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: auth(account.token),
      payload: { name: 'Stamp card', actionType: 'WEBSITE_LINK', actionData: { url: TARGET }, ...payload },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; userFacingId: string; verification: string; chip: unknown };
  }
  const scan = (code: string, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/t/${code}${query ? `?${query}` : ''}`,
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
      remoteAddress: randomIp(),
    });
  async function outcomes(tagId: string) {
    await ctx.app.appDeps.scanRecorder.flush();
    const rows = await ctx.database.db
      .select({
        verification: scans.verification,
        chipUid: scans.chipUid,
        chipCounter: scans.chipCounter,
        kind: scans.kind,
      })
      .from(scans)
      .where(eq(scans.tagId, tagId))
      .orderBy(scans.occurredAt);
    return rows;
  }
  const getTag = async (id: string, account = owner) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/tags/${id}`, headers: auth(account.token) })).json();

  describe('record', () => {
    it('stores each scan as verified, replayed, invalid or plain and redirects them all', async () => {
      const tag = await createTag({ verification: 'record' });
      expect(tag.verification).toBe('record');
      const chip = chipOf(owner);
      const first = chip.tap();
      const answers = [
        await scan(tag.userFacingId),
        await scan(tag.userFacingId, first),
        await scan(tag.userFacingId, first),
        await scan(
          tag.userFacingId,
          chip.tap().replace(/.$/, (last) => (last === '0' ? '1' : '0')),
        ),
        await scan(tag.userFacingId, 'picc_data=ZZ&cmac=00'),
        await scan(tag.userFacingId, `picc_data=${'A'.repeat(32)}`),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(302);
        expect(answer.headers.location).toBe(TARGET);
      }
      expect((await outcomes(tag.id)).map((row) => row.verification).sort()).toEqual(
        ['plain', 'verified', 'replayed', 'invalid', 'invalid', 'invalid'].sort(),
      );
      const stored = await outcomes(tag.id);
      for (const outcome of ['verified', 'replayed']) {
        expect(stored.find((row) => row.verification === outcome)).toMatchObject({ chipUid: chip.uid, chipCounter: 1 });
      }
    });

    it('binds the tag to the first chip verified, and refuses another chip, an old counter and a moved message', async () => {
      const tag = await createTag({ verification: 'record' });
      const neighbour = await createTag({ verification: 'record' });
      const chip = chipOf(owner);
      const stranger = chipOf(owner);
      expect((await scan(tag.userFacingId, chip.tap())).statusCode).toBe(302);
      await scan(tag.userFacingId, chip.tap());
      await scan(tag.userFacingId, chip.tap());
      // Counter 2 after 3: a message from before.
      await scan(tag.userFacingId, chip.queryAt(2));
      // A genuine message of another chip of the same organisation on this bound tag.
      await scan(tag.userFacingId, stranger.tap());
      // A fresh message of this tag's chip moved to another tag's link.
      await scan(neighbour.userFacingId, chip.tap());
      expect((await outcomes(tag.id)).map((row) => row.verification).sort()).toEqual(
        ['verified', 'verified', 'verified', 'replayed', 'invalid'].sort(),
      );
      expect(await outcomes(neighbour.id)).toEqual([
        expect.objectContaining({ verification: 'invalid', chipUid: null, chipCounter: null }),
      ]);
      const shown = await getTag(tag.id);
      expect(shown.chip).toMatchObject({ uid: chip.uid, lastCounter: 3 });
      expect(Date.parse(shown.chip.lastVerifiedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect((await getTag(neighbour.id)).chip).toBeNull();
    });

    it("refuses a message made with another organisation's keys", async () => {
      const tag = await createTag({ verification: 'record' });
      await scan(tag.userFacingId, chipOf(other).tap());
      expect((await outcomes(tag.id)).map((row) => row.verification).sort()).toEqual(['invalid'].sort());
      expect((await getTag(tag.id)).chip).toBeNull();
    });

    it("accepts AN12196's layout, a MAC over an empty input", async () => {
      const tag = await createTag({ verification: 'record' });
      await scan(tag.userFacingId, chipOf(owner, { emptyMacInput: true }).tap());
      expect((await outcomes(tag.id)).map((row) => row.verification).sort()).toEqual(['verified'].sort());
    });

    it('lets exactly one of many requests carrying the same fresh message through', async () => {
      const tag = await createTag({ verification: 'record' });
      const chip = chipOf(owner);
      await scan(tag.userFacingId, chip.tap());
      const again = chip.tap();
      await Promise.all(Array.from({ length: 12 }, () => scan(tag.userFacingId, again)));
      const counted = (await outcomes(tag.id)).map((row) => row.verification);
      expect(counted.filter((outcome) => outcome === 'verified')).toHaveLength(2);
      expect(counted.filter((outcome) => outcome === 'replayed')).toHaveLength(11);
    });

    it('checks a recorded tap in the scan writer: binds a chip freed from its tag to the next tag it is verified on', async () => {
      const tag = await createTag({ verification: 'record' });
      const next = await createTag({ verification: 'record' });
      const chip = chipOf(owner);
      await scan(tag.userFacingId, chip.tap());
      await scan(tag.userFacingId, chip.tap());
      // The redirect never waits for the check: the chip is bound once the writer has stored the taps.
      await ctx.app.appDeps.scanRecorder.flush();
      expect((await getTag(tag.id)).chip).toMatchObject({ uid: chip.uid, lastCounter: 2 });
      const unbound = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/tags/${tag.id}/chip`,
        headers: auth(owner.token),
      });
      expect(unbound.statusCode).toBe(204);
      // Freed, keeping its counter: an old message is a replay anywhere, a fresh one binds it to the next tag.
      await scan(next.userFacingId, chip.queryAt(2));
      await scan(next.userFacingId, chip.tap());
      // By counter: the two scans may share a millisecond.
      const settled = (await outcomes(next.id)).map((row) => [row.chipCounter, row.verification]);
      expect(settled.sort(([a], [b]) => Number(a) - Number(b))).toEqual([
        [2, 'replayed'],
        [3, 'verified'],
      ]);
      expect((await getTag(next.id)).chip).toMatchObject({ uid: chip.uid, lastCounter: 3 });
      expect((await getTag(tag.id)).chip).toBeNull();
    });

    it('settles the claims journaled by an earlier version against the stored counter', async () => {
      const tag = await createTag({ verification: 'record' });
      const chip = chipOf(owner);
      await scan(tag.userFacingId, chip.queryAt(3));
      await ctx.app.appDeps.scanRecorder.flush();
      // Journal lines of the version before decision 044: verified by one copy's scan link, settled by the writer.
      const claim = (uid: string, counter: number) =>
        ctx.app.appDeps.scanRecorder.record({
          ownerId: owner.user.organisationId,
          tagId: tag.id,
          vcfConfigId: null,
          kind: 'link',
          source: 'nfc',
          viaTagId: null,
          occurredAt: new Date(),
          ip: randomIp(),
          userAgent: null,
          language: null,
          referrer: null,
          country: null,
          verification: 'verified',
          chipUid: uid,
          chipCounter: counter,
          chipClaim: true,
        });
      await claim(chip.uid, 2);
      await claim(chip.uid, 5);
      await claim(nextUid(), 9);
      // Settled in journal order (the list is by counter: the claims may share a millisecond).
      const settled = (await outcomes(tag.id)).map((row) => [row.chipCounter, row.verification]);
      expect(settled.sort(([a], [b]) => Number(a) - Number(b))).toEqual([
        [2, 'replayed'],
        [3, 'verified'],
        [5, 'verified'],
        [9, 'invalid'],
      ]);
    });
  });

  describe('require', () => {
    it('redirects only verified taps and answers anything else with the notice page', async () => {
      const tag = await createTag({ verification: 'require' });
      const plain = await scan(tag.userFacingId);
      expect(plain.statusCode).toBe(410);
      expect(plain.body).toContain('Tap the tag itself');
      const chip = chipOf(owner);
      const tap = chip.tap();
      const verified = await scan(tag.userFacingId, tap);
      expect(verified.statusCode).toBe(302);
      expect(verified.headers.location).toBe(TARGET);
      expect((await scan(tag.userFacingId, tap)).statusCode).toBe(410);
      const german = await ctx.app.inject({
        method: 'GET',
        url: `/t/${tag.userFacingId}`,
        headers: { 'accept-language': 'de-DE' },
        remoteAddress: randomIp(),
      });
      expect(german.body).toContain('Tippen Sie den Tag selbst an');
      expect((await outcomes(tag.id)).map((row) => [row.kind, row.verification]).sort()).toEqual([
        ['link', 'verified'],
        ['refused', 'plain'],
        ['refused', 'plain'],
        ['refused', 'replayed'],
      ]);
    });

    it("sends unverified scans to the owner's second target when one is set", async () => {
      const tag = await createTag({ verification: 'require', verificationFallbackUrl: FALLBACK });
      const plain = await scan(tag.userFacingId);
      expect(plain.statusCode).toBe(302);
      expect(plain.headers.location).toBe(FALLBACK);
      const verified = await scan(tag.userFacingId, chipOf(owner).tap());
      expect(verified.headers.location).toBe(TARGET);
    });

    it('counts the outcomes in the analytics and lists them in the recent scans', async () => {
      const tag = await createTag({ verification: 'require' });
      const chip = chipOf(owner);
      const tap = chip.tap();
      await scan(tag.userFacingId, tap);
      await scan(tag.userFacingId, tap);
      await scan(tag.userFacingId);
      await scan(tag.userFacingId, chip.tap());
      await scan(tag.userFacingId, 'picc_data=00&cmac=00');
      const analytics = await ctx.app.inject({
        method: 'GET',
        url: `/api/tags/${tag.id}/analytics`,
        headers: auth(owner.token),
      });
      expect(analytics.statusCode, analytics.body).toBe(200);
      expect(analytics.json().verification).toEqual({ verified: 2, replayed: 1, invalid: 1, plain: 1 });
      expect(analytics.json().totalScans).toBe(2);
      const recent = await ctx.app.inject({
        method: 'GET',
        url: `/api/tags/${tag.id}/scans`,
        headers: auth(owner.token),
      });
      expect(recent.statusCode).toBe(200);
      const listed = recent.json() as Array<{ verification: string; chipCounter: number | null; kind: string }>;
      expect(listed.map((row) => row.verification).sort()).toEqual(
        ['invalid', 'plain', 'replayed', 'verified', 'verified'].sort(),
      );
      expect(listed.find((row) => row.chipCounter === 2)).toMatchObject({ verification: 'verified', kind: 'link' });
    });
    it('checks the taps that arrive together over connections as one run, each with its own answer', async () => {
      // Over real connections the fast path answers, and checks the taps of requiring tags read in one turn together.
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      const get = (path: string) =>
        new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
          const outgoing = httpRequest({ host: '127.0.0.1', port, path }, (response) => {
            response.resume();
            response.on('end', () => resolve({ status: response.statusCode!, location: response.headers.location }));
          });
          outgoing.on('error', reject);
          outgoing.end();
        });
      const tags = await Promise.all(Array.from({ length: 6 }, () => createTag({ verification: 'require' })));
      const chips = tags.map(() => chipOf(owner));
      const firsts = chips.map((chip) => chip.tap());
      // Each chip bound by its first tap, one tag after another.
      for (const [index, tag] of tags.entries())
        expect((await get(`/t/${tag.userFacingId}?${firsts[index]}`)).status).toBe(302);
      const sent = tags.flatMap((tag, index) => [
        { tag, query: chips[index]!.tap(), expected: 'verified' },
        { tag, query: firsts[index]!, expected: 'replayed' },
        { tag, query: '', expected: 'plain' },
        { tag, query: chips[index]!.tap().replace(/.$/, (last) => (last === '0' ? '1' : '0')), expected: 'invalid' },
      ]);
      const answers = await Promise.all(
        sent.map(({ tag, query }) => get(`/t/${tag.userFacingId}${query ? `?${query}` : ''}`)),
      );
      for (const [index, { expected }] of sent.entries()) {
        expect(answers[index], `${expected} tap ${index}`).toEqual(
          expected === 'verified' ? { status: 302, location: TARGET } : { status: 410, location: undefined },
        );
      }
      for (const tag of tags) {
        expect((await outcomes(tag.id)).map((row) => row.verification).sort()).toEqual([
          'invalid',
          'plain',
          'replayed',
          'verified',
          'verified',
        ]);
      }
    });
  });

  it('tells scan.created webhooks the outcome and the chip', async () => {
    const endpoint = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: auth(owner.token),
      // .invalid never resolves (RFC 6761): the delivery is queued and never leaves the machine.
      payload: { url: 'https://stamps.invalid/hook', events: ['scan.created'] },
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const tag = await createTag({ verification: 'record' });
    const chip = chipOf(owner);
    await scan(tag.userFacingId, chip.tap());
    await ctx.app.appDeps.scanRecorder.flush();
    const deliveries = await ctx.database.db
      .select({ payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.json().id));
    expect(deliveries.map((delivery) => delivery.payload)).toEqual([
      expect.objectContaining({ tagId: tag.id, verification: 'verified', chipUid: chip.uid, chipCounter: 1 }),
    ]);
  });

  describe('off', () => {
    it('ignores SUN parameters and stores no outcome', async () => {
      const tag = await createTag();
      expect(tag.verification).toBe('off');
      expect((await scan(tag.userFacingId, chipOf(owner).tap())).statusCode).toBe(302);
      expect(await outcomes(tag.id)).toEqual([{ verification: null, chipUid: null, chipCounter: null, kind: 'link' }]);
    });
  });

  describe('the tag settings', () => {
    it('refuses an unknown mode and a bad fallback URL field by field, and keeps the mode when omitted', async () => {
      const bad = await ctx.app.inject({
        method: 'POST',
        url: '/api/tags',
        headers: auth(owner.token),
        payload: {
          name: 'Bad',
          actionType: 'WEBSITE_LINK',
          actionData: { url: TARGET },
          verification: 'always',
          verificationFallbackUrl: 'javascript:alert(1)',
        },
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['verification', 'verificationFallbackUrl']);
      const tag = await createTag({ verification: 'require', verificationFallbackUrl: FALLBACK });
      const kept = await ctx.app.inject({
        method: 'PUT',
        url: `/api/tags/${tag.id}`,
        headers: auth(owner.token),
        payload: { name: 'Renamed', actionType: 'WEBSITE_LINK', actionData: { url: TARGET } },
      });
      expect(kept.json()).toMatchObject({ verification: 'require', verificationFallbackUrl: FALLBACK });
      const cleared = await ctx.app.inject({
        method: 'PUT',
        url: `/api/tags/${tag.id}`,
        headers: auth(owner.token),
        payload: {
          name: 'Renamed',
          actionType: 'WEBSITE_LINK',
          actionData: { url: TARGET },
          verificationFallbackUrl: '',
        },
      });
      expect(cleared.json()).toMatchObject({ verification: 'require', verificationFallbackUrl: null });
    });
  });

  describe('binding a chip', () => {
    const bind = (id: string, uid: unknown, account = owner) =>
      ctx.app.inject({ method: 'PUT', url: `/api/tags/${id}/chip`, headers: auth(account.token), payload: { uid } });
    const unbind = (id: string, account = owner) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/tags/${id}/chip`, headers: auth(account.token) });

    it('binds at encoding, refuses another chip or a chip bound elsewhere, and unbinds keeping the counter', async () => {
      const tag = await createTag({ verification: 'require' });
      const second = await createTag({ verification: 'require' });
      const chip = chipOf(owner);
      expect((await bind(tag.id, 'not-a-uid')).json().errors).toEqual({
        uid: 'Enter the chip UID as 14 hexadecimal digits, such as 04DE5F1EACC040.',
      });
      const bound = await bind(tag.id, chip.uid.toLowerCase());
      expect(bound.statusCode, bound.body).toBe(200);
      expect(bound.json().chip).toMatchObject({ uid: chip.uid, lastCounter: null, lastVerifiedAt: null });
      expect((await bind(tag.id, chip.uid)).statusCode).toBe(200);
      const otherChip = await bind(tag.id, nextUid());
      expect(otherChip.statusCode).toBe(409);
      expect(otherChip.json().message).toContain(chip.uid);
      expect((await bind(second.id, chip.uid)).statusCode).toBe(409);
      // Bound at encoding: another chip's first tap is a copy.
      await scan(tag.userFacingId, chipOf(owner).tap());
      const old = chip.tap();
      expect((await scan(tag.userFacingId, old)).statusCode).toBe(302);
      expect((await unbind(tag.id)).statusCode).toBe(204);
      expect((await getTag(tag.id)).chip).toBeNull();
      // Unbound, the chip's old message stays spent; a fresh one binds it again (to the other tag now).
      expect((await scan(second.userFacingId, old)).statusCode).toBe(410);
      expect((await scan(second.userFacingId, chip.tap())).statusCode).toBe(302);
      expect((await getTag(second.id)).chip).toMatchObject({ uid: chip.uid, lastCounter: 2 });
      expect((await outcomes(tag.id)).map((row) => row.verification).sort()).toEqual(['invalid', 'verified'].sort());
    });

    it("answers 404 for another organisation's tag and 403 to a member", async () => {
      const tag = await createTag({ verification: 'record' });
      expect((await bind(tag.id, nextUid(), other)).statusCode).toBe(404);
      expect((await unbind(tag.id, other)).statusCode).toBe(404);
      const foreign = await ctx.app.inject({
        method: 'GET',
        url: `/api/tags/${tag.id}/scans`,
        headers: auth(other.token),
      });
      expect(foreign.statusCode).toBe(404);
      const planless = await signUp(ctx);
      const planlessTag = await ctx.app.inject({
        method: 'GET',
        url: `/api/tags/${tag.id}/scans`,
        headers: auth(planless.token),
      });
      expect(planlessTag.statusCode).toBe(404);
      const member = await joinTeam(ctx, owner);
      expect((await bind(tag.id, nextUid(), member)).statusCode).toBe(403);
      expect((await getTag(tag.id)).chip).toBeNull();
    });
  });
});

/** A Pro organisation of its own on `ctx` with one tag that requires verified taps: its owner and the tag's code. */
async function ownerWithRequiringTag(ctx: TestContext, verification: 'require' | 'record' = 'require') {
  const account = await signUp(ctx);
  await givePlan(ctx, account.user.id, 'Pro');
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/tags',
    headers: auth(account.token),
    payload: { name: 'Door', actionType: 'WEBSITE_LINK', actionData: { url: TARGET }, verification },
  });
  return {
    organisationId: account.user.organisationId,
    code: created.json().userFacingId as string,
    tagId: created.json().id as string,
  };
}

describe('verified taps with one key per batch (SUN_KEY_DIVERSIFICATION=none)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { ...SUN_ENV, SUN_KEY_DIVERSIFICATION: 'none' } });
  });
  afterAll(() => ctx.close());

  it('verifies chips personalised with the organisation key as it is, and refuses diversified ones', async () => {
    const { organisationId, code } = await ownerWithRequiringTag(ctx);
    const batch = createVirtualChip({
      material: sunMaterialOf({ ...KEYS, diversification: 'none' }),
      organisationId,
      uid: nextUid(),
    });
    const diversified = createVirtualChip({ material, organisationId, uid: nextUid() });
    const go = (query: string) =>
      ctx.app.inject({ method: 'GET', url: `/t/${code}?${query}`, remoteAddress: randomIp() });
    expect((await go(diversified.tap())).statusCode).toBe(410);
    expect((await go(batch.tap())).statusCode).toBe(302);
  });
});

describe.runIf(process.env.DATABASE_URL)('verified taps on several copies (PostgreSQL)', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    first = await createTestApp({ env: SUN_ENV });
    second = await createTestApp({ env: SUN_ENV, database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('lets exactly one copy verify a counter that both are sent at once', async () => {
    const { organisationId, code } = await ownerWithRequiringTag(first);
    const chip = createVirtualChip({ material, organisationId, uid: nextUid() });
    const go = (copy: TestContext, query: string) =>
      copy.app.inject({ method: 'GET', url: `/t/${code}?${query}`, remoteAddress: randomIp() });
    for (let round = 0; round < 5; round++) {
      const tap = chip.tap();
      const answers = await Promise.all([first, second, first, second].map((copy) => go(copy, tap)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([302, 410, 410, 410]);
    }
    // An older counter is refused on either copy.
    expect((await go(second, chip.queryAt(3))).statusCode).toBe(410);
  });

  it('redirects every copy of a recorded tap at once, and stores exactly one of them verified', async () => {
    const { organisationId, code, tagId } = await ownerWithRequiringTag(first, 'record');
    const chip = createVirtualChip({ material, organisationId, uid: nextUid() });
    const go = (copy: TestContext, query: string) =>
      copy.app.inject({ method: 'GET', url: `/t/${code}?${query}`, remoteAddress: randomIp() });
    // The first tap binds the chip (the writer, once it stores it); the copies race the next five.
    expect((await go(first, chip.tap())).statusCode).toBe(302);
    const taps = Array.from({ length: 5 }, () => chip.tap());
    const answers = await Promise.all(
      taps.flatMap((tap) => [first, second, first, second].map((copy) => go(copy, tap))),
    );
    expect(answers.every((answer) => answer.statusCode === 302)).toBe(true);
    // An old message after the race: each copy's writer settles it against the stored counter.
    expect((await go(second, chip.queryAt(2))).statusCode).toBe(302);
    await Promise.all([first.app.appDeps.scanRecorder.flush(), second.app.appDeps.scanRecorder.flush()]);
    const stored = await first.database.db
      .select({ verification: scans.verification, counter: scans.chipCounter })
      .from(scans)
      .where(eq(scans.tagId, tagId));
    expect(stored).toHaveLength(1 + 5 * 4 + 1);
    for (let counter = 2; counter <= 6; counter++) {
      const ofCounter = stored.filter((row) => row.counter === counter).map((row) => row.verification);
      expect(ofCounter.sort(), `counter ${counter}`).toEqual(
        counter === 2
          ? ['replayed', 'replayed', 'replayed', 'replayed', 'verified']
          : ['replayed', 'replayed', 'replayed', 'verified'],
      );
    }
    const [bound] = await first.database.db.select().from(sunChips).where(eq(sunChips.tagId, tagId));
    expect(bound!.lastCounter).toBe(6);
  });

  it('binds a free tag to one of two chips first tapped on two copies at once; the other is a copy', async () => {
    const { organisationId, code, tagId } = await ownerWithRequiringTag(first, 'record');
    const chips = [nextUid(), nextUid()].map((uid) => createVirtualChip({ material, organisationId, uid }));
    const answers = await Promise.all(
      [first, second].map((copy, index) =>
        copy.app.inject({ method: 'GET', url: `/t/${code}?${chips[index]!.tap()}`, remoteAddress: randomIp() }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([302, 302]);
    await Promise.all([first.app.appDeps.scanRecorder.flush(), second.app.appDeps.scanRecorder.flush()]);
    const stored = await first.database.db
      .select({ verification: scans.verification, uid: scans.chipUid })
      .from(scans)
      .where(eq(scans.tagId, tagId));
    expect(stored.map((row) => row.verification).sort()).toEqual(['invalid', 'verified']);
    const [bound] = await first.database.db.select().from(sunChips).where(eq(sunChips.tagId, tagId));
    expect(bound!.uid).toBe(stored.find((row) => row.verification === 'verified')!.uid);
  });
});
