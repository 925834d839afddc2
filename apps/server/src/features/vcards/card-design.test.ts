import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_CARD_APPEARANCE } from '@nfc/contract/vcards';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  givePlan,
  multipartBody,
  samples,
  signUp,
  type TestContext,
  type Upload,
} from '../../../test/helpers.ts';
import { vcfConfigs } from '../../db/schema.ts';

async function countFiles(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** A half-transparent red PNG, wider than the logo box. */
const translucentPng = (width = 800, height = 400) =>
  sharp({ create: { width, height, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();

const links = [
  { label: 'Portfolio, 2024; new', url: 'https://example.com/portfolio' },
  { label: 'Booking', url: 'https://cal.example.com/erika?x=1' },
];
const appearance = { layout: 'banner', primaryColor: '#0F766E', backgroundColor: '#F0FDFA' };

describe('card design', () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  let uploadsDir: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await signUp(ctx, { organisationName: '"quotes" & ampersands' });
    other = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Core', { tagQuota: 100 });
    await givePlan(ctx, other.user.id, 'Core');
    uploadsDir = path.join(ctx.config.dataDir, 'uploads');
  });
  afterAll(() => ctx.close());

  const fileOnDisk = (key: string) => path.join(uploadsDir, key);
  const create = (payload: object, token = owner.token) =>
    ctx.app.inject({ method: 'POST', url: '/api/vcf-configs', headers: auth(token), payload });
  const update = (id: string, payload: object, token = owner.token) =>
    ctx.app.inject({ method: 'PUT', url: `/api/vcf-configs/${id}`, headers: auth(token), payload });
  const send = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, files: Upload[] = []) => {
    const body = multipartBody(fields, files);
    return ctx.app.inject({ method, url, headers: { ...auth(owner.token), ...body.headers }, payload: body.payload });
  };
  const get = (url: string, token = owner.token, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { ...auth(token), ...headers } });
  const storedRow = async (id: string) =>
    (await ctx.database.db.select().from(vcfConfigs).where(eq(vcfConfigs.id, id)))[0]!;

  describe('bio, links and appearance', () => {
    it('round-trips every design field as JSON, colours in lower case', async () => {
      const response = await create({ configName: 'Designed', bio: '  Hello\nthere  ', links, appearance });
      expect(response.statusCode, response.body).toBe(201);
      const card = response.json();
      expect(card).toMatchObject({
        bio: 'Hello\nthere',
        links,
        appearance: { layout: 'banner', primaryColor: '#0f766e', backgroundColor: '#f0fdfa' },
        coverImagePath: null,
        logoImagePath: null,
      });
      const fetched = (await get(`/api/vcf-configs/${card.id}`)).json();
      expect(fetched).toEqual(card);
      const listed = (await get('/api/vcf-configs')).json();
      expect(listed.find((item: { id: string }) => item.id === card.id)).toEqual(card);
    });

    it('stores no look for a card without one and answers the default look', async () => {
      const card = (await create({ configName: 'Plain' })).json();
      expect(card).toMatchObject({ bio: null, links: [], appearance: DEFAULT_CARD_APPEARANCE });
      const row = await storedRow(card.id);
      expect(row.appearance).toBeNull();
      expect(row.links).toEqual([]);
    });

    it('round-trips every design field as multipart, links and appearance as JSON text', async () => {
      const response = await send('POST', '/api/vcf-configs', {
        configName: 'Multipart design',
        bio: 'Multipart bio',
        links: JSON.stringify(links),
        appearance: JSON.stringify(appearance),
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        bio: 'Multipart bio',
        links,
        appearance: { layout: 'banner', primaryColor: '#0f766e' },
      });
      const broken = await send('POST', '/api/vcf-configs', { configName: 'Broken', links: '[{"label":' });
      expect(broken.statusCode).toBe(400);
      expect(Object.keys(broken.json().errors)).toEqual(['links']);
    });

    it('refuses a bad colour, too little contrast, too many or unsafe links, long labels and a long bio', async () => {
      const cases: Array<[object, string, RegExp]> = [
        [{ appearance: { ...appearance, primaryColor: 'red' } }, 'appearance.primaryColor', /#rrggbb/],
        [{ appearance: { ...appearance, backgroundColor: '#12345' } }, 'appearance.backgroundColor', /#rrggbb/],
        [
          { appearance: { layout: 'classic', primaryColor: '#777777', backgroundColor: '#888888' } },
          'appearance.primaryColor',
          /contrast of at least 4\.5:1/,
        ],
        [{ appearance: { ...appearance, layout: 'grid' } }, 'appearance.layout', /not valid/],
        [
          { links: Array.from({ length: 11 }, (_, index) => ({ label: `L${index}`, url: 'https://example.com' })) },
          'links',
          /at most 10 links/,
        ],
        [{ links: [{ label: 'Evil', url: 'javascript:alert(1)' }] }, 'links.0.url', /http\(s\) URL/],
        [{ links: [{ label: 'x'.repeat(41), url: 'https://example.com' }] }, 'links.0.label', /too long/],
        [{ links: [{ label: ' ', url: 'https://example.com' }] }, 'links.0.label', /./],
        [{ bio: 'b'.repeat(501) }, 'bio', /too long/],
        [{ links: null }, 'links', /not valid/],
        [{ links: ['https://example.com'] }, 'links.0', /not valid/],
        [{ appearance: 'banner' }, 'appearance', /not valid/],
      ];
      for (const [fields, field, message] of cases) {
        const response = await create({ configName: 'Refused', ...fields });
        expect(response.statusCode, field).toBe(400);
        expect(response.json().errors[field], JSON.stringify(response.json())).toMatch(message);
      }
      const tenLinks = Array.from({ length: 10 }, (_, index) => ({
        label: 'x'.repeat(40),
        url: `https://example.com/${index}`,
      }));
      const atLimits = await create({ configName: 'At limits', links: tenLinks, bio: 'b'.repeat(500) });
      expect(atLimits.statusCode).toBe(201);
      expect(atLimits.json().links).toHaveLength(10);
      const rows = await ctx.database.db.select().from(vcfConfigs).where(eq(vcfConfigs.configName, 'Refused'));
      expect(rows).toEqual([]);
    });

    it('keeps omitted design fields on update, clears bio with null and links with []', async () => {
      const card = (await create({ configName: 'Keep', bio: 'Kept bio', links, appearance })).json();
      const kept = await update(card.id, { configName: 'Keep renamed', name: 'Erika' });
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({
        configName: 'Keep renamed',
        bio: 'Kept bio',
        links,
        appearance: card.appearance,
      });

      // Multipart has no 'absent' for a sent field: an empty links or appearance field keeps them too.
      const keptMultipart = await send('PUT', `/api/vcf-configs/${card.id}`, {
        configName: 'Keep',
        links: '',
        appearance: '',
      });
      expect(keptMultipart.statusCode, keptMultipart.body).toBe(200);
      expect(keptMultipart.json()).toMatchObject({ bio: 'Kept bio', links, appearance: card.appearance });

      const cleared = await update(card.id, { configName: 'Keep', bio: null, links: [] });
      expect(cleared.json()).toMatchObject({ bio: null, links: [], appearance: card.appearance });
      const dark = { layout: 'centered', primaryColor: '#fde68a', backgroundColor: '#111827' };
      const restyled = await update(card.id, { configName: 'Keep', appearance: dark });
      expect(restyled.json().appearance).toEqual(dark);
      expect((await storedRow(card.id)).appearance).toEqual(dark);
    });
  });

  describe('cover and logo images', () => {
    it('re-encodes a cover as a 1200x400 JPEG and a logo as a PNG inside 320x320 that keeps its transparency', async () => {
      const response = await send('POST', '/api/vcf-configs', { configName: 'Images' }, [
        { field: 'profilePicture', name: 'me.png', type: 'image/png', data: await samples.png() },
        { field: 'coverImage', name: 'cover.jpg', type: 'image/jpeg', data: await samples.jpegWithExif() },
        { field: 'logoImage', name: 'logo.png', type: 'image/png', data: await translucentPng() },
      ]);
      expect(response.statusCode, response.body).toBe(201);
      const card = response.json();
      expect(card.profilePicturePath).toMatch(/^vcards\/[0-9a-f-]{36}\.jpg$/);
      expect(card.coverImagePath).toMatch(/^vcard-covers\/[0-9a-f-]{36}\.jpg$/);
      expect(card.logoImagePath).toMatch(/^vcard-logos\/[0-9a-f-]{36}\.png$/);
      const cover = await sharp(fileOnDisk(card.coverImagePath)).metadata();
      expect(cover).toMatchObject({ format: 'jpeg', width: 1200, height: 400 });
      expect(cover.exif).toBeUndefined();
      const logo = await sharp(fileOnDisk(card.logoImagePath)).metadata();
      expect(logo).toMatchObject({ format: 'png', width: 320, height: 160, hasAlpha: true });
      const { data } = await sharp(fileOnDisk(card.logoImagePath)).raw().toBuffer({ resolveWithObject: true });
      expect(data[3]).toBeGreaterThan(100);
      expect(data[3]).toBeLessThan(160);
      const small = await send('POST', '/api/vcf-configs', { configName: 'Small logo' }, [
        { field: 'logoImage', name: 'logo.gif', type: 'image/gif', data: await samples.gif() },
      ]);
      expect(await sharp(fileOnDisk(small.json().logoImagePath)).metadata()).toMatchObject({
        format: 'png',
        width: 16,
        height: 16,
      });
    });

    it('hands the owner a short-lived link to each image, and nobody else', async () => {
      const card = (
        await send('POST', '/api/vcf-configs', { configName: 'Linked images' }, [
          { field: 'coverImage', name: 'cover.png', type: 'image/png', data: await samples.png() },
        ])
      ).json();
      const linkTo = (image: string, token = owner.token) =>
        get(`/api/vcf-configs/${card.id}/image-presigned-url${image ? `?image=${image}` : ''}`, token);
      const cover = await linkTo('cover');
      expect(cover.statusCode).toBe(200);
      expect(cover.json().presignedUrl).toContain(card.coverImagePath);
      // No logo and no profile picture: 404 naming the image; the default is the profile picture, as the spec has it.
      expect((await linkTo('logo')).json().message).toBe('Logo not found.');
      expect((await linkTo('')).statusCode).toBe(404);
      expect((await linkTo('profile')).json().message).toBe('Profile picture not found.');
      expect((await linkTo('banner')).statusCode).toBe(400);
      expect((await linkTo('cover', other.token)).statusCode).toBe(404);
    });

    it('keeps, replaces and removes each image on its own, deleting the files it no longer uses', async () => {
      const card = (
        await send('POST', '/api/vcf-configs', { configName: 'Swap' }, [
          { field: 'coverImage', name: 'c.png', type: 'image/png', data: await samples.png(900, 300) },
          { field: 'logoImage', name: 'l.png', type: 'image/png', data: await samples.png() },
        ])
      ).json();
      const kept = await send('PUT', `/api/vcf-configs/${card.id}`, { configName: 'Swap' });
      expect(kept.json()).toMatchObject({ coverImagePath: card.coverImagePath, logoImagePath: card.logoImagePath });
      const keptJson = await update(card.id, { configName: 'Swap', bio: 'still there' });
      expect(keptJson.json()).toMatchObject({ coverImagePath: card.coverImagePath, logoImagePath: card.logoImagePath });

      const replaced = await send('PUT', `/api/vcf-configs/${card.id}`, { configName: 'Swap' }, [
        { field: 'coverImage', name: 'c.gif', type: 'image/gif', data: await samples.gif() },
      ]);
      expect(replaced.statusCode, replaced.body).toBe(200);
      const newCover = replaced.json().coverImagePath;
      expect(newCover).not.toBe(card.coverImagePath);
      expect(existsSync(fileOnDisk(card.coverImagePath))).toBe(false);
      expect(existsSync(fileOnDisk(newCover))).toBe(true);
      expect(replaced.json().logoImagePath).toBe(card.logoImagePath);

      const noLogo = await update(card.id, { configName: 'Swap', removeLogoImage: true });
      expect(noLogo.json()).toMatchObject({ logoImagePath: null, coverImagePath: newCover });
      expect(existsSync(fileOnDisk(card.logoImagePath))).toBe(false);

      const noCover = await send('PUT', `/api/vcf-configs/${card.id}`, {
        configName: 'Swap',
        removeCoverImage: 'true',
      });
      expect(noCover.json()).toMatchObject({ coverImagePath: null, logoImagePath: null });
      expect(existsSync(fileOnDisk(newCover))).toBe(false);
    });

    it('refuses an oversized, empty or disguised cover or logo, names the field and keeps nothing', async () => {
      const filesBefore = await countFiles(uploadsDir);
      const big = Buffer.concat([await samples.png(), Buffer.alloc(5 * 1024 * 1024)]);
      const cases: Array<[Upload, number, RegExp]> = [];
      for (const field of ['coverImage', 'logoImage']) {
        cases.push(
          [{ field, name: 'big.png', type: 'image/png', data: big }, 413, /too large/],
          [
            { field, name: 'notes.png', type: 'image/png', data: Buffer.from('just some text, honestly') },
            415,
            /png, jpeg, gif/,
          ],
          [{ field, name: 'cat.png', type: 'image/png', data: samples.script }, 415, /png, jpeg, gif/],
          [{ field, name: 'doc.png', type: 'image/png', data: samples.pdf }, 415, /png, jpeg, gif/],
          [{ field, name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }, 400, /empty/],
        );
      }
      for (const [file, status, message] of cases) {
        // A valid picture beside the bad file: it is not kept either.
        const picture = { field: 'profilePicture', name: 'ok.png', type: 'image/png', data: await samples.png() };
        const response = await send('POST', '/api/vcf-configs', { configName: 'Refused upload' }, [picture, file]);
        expect(response.statusCode, `${file.field} ${file.name}`).toBe(status);
        expect(response.json().message).toMatch(message);
        expect(response.json().errors?.[file.field], `${file.field} ${file.name}`).toMatch(message);
      }
      const twice = await send('POST', '/api/vcf-configs', { configName: 'Refused upload' }, [
        { field: 'coverImage', name: 'a.png', type: 'image/png', data: await samples.png() },
        { field: 'coverImage', name: 'b.png', type: 'image/png', data: await samples.png() },
      ]);
      expect(twice.statusCode).toBe(400);
      const unknown = await send('POST', '/api/vcf-configs', { configName: 'Refused upload' }, [
        { field: 'backgroundImage', name: 'a.png', type: 'image/png', data: await samples.png() },
      ]);
      expect(unknown.statusCode).toBe(400);
      expect(await countFiles(uploadsDir)).toBe(filesBefore);
      const rows = await ctx.database.db.select().from(vcfConfigs).where(eq(vcfConfigs.configName, 'Refused upload'));
      expect(rows).toEqual([]);
    });

    it('keeps the old images and stores no new one when an update is refused', async () => {
      const card = (
        await send('POST', '/api/vcf-configs', { configName: 'Guarded' }, [
          { field: 'coverImage', name: 'c.png', type: 'image/png', data: await samples.png() },
        ])
      ).json();
      const filesBefore = await countFiles(uploadsDir);
      const refused = await send(
        'PUT',
        `/api/vcf-configs/${card.id}`,
        { configName: 'Guarded', appearance: JSON.stringify({ ...appearance, primaryColor: '#eeeeee' }) },
        [{ field: 'coverImage', name: 'c.png', type: 'image/png', data: await samples.png() }],
      );
      expect(refused.statusCode).toBe(400);
      const stranger = multipartBody({ configName: 'Stolen' }, [
        { field: 'logoImage', name: 'l.png', type: 'image/png', data: await samples.png() },
      ]);
      const theirs = await ctx.app.inject({
        method: 'PUT',
        url: `/api/vcf-configs/${card.id}`,
        headers: { ...auth(other.token), ...stranger.headers },
        payload: stranger.payload,
      });
      expect(theirs.statusCode).toBe(404);
      expect(await countFiles(uploadsDir)).toBe(filesBefore);
      expect(await storedRow(card.id)).toMatchObject({ configName: 'Guarded', coverImagePath: card.coverImagePath });
    });

    it('deletes all three images with the card', async () => {
      const card = (
        await send('POST', '/api/vcf-configs', { configName: 'Gone' }, [
          { field: 'profilePicture', name: 'p.png', type: 'image/png', data: await samples.png() },
          { field: 'coverImage', name: 'c.png', type: 'image/png', data: await samples.png() },
          { field: 'logoImage', name: 'l.png', type: 'image/png', data: await samples.png() },
        ])
      ).json();
      const paths = [card.profilePicturePath, card.coverImagePath, card.logoImagePath];
      for (const key of paths) expect(existsSync(fileOnDisk(key))).toBe(true);
      const response = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/vcf-configs/${card.id}`,
        headers: auth(owner.token),
      });
      expect(response.statusCode).toBe(204);
      for (const key of paths) expect(existsSync(fileOnDisk(key)), key).toBe(false);
    });
  });

  describe('public card', () => {
    it('shares bio, links, look and signed links to the cover and logo', async () => {
      const card = (
        await send(
          'POST',
          '/api/vcf-configs',
          {
            configName: 'Shared',
            bio: 'About me',
            links: JSON.stringify(links),
            appearance: JSON.stringify(appearance),
          },
          [
            { field: 'coverImage', name: 'c.png', type: 'image/png', data: await samples.png() },
            { field: 'logoImage', name: 'l.png', type: 'image/png', data: await samples.png() },
          ],
        )
      ).json();
      const shared = (await ctx.app.inject({ method: 'GET', url: `/api/vcf/share/${card.downloadToken}` })).json();
      expect(shared).toMatchObject({
        status: 'active',
        bio: 'About me',
        links,
        appearance: { layout: 'banner', primaryColor: '#0f766e', backgroundColor: '#f0fdfa' },
        profilePictureUrl: null,
      });
      expect(shared.coverImageUrl).toMatch(/^http:\/\/app\.test\/files\/vcard-covers\/[0-9a-f-]{36}\.jpg\?exp=/);
      expect(shared.logoImageUrl).toMatch(/^http:\/\/app\.test\/files\/vcard-logos\/[0-9a-f-]{36}\.png\?exp=/);
      const logo = await ctx.app.inject({ method: 'GET', url: shared.logoImageUrl.replace('http://app.test', '') });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      const cover = await ctx.app.inject({ method: 'GET', url: shared.coverImageUrl.replace('http://app.test', '') });
      expect(cover.headers['content-type']).toBe('image/jpeg');

      const plain = (await create({ configName: 'Shared plain' })).json();
      const plainShared = (
        await ctx.app.inject({ method: 'GET', url: `/api/vcf/share/${plain.downloadToken}` })
      ).json();
      expect(plainShared).toMatchObject({
        bio: null,
        links: [],
        appearance: DEFAULT_CARD_APPEARANCE,
        coverImageUrl: null,
        logoImageUrl: null,
      });
    });

    it('writes each link into the .vcf with its label, and the bio as a note, as an independent parser reads them', async () => {
      const card = (
        await create({
          configName: 'Vcf links',
          name: 'Erika',
          linkedinUrl: 'https://www.linkedin.com/in/erika',
          bio: 'Line one\nLine two, with; punctuation',
          links: [
            ...links,
            { label: 'Langer Linkname mit Ümlauten ÄÖÜ, lang', url: `https://example.com/${'long/'.repeat(20)}` },
          ],
        })
      ).json();
      const response = await ctx.app.inject({ method: 'GET', url: `/api/vcf/download/${card.downloadToken}` });
      expect(response.statusCode).toBe(200);
      const body = response.body;
      for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(body).toContain('item1.URL:https://www.linkedin.com/in/erika\r\n');
      expect(body).toContain('item2.X-ABLabel:Portfolio\\, 2024\\; new\r\n');

      const vcard = new ICAL.Component(ICAL.parse(body));
      const byGroup = (name: string) =>
        new Map(vcard.getAllProperties(name).map((property) => [property.getParameter('group'), property]));
      const urls = byGroup('url');
      const labels = byGroup('x-ablabel');
      // X-ABLabel is not a property ical.js knows, so it keeps the text escapes; Apple's contacts remove them.
      const unescapeText = (value: unknown) => String(value).replace(/\\([,;\\])/g, '$1');
      const pairs = [...urls].map(([group, property]) => ({
        label: unescapeText(labels.get(group)?.getFirstValue()),
        url: property.getFirstValue(),
      }));
      expect(pairs).toEqual([
        { label: 'LinkedIn', url: 'https://www.linkedin.com/in/erika' },
        ...links,
        { label: 'Langer Linkname mit Ümlauten ÄÖÜ, lang', url: `https://example.com/${'long/'.repeat(20)}` },
      ]);
      // As for TITLE: vCard 3.0 escapes `;` in text, which ical.js (RFC 6350) leaves escaped in a single value.
      expect(body).toContain('NOTE:Line one\\nLine two\\, with\\; punctuation\r\n');
      expect(String(vcard.getFirstPropertyValue('note')).replace('\\;', ';')).toBe(
        'Line one\nLine two, with; punctuation',
      );
    });
  });

  describe('e-mail signature', () => {
    it('escapes every value, links only safe URLs and holds no script, class, style block or handler', async () => {
      const card = (
        await create({
          configName: 'Signature',
          name: '<img src=x onerror=alert(1)>',
          surname: '"quotes" & ampersands',
          position: "Head of <b>Sales</b> 'n' more",
          phoneNumber: '+49 (30) 1234-567',
          contactEmail: 'erika@example.com',
          websiteUrl: 'https://example.com/?a=1&b="2"',
          appearance: { layout: 'classic', primaryColor: '#0f766e', backgroundColor: '#ffffff' },
        })
      ).json();
      const response = await get(`/api/vcf-configs/${card.id}/email-signature?qr=true`);
      expect(response.statusCode, response.body).toBe(200);
      const { html, text } = response.json();
      expect(html).toMatch(/^<table /);
      expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; &#34;quotes&#34; &#38; ampersands');
      expect(html).toContain('Head of &#60;b&#62;Sales&#60;/b&#62; &#39;n&#39; more');
      expect(html).toContain('&#34;quotes&#34; &#38; ampersands</td>');
      // Text is escaped, so every `<` left opens a tag of ours: none is a script, style or link, none has a class or handler.
      expect(html).not.toMatch(/<(script|style|link|iframe|svg)/i);
      expect(html).not.toMatch(/<[^>]*\s(class|on\w+)\s*=/i);
      expect(html).not.toMatch(/@font-face|@import|javascript:/i);
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('href="tel:+49301234567"');
      expect(html).toContain('href="mailto:erika@example.com"');
      expect(html).toContain('href="https://example.com/?a=1&#38;b=&#34;2&#34;"');
      expect(html).toContain(`href="http://app.test/vcard/${card.downloadToken}"`);
      expect(html).toContain('color:#0f766e');
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
      for (const href of hrefs) expect(href).toMatch(/^(https?:\/\/|tel:|mailto:)/);
      const images = [...html.matchAll(/<img [^>]*src="([^"]*)"/g)].map((match) => match[1]);
      expect(images).toEqual([`http://app.test/api/vcf/share/${card.downloadToken}/qr.png`]);
      expect(text).toBe(
        [
          '<img src=x onerror=alert(1)> "quotes" & ampersands',
          "Head of <b>Sales</b> 'n' more",
          '"quotes" & ampersands',
          '+49 (30) 1234-567',
          'erika@example.com',
          'https://example.com/?a=1&b="2"',
          `My digital business card: http://app.test/vcard/${card.downloadToken}`,
        ].join('\n'),
      );

      const withoutQr = (await get(`/api/vcf-configs/${card.id}/email-signature?qr=false`)).json();
      expect(withoutQr.html).not.toContain('<img');
      expect((await get(`/api/vcf-configs/${card.id}/email-signature`)).json().html).not.toContain('<img');
      const german = await get(`/api/vcf-configs/${card.id}/email-signature`, owner.token, {
        'accept-language': 'de-DE,de;q=0.9',
      });
      expect(german.json().text).toContain(`Meine digitale Visitenkarte: http://app.test/vcard/${card.downloadToken}`);
    });

    it('refuses a bad qr value, and hides another tenant’s or an unknown card', async () => {
      const card = (await create({ configName: 'Private signature', name: 'Erika' })).json();
      const bad = await get(`/api/vcf-configs/${card.id}/email-signature?qr=maybe`);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['qr']);
      const theirs = await get(`/api/vcf-configs/${card.id}/email-signature?qr=true`, other.token);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).not.toContain('Erika');
      expect((await get('/api/vcf-configs/not-a-uuid/email-signature')).statusCode).toBe(404);
      expect((await get('/api/vcf-configs/00000000-0000-4000-8000-000000000000/email-signature')).statusCode).toBe(404);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/vcf-configs/${card.id}/email-signature` })).statusCode,
      ).toBe(401);
    });

    it('serves the QR code it shows at a public address that keeps working, decoding to the card page', async () => {
      const card = (await create({ configName: 'QR signature' })).json();
      const response = await ctx.app.inject({ method: 'GET', url: `/api/vcf/share/${card.downloadToken}/qr.png` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const { data, info } = await sharp(response.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(info.width).toBe(256);
      expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(
        `http://app.test/vcard/${card.downloadToken}?src=qr`,
      );
      expect((await ctx.app.inject({ method: 'GET', url: '/api/vcf/share/unknown/qr.png' })).statusCode).toBe(404);
      // Like the card page, an inactive account's code is not served.
      const sleeper = await signUp(ctx);
      await givePlan(ctx, sleeper.user.id, 'Core', { isAccountActive: false });
      const sleeping = (await create({ configName: 'Sleeping' }, sleeper.token)).json();
      const gone = await ctx.app.inject({ method: 'GET', url: `/api/vcf/share/${sleeping.downloadToken}/qr.png` });
      expect(gone.statusCode).toBe(404);
    });

    it('renders a code once and answers repeats from memory; one address cannot make it render without end', async () => {
      const card = (await create({ configName: 'Popular signature' })).json();
      const fetchQr = (token: string, ip: string) =>
        ctx.app.inject({ method: 'GET', url: `/api/vcf/share/${token}/qr.png`, remoteAddress: ip });
      const first = await fetchQr(card.downloadToken, '203.0.113.50');
      // Repeats are cache hits: they never count against the address.
      for (let index = 0; index < 80; index++) {
        const again = await fetchQr(card.downloadToken, '203.0.113.50');
        expect(again.statusCode).toBe(200);
        expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      }
      // Misses (made-up tokens) do count: the 60th in a minute is the last one served.
      const misses = [];
      for (let index = 0; index < 60; index++)
        misses.push((await fetchQr(`made-up-${index}`, '203.0.113.51')).statusCode);
      expect(misses.every((status) => status === 404)).toBe(true);
      expect((await fetchQr('made-up-61', '203.0.113.51')).statusCode).toBe(429);
      // Another address is not affected.
      expect((await fetchQr(card.downloadToken, '203.0.113.52')).statusCode).toBe(200);
    });

    it('says when to retry a refused render, and stops serving a deleted card’s code at once', async () => {
      const fetchQr = (token: string, ip: string) =>
        ctx.app.inject({ method: 'GET', url: `/api/vcf/share/${token}/qr.png`, remoteAddress: ip });
      for (let index = 0; index < 60; index++) await fetchQr(`unknown-${index}`, '203.0.113.60');
      const refused = await fetchQr('unknown-61', '203.0.113.60');
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);

      const card = (await create({ configName: 'Soon deleted' })).json();
      expect((await fetchQr(card.downloadToken, '203.0.113.61')).statusCode).toBe(200);
      const deleted = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/vcf-configs/${card.id}`,
        headers: auth(owner.token),
      });
      expect(deleted.statusCode).toBe(204);
      expect((await fetchQr(card.downloadToken, '203.0.113.61')).statusCode).toBe(404);
    });
  });
});
