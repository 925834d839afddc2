import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  givePlan,
  joinTeam,
  lastMailTo,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import { googleWalletEnv } from '../../../test/peers/google-wallet-account.ts';
import { organisations, users, vcfConfigs, walletPasses, walletUpdates } from '../../db/schema.ts';
import { cardOfWalletLink, walletLinkToken } from './links.ts';

/** Issue 32: what every wallet shares: availability, the signed links, the invitation mail, the change triggers. */
const GOOGLE_ENV = googleWalletEnv().env;

type Account = Awaited<ReturnType<typeof signUp>>;

describe('signed wallet links', () => {
  const key = 'k'.repeat(43);
  const card = '0b6a3f1e-9a55-4c47-8f7e-3c0f3f7a2d10';

  it('name their card until they expire, and nothing once changed', () => {
    const now = Date.UTC(2026, 10, 27);
    const token = walletLinkToken(key, card, 60, now);
    expect(cardOfWalletLink(key, token, now + 59_000)).toBe(card);
    expect(cardOfWalletLink(key, token, now + 60_000)).toBeNull();
    expect(cardOfWalletLink('x'.repeat(43), token, now)).toBeNull();
    const [id, expires, mac] = token.split('.');
    expect(cardOfWalletLink(key, `${id}.${Number(expires) + 3600}.${mac}`, now)).toBeNull();
    expect(cardOfWalletLink(key, `${card.replace('0b', '0c')}.${expires}.${mac}`, now)).toBeNull();
    for (const bad of ['', 'a.b', 'a.b.c.d', `${id}.soon.${mac}`, `${id}.${expires}.`]) {
      expect(cardOfWalletLink(key, bad, now), bad).toBeNull();
    }
  });
});

