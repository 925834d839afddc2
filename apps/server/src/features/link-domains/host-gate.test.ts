import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  givePlan,
  randomIp,
  samples,
  sendMultipart,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import { linkDomains } from '../../db/schema.ts';
import { verdictOf } from './host-gate.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

const visitor = {
  name: 'Max Besucher',
  email: 'max@visitor.example',
  consent: true,
  consentVersion: '2026-11',
  consentLanguage: 'en',
};
const cardView = (token: string) => ({
  token,
  userAgent: 'Mozilla/5.0 (iPhone)',
  language: 'en-GB',
  platform: 'iPhone',
  screenResolution: '390x844',
  timezone: 'Europe/Berlin',
});

describe('serving on a customer’s link domain', () => {
  let ctx: TestContext;
  let webDir: string;
  let owner: Account;
  let other: Account;
  let host: string;
  let rootedHost: string;
  let ownCard: { id: string; downloadToken: string };
  let otherCard: { id: string; downloadToken: string };
  let tagCode: string;

  /** A built web app in miniature: the two entries, one hashed asset, the icon, an icon file and a translation. */
  const writeWebDist = async (dir: string) => {
    await mkdir(path.join(dir, 'assets'));
    await mkdir(path.join(dir, 'icons'));
    await mkdir(path.join(dir, 'locales', 'en'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Portal</title>');
    await writeFile(path.join(dir, 'card.html'), '<!doctype html><title>Business card</title>');
    await writeFile(path.join(dir, 'assets', 'card-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(dir, 'icons', 'card-192.png'), await samples.png(8, 8));
    await writeFile(path.join(dir, 'locales', 'en', 'translation.json'), '{}');
  };
  const serve = async (organisationId: string, hostname: string, rootUrl: string | null = null) => {
    await ctx.database.db.insert(linkDomains).values({
      organisationId,
      hostname,
      rootUrl,
      verificationToken: randomBytes(16).toString('hex'),
      status: 'verified',
      verifiedAt: new Date(),
      checkedAt: new Date(),
    });
    await ctx.app.appDeps.linkHosts.reload();
  };
  const on = (hostHeader: string, options: InjectOptions & { url: string }) =>
    ctx.app.inject({ ...options, headers: { ...options.headers, host: hostHeader } });
  const get = (hostHeader: string, url: string, headers: Record<string, string> = {}) =>
    on(hostHeader, { method: 'GET', url, headers });

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'nfc-web-'));
    await writeWebDist(webDir);
    ctx = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
    owner = await signUp(ctx);
    other = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    await givePlan(ctx, other.user.id, 'Pro');
    const created = await sendMultipart(ctx, owner, 'POST', '/api/vcf-configs', { configName: 'Mine', name: 'Erika' }, [
      { field: 'profilePicture', name: 'me.png', type: 'image/png', data: await samples.png() },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    ownCard = created.json();
    otherCard = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/vcf-configs',
        headers: auth(other.token),
        payload: { configName: 'Theirs' },
      })
    ).json();
    const tag = await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: auth(owner.token),
      payload: { name: 'Fob', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/landing' } },
    });
    tagCode = tag.json().userFacingId;
    host = `go-${randomUUID().slice(0, 8)}.example`;
    rootedHost = `links-${randomUUID().slice(0, 8)}.example`;
    await serve(owner.user.organisationId, host);
    await serve(owner.user.organisationId, rootedHost, 'https://example.com/welcome');
  });
  afterAll(async () => {
    await ctx?.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('serves the organisation’s own card page and the files it loads', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const page = await on(host, { method, url: `/vcard/${ownCard.downloadToken}` });
      expect(page.statusCode, method).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
    expect((await get(host, `/vcard/${ownCard.downloadToken}`)).body).toContain('Business card');
    expect((await get(host, `/vcard/${ownCard.downloadToken}/`)).statusCode).toBe(200);
    for (const url of [
      '/assets/card-abc123.js',
      '/favicon.svg',
      '/icons/card-192.png',
      '/locales/en/translation.json',
    ]) {
      expect((await get(host, url)).statusCode, url).toBe(200);
    }
  });

  it('answers the public card API for its own cards: data, images, .vcf, manifest, QR, leads and views', async () => {
    const token = ownCard.downloadToken;
    const shared = await get(host, `/api/vcf/share/${token}`);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().name).toBe('Erika');
    const vcf = await get(host, `/api/vcf/download/${token}?src=nfc`);
    expect(vcf.statusCode).toBe(200);
    expect(vcf.headers['content-type']).toMatch(/^text\/vcard/);
    expect((await get(host, `/api/vcf/share/${token}/manifest.webmanifest`)).statusCode).toBe(200);
    expect((await get(host, `/api/vcf/share/${token}/qr.png`)).statusCode).toBe(200);
    expect((await get(host, `/api/vcf/share/${token}/images/photo`)).statusCode).toBe(200);
    const lead = await on(host, {
      method: 'POST',
      url: `/api/vcf/share/${token}/leads`,
      payload: visitor,
      remoteAddress: randomIp(),
    });
    expect(lead.statusCode, lead.body).toBe(202);
    const view = await on(host, {
      method: 'POST',
      url: '/api/analytics/nfc-scan',
      payload: cardView(token),
      remoteAddress: randomIp(),
    });
    expect(view.statusCode, view.body).toBe(202);
  });

  it('shows the card’s images, kept on the app’s own host, to its page on the customer’s host', async () => {
    const page = await get(host, `/vcard/${ownCard.downloadToken}`);
    const imgSrc = /img-src ([^;]+)/.exec(page.headers['content-security-policy'] as string)?.[1];
    expect(imgSrc?.split(' ')).toContain('http://app.test');
    const pictureUrl = new URL((await get(host, `/api/vcf/share/${ownCard.downloadToken}`)).json().profilePictureUrl);
    expect(pictureUrl.origin).toBe('http://app.test');
    const picture = await ctx.app.inject({ method: 'GET', url: `${pictureUrl.pathname}${pictureUrl.search}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers 404 for another organisation’s card (or none) on the host: page, API, leads and views', async () => {
    for (const token of [otherCard.downloadToken, 'no-such-token']) {
      for (const url of [
        `/vcard/${token}`,
        `/api/vcf/share/${token}`,
        `/api/vcf/download/${token}`,
        `/api/vcf/share/${token}/qr.png`,
        `/api/vcf/share/${token}/manifest.webmanifest`,
      ]) {
        const response = await get(host, url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).toBe('Not found');
      }
      const lead = await on(host, {
        method: 'POST',
        url: `/api/vcf/share/${token}/leads`,
        payload: visitor,
        remoteAddress: randomIp(),
      });
      expect(lead.statusCode).toBe(404);
      const view = await on(host, {
        method: 'POST',
        url: '/api/analytics/nfc-scan',
        payload: cardView(token),
        remoteAddress: randomIp(),
      });
      expect(view.statusCode).toBe(404);
    }
    // The same card on the app's own host is public as ever.
    expect((await get('app.test', `/api/vcf/share/${otherCard.downloadToken}`)).statusCode).toBe(200);
  });

  it('never serves the portal, sign-in, the rest of the API, files, metrics or SCIM there', async () => {
    for (const [method, url] of [
      ['GET', '/login'],
      ['GET', '/admin'],
      ['GET', '/settings/domains'],
      ['GET', '/index.html'],
      ['GET', '/vcard'],
      ['POST', '/api/auth/login'],
      ['GET', '/api/users/profile'],
      ['GET', '/api/vcf-configs'],
      ['GET', '/api/domains'],
      ['GET', `/api/domains/tls-ask?domain=${host}`],
      ['GET', '/api/health'],
      ['GET', '/api/docs'],
      ['GET', '/api/openapi.json'],
      ['GET', '/api/vcf/signature-icons/linkedin.png'],
      ['DELETE', `/api/vcf/share/${ownCard.downloadToken}`],
      ['PUT', `/vcard/${ownCard.downloadToken}`],
      ['GET', `/vcard/${ownCard.downloadToken}/../../api/users/profile`],
      ['GET', `/assets/../api/users/profile`],
      ['GET', '/metrics'],
      ['GET', '/files/uploads/x.png'],
      ['GET', '/scim/v2/Users'],
      ['GET', '/simulated-provider/checkout'],
      ['OPTIONS', '/api/auth/login'],
    ] as const) {
      const response = await on(host, {
        method,
        url,
        headers: { ...auth(owner.token), authorization: `Bearer ${owner.token}` },
        payload: method === 'POST' ? { email: owner.email, password: owner.password } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body, url).toBe('Not found');
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('sends / to the root URL, or shows a neutral page in the visitor’s language', async () => {
    const rooted = await get(rootedHost, '/');
    expect(rooted.statusCode).toBe(302);
    expect(rooted.headers.location).toBe('https://example.com/welcome');
    const english = await get(host, '/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    expect(english.body).toContain(`<h1>${host}</h1>`);
    expect(english.body).toContain('This address opens the NFC tags');
    expect(english.body).not.toMatch(/<a |app\.test|login/i);
    expect(english.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    const german = await get(host, '/', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.body).toContain('lang="de"');
    expect(german.body).toContain('Diese Adresse öffnet');
  });

  it('matches the host exactly and case-insensitively, without its port or a trailing dot', async () => {
    for (const header of [host.toUpperCase(), `${host}:443`, `${host}.`, `${host.toUpperCase()}.:8443`]) {
      expect((await get(header, '/api/health')).statusCode, header).toBe(404);
      expect((await get(header, `/vcard/${ownCard.downloadToken}`)).statusCode, header).toBe(200);
    }
    // A longer or shorter name is another host: the app's.
    for (const header of [`www.${host}`, host.split('.')[0]!, `${host}x`]) {
      expect((await get(header, '/api/health')).statusCode, header).toBe(200);
    }
  });

  it('leaves the scan link to its own route', async () => {
    const scan = await get(host, `/t/${tagCode}`);
    expect(scan.statusCode).toBe(302);
    expect(scan.headers.location).toBe('https://example.com/landing');
  });

  it('leaves the app’s own host and any other host (a LAN address, an unknown name) as they are', async () => {
    for (const header of ['app.test', 'localhost:3000', '192.168.1.20:3000', '[::1]:3000', 'unknown.example']) {
      expect((await get(header, '/api/health')).statusCode, header).toBe(200);
      expect((await get(header, '/login')).body, header).toContain('Portal');
      expect((await get(header, `/vcard/${otherCard.downloadToken}`)).statusCode, header).toBe(200);
      const profile = await on(header, { method: 'GET', url: '/api/users/profile', headers: auth(owner.token) });
      expect(profile.statusCode, header).toBe(200);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { host: '' } })).statusCode).toBe(200);
  });

  it('stops at once when the domain is deleted or stops serving', async () => {
    const gone = `gone-${randomUUID().slice(0, 8)}.example`;
    await serve(owner.user.organisationId, gone);
    expect((await get(gone, '/api/health')).statusCode).toBe(404);
    await ctx.database.db.update(linkDomains).set({ verifiedAt: null }).where(eq(linkDomains.hostname, gone));
    await ctx.app.appDeps.linkHosts.reload();
    expect((await get(gone, '/api/health')).statusCode).toBe(200);
  });

  it('decides by method and path alone, as the table of what a card page needs says', () => {
    expect(verdictOf('GET', '/vcard/abc')).toEqual({ kind: 'card', token: 'abc' });
    expect(verdictOf('GET', '/vcard/a%2Fb')).toEqual({ kind: 'card', token: 'a/b' });
    expect(verdictOf('GET', '/vcard/%E0%A4%A')).toEqual({ kind: 'refuse' });
    expect(verdictOf('POST', '/vcard/abc')).toEqual({ kind: 'refuse' });
    expect(verdictOf('GET', '/api/vcf/share/abc/images/photo')).toEqual({ kind: 'card', token: 'abc' });
    expect(verdictOf('POST', '/api/vcf/share/abc/leads')).toEqual({ kind: 'card', token: 'abc' });
    expect(verdictOf('POST', '/api/vcf/share/abc/qr.png')).toEqual({ kind: 'refuse' });
    expect(verdictOf('GET', '/api/vcf/download/abc/more')).toEqual({ kind: 'refuse' });
    expect(verdictOf('POST', '/api/analytics/nfc-scan')).toEqual({ kind: 'pass' });
    expect(verdictOf('GET', '/api/analytics/nfc-scan')).toEqual({ kind: 'refuse' });
    expect(verdictOf('HEAD', '/')).toEqual({ kind: 'root' });
    expect(verdictOf('POST', '/')).toEqual({ kind: 'refuse' });
    expect(verdictOf('GET', '//api/users/profile')).toEqual({ kind: 'refuse' });
  });
});
