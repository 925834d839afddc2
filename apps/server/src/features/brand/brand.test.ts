import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  callAs,
  createTestApp,
  givePlan,
  joinTeam,
  multipartBody,
  samples,
  sendMultipart,
  signUp,
  type TestContext,
  type Upload,
} from '../../../test/helpers.ts';
import { cardTemplates, orders, organisations } from '../../db/schema.ts';

type Account = { email: string; token: string; user: { id: string; organisationId: string } };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Appearance = { layout: string; primaryColor: string; backgroundColor: string };
type Card = {
  id: string;
  downloadToken: string;
  appearance: Appearance;
  logoImagePath: string | null;
  coverImagePath: string | null;
  followsBrand: boolean;
};
type Template = { id: string; appearance: Appearance | null; logoImageUrl: string | null; followsBrand: boolean };

const navy = { layout: 'banner', primaryColor: '#1e3a8a', backgroundColor: '#ffffff' };
const forest = { layout: 'centered', primaryColor: '#14532d', backgroundColor: '#f0fdf4' };
const ownLook = { layout: 'classic', primaryColor: '#7c2d12', backgroundColor: '#fff7ed' };

describe('brand kit', () => {
  let ctx: TestContext;
  let owner: Account;
  let admin: Account;
  let member: Account;
  let stranger: Account;

  const call = (account: Account | null, method: Method, url: string, payload?: object) =>
    callAs(ctx, account, method, url, payload);
  const send = (
    account: Account,
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    files: Upload[],
  ) => sendMultipart(ctx, account, method, url, fields, files);
  const fileOnDisk = (key: string) => path.join(ctx.config.dataDir, 'uploads', key);
  const logo = async (): Promise<Upload> => ({
    field: 'logoImage',
    name: 'logo.png',
    type: 'image/png',
    data: await samples.png(640, 200),
  });
  const brandRow = async (account: Account) => {
    const [row] = await ctx.database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, account.user.organisationId));
    return row!;
  };
  const putBrand = (account: Account, payload: object) => call(account, 'PUT', '/api/organisation/brand', payload);
  const createCard = async (account: Account, payload: object = {}) => {
    const response = await call(account, 'POST', '/api/vcf-configs', {
      configName: 'Brand card',
      name: 'Mia',
      ...payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Card;
  };
  const cardOf = async (account: Account, id: string) =>
    (await call(account, 'GET', `/api/vcf-configs/${id}`)).json() as Card;
  const createTemplate = async (account: Account, payload: object = {}) => {
    const response = await call(account, 'POST', '/api/team/templates', { name: 'Brand template', ...payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Template;
  };

  const join = (inviter: Account, role: 'admin' | 'member') => joinTeam(ctx, inviter, role);

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await signUp(ctx, { organisationName: 'Marke GmbH' });
    await givePlan(ctx, owner.user.id, 'Pro', { tagQuota: 500 });
    admin = await join(owner, 'admin');
    member = await join(owner, 'member');
    stranger = await signUp(ctx, { organisationName: 'Fremd AG' });
    await givePlan(ctx, stranger.user.id, 'Pro', { tagQuota: 500 });
  });
  afterAll(() => ctx.close());

  it('is empty until set; owner and admins save it, members read it and get 403 on write', async () => {
    const empty = await call(member, 'GET', '/api/organisation/brand');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ appearance: null, logoImageUrl: null, coverImageUrl: null });

    const byMember = await putBrand(member, { appearance: navy });
    expect(byMember.statusCode).toBe(403);
    expect((await call(member, 'DELETE', '/api/organisation/brand/logo')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/organisation/brand')).statusCode).toBe(401);
    expect((await brandRow(owner)).brandAppearance).toBeNull();

    const byAdmin = await putBrand(admin, { appearance: { ...navy, primaryColor: '#1E3A8A' } });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().appearance).toEqual(navy);
    expect((await call(member, 'GET', '/api/organisation/brand')).json().appearance).toEqual(navy);
  });

  it('takes a logo and a cover as multipart, re-encoded without metadata, under brand/', async () => {
    const response = await send(owner, 'PUT', '/api/organisation/brand', {}, [
      await logo(),
      { field: 'coverImage', name: 'cover.jpg', type: 'image/jpeg', data: await samples.jpegWithExif() },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().logoImageUrl).toEqual(expect.any(String));
    expect(response.json().appearance).toEqual(navy);
    const row = await brandRow(owner);
    expect(row.brandLogoPath).toMatch(/^brand\/.+\.png$/);
    expect(row.brandCoverPath).toMatch(/^brand\/.+\.jpg$/);
    const logoMeta = await sharp(fileOnDisk(row.brandLogoPath!)).metadata();
    expect(logoMeta.width).toBeLessThanOrEqual(320);
    const cover = await sharp(fileOnDisk(row.brandCoverPath!)).metadata();
    expect([cover.width, cover.height, cover.exif]).toEqual([1200, 400, undefined]);
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const before = await brandRow(owner);
    const cases: Array<[object | { fields: Record<string, string>; files: Upload[] }, string, string, number]> = [
      [{ appearance: { ...navy, primaryColor: 'navy' } }, 'appearance.primaryColor', 'Enter a colour as #rrggbb', 400],
      [{ appearance: { ...navy, primaryColor: '#f8fafc' } }, 'appearance.primaryColor', 'contrast', 400],
      [{ appearance: { ...navy, layout: 'diagonal' } }, 'appearance.layout', '', 400],
    ];
    for (const [payload, field, text, status] of cases) {
      const response = await putBrand(owner, payload);
      expect(response.statusCode, field).toBe(status);
      const fields = response.json().errors as Record<string, string>;
      expect(Object.keys(fields), response.body).toContain(field);
      if (text) expect(fields[field]).toMatch(new RegExp(text, 'i'));
    }
    const notImage = await send(owner, 'PUT', '/api/organisation/brand', {}, [
      { field: 'logoImage', name: 'logo.png', type: 'image/png', data: samples.script },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(Object.keys(notImage.json().errors)).toEqual(['logoImage']);
    const oversize = await send(owner, 'PUT', '/api/organisation/brand', {}, [
      { field: 'coverImage', name: 'big.png', type: 'image/png', data: Buffer.alloc(6 * 1024 * 1024, 1) },
    ]);
    expect(oversize.statusCode).toBe(413);
    expect(Object.keys(oversize.json().errors ?? {})).toEqual(['coverImage']);
    const after = await brandRow(owner);
    expect([after.brandAppearance, after.brandLogoPath, after.brandCoverPath]).toEqual([
      before.brandAppearance,
      before.brandLogoPath,
      before.brandCoverPath,
    ]);
  });

  it('is never seen or touched by another organisation', async () => {
    const theirs = await call(stranger, 'GET', '/api/organisation/brand');
    expect(theirs.json()).toMatchObject({ appearance: null, logoImageUrl: null });
    expect((await putBrand(stranger, { appearance: forest })).statusCode).toBe(200);
    expect((await call(stranger, 'DELETE', '/api/organisation/brand/logo')).statusCode).toBe(200);
    expect((await brandRow(owner)).brandAppearance).toEqual(navy);
    expect((await brandRow(owner)).brandLogoPath).toMatch(/^brand\//);
    const strangerCard = await createCard(stranger);
    expect(strangerCard.appearance).toEqual(forest);
    expect(strangerCard.logoImagePath).toBeNull();
  });

  it('gives new cards and templates its design, logo and cover, following it unless they bring their own', async () => {
    const { brandLogoPath, brandCoverPath } = await brandRow(owner);
    const card = await createCard(member);
    expect(card).toMatchObject({
      appearance: navy,
      logoImagePath: brandLogoPath,
      coverImagePath: brandCoverPath,
      followsBrand: true,
    });
    const own = await createCard(member, { appearance: ownLook });
    expect(own).toMatchObject({ appearance: ownLook, logoImagePath: brandLogoPath, followsBrand: false });
    const optedOut = await createCard(member, { followsBrand: false });
    expect(optedOut).toMatchObject({ appearance: navy, followsBrand: false });

    const template = await createTemplate(owner);
    expect(template).toMatchObject({ appearance: navy, followsBrand: true, logoImageUrl: expect.any(String) });
    const ownTemplate = await createTemplate(owner, { appearance: ownLook });
    expect(ownTemplate).toMatchObject({ appearance: ownLook, followsBrand: false });
  });

  it('flows a change to every following card and template, their cards included, and not to the others', async () => {
    const following = await createCard(member);
    const own = await createCard(member, { appearance: ownLook });
    const template = await createTemplate(owner, { lockedFields: ['appearance'] });
    const fromTemplate = await createCard(member, { templateId: template.id });
    expect(fromTemplate).toMatchObject({ appearance: navy, followsBrand: false });
    const ownTemplate = await createTemplate(owner, { appearance: ownLook });

    const saved = await putBrand(owner, { appearance: forest });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await cardOf(member, following.id)).appearance).toEqual(forest);
    expect((await cardOf(member, fromTemplate.id)).appearance).toEqual(forest);
    expect((await cardOf(member, own.id)).appearance).toEqual(ownLook);
    const templates = (await call(owner, 'GET', '/api/team/templates')).json() as Template[];
    expect(templates.find((entry) => entry.id === template.id)?.appearance).toEqual(forest);
    expect(templates.find((entry) => entry.id === ownTemplate.id)?.appearance).toEqual(ownLook);
    // The public card page shows the new look.
    const shared = await call(null, 'GET', `/api/vcf/share/${following.downloadToken}`);
    expect(shared.json().appearance).toEqual(forest);
    // Another organisation's cards stay as they were.
    expect((await createCard(stranger)).appearance).toEqual(forest);
    const strangerCards = (await call(stranger, 'GET', '/api/vcf-configs')).json() as Card[];
    expect(strangerCards.every((entry) => entry.logoImagePath === null)).toBe(true);
  });

  it('stops a card following once its own design is saved, and follows again when asked', async () => {
    const card = await createCard(member);
    const edited = await call(member, 'PUT', `/api/vcf-configs/${card.id}`, {
      configName: 'Brand card',
      appearance: ownLook,
    });
    expect(edited.json()).toMatchObject({ appearance: ownLook, followsBrand: false });
    await putBrand(owner, { appearance: navy });
    expect((await cardOf(member, card.id)).appearance).toEqual(ownLook);

    const again = await call(member, 'PUT', `/api/vcf-configs/${card.id}`, {
      configName: 'Brand card',
      appearance: ownLook,
      followsBrand: true,
    });
    expect(again.json()).toMatchObject({ appearance: navy, followsBrand: true });
    const unchanged = await call(member, 'PUT', `/api/vcf-configs/${card.id}`, {
      configName: 'Renamed',
      appearance: navy,
    });
    expect(unchanged.json()).toMatchObject({ configName: 'Renamed', followsBrand: true });
    const bad = await call(member, 'PUT', `/api/vcf-configs/${card.id}`, { configName: 'X', followsBrand: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['followsBrand']);
  });

  it('draws the brand logo in QR codes that have none and offers the brand colour', async () => {
    const style = (await call(owner, 'GET', '/api/qr-style')).json();
    expect(style).toMatchObject({ hasLogo: false, brandLogo: true, brandPrimaryColor: navy.primaryColor });
    const card = await createCard(owner);
    const svg = (await call(owner, 'GET', `/api/vcf-configs/${card.id}/qr.svg`)).body;
    expect(svg).toContain('data:image/png;base64,');
    const theirs = (await call(stranger, 'GET', '/api/qr-style')).json();
    expect(theirs).toMatchObject({ brandLogo: false });
  });

  it('copies the brand logo into an order, which keeps it after the brand changes', async () => {
    const body = multipartBody({ productType: 'nfc_card_individual', quantity: '20', useBrandLogo: 'true' });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/request',
      headers: { ...auth(owner.token), ...body.headers },
      payload: body.payload,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, placed.json().orderId));
    expect(order!.logoKey).toMatch(/^logos\/.+\.png$/);
    const copy = fileOnDisk(order!.logoKey!);
    const brandLogo = (await brandRow(owner)).brandLogoPath!;
    expect(order!.logoKey).not.toBe(brandLogo);

    const replaced = await send(owner, 'PUT', '/api/organisation/brand', {}, [await logo()]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(existsSync(copy)).toBe(true);
    const [still] = await ctx.database.db.select().from(orders).where(eq(orders.id, placed.json().orderId));
    expect(still!.logoKey).toBe(order!.logoKey);

    const withoutLogo = multipartBody({ productType: 'nfc_card_individual', quantity: '20', useBrandLogo: 'true' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/request',
      headers: { ...auth(stranger.token), ...withoutLogo.headers },
      payload: withoutLogo.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['useBrandLogo']);
  });

  it('gives a following template the new brand logo, and deleting the template keeps the brand file', async () => {
    const template = await createTemplate(owner);
    expect(template.followsBrand).toBe(true);
    const replaced = await send(owner, 'PUT', '/api/organisation/brand', {}, [await logo()]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const current = (await brandRow(owner)).brandLogoPath!;
    const [row] = await ctx.database.db.select().from(cardTemplates).where(eq(cardTemplates.id, template.id));
    expect(row!.logoImagePath).toBe(current);
    expect((await call(owner, 'DELETE', `/api/team/templates/${template.id}`)).statusCode).toBe(204);
    expect(existsSync(fileOnDisk(current))).toBe(true);
  });

  it('deletes a replaced brand image only once no card or template shows it', async () => {
    const first = (await brandRow(owner)).brandLogoPath!;
    const keeper = await createCard(member);
    expect(keeper.logoImagePath).toBe(first);
    // The card stops following but keeps showing the logo.
    const kept = await call(member, 'PUT', `/api/vcf-configs/${keeper.id}`, {
      configName: 'Keeper',
      followsBrand: false,
    });
    expect(kept.json()).toMatchObject({ followsBrand: false, logoImagePath: first });

    const replaced = await send(owner, 'PUT', '/api/organisation/brand', {}, [await logo()]);
    expect(replaced.statusCode).toBe(200);
    const second = (await brandRow(owner)).brandLogoPath!;
    expect(second).not.toBe(first);
    expect(existsSync(fileOnDisk(first))).toBe(true);

    // Removing it from the last card that shows it deletes it; the card never deletes the current brand logo.
    await call(member, 'PUT', `/api/vcf-configs/${keeper.id}`, { configName: 'Keeper', removeLogoImage: true });
    expect(existsSync(fileOnDisk(first))).toBe(false);
    const follower = await createCard(member);
    expect((await call(member, 'DELETE', `/api/vcf-configs/${follower.id}`)).statusCode).toBe(204);
    expect(existsSync(fileOnDisk(second))).toBe(true);

    // Removing the brand logo takes it off the followers and deletes the file once nothing shows it.
    const removed = await call(owner, 'DELETE', '/api/organisation/brand/logo');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logoImageUrl).toBeNull();
    const cards = (await call(owner, 'GET', '/api/vcf-configs')).json() as Card[];
    expect(cards.filter((card) => card.followsBrand).every((card) => card.logoImagePath === null)).toBe(true);
    const stillShown = cards.some((card) => card.logoImagePath === second);
    expect(existsSync(fileOnDisk(second))).toBe(stillShown);
  });
});