describe('wallet passes (Google Wallet set up)', () => {
  let ctx: TestContext;
  let owner: Account;
  let member: Awaited<ReturnType<typeof joinTeam>>;
  let other: Account;
  let ownerCard: string;
  let memberCard: string;
  let otherCard: string;

  const createCard = async (account: { token: string }, name: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/vcf-configs',
      headers: auth(account.token),
      payload: { configName: name, name, position: 'Sales' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const links = (account: { token: string } | null, cardId: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/vcf-configs/${cardId}/wallet/links`,
      headers: account ? auth(account.token) : {},
    });

  beforeAll(async () => {
    ctx = await createTestApp({ env: GOOGLE_ENV });
    owner = await signUp(ctx);
    other = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    await givePlan(ctx, other.user.id, 'Pro');
    member = await joinTeam(ctx, owner);
    ownerCard = await createCard(owner, 'Erika');
    memberCard = await createCard(member, 'Max');
    otherCard = await createCard(other, 'Stranger');
  });
  afterAll(() => ctx.close());

  it('tells which wallets are set up', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/wallet', headers: auth(member.token) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ apple: false, google: true });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/wallet' })).statusCode).toBe(401);
  });

  it("hands the card's member and its managers an hour's links, and nobody else", async () => {
    for (const [account, card] of [
      [member, memberCard],
      [owner, memberCard],
      [owner, ownerCard],
    ] as const) {
      const answer = await links(account, card);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      const { apple, google } = answer.json();
      expect(apple).toBeNull();
      const token = google.match(/^http:\/\/app\.test\/api\/wallet\/links\/([^/]+)\/google$/)?.[1];
      expect(cardOfWalletLink(ctx.app.appDeps.keys.walletLinks, token)).toBe(card);
      expect(cardOfWalletLink(ctx.app.appDeps.keys.walletLinks, token, Date.now() + 3601_000)).toBeNull();
    }
    for (const [account, card] of [
      [member, ownerCard],
      [other, memberCard],
      [owner, otherCard],
      [owner, 'not-a-card'],
      [owner, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const answer = await links(account, card);
      expect(answer.statusCode, `${card}`).toBe(404);
      expect(answer.json().message).toBe('vCard not found.');
    }
    expect((await links(null, ownerCard)).statusCode).toBe(401);
  });

  it('refuses forged, expired and unconfigured wallet links alike', async () => {
    const expired = walletLinkToken(ctx.app.appDeps.keys.walletLinks, ownerCard, -10);
    const forged = walletLinkToken('f'.repeat(43), ownerCard, 600);
    for (const token of [expired, forged, 'nonsense']) {
      const answer = await ctx.app.inject({ method: 'GET', url: `/api/wallet/links/${token}/google` });
      expect(answer.statusCode, token).toBe(404);
    }
    const good = walletLinkToken(ctx.app.appDeps.keys.walletLinks, ownerCard, 600);
    const apple = await ctx.app.inject({ method: 'GET', url: `/api/wallet/links/${good}/apple` });
    expect(apple.statusCode).toBe(404);
    expect(apple.json().message).toBe('Wallet passes are not set up on this server.');
  });

  it('mails every member with a card their links, in their language, when a manager asks', async () => {
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/team/wallet-invitations',
      headers: auth(member.token),
    });
    expect(refused.statusCode).toBe(403);
    await ctx.database.db.update(users).set({ language: 'de' }).where(eq(users.id, owner.user.id));
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/team/wallet-invitations',
      headers: auth(owner.token),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sent: 2, cards: 2 });
    const german = await lastMailTo(ctx, owner.email);
    expect(german?.subject).toBe('Ihre Karte in Ihrer Wallet');
    expect(german?.text).toContain('Zu Google Wallet hinzufügen: http://app.test/api/wallet/links/');
    const mail = await lastMailTo(ctx, member.email);
    expect(mail?.subject).toBe('Add your card to your wallet');
    const url = mail?.text.match(/Add to Google Wallet: (\S+)/)?.[1] ?? '';
    const token = url.match(/\/api\/wallet\/links\/([^/]+)\/google$/)?.[1] ?? '';
    expect(cardOfWalletLink(ctx.app.appDeps.keys.walletLinks, token)).toBe(memberCard);
    // Valid for the 30 days the mail promises.
    expect(cardOfWalletLink(ctx.app.appDeps.keys.walletLinks, token, Date.now() + 29 * 86_400_000)).toBe(memberCard);
    expect(mail?.text).not.toContain('Apple Wallet');
    expect(mail?.html).toContain('Add to Google Wallet');
    // The other organisation's member heard nothing.
    expect((await lastMailTo(ctx, other.email))?.subject).not.toBe('Add your card to your wallet');
    // Three rounds an hour: each mails every member.
    const send = () =>
      ctx.app.inject({ method: 'POST', url: '/api/team/wallet-invitations', headers: auth(owner.token) });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const refusedRound = await send();
    expect(refusedRound.statusCode).toBe(429);
    expect(refusedRound.headers['retry-after']).toBeDefined();
    // Another organisation's manager is counted apart.
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/team/wallet-invitations', headers: auth(other.token) }))
        .statusCode,
    ).toBe(200);
  });

  it('marks a pass changed and queues its update on every change the pass shows, and on nothing else', async () => {
    await links(owner, ownerCard);
    const passOf = async () =>
      (await ctx.database.db.select().from(walletPasses).where(eq(walletPasses.cardId, ownerCard)))[0]!;
    const queued = async () =>
      (await ctx.database.db.select().from(walletUpdates).where(eq(walletUpdates.cardId, ownerCard)))[0];
    const before = await passOf();
    expect(await queued()).toBeUndefined();

    await ctx.database.db.update(vcfConfigs).set({ followsBrand: true }).where(eq(vcfConfigs.id, ownerCard));
    expect((await passOf()).updatedAt).toEqual(before.updatedAt);
    expect(await queued()).toBeUndefined();

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/vcf-configs/${ownerCard}`,
      headers: auth(owner.token),
      payload: { configName: 'Erika', name: 'Erika', position: 'Head of Sales' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const changed = await passOf();
    expect(changed.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(await queued()).toMatchObject({ attempts: 0, error: null });

    await ctx.database.db.update(walletUpdates).set({ attempts: 3, error: 'APNs away' });
    await ctx.database.db
      .update(organisations)
      .set({ name: 'Muster AG' })
      .where(eq(organisations.id, owner.user.organisationId));
    expect(await queued()).toMatchObject({ attempts: 0, error: null });
    expect((await passOf()).updatedAt.getTime()).toBeGreaterThan(changed.updatedAt.getTime());
  });
});

describe('wallet passes (none set up)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('offers no wallet and refuses to mail links', async () => {
    const owner = await signUp(ctx);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/wallet', headers: auth(owner.token) })).json()).toEqual({
      apple: false,
      google: false,
    });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/team/wallet-invitations',
      headers: auth(owner.token),
    });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe('Wallet passes are not set up on this server.');
  });
});
