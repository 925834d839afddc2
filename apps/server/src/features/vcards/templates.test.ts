import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  givePlan,
  joinTeam,
  samples,
  sendMultipart,
  signUp,
  type TestContext,
  type Upload,
} from '../../../test/helpers.ts';
import { cardTemplates, vcfConfigs } from '../../db/schema.ts';

type Account = { email: string; token: string; user: { id: string; organisationId: string } };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Template = { id: string; name: string; logoImageUrl: string | null; cardCount: number; lockedFields: string[] };
type Card = {
  id: string;
  downloadToken: string;
  websiteUrl: string | null;
  bio: string | null;
  logoImagePath: string | null;
  links: Array<{ label: string; url: string }>;
  appearance: typeof appearance;
  templateId: string | null;
  lockedFields: string[];
};

const appearance = { layout: 'banner', primaryColor: '#0f766e', backgroundColor: '#f0fdfa' };
const links = [
  { label: 'Shop', url: 'https://shop.example.com' },
  { label: 'Careers', url: 'https://example.com/careers' },
];
const website = 'https://muster.example.com';

/** A template's fields as the editor sends them: the website, look and logo locked, the rest shared. */
const templateBody = (overrides: object = {}) => ({
  name: 'Sales team',
  websiteUrl: website,
  linkedinUrl: 'https://www.linkedin.com/company/muster',
  instagramUrl: 'https://www.instagram.com/muster',
  bio: 'We build things that last.',
  links,
  appearance,
  lockedFields: ['websiteUrl', 'appearance', 'logoImage'],
  ...overrides,
});

/** The template body as multipart text fields: arrays and objects as JSON. */
const asFields = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );

async function countFiles(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).length;
}

