import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { withHttpsScheme } from '@nfc/contract/urls';
import fc from 'fast-check';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import { createFixture, type Fixture, validTag } from '../../test/security/fixture.ts';
import { scriptPayloads, unicodeEdgeCases } from '../../test/security/hostile-values.ts';

const SCRIPT = '<script>alert(1)</script>';
const BREAKOUT = '"><img src=x onerror=alert(1)>';
/** A line break that would start a property of its own in a .vcf written without escaping. */
const VCF_INJECTION = 'Evil\r\nEMAIL;TYPE=INTERNET:attacker@evil.test\r\nEND:VCARD';
/** The same as a one-line field keeps it: each line break a space (the contract's text rule). */
const VCF_INJECTION_KEPT = 'Evil EMAIL;TYPE=INTERNET:attacker@evil.test END:VCARD';
/** A URL may hold no space: the breakout comes without. */
const SCRIPT_URL = 'https://example.com/?q="><img/src=x/onerror=alert(1)>';

/** URLs a tag must never send a scanning phone to. */
const unsafeTargets = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  '\u0000javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.com/1',
  'ftp://example.com/file',
  'mailto:someone@example.com',
  '//evil.example',
  '/relative/path',
  'http:/evil.example',
  'https://',
  'http://exa mple.com',
  'https://example.com/a\r\nSet-Cookie: stolen=1',
  'https://example.com/\nEMAIL:attacker@evil.test',
  '',
];

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

