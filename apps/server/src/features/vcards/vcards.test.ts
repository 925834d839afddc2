import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  givePlan,
  multipartBody,
  randomIp,
  samples,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import { scans, users, vcfConfigs } from '../../db/schema.ts';

describe('vCards', () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await signUp(ctx, { organisationName: 'Müller & Söhne; Köln, GmbH' });
    other = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Core');
    await givePlan(ctx, other.user.id, 'Core');
  });
  afterAll(() => ctx.close());

  const create = (token: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/vcf-configs', headers: auth(token), payload });
  const withPicture = (
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    file?: { name: string; type: string; data: Buffer },
    token = owner.token,
  ) => {
    const body = multipartBody(fields, file ? { field: 'profilePicture', ...file } : undefined);
    return ctx.app.inject({ method, url, headers: { ...auth(token), ...body.headers }, payload: body.payload });
  };
  const fileOnDisk = (key: string) => path.join(ctx.config.dataDir, 'uploads', key);

  it('creates a card with a random public token and validates every field', async () => {
    const response = await create(owner.token, {
      configName: '  Sales card ',
      name: 'Erika',
      surname: 'Mustermann',
      contactEmail: 'erika@example.com',
      phoneNumber: '+49 30 1234-567',
      websiteUrl: 'https://example.com',
      linkedinUrl: '',
    });
    expect(response.statusCode).toBe(201);
    const card = response.json();
    expect(card).toMatchObject({
      configName: 'Sales card',
      name: 'Erika',
      linkedinUrl: null,
      profilePicturePath: null,
    });
    expect(card.downloadToken).toMatch(/^[\w-]{22,}$/);

    const bad = await create(owner.token, {
      configName: ' ',
      contactEmail: 'not-mail',
      phoneNumber: 'call me',
      websiteUrl: 'javascript:alert(1)',
      instagramUrl: 'ftp://x.y',
      position: 'x'.repeat(101),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      ['configName', 'contactEmail', 'instagramUrl', 'phoneNumber', 'position', 'websiteUrl'].sort(),
    );
  });

  it('stores bare hosts of the website, profiles and links as https URLs', async () => {
    const response = await create(owner.token, {
      configName: 'Bakery card',
      websiteUrl: 'sonnenblume-baeckerei.de',
      instagramUrl: ' www.instagram.com/sonnenblume ',
      links: [{ label: 'Menu', url: 'sonnenblume-baeckerei.de/karte' }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      websiteUrl: 'https://sonnenblume-baeckerei.de',
      instagramUrl: 'https://www.instagram.com/sonnenblume',
      links: [{ label: 'Menu', url: 'https://sonnenblume-baeckerei.de/karte' }],
    });
    const [row] = await ctx.database.db.select().from(vcfConfigs).where(eq(vcfConfigs.id, response.json().id));
    expect(row?.websiteUrl).toBe('https://sonnenblume-baeckerei.de');
    const refused = await create(owner.token, { configName: 'Bad', websiteUrl: 'mailto:hello@example.com' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['websiteUrl']);
    await ctx.database.db.delete(vcfConfigs).where(eq(vcfConfigs.id, response.json().id));
  });

  it('limits cards to tagQuota, else the plan limit, else none', async () => {
    const user = await signUp(ctx);
    const refused = await create(user.token, { configName: 'A' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/limit of your plan.*Upgrade your plan or contact support/);
    await givePlan(ctx, user.user.id, 'Core', { tagQuota: 2 });
    expect((await create(user.token, { configName: 'A' })).statusCode).toBe(201);
    expect((await create(user.token, { configName: 'B' })).statusCode).toBe(201);
    expect((await create(user.token, { configName: 'C' })).statusCode).toBe(403);
  });

  describe('profile pictures', () => {
    it('re-encodes a picture as a square JPEG without its metadata, and keeps, replaces or removes it', async () => {
      const created = await withPicture(
        'POST',
        '/api/vcf-configs',
        { configName: 'Photo' },
        { name: 'me.jpg', type: 'image/jpeg', data: await samples.jpegWithExif() },
      );
      expect(created.statusCode).toBe(201);
      const card = created.json();
      const stored = await sharp(fileOnDisk(card.profilePicturePath)).metadata();
      expect(stored).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
      expect(stored.exif).toBeUndefined();

      const url = await ctx.app.inject({
        method: 'GET',
        url: `/api/vcf-configs/${card.id}/image-presigned-url`,
        headers: auth(owner.token),
      });
      const picture = await ctx.app.inject({
        method: 'GET',
        url: url.json().presignedUrl.replace('http://app.test', ''),
      });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');

      const kept = await withPicture('PUT', `/api/vcf-configs/${card.id}`, { configName: 'Photo 2' });
      expect(kept.json().profilePicturePath).toBe(card.profilePicturePath);

      const replaced = await withPicture(
        'PUT',
        `/api/vcf-configs/${card.id}`,
        { configName: 'Photo' },
        { name: 'x.gif', type: 'image/gif', data: await samples.gif() },
      );
      expect(replaced.statusCode).toBe(200);
      expect(existsSync(fileOnDisk(card.profilePicturePath))).toBe(false);
      const newPath = replaced.json().profilePicturePath;
      expect(existsSync(fileOnDisk(newPath))).toBe(true);

      const removed = await withPicture('PUT', `/api/vcf-configs/${card.id}`, {
        configName: 'Photo',
        removeProfilePicture: 'true',
      });
      expect(removed.json().profilePicturePath).toBeNull();
      expect(existsSync(fileOnDisk(newPath))).toBe(false);
      const none = await ctx.app.inject({
        method: 'GET',
        url: `/api/vcf-configs/${card.id}/image-presigned-url`,
        headers: auth(owner.token),
      });
      expect(none.statusCode).toBe(404);
    });

    it('refuses a script disguised as an image, a PDF, an empty and an oversized file', async () => {
      const script = await withPicture(
        'POST',
        '/api/vcf-configs',
        { configName: 'X' },
        { name: 'cat.png', type: 'image/png', data: samples.script },
      );
      expect(script.statusCode).toBe(415);
      expect(script.json().message).toMatch(/png, jpeg, gif/);
      expect(
        (
          await withPicture(
            'POST',
            '/api/vcf-configs',
            { configName: 'X' },
            { name: 'a.png', type: 'image/png', data: samples.pdf },
          )
        ).statusCode,
      ).toBe(415);
      expect(
        (
          await withPicture(
            'POST',
            '/api/vcf-configs',
            { configName: 'X' },
            { name: 'a.png', type: 'image/png', data: Buffer.alloc(0) },
          )
        ).statusCode,
      ).toBe(400);
      const big = Buffer.concat([await samples.png(), Buffer.alloc(5 * 1024 * 1024)]);
      expect(
        (
          await withPicture(
            'POST',
            '/api/vcf-configs',
            { configName: 'X' },
            { name: 'a.png', type: 'image/png', data: big },
          )
        ).statusCode,
      ).toBe(413);
      const wrongField = multipartBody(
        { configName: 'X' },
        { field: 'documentFile', name: 'a.png', type: 'image/png', data: await samples.png() },
      );
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/vcf-configs',
        headers: { ...auth(owner.token), ...wrongField.headers },
        payload: wrongField.payload,
      });
      expect(response.statusCode).toBe(400);
    });
  });

  it('hides every card from another tenant (404) and changes nothing', async () => {
    const card = (await create(owner.token, { configName: 'Private' })).json();
    for (const [method, url, payload] of [
      ['GET', `/api/vcf-configs/${card.id}`, undefined],
      ['PUT', `/api/vcf-configs/${card.id}`, { configName: 'Stolen' }],
      ['DELETE', `/api/vcf-configs/${card.id}`, undefined],
      ['GET', `/api/vcf-configs/${card.id}/image-presigned-url`, undefined],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload, headers: auth(other.token) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/vcf-configs', headers: auth(other.token) })).json();
    expect(list.map((item: { id: string }) => item.id)).not.toContain(card.id);
    const [row] = await ctx.database.db.select().from(vcfConfigs).where(eq(vcfConfigs.id, card.id));
    expect(row?.configName).toBe('Private');
    for (const [method, url] of [
      ['GET', '/api/vcf-configs'],
      ['POST', '/api/vcf-configs'],
      ['GET', `/api/vcf-configs/${card.id}`],
      ['DELETE', `/api/vcf-configs/${card.id}`],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('deletes a card and its picture', async () => {
    const card = (
      await withPicture(
        'POST',
        '/api/vcf-configs',
        { configName: 'Bye' },
        { name: 'p.png', type: 'image/png', data: await samples.png() },
      )
    ).json();
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/vcf-configs/${card.id}`,
      headers: auth(owner.token),
    });
    expect(response.statusCode).toBe(204);
    expect(existsSync(fileOnDisk(card.profilePicturePath))).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/vcf/share/${card.downloadToken}` })).statusCode).toBe(404);
  });

  describe('public card', () => {
    it('shares the card with the organisation address and nothing else of the owner', async () => {
      const card = (
        await withPicture(
          'POST',
          '/api/vcf-configs',
          { configName: 'Public', name: '<script>alert(1)</script>', position: 'CEO' },
          { name: 'p.png', type: 'image/png', data: await samples.png() },
        )
      ).json();
      const response = await ctx.app.inject({ method: 'GET', url: `/api/vcf/share/${card.downloadToken}` });
      expect(response.statusCode).toBe(200);
      const shared = response.json();
      expect(shared).toMatchObject({
        status: 'active',
        name: '<script>alert(1)</script>',
        position: 'CEO',
        organisationName: 'Müller & Söhne; Köln, GmbH',
        organisationCity: 'Berlin',
        organisationPlz: '10115',
      });
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(shared.profilePictureUrl).toMatch(/^http:\/\/app\.test\/files\/vcards\//);
      const text = JSON.stringify(shared);
      expect(text).not.toContain(owner.email);
      expect(text).not.toContain(owner.user.id);
      expect(text).not.toContain(card.id);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/vcf/share/unknown-token' })).statusCode).toBe(404);
    });

    it('shows the inactive state when the owner’s account is not active', async () => {
      const user = await signUp(ctx);
      await givePlan(ctx, user.user.id, 'Core', { isAccountActive: false });
      const card = (await create(user.token, { configName: 'Sleeping', name: 'Max' })).json();
      const response = await ctx.app.inject({ method: 'GET', url: `/api/vcf/share/${card.downloadToken}` });
      expect(response.json()).toEqual({ status: 'inactive', message: 'This business card is currently unavailable.' });
      expect((await ctx.app.inject({ method: 'GET', url: `/api/vcf/download/${card.downloadToken}` })).statusCode).toBe(
        410,
      );
    });
  });

  describe('.vcf download', () => {
    it('is a vCard 3.0 that an independent parser reads field for field, umlauts, commas, semicolons and newlines included', async () => {
      const card = (
        await withPicture(
          'POST',
          '/api/vcf-configs',
          {
            configName: 'Full',
            name: 'Jürgen',
            surname: 'Groß-Übel',
            position: 'Head of Sales, Europe; DACH\nand Nordics',
            contactEmail: 'juergen@example.com',
            phoneNumber: '+49 221 555-0100',
            websiteUrl: 'https://example.com/über?x=1,2',
            linkedinUrl: 'https://www.linkedin.com/in/juergen',
            instagramUrl: 'https://instagram.com/juergen',
          },
          { name: 'p.png', type: 'image/png', data: await samples.png(800, 600) },
        )
      ).json();
      const response = await ctx.app.inject({ method: 'GET', url: `/api/vcf/download/${card.downloadToken}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/vcard; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="Jurgen-Gro_-Ubel\.vcf"; filename\*=UTF-8''J%C3%BCrgen-Gro%C3%9F-%C3%9Cbel\.vcf$/,
      );
      const body = response.body;
      expect(body.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
      expect(body.endsWith('END:VCARD\r\n')).toBe(true);
      expect(body.replace(/\r\n/g, '')).not.toMatch(/\n/);
      for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

      const vcard = new ICAL.Component(ICAL.parse(body));
      const value = (name: string) => vcard.getFirstPropertyValue(name);
      expect(value('version')).toBe('3.0');
      expect(value('fn')).toBe('Jürgen Groß-Übel');
      expect(value('n')).toEqual(['Groß-Übel', 'Jürgen', '', '', '']);
      expect(value('org')).toBe('Müller & Söhne; Köln, GmbH');
      // RFC 2426 (vCard 3.0) requires `\;` in text; ical.js follows RFC 6350 and leaves it escaped in single values.
      // A one-line field: the contract turns its line break into a space.
      expect(body).toContain('TITLE:Head of Sales\\, Europe\\; DACH and Nordics\r\n');
      expect(String(value('title')).replace('\\;', ';')).toBe('Head of Sales, Europe; DACH and Nordics');
      expect(value('tel')).toBe('+49 221 555-0100');
      expect(value('email')).toBe('juergen@example.com');
      const urls = vcard.getAllProperties('url').map((property) => property.getFirstValue());
      expect(urls).toEqual([
        'https://example.com/über?x=1,2',
        'https://www.linkedin.com/in/juergen',
        'https://instagram.com/juergen',
      ]);
      expect(value('adr')).toEqual(['', '', 'Hauptstraße 12a', 'Berlin', '', '10115', 'Germany']);
      const photo = vcard.getFirstProperty('photo');
      expect(photo?.getParameter('type')).toBe('JPEG');
      const jpeg = Buffer.from(String(photo?.getFirstValue()), 'base64');
      expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
      expect((await ctx.app.inject({ method: 'GET', url: '/api/vcf/download/nope' })).statusCode).toBe(404);
    });
  });

  describe('POST /api/analytics/nfc-scan', () => {
    it('records a coarse, capped view of the card and answers 202', async () => {
      const card = (await create(owner.token, { configName: 'Scanned' })).json();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/analytics/nfc-scan',
        remoteAddress: randomIp(),
        payload: {
          token: card.downloadToken,
          userAgent: 'x'.repeat(5000).slice(0, 4000),
          language: 'de-DE',
          platform: 'iPhone',
          screenResolution: '390x844',
          timezone: 'Europe/Berlin',
          latitude: 52.520008,
          longitude: 13.404954,
        },
      });
      expect(response.statusCode).toBe(202);
      await ctx.app.appDeps.scanRecorder.flush();
      const [row] = await ctx.database.db.select().from(scans).where(eq(scans.vcfConfigId, card.id));
      expect(row).toMatchObject({
        kind: 'page',
        latitude: 52.52,
        longitude: 13.4,
        platform: 'iPhone',
        timezone: 'Europe/Berlin',
      });
      expect(row!.userAgent).toHaveLength(512);
      expect(JSON.stringify(row)).not.toMatch(/10\.\d+\.\d+\.\d+/);
    });

    it('refuses unknown tokens, bad coordinates, and more than 60 records a minute from one address', async () => {
      const card = (await create(owner.token, { configName: 'Limited' })).json();
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/analytics/nfc-scan',
            payload: { token: 'nope' },
            remoteAddress: randomIp(),
          })
        ).statusCode,
      ).toBe(404);
      const bad = await ctx.app.inject({
        method: 'POST',
        url: '/api/analytics/nfc-scan',
        payload: { token: card.downloadToken, latitude: 91 },
        remoteAddress: randomIp(),
      });
      expect(bad.statusCode).toBe(400);
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/analytics/nfc-scan',
            payload: {},
            remoteAddress: randomIp(),
          })
        ).statusCode,
      ).toBe(400);
      const ip = randomIp();
      const statuses = [];
      for (let index = 0; index < 61; index++) {
        statuses.push(
          (
            await ctx.app.inject({
              method: 'POST',
              url: '/api/analytics/nfc-scan',
              payload: { token: card.downloadToken },
              remoteAddress: ip,
            })
          ).statusCode,
        );
      }
      expect(statuses.filter((status) => status === 202)).toHaveLength(60);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  it('keeps the account e-mail out of reach even when the owner changes it', async () => {
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row?.email).toBe(owner.email);
  });
});