describe('card templates', () => {
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
  /** A signed link fetched from this app, as the browser would from its address. */
  const fetchLink = (url: string) => {
    const { pathname, search } = new URL(url);
    return ctx.app.inject({ method: 'GET', url: `${pathname}${search}` });
  };
  const logoUpload = async (): Promise<Upload> => ({
    field: 'logoImage',
    name: 'logo.png',
    type: 'image/png',
    data: await samples.png(800, 400),
  });

  const templatesOf = async (account: Account) =>
    (await call(account, 'GET', '/api/team/templates')).json() as Template[];
  const createTemplate = async (account: Account, overrides: object = {}) => {
    const response = await call(account, 'POST', '/api/team/templates', templateBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Template;
  };
  /** A template with a logo, uploaded as multipart. */
  const createTemplateWithLogo = async (account: Account, overrides: object = {}) => {
    const response = await send(account, 'POST', '/api/team/templates', asFields(templateBody(overrides)), [
      await logoUpload(),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Template;
  };
  const updateTemplate = (account: Account | null, id: string, overrides: object = {}) =>
    call(account, 'PUT', `/api/team/templates/${id}`, templateBody(overrides));
  const createCard = async (account: Account, payload: object) => {
    const response = await call(account, 'POST', '/api/vcf-configs', {
      configName: 'Team card',
      name: 'Nina',
      ...payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Card;
  };
  const cardOf = async (account: Account, id: string) =>
    (await call(account, 'GET', `/api/vcf-configs/${id}`)).json() as Card;
  const cardIds = async (account: Account) =>
    ((await call(account, 'GET', '/api/vcf-configs')).json() as Card[]).map((card) => card.id);
  const templateRows = (organisationId: string) =>
    ctx.database.db.select().from(cardTemplates).where(eq(cardTemplates.organisationId, organisationId));

  const join = (inviter: Account, role: 'admin' | 'member') => joinTeam(ctx, inviter, role);

  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await signUp(ctx, { organisationName: 'Vorlagen GmbH' });
    await givePlan(ctx, owner.user.id, 'Pro', { tagQuota: 500 });
    admin = await join(owner, 'admin');
    member = await join(owner, 'member');
    stranger = await signUp(ctx, { organisationName: 'Fremd AG' });
    await givePlan(ctx, stranger.user.id, 'Pro', { tagQuota: 500 });
  });
  afterAll(() => ctx.close());

  describe('listing', () => {
    it("lists the organisation's templates to its owner, admins and members, never another organisation's", async () => {
      const ours = await createTemplate(owner, { name: 'Listed' });
      const theirs = await createTemplate(stranger, { name: 'Theirs' });
      for (const account of [owner, admin, member]) {
        const response = await call(account, 'GET', '/api/team/templates');
        expect(response.statusCode, account.email).toBe(200);
        const ids = (response.json() as Template[]).map((template) => template.id);
        expect(ids).toContain(ours.id);
        expect(ids).not.toContain(theirs.id);
      }
      const strangers = (await templatesOf(stranger)).map((template) => template.id);
      expect(strangers).toContain(theirs.id);
      expect(strangers).not.toContain(ours.id);
      expect((await call(null, 'GET', '/api/team/templates')).statusCode).toBe(401);
    });
  });

  describe('creating', () => {
    it('creates a template from JSON for the owner and admins, with no cards yet; members may not', async () => {
      const response = await call(owner, 'POST', '/api/team/templates', templateBody({ name: '  Owner template ' }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({
        id: expect.any(String),
        name: 'Owner template',
        websiteUrl: website,
        linkedinUrl: 'https://www.linkedin.com/company/muster',
        instagramUrl: 'https://www.instagram.com/muster',
        bio: 'We build things that last.',
        links,
        appearance,
        logoImageUrl: null,
        coverImageUrl: null,
        lockedFields: ['websiteUrl', 'appearance', 'logoImage'],
        followsBrand: false,
        cardCount: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const byAdmin = await call(admin, 'POST', '/api/team/templates', templateBody({ name: 'Admin template' }));
      expect(byAdmin.statusCode, byAdmin.body).toBe(201);
      expect(byAdmin.json()).toMatchObject({ name: 'Admin template', cardCount: 0 });

      const byMember = await call(member, 'POST', '/api/team/templates', templateBody({ name: 'Member template' }));
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json().message).toBe('Only the owner and the admins of your organisation can do this.');
      const anonymous = await call(null, 'POST', '/api/team/templates', templateBody({ name: 'Member template' }));
      expect(anonymous.statusCode).toBe(401);
      const names = (await templatesOf(member)).map((template) => template.name);
      expect(names).toEqual(expect.arrayContaining(['Owner template', 'Admin template']));
      expect(names).not.toContain('Member template');
    });

    it('takes a logo and a cover as multipart, re-encodes them and answers signed links to them', async () => {
      const response = await send(
        owner,
        'POST',
        '/api/team/templates',
        asFields(templateBody({ name: 'With images', lockedFields: ['logoImage', 'coverImage'] })),
        [
          await logoUpload(),
          { field: 'coverImage', name: 'cover.jpg', type: 'image/jpeg', data: await samples.jpegWithExif() },
        ],
      );
      expect(response.statusCode, response.body).toBe(201);
      const template = response.json();
      expect(template).toMatchObject({
        name: 'With images',
        links,
        appearance,
        lockedFields: ['logoImage', 'coverImage'],
        cardCount: 0,
      });
      expect(template.logoImageUrl).toMatch(/^http:\/\/app\.test\/files\/.+\.png\?/);
      expect(template.coverImageUrl).toMatch(/^http:\/\/app\.test\/files\/.+\.jpg\?/);

      const logo = await fetchLink(template.logoImageUrl);
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(await sharp(logo.rawPayload).metadata()).toMatchObject({ format: 'png', width: 320, height: 160 });
      const cover = await fetchLink(template.coverImageUrl);
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/jpeg');
      const coverMetadata = await sharp(cover.rawPayload).metadata();
      expect(coverMetadata).toMatchObject({ format: 'jpeg', width: 1200, height: 400 });
      expect(coverMetadata.exif).toBeUndefined();
    });

    it('refuses bad input field by field and stores nothing', async () => {
      const before = await templateRows(owner.user.organisationId);
      const cases: Array<[object, string, RegExp]> = [
        [{ name: '' }, 'name', /required/],
        [{ name: '   ' }, 'name', /required/],
        [{ websiteUrl: 'javascript:alert(1)' }, 'websiteUrl', /http\(s\) URL/],
        [{ lockedFields: ['name'] }, 'lockedFields', /not valid/],
        [{ lockedFields: ['x'] }, 'lockedFields', /not valid/],
        [
          { appearance: { layout: 'classic', primaryColor: '#777777', backgroundColor: '#888888' } },
          'appearance.primaryColor',
          /contrast/,
        ],
        [
          { links: Array.from({ length: 11 }, (_, index) => ({ label: `L${index}`, url: 'https://example.com' })) },
          'links',
          /at most 10 links/,
        ],
      ];
      for (const [overrides, field, message] of cases) {
        const response = await call(
          owner,
          'POST',
          '/api/team/templates',
          templateBody({ name: 'Refused', ...overrides }),
        );
        const label = JSON.stringify(overrides).slice(0, 80);
        expect(response.statusCode, label).toBe(400);
        const errors = response.json().errors as Record<string, string>;
        // An array item's error may name its index (lockedFields.0): the field is what counts.
        const keys = Object.keys(errors ?? {});
        expect(keys, `${label}: ${response.body}`).toEqual([expect.stringMatching(new RegExp(`^${field}(\\.\\d+)?$`))]);
        expect(errors[keys[0]!], label).toMatch(message);
      }

      // A refused multipart upload keeps none of its files either.
      const templatesDir = path.join(ctx.config.dataDir, 'uploads', 'templates');
      const filesBefore = await countFiles(templatesDir);
      const refusedUpload = await send(owner, 'POST', '/api/team/templates', asFields(templateBody({ name: '' })), [
        await logoUpload(),
      ]);
      expect(refusedUpload.statusCode).toBe(400);
      expect(refusedUpload.json().errors.name).toMatch(/required/);
      expect(await countFiles(templatesDir)).toBe(filesBefore);

      const after = await templateRows(owner.user.organisationId);
      expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
      expect(after.filter((row) => row.name === 'Refused')).toEqual([]);
    });
  });

  describe('cards made from a template', () => {
    it("fills a member's new card with the template's values, its locks and the member as its owner", async () => {
      const template = await createTemplateWithLogo(owner, { name: 'Fills cards' });
      const card = await createCard(member, { configName: 'From template', templateId: template.id });
      expect(card).toMatchObject({
        configName: 'From template',
        name: 'Nina',
        websiteUrl: website,
        linkedinUrl: 'https://www.linkedin.com/company/muster',
        instagramUrl: 'https://www.instagram.com/muster',
        bio: 'We build things that last.',
        links,
        appearance,
        templateId: template.id,
        lockedFields: ['websiteUrl', 'appearance', 'logoImage'],
        userId: member.user.id,
      });
      expect(card.logoImagePath).not.toBeNull();
      expect(await cardOf(member, card.id)).toEqual(card);
      expect((await templatesOf(member)).find((entry) => entry.id === template.id)?.cardCount).toBe(1);
    });

    it('refuses a different value for a locked field, naming it, and takes the same value or none', async () => {
      const template = await createTemplate(owner, { name: 'Locks the website' });
      const cardsBefore = await cardIds(member);
      const refused = await call(member, 'POST', '/api/vcf-configs', {
        configName: 'Own website',
        templateId: template.id,
        websiteUrl: 'https://nina.example.com',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.websiteUrl).toBeTruthy();
      expect(refused.json().message).toContain('the website');
      expect(await cardIds(member)).toEqual(cardsBefore);

      const same = await createCard(member, { templateId: template.id, websiteUrl: website });
      expect(same.websiteUrl).toBe(website);
      const none = await createCard(member, { templateId: template.id });
      expect(none.websiteUrl).toBe(website);

      const refusedUpdate = await call(member, 'PUT', `/api/vcf-configs/${none.id}`, {
        configName: 'Team card',
        websiteUrl: 'https://nina.example.com',
      });
      expect(refusedUpdate.statusCode).toBe(400);
      expect(refusedUpdate.json().errors.websiteUrl).toBeTruthy();
      expect((await cardOf(member, none.id)).websiteUrl).toBe(website);
    });

    it('takes back locked links and a locked default design exactly as the card shows them (an editor saves all)', async () => {
      const withLinks = await createTemplate(owner, { name: 'Locks links', lockedFields: ['links'] });
      const card = await createCard(member, { templateId: withLinks.id });
      // The links come back from the database with their keys in another order; sending them back is no change.
      const resent = await call(member, 'PUT', `/api/vcf-configs/${card.id}`, {
        configName: 'Team card',
        links: card.links.map(({ url, label }) => ({ url, label })),
      });
      expect(resent.statusCode, resent.body).toBe(200);
      const changed = await call(member, 'PUT', `/api/vcf-configs/${card.id}`, {
        configName: 'Team card',
        links: [{ label: 'Mine', url: 'https://nina.example.com' }],
      });
      expect(changed.statusCode).toBe(400);
      expect(changed.json().errors.links).toBeTruthy();
      expect(changed.json().message).toContain('the links');

      // A template that locks the design without setting one keeps cards on the default design, which they may resend.
      const plain = await createTemplate(owner, {
        name: 'Locks the default look',
        appearance: null,
        lockedFields: ['appearance'],
      });
      const plainCard = await createCard(member, { templateId: plain.id });
      const sameLook = await call(member, 'PUT', `/api/vcf-configs/${plainCard.id}`, {
        configName: 'Team card',
        appearance: plainCard.appearance,
      });
      expect(sameLook.statusCode, sameLook.body).toBe(200);
      const ownLook = await call(member, 'PUT', `/api/vcf-configs/${plainCard.id}`, {
        configName: 'Team card',
        appearance,
      });
      expect(ownLook.statusCode).toBe(400);
      expect(ownLook.json().errors.appearance).toBeTruthy();
    });

    it('lets a member give an unlocked shared field their own value, on create and on update', async () => {
      const template = await createTemplate(owner, { name: 'Shares the bio' });
      const own = await createCard(member, { templateId: template.id, bio: 'My own words.' });
      expect(own).toMatchObject({ bio: 'My own words.', websiteUrl: website, templateId: template.id });

      const card = await createCard(member, { templateId: template.id });
      expect(card.bio).toBe('We build things that last.');
      const updated = await call(member, 'PUT', `/api/vcf-configs/${card.id}`, {
        configName: 'Team card',
        name: 'Nina',
        bio: 'Changed my mind.',
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({
        bio: 'Changed my mind.',
        websiteUrl: website,
        appearance,
        templateId: template.id,
        lockedFields: ['websiteUrl', 'appearance', 'logoImage'],
      });
    });

    it('refuses a logo upload when the template locks the logo', async () => {
      const template = await createTemplateWithLogo(owner, { name: 'Locks the logo' });
      const cardsBefore = await cardIds(member);
      const refused = await send(
        member,
        'POST',
        '/api/vcf-configs',
        { configName: 'Own logo', templateId: template.id },
        [await logoUpload()],
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.logoImage).toBeTruthy();
      expect(await cardIds(member)).toEqual(cardsBefore);

      const card = await createCard(member, { templateId: template.id });
      const refusedUpdate = await send(member, 'PUT', `/api/vcf-configs/${card.id}`, { configName: 'Team card' }, [
        await logoUpload(),
      ]);
      expect(refusedUpdate.statusCode).toBe(400);
      expect(refusedUpdate.json().errors.logoImage).toBeTruthy();
      expect((await cardOf(member, card.id)).logoImagePath).toBe(card.logoImagePath);
    });

    it("refuses another organisation's template and an id that is none", async () => {
      const theirs = await createTemplate(stranger, { name: 'Not yours' });
      const cardsBefore = await cardIds(member);
      for (const templateId of [theirs.id, 'garbage', randomUUID(), "'; drop table card_templates; --"]) {
        const response = await call(member, 'POST', '/api/vcf-configs', { configName: 'Borrowed', templateId });
        expect(response.statusCode, templateId).toBe(400);
        expect(response.json().errors.templateId, templateId).toBe('Choose one of your organisation’s templates.');
      }
      expect(await cardIds(member)).toEqual(cardsBefore);

      const card = await createCard(owner, {});
      const taken = await call(owner, 'PUT', `/api/vcf-configs/${card.id}`, {
        configName: 'Team card',
        templateId: theirs.id,
      });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().errors.templateId).toBeTruthy();
      expect((await cardOf(owner, card.id)).templateId).toBeNull();
    });
  });

  describe('updating a template', () => {
    it('carries a locked field to every card, and a shared one to the cards that still show the old value', async () => {
      const template = await createTemplate(owner, { name: 'Evolving', lockedFields: ['websiteUrl'], bio: 'Old bio' });
      const plain = await createCard(member, { templateId: template.id });
      const personal = await createCard(member, { templateId: template.id, bio: 'Mine' });
      const admins = await createCard(admin, { templateId: template.id });
      const owners = await createCard(owner, { templateId: template.id });
      expect(plain.bio).toBe('Old bio');

      const newWebsite = 'https://new.muster.example.com';
      const response = await updateTemplate(owner, template.id, {
        name: 'Evolving',
        lockedFields: ['websiteUrl'],
        websiteUrl: newWebsite,
        bio: 'New bio',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ websiteUrl: newWebsite, bio: 'New bio', cardCount: 4 });

      expect(await cardOf(member, plain.id)).toMatchObject({ websiteUrl: newWebsite, bio: 'New bio' });
      expect(await cardOf(member, personal.id)).toMatchObject({ websiteUrl: newWebsite, bio: 'Mine' });
      expect(await cardOf(admin, admins.id)).toMatchObject({ websiteUrl: newWebsite, bio: 'New bio' });
      expect(await cardOf(owner, owners.id)).toMatchObject({ websiteUrl: newWebsite, bio: 'New bio' });
      expect((await templatesOf(member)).find((entry) => entry.id === template.id)?.cardCount).toBe(4);

      // Locking the bio now reaches the card whose member had their own.
      const locked = await updateTemplate(admin, template.id, {
        name: 'Evolving',
        lockedFields: ['websiteUrl', 'bio'],
        websiteUrl: newWebsite,
        bio: 'Company bio',
      });
      expect(locked.statusCode, locked.body).toBe(200);
      expect(await cardOf(member, personal.id)).toMatchObject({
        bio: 'Company bio',
        lockedFields: ['websiteUrl', 'bio'],
      });
    });

    it("answers 404 for another organisation's template or an unknown id, and 403 to a member", async () => {
      const theirs = await createTemplate(stranger, { name: 'Guarded' });
      const ours = await createTemplate(owner, { name: 'Ours' });
      for (const id of [theirs.id, randomUUID(), 'garbage']) {
        expect((await updateTemplate(owner, id, { name: 'Taken over' })).statusCode, id).toBe(404);
        expect((await call(owner, 'DELETE', `/api/team/templates/${id}`)).statusCode, id).toBe(404);
      }
      const still = (await templatesOf(stranger)).find((entry) => entry.id === theirs.id);
      expect(still?.name).toBe('Guarded');

      const byMember = await updateTemplate(member, ours.id, { name: 'Renamed by member' });
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json().message).toBe('Only the owner and the admins of your organisation can do this.');
      expect((await call(member, 'DELETE', `/api/team/templates/${ours.id}`)).statusCode).toBe(403);
      expect((await call(null, 'PUT', `/api/team/templates/${ours.id}`, templateBody())).statusCode).toBe(401);
      expect((await templatesOf(owner)).find((entry) => entry.id === ours.id)?.name).toBe('Ours');
    });
  });

  describe('leaving a template', () => {
    it('keeps a member on the template; the owner can take the card off it, keeping its values', async () => {
      const template = await createTemplateWithLogo(owner, { name: 'Sticky' });
      const card = await createCard(member, { templateId: template.id });
      const detach = { configName: 'Team card', name: 'Nina', websiteUrl: website, templateId: null };

      const byMember = await call(member, 'PUT', `/api/vcf-configs/${card.id}`, detach);
      expect(byMember.statusCode).toBe(403);
      expect(byMember.json().message).toMatch(/owner and the admins/);
      expect((await cardOf(member, card.id)).templateId).toBe(template.id);

      const byOwner = await call(owner, 'PUT', `/api/vcf-configs/${card.id}`, detach);
      expect(byOwner.statusCode, byOwner.body).toBe(200);
      expect(byOwner.json()).toMatchObject({
        templateId: null,
        lockedFields: [],
        websiteUrl: website,
        bio: 'We build things that last.',
        links,
        appearance,
        logoImagePath: card.logoImagePath,
        userId: member.user.id,
      });
      // Nothing is locked any more.
      const own = await call(member, 'PUT', `/api/vcf-configs/${card.id}`, {
        configName: 'Team card',
        websiteUrl: 'https://nina.example.com',
      });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().websiteUrl).toBe('https://nina.example.com');
    });
  });

  describe('deleting', () => {
    it('deletes a template; its cards keep their values, unlocked, and still show its logo', async () => {
      const template = await createTemplateWithLogo(owner, { name: 'Doomed' });
      const card = await createCard(member, { templateId: template.id });

      const response = await call(owner, 'DELETE', `/api/team/templates/${template.id}`);
      expect(response.statusCode).toBe(204);
      expect((await templatesOf(owner)).map((entry) => entry.id)).not.toContain(template.id);
      expect(await cardOf(member, card.id)).toMatchObject({
        templateId: null,
        lockedFields: [],
        websiteUrl: website,
        bio: 'We build things that last.',
        links,
        appearance,
        logoImagePath: card.logoImagePath,
      });

      const link = await call(member, 'GET', `/api/vcf-configs/${card.id}/image-presigned-url?image=logo`);
      expect(link.statusCode, link.body).toBe(200);
      const logo = await fetchLink(link.json().presignedUrl);
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      expect((await call(owner, 'DELETE', `/api/team/templates/${template.id}`)).statusCode).toBe(404);
    });

    it("keeps the template's logo when a card made from it is deleted", async () => {
      const template = await createTemplateWithLogo(owner, { name: 'Outlives cards' });
      const card = await createCard(member, { templateId: template.id });
      expect((await call(member, 'DELETE', `/api/vcf-configs/${card.id}`)).statusCode).toBe(204);

      const listed = (await templatesOf(owner)).find((entry) => entry.id === template.id);
      expect(listed).toMatchObject({ cardCount: 0 });
      const logo = await fetchLink(listed!.logoImageUrl!);
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
    });
  });

  describe('public card page', () => {
    it("shows the template's website and look on the public page of a card made from it", async () => {
      const template = await createTemplateWithLogo(owner, { name: 'Public' });
      const card = await createCard(member, { templateId: template.id, name: 'Nina', surname: 'Neu' });
      const response = await ctx.app.inject({ method: 'GET', url: `/api/vcf/share/${card.downloadToken}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'active',
        name: 'Nina',
        surname: 'Neu',
        organisationName: 'Vorlagen GmbH',
        websiteUrl: website,
        links,
        appearance,
      });
      expect(response.json().logoImageUrl).toMatch(/^http:\/\/app\.test\/files\//);
      const [row] = await ctx.database.db.select().from(vcfConfigs).where(eq(vcfConfigs.id, card.id));
      expect(row?.templateId).toBe(template.id);
    });
  });
});