describe('public pages', () => {
  let fx: Fixture;
  let webDir: string;
  let token: string;
  const card = {
    configName: SCRIPT,
    name: SCRIPT,
    surname: BREAKOUT,
    position: VCF_INJECTION,
    websiteUrl: SCRIPT_URL,
    linkedinUrl: `https://www.linkedin.com/in/${encodeURIComponent(SCRIPT)}`,
    instagramUrl: 'https://instagram.com/x?a="onmouseover="alert(1)',
  };
  const organisation = {
    organisationName: SCRIPT,
    organisationStreet: BREAKOUT,
    organisationNumber: '"><svg onload=1>',
    organisationCity: VCF_INJECTION,
    organisationCountry: "'; drop table users; --",
    organisationPlz: '10115',
  };

  beforeAll(async () => {
    // The card page as the web build serves it: the real card.html entry, so its scripts are the ones shipped.
    webDir = await mkdtemp(path.join(os.tmpdir(), 'nfc-web-'));
    const webSource = path.join(import.meta.dirname, '..', '..', '..', 'web');
    await copyFile(path.join(webSource, 'card.html'), path.join(webDir, 'card.html'));
    await copyFile(path.join(webSource, 'index.html'), path.join(webDir, 'index.html'));
    fx = await createFixture({ ctx: await createTestApp({ env: { WEB_DIST_DIR: webDir } }) });
    const saved = await fx.call({ method: 'PUT', url: '/api/users/profile', payload: organisation }, fx.a);
    expect(saved.statusCode, saved.body).toBe(200);
    const created = await fx.call({ method: 'POST', url: '/api/vcf-configs', payload: card }, fx.a);
    expect(created.statusCode, created.body).toBe(201);
    token = created.json().downloadToken;
  });
  afterAll(async () => {
    await fx?.ctx.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('shares script payloads as plain data, exactly as entered', async () => {
    const response = await fx.call({ method: 'GET', url: `/api/vcf/share/${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({
      status: 'active',
      name: card.name,
      surname: card.surname,
      position: VCF_INJECTION_KEPT,
      websiteUrl: card.websiteUrl,
      instagramUrl: card.instagramUrl,
      organisationName: organisation.organisationName,
      organisationStreet: organisation.organisationStreet,
      organisationCity: VCF_INJECTION_KEPT,
      organisationCountry: organisation.organisationCountry,
    });
  });

  it('writes a .vcf in which no field can start a property of its own', async () => {
    const response = await fx.call({ method: 'GET', url: `/api/vcf/download/${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.vcf"/);
    const lines = response.body.replace(/\r\n /g, '').split('\r\n');
    expect(lines.filter((line) => line.startsWith('END:VCARD'))).toHaveLength(1);
    expect(lines.some((line) => line.startsWith('EMAIL;TYPE=INTERNET:attacker'))).toBe(false);
    const vcard = new ICAL.Component(ICAL.parse(response.body));
    const value = (name: string) => vcard.getFirstPropertyValue(name);
    expect(value('n')).toEqual([BREAKOUT, SCRIPT, '', '', '']);
    expect(value('fn')).toBe(`${SCRIPT} ${BREAKOUT}`);
    expect(value('org')).toBe(SCRIPT);
    // ical.js follows RFC 6350 and leaves vCard 3.0's `\;` escaped in a single value.
    expect(String(value('title')).replaceAll('\\;', ';')).toBe(VCF_INJECTION_KEPT);
    expect(vcard.getAllProperties('email').map((property) => property.getFirstValue())).toEqual([]);
    expect(vcard.getAllProperties('url').map((property) => property.getFirstValue())).toEqual([
      card.websiteUrl,
      card.linkedinUrl,
      card.instagramUrl,
    ]);
  });

  it('serves the card page with a policy that forbids inline and foreign scripts', async () => {
    const response = await fx.call({ method: 'GET', url: `/vcard/${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toContain(SCRIPT);
    const policy = directives(response.headers['content-security-policy'] as string);
    const scripts = policy.get('script-src') ?? policy.get('default-src');
    expect(scripts).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The page itself has no inline script that the policy would have to allow.
    for (const [, attributes, content] of response.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(content!.trim()).toBe('');
    }
  });

  it('refuses every tag target that is not an absolute http(s) URL, on create and on update', async () => {
    for (const url of unsafeTargets) {
      const payload = { ...validTag('Unsafe'), actionData: { url } };
      const created = await fx.call({ method: 'POST', url: '/api/tags', payload }, fx.a);
      expect(created.statusCode, `${JSON.stringify(url)}: ${created.body}`).toBe(400);
      expect(Object.keys(created.json().errors).some((field) => field.startsWith('actionData'))).toBe(true);
      const updated = await fx.call({ method: 'PUT', url: `/api/tags/${fx.a.tagId}`, payload }, fx.a);
      expect(updated.statusCode, `${JSON.stringify(url)}: ${updated.body}`).toBe(400);
    }
    const link = await fx.call({ method: 'GET', url: `/t/${fx.a.tagCode}` });
    expect(link.headers.location).toBe('https://example.com/landing');
  });

  it('refuses the same targets for the links of a vCard', async () => {
    for (const url of unsafeTargets.filter(Boolean)) {
      const response = await fx.call(
        { method: 'POST', url: '/api/vcf-configs', payload: { configName: 'Links', websiteUrl: url } },
        fx.a,
      );
      expect(response.statusCode, `${JSON.stringify(url)}: ${response.body}`).toBe(400);
    }
  });

  it('reads a bare host as https:// and redirects only there', async () => {
    const payload = { ...validTag('Bare host'), actionData: { url: 'evil.example' } };
    const created = await fx.call({ method: 'POST', url: '/api/tags', payload }, fx.a);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().actionData.url).toBe('https://evil.example');
    const scan = await fx.call({ method: 'GET', url: `/t/${created.json().userFacingId}` });
    expect(scan.headers.location).toBe('https://evil.example/');
  });

  it('redirects a scan only ever to the http(s) URL that was validated', async () => {
    const target = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.constantFrom(...unsafeTargets),
      fc
        .tuple(
          fc.webUrl(),
          fc.constantFrom(...scriptPayloads, ...unicodeEdgeCases, '\r\nLocation: https://evil.example', ' ', '\t'),
        )
        .map(([url, tail]) => `${url}${tail}`),
      fc.tuple(fc.constantFrom(' ', '\t', '\n', 'x', 'javascript:'), fc.webUrl()).map(([head, url]) => `${head}${url}`),
    );
    await fc.assert(
      fc.asyncProperty(target, async (url) => {
        const payload = { ...validTag('Property'), actionData: { url } };
        const created = await fx.call({ method: 'POST', url: '/api/tags', payload }, fx.a);
        expect(created.statusCode, `${JSON.stringify(url)}: ${created.body}`).toBeLessThan(500);
        if (created.statusCode !== 201) {
          expect(created.statusCode).toBe(400);
          return;
        }
        const scan = await fx.call({ method: 'GET', url: `/t/${created.json().userFacingId}` });
        expect(scan.statusCode, `${JSON.stringify(url)}: ${scan.body}`).toBe(302);
        const location = String(scan.headers.location);
        // The address entered, as a header carries it (percent-encoded ASCII); a bare host gained https:// (decision 019).
        expect(location).toBe(new URL(String(withHttpsScheme(url))).href);
        expect(location).not.toMatch(/[\s\p{Cc}]/u);
        expect(['http:', 'https:']).toContain(new URL(location).protocol);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps the scan link’s unavailable page free of anything a visitor sent', async () => {
    const code = encodeURIComponent(SCRIPT);
    const response = await fx.call({ method: 'GET', url: `/t/${code}`, headers: { 'accept-language': BREAKOUT } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('onerror=');
    expect(directives(response.headers['content-security-policy'] as string).get('default-src')).toEqual(["'none'"]);
  });
});
