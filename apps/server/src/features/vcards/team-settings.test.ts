import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  givePlan,
  joinTeam,
  multipartBody,
  samples,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import { organisations } from '../../db/schema.ts';

type Account = { email: string; token: string; user: { id: string; organisationId: string } };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Card = { id: string; downloadToken: string; templateId: string | null; websiteUrl: string | null };

const templateBody = (name: string) => ({
  name,
  websiteUrl: 'https://muster.example.com',
  appearance: { layout: 'banner', primaryColor: '#0f766e', backgroundColor: '#f0fdfa' },
  lockedFields: ['websiteUrl', 'appearance'],
});

describe('team template settings', () => {
  let ctx: TestContext;
  let owner: Account;
  let admin: Account;
  let member: Account;
  let stranger: Account;

  const call = (account: Account | null, method: Method, url: string, payload?: object, language = 'en') =>
    ctx.app.inject({
      method,
      url,
      headers: { ...(account ? auth(account.token) : {}), 'accept-language': language },
      ...(payload && { payload }),
    });
  const settingsOf = async (account: Account) => {
    const response = await call(account, 'GET', '/api/team/settings');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { defaultTemplateId: string | null; requireTemplate: boolean };
  };
  const setSettings = (account: Account, payload: object) => call(account, 'PUT', '/api/team/settings', payload);
  const createTemplate = async (account: Account, name: string) => {
    const response = await call(account, 'POST', '/api/team/templates', templateBody(name));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string };
  };
  const createCard = (account: Account, payload: object = {}) =>
    call(account, 'POST', '/api/vcf-configs', { configName: 'Team card', name: 'Nina', ...payload });
  const updateCard = (account: Account, id: string, payload: object = {}) =>
    call(account, 'PUT', `/api/vcf-configs/${id}`, { configName: 'Team card', name: 'Nina', ...payload });

  const join = (inviter: Account, role: 'admin' | 'member') => joinTeam(ctx, inviter, role);

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await signUp(ctx, { organisationName: 'Vorgaben GmbH' });
    await givePlan(ctx, owner.user.id, 'Pro', { tagQuota: 500 });
    admin = await join(owner, 'admin');
    member = await join(owner, 'member');
    stranger = await signUp(ctx, { organisationName: 'Fremd AG' });
    await givePlan(ctx, stranger.user.id, 'Pro', { tagQuota: 500 });
  });
  afterAll(() => ctx.close());

  describe('settings', () => {
    it('starts with no default; owner and admins set one, every member reads it, a member may not set it', async () => {
      expect(await settingsOf(member)).toEqual({ defaultTemplateId: null, requireTemplate: false });
      const template = await createTemplate(owner, 'Default');
      const saved = await setSettings(admin, { defaultTemplateId: template.id, requireTemplate: true });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ defaultTemplateId: template.id, requireTemplate: true });
      expect(await settingsOf(member)).toEqual({ defaultTemplateId: template.id, requireTemplate: true });

      const refused = await setSettings(member, { defaultTemplateId: null, requireTemplate: false });
      expect(refused.statusCode).toBe(403);
      expect(await settingsOf(owner)).toEqual({ defaultTemplateId: template.id, requireTemplate: true });
      expect((await call(null, 'GET', '/api/team/settings')).statusCode).toBe(401);

      // Another organisation reads only its own settings.
      expect(await settingsOf(stranger)).toEqual({ defaultTemplateId: null, requireTemplate: false });
      const cleared = await setSettings(owner, { defaultTemplateId: null, requireTemplate: false });
      expect(cleared.json()).toEqual({ defaultTemplateId: null, requireTemplate: false });
    });

    it('refuses bad input field by field and changes nothing', async () => {
      const template = await createTemplate(owner, 'Kept');
      expect((await setSettings(owner, { defaultTemplateId: template.id, requireTemplate: false })).statusCode).toBe(
        200,
      );
      const theirs = await createTemplate(stranger, 'Secret template');
      const cases: Array<[object, string, string]> = [
        [{ defaultTemplateId: null, requireTemplate: true }, 'requireTemplate', 'Choose a default template'],
        [{ defaultTemplateId: theirs.id, requireTemplate: false }, 'defaultTemplateId', 'Choose one of your'],
        [{ defaultTemplateId: 'not-a-uuid', requireTemplate: false }, 'defaultTemplateId', 'Choose one of your'],
        [
          { defaultTemplateId: '00000000-0000-4000-8000-000000000000', requireTemplate: false },
          'defaultTemplateId',
          'Choose one of your',
        ],
        [{ defaultTemplateId: template.id, requireTemplate: 'yes' }, 'requireTemplate', ''],
        [{ requireTemplate: false }, 'defaultTemplateId', ''],
        [{ defaultTemplateId: 42, requireTemplate: false }, 'defaultTemplateId', ''],
      ];
      for (const [payload, field, message] of cases) {
        const response = await setSettings(owner, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(response.json().errors)).toEqual([field]);
        expect(response.body).toContain(message);
        // Another organisation's template is answered like a missing one: nothing of it shows.
        expect(response.body).not.toContain('Secret template');
      }
      const german = await call(
        owner,
        'PUT',
        '/api/team/settings',
        { defaultTemplateId: null, requireTemplate: true },
        'de',
      );
      expect(german.json().errors.requireTemplate).toBe('Wählen Sie eine Standardvorlage, bevor Sie sie vorschreiben.');
      expect(await settingsOf(owner)).toEqual({ defaultTemplateId: template.id, requireTemplate: false });
      expect(await settingsOf(stranger)).toEqual({ defaultTemplateId: null, requireTemplate: false });
      await setSettings(owner, { defaultTemplateId: null, requireTemplate: false });
    });
  });

  describe('cards under the rules', () => {
    it("starts a member's card that names no template on the default one; owner and admins choose freely", async () => {
      const template = await createTemplate(owner, 'Preselected');
      await setSettings(owner, { defaultTemplateId: template.id, requireTemplate: false });
      const card = await createCard(member);
      expect(card.statusCode, card.body).toBe(201);
      expect((card.json() as Card).templateId).toBe(template.id);
      expect((card.json() as Card).websiteUrl).toBe('https://muster.example.com');
      // Without the rule a member may still make a card without a template.
      const free = await createCard(member, { templateId: null });
      expect(free.json().templateId).toBeNull();
      const ownerCard = await createCard(owner);
      expect(ownerCard.json().templateId).toBeNull();
      await setSettings(owner, { defaultTemplateId: null, requireTemplate: false });
    });

    it("keeps a member's cards on the required template: on create and on update, in English and German", async () => {
      const required = await createTemplate(owner, 'Required');
      const other = await createTemplate(owner, 'Other');
      await setSettings(owner, { defaultTemplateId: required.id, requireTemplate: true });

      const made = await createCard(member);
      expect(made.statusCode, made.body).toBe(201);
      const card = made.json() as Card;
      expect(card.templateId).toBe(required.id);
      expect((await createCard(member, { templateId: required.id })).json().templateId).toBe(required.id);

      for (const templateId of [null, other.id]) {
        const refused = await createCard(member, { templateId });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors).toEqual({
          templateId: 'Your organisation requires its default template on every card: it cannot be changed here.',
        });
        const leaving = await updateCard(member, card.id, { templateId });
        expect(leaving.statusCode).toBe(400);
        expect(Object.keys(leaving.json().errors)).toEqual(['templateId']);
      }
      const german = await call(member, 'POST', '/api/vcf-configs', { configName: 'X', templateId: null }, 'de');
      expect(german.json().errors.templateId).toBe(
        'Ihre Organisation schreibt ihre Standardvorlage für jede Karte vor: Sie kann hier nicht geändert werden.',
      );
      expect((await call(member, 'GET', `/api/vcf-configs/${card.id}`)).json().templateId).toBe(required.id);
      const kept = await updateCard(member, card.id, { position: 'Sales' });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().templateId).toBe(required.id);

      // Owner and admins still choose.
      const ownerCard = await createCard(owner, { templateId: other.id });
      expect(ownerCard.json().templateId).toBe(other.id);
      const adminCard = await createCard(admin, { templateId: null });
      expect(adminCard.json().templateId).toBeNull();
      const detached = await updateCard(owner, card.id, { templateId: null });
      expect(detached.statusCode, detached.body).toBe(200);
      expect(detached.json().templateId).toBeNull();
      // The member's next save of that card brings it back onto the required template.
      const back = await updateCard(member, card.id);
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json().templateId).toBe(required.id);
      await setSettings(owner, { defaultTemplateId: null, requireTemplate: false });
    });

    it('clears the default and the rule when the default template is deleted', async () => {
      const template = await createTemplate(owner, 'Doomed');
      await setSettings(owner, { defaultTemplateId: template.id, requireTemplate: true });
      const card = (await createCard(member)).json() as Card;
      expect(card.templateId).toBe(template.id);
      expect((await call(admin, 'DELETE', `/api/team/templates/${template.id}`)).statusCode).toBe(204);
      expect(await settingsOf(member)).toEqual({ defaultTemplateId: null, requireTemplate: false });
      const [row] = await ctx.database.db
        .select({ requireTemplate: organisations.requireTemplate })
        .from(organisations)
        .where(eq(organisations.id, owner.user.organisationId));
      expect(row?.requireTemplate).toBe(false);
      const free = await createCard(member, { templateId: null });
      expect(free.statusCode, free.body).toBe(201);
    });

    it("leaves another organisation's default alone when a template is deleted", async () => {
      const theirs = await createTemplate(stranger, 'Theirs');
      await setSettings(stranger, { defaultTemplateId: theirs.id, requireTemplate: true });
      expect((await call(owner, 'DELETE', `/api/team/templates/${theirs.id}`)).statusCode).toBe(404);
      expect(await settingsOf(stranger)).toEqual({ defaultTemplateId: theirs.id, requireTemplate: true });
    });
  });

  describe('e-mail signature images', () => {
    it('shows the photo and social icons from public, cacheable addresses; none once the organisation is inactive', async () => {
      const body = multipartBody(
        {
          configName: 'Signature',
          name: 'Erika',
          surname: 'Muster',
          position: 'Sales',
          linkedinUrl: 'https://www.linkedin.com/in/erika',
          instagramUrl: 'https://www.instagram.com/erika',
          links: JSON.stringify([
            { label: 'Videos', url: 'https://youtube.com/@erika' },
            { label: 'Shop', url: 'https://shop.example.com' },
          ]),
        },
        [{ field: 'profilePicture', name: 'me.png', type: 'image/png', data: await samples.png(300, 300) }],
      );
      const made = await ctx.app.inject({
        method: 'POST',
        url: '/api/vcf-configs',
        headers: { ...auth(owner.token), ...body.headers },
        payload: body.payload,
      });
      expect(made.statusCode, made.body).toBe(201);
      const card = made.json() as Card;
      const { html } = (await call(owner, 'GET', `/api/vcf-configs/${card.id}/email-signature`)).json();
      const images = [...html.matchAll(/<img src="([^"]+)"[^>]*alt="([^"]*)"/g)].map(([, src, alt]) => ({ src, alt }));
      const photo = `http://app.test/api/vcf/share/${card.downloadToken}/images/photo?v=`;
      expect(images.map((image) => image.alt)).toEqual(['Photo of Erika Muster', 'LinkedIn', 'Instagram', 'YouTube']);
      expect(images[0]?.src.startsWith(photo)).toBe(true);
      expect(images.slice(1).map((image) => image.src)).toEqual([
        'http://app.test/api/vcf/signature-icons/linkedin.png',
        'http://app.test/api/vcf/signature-icons/instagram.png',
        'http://app.test/api/vcf/signature-icons/youtube.png',
      ]);
      expect(html).not.toContain('shop.example.com');
      expect(html).not.toMatch(/<style|<script|\sclass=/i);

      for (const { src } of images) {
        const { pathname, search } = new URL(src);
        const served = await ctx.app.inject({ method: 'GET', url: `${pathname}${search}` });
        expect(served.statusCode, src).toBe(200);
        expect(served.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
        expect(served.headers['content-type']).toMatch(/^image\/(png|jpeg)$/);
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.width).toBeGreaterThan(0);
      }
      const unknown = await call(null, 'GET', '/api/vcf/signature-icons/myspace.png');
      expect(unknown.statusCode).toBe(400);
      expect((await call(null, 'GET', `/api/vcf/share/${card.downloadToken}/images/logo`)).statusCode).toBe(404);
      expect((await call(null, 'GET', '/api/vcf/share/no-such-token/images/photo')).statusCode).toBe(404);

      await ctx.database.db
        .update(organisations)
        .set({ isActive: false })
        .where(eq(organisations.id, owner.user.organisationId));
      const hidden = await call(null, 'GET', `/api/vcf/share/${card.downloadToken}/images/photo`);
      expect(hidden.statusCode).toBe(404);
      await ctx.database.db
        .update(organisations)
        .set({ isActive: true })
        .where(eq(organisations.id, owner.user.organisationId));
    });
  });
});
