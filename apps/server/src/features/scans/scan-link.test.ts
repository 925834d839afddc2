import { request as httpRequest } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, giveLinkDomain, givePlan, signUp, type TestContext } from '../../../test/helpers.ts';
import { scans } from '../../db/schema.ts';
import { scanHeadersOf, scanLinkCodeOf } from './scan-link.ts';

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request over a real connection, so the fast path (not app.inject) answers it. */
function call(port: number, path: string, { method = 'GET', headers = {} as Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the scan link fast path', () => {
  let ctx: TestContext;
  let port: number;
  let tag: { id: string; userFacingId: string };
  let owner: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    // One trusted proxy hop, as the crowd bench runs it: the address is the last of X-Forwarded-For.
    ctx = await createTestApp({ env: { TRUST_PROXY: '1' } });
    owner = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    tag = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/tags',
        headers: auth(owner.token),
        payload: { name: 'Fast', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/fast' } },
      })
    ).json();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers a scan over a connection with the redirect and headers Fastify gave, and stores it with the visitor’s address', async () => {
    const answer = await call(port, `/t/${tag.userFacingId}?src=qr`, {
      headers: {
        'x-forwarded-for': '198.51.100.23',
        'user-agent': 'Mozilla/5.0 (iPhone) Mobile',
        'accept-language': 'de',
      },
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('https://example.com/fast');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    // The same request through Fastify (app.inject never reaches the fast path) answers the same.
    const injected = await ctx.app.inject({
      method: 'GET',
      url: `/t/${tag.userFacingId}?src=qr`,
      headers: { 'x-forwarded-for': '198.51.100.24' },
    });
    expect(injected.statusCode).toBe(302);
    expect(injected.headers.location).toBe(answer.headers.location);
    expect(injected.headers['cache-control']).toBe('no-store');

    await ctx.app.appDeps.scanRecorder.flush();
    const stored = await ctx.app.appDeps.db
      .select({ source: scans.source, language: scans.language, kind: scans.kind })
      .from(scans)
      .where(and(eq(scans.tagId, tag.id), eq(scans.source, 'qr')));
    expect(stored).toHaveLength(2);
    expect(stored.every((scan) => scan.kind === 'link')).toBe(true);
    expect(stored.map((scan) => scan.language).sort()).toEqual(['de', null]);
  });

  it('answers HEAD, a trailing slash and an unknown code, and leaves other paths and methods to Fastify', async () => {
    const head = await call(port, `/t/${tag.userFacingId}/`, { method: 'HEAD' });
    expect(head.status).toBe(302);
    expect(head.body).toBe('');

    const unknown = await call(port, '/t/zzzzzzzz', { headers: { 'accept-language': 'de-DE' } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unknown.headers['content-security-policy']).toContain("default-src 'none'");
    expect(unknown.body).toContain('Link nicht gefunden');
    // A code that is not even decodable is Fastify's to refuse, as before the fast path.
    const junk = await call(port, '/t/%E0%A4%A');
    expect(junk.status).toBe(400);

    // Not a scan link: Fastify's router answers, with its JSON 404.
    const deeper = await call(port, `/t/${tag.userFacingId}/more`);
    expect(deeper.status).toBe(404);
    expect(deeper.headers['content-type']).toContain('application/json');
    const posted = await call(port, `/t/${tag.userFacingId}`, { method: 'POST' });
    expect(posted.status).toBe(404);
    expect(posted.headers['content-type']).toContain('application/json');
    // Everything else is the app as ever.
    const health = await call(port, '/api/health');
    expect(health.status).toBe(200);
  });

  it('answers a failure while deciding a scan at once as Fastify’s handler would, and goes on answering', async () => {
    const checking = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/tags',
        headers: auth(owner.token),
        payload: {
          name: 'Checks taps',
          actionType: 'WEBSITE_LINK',
          actionData: { url: 'https://example.com/checked' },
          verification: 'record',
        },
      })
    ).json();
    // The first scan loads the target; the next ones are decided at once, where the tap is checked.
    expect((await call(port, `/t/${checking.userFacingId}`)).status).toBe(302);
    const verifier = ctx.app.appDeps.sunVerifier;
    const check = verifier.check;
    verifier.check = () => {
      throw new Error('the keys could not be read');
    };
    try {
      const failed = await call(port, `/t/${checking.userFacingId}`, { headers: { 'accept-language': 'de' } });
      expect(failed.status).toBe(500);
      expect(failed.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(failed.body).code).toBe('INTERNAL');
    } finally {
      verifier.check = check;
    }
    const again = await call(port, `/t/${checking.userFacingId}`);
    expect(again.status).toBe(302);
    expect(again.headers.location).toBe('https://example.com/checked');
  });

  it('on an organisation’s own host resolves its codes only, in any case and with a port; other hosts are the app', async () => {
    const other = await signUp(ctx);
    await givePlan(ctx, other.user.id, 'Pro');
    const othersTag = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/tags',
        headers: auth(other.token),
        payload: { name: 'Theirs', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com/theirs' } },
      })
    ).json() as { userFacingId: string };
    const domain = await giveLinkDomain(ctx, owner.user.organisationId);
    await ctx.app.appDeps.linkHosts.reload();

    const ours = await call(port, `/t/${tag.userFacingId}`, {
      headers: { host: `${domain.hostname.toUpperCase()}:443` },
    });
    expect(ours.status).toBe(302);
    expect(ours.headers.location).toBe('https://example.com/fast');
    // Another organisation's code is unknown there, over a connection and through Fastify alike.
    const theirs = await call(port, `/t/${othersTag.userFacingId}`, { headers: { host: domain.hostname } });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toContain('Link not found');
    const injected = await ctx.app.inject({
      method: 'GET',
      url: `/t/${othersTag.userFacingId}`,
      headers: { host: domain.hostname },
    });
    expect(injected.statusCode).toBe(404);
    // On the app's host, or any host that is no customer's (a LAN address), every code resolves as ever.
    for (const host of ['app.test', '192.168.1.20:3000', `x.${domain.hostname}`]) {
      const answer = await call(port, `/t/${othersTag.userFacingId}`, { headers: { host } });
      expect(answer.status, host).toBe(302);
      expect(answer.headers.location).toBe('https://example.com/theirs');
    }
  });

  it('picks the headers it reads from the raw list as node would keep them', () => {
    const raw = [
      'Host',
      'go.example.com',
      'User-Agent',
      'first',
      'user-agent',
      'second',
      'X-Forwarded-For',
      '203.0.113.1',
      'x-forwarded-for',
      '198.51.100.2',
      'Accept-Language',
      'de',
      'ACCEPT-LANGUAGE',
      'en',
      'Referer',
      'https://a.example/',
      'Referer',
      'https://b.example/',
      'CF-IPCountry',
      'DE',
      'X-Country-Code',
      'AT',
      'CloudFront-Viewer-Country',
      'CH',
      'X-Custom-Header',
      'ignored',
      'Accept',
      'text/html',
      'Xccept-Language',
      'not it',
      'HOST',
      'second.example',
    ];
    expect(scanHeadersOf(raw)).toEqual({
      host: 'go.example.com',
      'user-agent': 'first',
      'x-forwarded-for': '203.0.113.1, 198.51.100.2',
      'accept-language': 'de, en',
      referer: 'https://a.example/',
      'cf-ipcountry': 'DE',
      'x-country-code': 'AT',
      'cloudfront-viewer-country': 'CH',
    });
    expect(scanHeadersOf([])).toEqual({});
  });

  it('stores the address one trusted hop forwarded, over a connection and through Fastify alike', async () => {
    await ctx.app.appDeps.scanRecorder.flush();
    const before = await ctx.app.appDeps.db
      .select({ ip: scans.visitorHash })
      .from(scans)
      .where(eq(scans.tagId, tag.id));
    // The spoofed first entry is not believed: one hop is trusted, so the address is the last one.
    const headers = { 'x-forwarded-for': '192.0.2.66, 203.0.113.77', 'user-agent': 'Mozilla/5.0 (Android 14) Mobile' };
    await call(port, `/t/${tag.userFacingId}`, { headers });
    await ctx.app.inject({ method: 'GET', url: `/t/${tag.userFacingId}`, headers });
    await ctx.app.appDeps.scanRecorder.flush();
    const after = await ctx.app.appDeps.db.select({ ip: scans.visitorHash }).from(scans).where(eq(scans.tagId, tag.id));
    const added = after.map((row) => row.ip).filter((hash) => !before.some((row) => row.ip === hash));
    // Both requests came from one visitor (the same daily hash of 203.0.113.77), new to this tag.
    expect(added).toHaveLength(2);
    expect(new Set(added).size).toBe(1);
  });

  it('reads only /t/{code} paths as scan links', () => {
    expect(scanLinkCodeOf('/t/AbCd1234')).toBe('AbCd1234');
    expect(scanLinkCodeOf('/t/AbCd1234/')).toBe('AbCd1234');
    expect(scanLinkCodeOf('/t/AbCd1234?src=qr&x=/y')).toBe('AbCd1234');
    expect(scanLinkCodeOf('/t/AbCd1234/?src=qr')).toBe('AbCd1234');
    expect(scanLinkCodeOf('/t/%41bCd1234')).toBe('AbCd1234');
    expect(scanLinkCodeOf('/t/')).toBeNull();
    expect(scanLinkCodeOf('/t/a/b')).toBeNull();
    expect(scanLinkCodeOf('/t/%E0%A4%A')).toBeNull();
    expect(scanLinkCodeOf('/tags/AbCd1234')).toBeNull();
    expect(scanLinkCodeOf('/api/t/AbCd1234')).toBeNull();
  });
});
