import { randomUUID } from 'node:crypto';
import { ORGANISATION_EXPORTS_PER_DAY } from '@nfc/contract/exports';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import {
  auth,
  callAs,
  createTestApp,
  givePlan,
  joinTeam,
  lastMailTo,
  multipartBody,
  randomIp,
  samples,
  sendMultipart,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import {
  leads,
  orders,
  organisationExports,
  scans,
  tags,
  users,
  vcfConfigs,
  webhookEndpoints,
} from '../../db/schema.ts';
import { EXPORT_BATCH_ROWS } from './archive.ts';
import { expireExports } from './service.ts';
import { claimExport, EXPORT_MAX_ATTEMPTS, runExport } from './worker.ts';

const exportWorkerOn = { DISABLE_EXPORT_WORKER: 'false' };

type Account = { token: string; email: string; user: { id: string; organisationId: string } };

/** Every file of a zip by name. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const rowsOf = (file: Buffer | undefined): Array<Record<string, string>> =>
  parse(file ?? Buffer.alloc(0), { bom: true, columns: true, skip_empty_lines: true });

describe('organisation export', () => {
  let ctx: TestContext;
  let owner: Account;
  let admin: Account;
  let member: Account;
  let other: Account;
  let cardId: string;
  let webhookSecret: string;
  let linkDomain: { hostname: string; verificationRecord: { value: string } };
  const SCANS = EXPORT_BATCH_ROWS + 500;

  const waitUntilSettled = async (context: TestContext, account: Account, id: string) => {
    for (let tries = 0; tries < 200; tries++) {
      const response = await callAs(context, account, 'GET', `/api/organisation/exports/${id}`);
      const body = response.json();
      if (body.status === 'ready' || body.status === 'failed') return body;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    throw new Error(`export ${id} never settled`);
  };
  const rowOf = async (id: string) =>
    (await ctx.database.db.select().from(organisationExports).where(eq(organisationExports.id, id)))[0]!;
  const mailedLink = async (email: string) => {
    const mail = await lastMailTo(ctx, email);
    const match = mail?.text.match(/http:\/\/app\.test(\/api\/organisation\/exports\/[\w-]+\/download\?token=[\w%-]+)/);
    if (!match?.[1]) throw new Error(`no export link mailed to ${email}`);
    return { mail: mail!, path: match[1] };
  };

  beforeAll(async () => {
    ctx = await createTestApp({ env: exportWorkerOn });
    owner = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    admin = { ...(await joinTeam(ctx, owner, 'admin')) };
    member = { ...(await joinTeam(ctx, owner, 'member')) };
    other = await signUp(ctx);
    await givePlan(ctx, other.user.id, 'Pro');

    const card = await sendMultipart(
      ctx,
      owner,
      'POST',
      '/api/vcf-configs',
      { configName: 'Fair card', name: 'Erika' },
      [{ field: 'profilePicture', name: 'p.png', type: 'image/png', data: await samples.png() }],
    );
    expect(card.statusCode).toBe(201);
    cardId = card.json().id;
    await callAs(ctx, member, 'POST', '/api/vcf-configs', { configName: '=HYPERLINK("x")', name: 'Max' });
    const tag = await callAs(ctx, owner, 'POST', '/api/tags', {
      name: 'Booth',
      actionType: 'VCARD_PAGE',
      actionData: { vcfConfigId: cardId },
      maxScans: 500,
    });
    expect(tag.statusCode).toBe(201);
    const lead = await ctx.app.inject({
      method: 'POST',
      url: `/api/vcf/share/${card.json().downloadToken}/leads`,
      payload: {
        name: 'Max Besucher',
        email: 'max@visitor.example',
        consent: true,
        consentVersion: '2026-11',
        consentLanguage: 'de',
      },
      remoteAddress: randomIp(),
    });
    expect(lead.statusCode).toBe(202);
    const webhook = await callAs(ctx, owner, 'POST', '/api/webhooks', {
      url: `https://hooks-${randomUUID().slice(0, 8)}.invalid/nfc`,
      events: ['scan.created'],
    });
    expect(webhook.statusCode).toBe(201);
    webhookSecret = webhook.json().secret;
    const domain = await callAs(ctx, owner, 'POST', '/api/domains', {
      hostname: `go-${randomUUID().slice(0, 8)}.example`,
    });
    expect(domain.statusCode, domain.body).toBe(201);
    linkDomain = domain.json();
    const logo = multipartBody(
      { productType: 'nfc_card_individual', quantity: '20', tagWritingPreference: 'by_client', shippingCountry: 'DE' },
      { field: 'orderLogoFile', name: 'logo.png', type: 'image/png', data: await samples.png() },
    );
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/request',
      headers: { ...auth(owner.token), ...logo.headers },
      payload: logo.payload,
    });
    expect(order.statusCode, order.body).toBe(201);
    // More scans than one batch, each with a visitor hash that must not leave.
    await ctx.database.db.execute(sql`
      insert into scans (owner_id, tag_id, kind, source, occurred_at, user_agent, visitor_hash)
      select ${owner.user.organisationId}::uuid, ${tag.json().id}::uuid, 'link', 'nfc',
        now() - make_interval(secs => g), 'Mozilla/5.0 (iPhone)', 'visitor-hash-' || g
      from generate_series(1, ${SCANS}) as g`);
  });
  afterAll(() => ctx.close());

  it('builds the zip in the background, mails the owner and downloads it without a session', async () => {
    const started = await callAs(ctx, owner, 'POST', '/api/organisation/exports');
    expect(started.statusCode).toBe(202);
    const { id } = started.json();
    const settled = await waitUntilSettled(ctx, owner, id);
    expect(settled).toMatchObject({ id, status: 'ready', progress: 1, isExpired: false });
    expect(new Date(settled.expiresAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(settled.downloadUrl).toMatch(/^\/api\/organisation\/exports\/[\w-]+\/download\?exp=\d+&sig=/);

    const { mail, path } = await mailedLink(owner.email);
    expect(mail.subject).toBe('Your data export is ready');
    const download = await ctx.app.inject({ method: 'GET', url: path });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="organisation-export-[\d-]+\.zip"$/);
    const files = await unzip(download.rawPayload);

    const organisationId = owner.user.organisationId;
    for (const name of [
      'README.txt',
      'organisation.json',
      'members.csv',
      'tags.csv',
      'leads.csv',
      'scans.csv',
      'orders.csv',
      'webhooks.json',
      'audit.csv',
      `cards/${cardId}/card.json`,
      `cards/${cardId}/card.vcf`,
      `cards/${cardId}/profile-picture.jpg`,
    ]) {
      expect([...files.keys()], name).toContain(name);
    }
    const { db } = ctx.database;
    const countOf = async (table: typeof users | typeof tags | typeof leads | typeof vcfConfigs, where: unknown) =>
      db.$count(table, where as Parameters<typeof db.$count>[1]);
    expect(rowsOf(files.get('members.csv'))).toHaveLength(
      await countOf(users, eq(users.organisationId, organisationId)),
    );
    expect(rowsOf(files.get('members.csv'))).toHaveLength(3);
    const tagRows = rowsOf(files.get('tags.csv'));
    expect(tagRows).toHaveLength(await countOf(tags, eq(tags.organisationId, organisationId)));
    expect(tagRows[0]).toMatchObject({ name: 'Booth', max_scans: '500', action_type: 'VCARD_PAGE' });
    const leadRows = rowsOf(files.get('leads.csv'));
    expect(leadRows).toHaveLength(await countOf(leads, eq(leads.organisationId, organisationId)));
    expect(Object.keys(leadRows[0]!)).toEqual(
      expect.arrayContaining(['consent_at', 'consent_text', 'consent_version', 'consent_language']),
    );
    const cardFolders = new Set(
      [...files.keys()].filter((name) => name.startsWith('cards/')).map((name) => name.split('/')[1]),
    );
    expect(cardFolders.size).toBe(await countOf(vcfConfigs, eq(vcfConfigs.organisationId, organisationId)));
    expect(files.get(`cards/${cardId}/card.vcf`)?.toString()).toMatch(
      /^BEGIN:VCARD[\s\S]*FN:Erika[\s\S]*PHOTO;ENCODING=b/,
    );
    expect(JSON.parse(files.get(`cards/${cardId}/card.json`)!.toString())).toMatchObject({
      id: cardId,
      configName: 'Fair card',
      images: { profilePicture: `cards/${cardId}/profile-picture.jpg` },
    });

    const scanRows = rowsOf(files.get('scans.csv'));
    const stored = await db.$count(scans, eq(scans.organisationId, organisationId));
    expect(stored).toBeGreaterThanOrEqual(SCANS);
    expect(scanRows).toHaveLength(stored);
    expect(new Set(scanRows.map((row) => row.id)).size).toBe(stored);
    const scanText = files.get('scans.csv')!.toString();
    expect(scanText).not.toContain('visitor-hash');
    // No address or hash column (chip_uid is the chip's, not the visitor's).
    expect(Object.keys(scanRows[0]!).some((column) => /(^|_)ip(_|$)|address|hash/i.test(column))).toBe(false);
    expect(scanText).not.toMatch(/\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/);

    const orderRows = rowsOf(files.get('orders.csv'));
    expect(orderRows).toHaveLength(await db.$count(orders, eq(orders.organisationId, organisationId)));
    expect(files.get(orderRows[0]!.logo_file!)?.subarray(1, 4).toString()).toBe('PNG');

    const webhooks = JSON.parse(files.get('webhooks.json')!.toString());
    expect(webhooks).toHaveLength(
      await db.$count(webhookEndpoints, eq(webhookEndpoints.organisationId, organisationId)),
    );
    expect(webhooks[0]).not.toHaveProperty('secret');
    for (const [name, content] of files) expect(content.includes(webhookSecret), name).toBe(false);

    // A card name that looks like a formula is defused, as in the leads CSV.
    const organisationJson = files.get('organisation.json')!.toString();
    expect(JSON.parse(organisationJson)).toMatchObject({
      id: organisationId,
      defaultLinkDomainId: null,
      linkDomains: [{ hostname: linkDomain.hostname, status: 'pending', rootUrl: null, verifiedAt: null }],
    });
    // The token that proves a domain is no data of the organisation's.
    expect(organisationJson).not.toContain(linkDomain.verificationRecord.value.replace('nfc-link=', ''));
    expect(files.get('README.txt')!.toString()).toContain('Columns: id, occurred_at, kind');

    // The portal's short-lived link serves the same file to the signed-in owner's browser.
    const viaPortal = await ctx.app.inject({ method: 'GET', url: settled.downloadUrl });
    expect(viaPortal.statusCode).toBe(200);
    expect(viaPortal.rawPayload.equals(download.rawPayload)).toBe(true);
  });

  it('answers the export under way instead of starting another', async () => {
    const [row] = await ctx.database.db
      .insert(organisationExports)
      .values({ organisationId: other.user.organisationId, status: 'running', startedAt: new Date(), attempts: 1 })
      .returning();
    try {
      const again = await callAs(ctx, other, 'POST', '/api/organisation/exports');
      expect(again.statusCode).toBe(202);
      expect(again.json()).toEqual({ id: row!.id });
      const list = await callAs(ctx, other, 'GET', '/api/organisation/exports');
      expect(list.json().map((entry: { id: string }) => entry.id)).toContain(row!.id);
    } finally {
      await ctx.database.db
        .update(organisationExports)
        .set({ status: 'failed' })
        .where(eq(organisationExports.id, row!.id));
    }
  });

  it('is the owner’s alone: admins and members 403, visitors 401, another organisation 404', async () => {
    const [mine] = await callAs(ctx, owner, 'GET', '/api/organisation/exports').then((response) => response.json());
    for (const account of [admin, member]) {
      expect((await callAs(ctx, account, 'POST', '/api/organisation/exports')).statusCode).toBe(403);
      expect((await callAs(ctx, account, 'GET', '/api/organisation/exports')).statusCode).toBe(403);
      expect((await callAs(ctx, account, 'GET', `/api/organisation/exports/${mine.id}`)).statusCode).toBe(403);
    }
    expect((await callAs(ctx, null, 'POST', '/api/organisation/exports')).statusCode).toBe(401);
    expect((await callAs(ctx, null, 'GET', `/api/organisation/exports/${mine.id}`)).statusCode).toBe(401);
    expect((await callAs(ctx, other, 'GET', `/api/organisation/exports/${mine.id}`)).statusCode).toBe(404);
    expect((await callAs(ctx, other, 'GET', '/api/organisation/exports/not-a-uuid')).statusCode).toBe(404);
    const listOfOther = await callAs(ctx, other, 'GET', '/api/organisation/exports');
    expect(listOfOther.json().map((entry: { id: string }) => entry.id)).not.toContain(mine.id);
  });

  it('refuses a wrong link with 404 and an expired one with 410; the clock deletes the file', async () => {
    const [mine] = await callAs(ctx, owner, 'GET', '/api/organisation/exports').then((response) => response.json());
    const { path } = await mailedLink(owner.email);
    const download = (url: string) => ctx.app.inject({ method: 'GET', url });
    const base = `/api/organisation/exports/${mine.id}/download`;
    expect((await download(`${base}?token=wrong`)).statusCode).toBe(404);
    expect((await download(base)).statusCode).toBe(404);
    expect((await download(`${base}?exp=9999999999&sig=forged`)).statusCode).toBe(404);
    expect((await download('/api/organisation/exports/not-a-uuid/download?token=x')).statusCode).toBe(404);
    // The right secret on another export's id opens nothing.
    const token = new URL(path, 'http://app.test').searchParams.get('token')!;
    expect((await download(`/api/organisation/exports/${randomUUID()}/download?token=${token}`)).statusCode).toBe(404);
    const portalLink = new URL(mine.downloadUrl, 'http://app.test');
    const exp = Number(portalLink.searchParams.get('exp'));
    portalLink.searchParams.set('exp', String(exp + 60));
    expect((await download(`${portalLink.pathname}${portalLink.search}`)).statusCode).toBe(404);

    const row = await rowOf(mine.id);
    await ctx.database.db
      .update(organisationExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organisationExports.id, mine.id));
    const expired = await ctx.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'de' } });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toContain('abgelaufen');
    expect(await ctx.app.appDeps.storage.get(row.fileKey!)).not.toBeNull();
    expect(await expireExports(ctx.app.appDeps)).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.appDeps.storage.get(row.fileKey!)).toBeNull();
    expect((await rowOf(mine.id)).fileKey).toBeNull();
    const after = (await callAs(ctx, owner, 'GET', `/api/organisation/exports/${mine.id}`)).json();
    expect(after).toMatchObject({ status: 'ready', isExpired: true });
    expect(after).not.toHaveProperty('downloadUrl');
    expect((await download(path)).statusCode).toBe(410);
  });

  it('starts at most five exports a day, then answers 429 with Retry-After', async () => {
    const { db } = ctx.database;
    const organisationId = other.user.organisationId;
    const today = await db.$count(
      organisationExports,
      and(eq(organisationExports.organisationId, organisationId), sql`created_at > now() - interval '1 day'`),
    );
    const missing = Math.max(0, ORGANISATION_EXPORTS_PER_DAY - today);
    if (missing > 0) {
      await db
        .insert(organisationExports)
        .values(Array.from({ length: missing }, () => ({ organisationId, status: 'failed' as const, attempts: 3 })));
    }
    const refused = await callAs(ctx, other, 'POST', '/api/organisation/exports');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(86_400);
    expect(refused.json().message).toBe('Your organisation can start 5 exports a day. Please try again later.');
  });

  it('retries a failed build, then gives it up with its error', async () => {
    const { db } = ctx.database;
    const deps = { ...ctx.app.appDeps, buildVcard: () => '' };
    for (const attempts of [1, EXPORT_MAX_ATTEMPTS]) {
      const [row] = await db
        .insert(organisationExports)
        .values({ organisationId: other.user.organisationId, status: 'running', startedAt: new Date(), attempts })
        .returning();
      // An organisation that is gone makes the build fail.
      await runExport(deps, { ...row!, organisationId: randomUUID() });
      const after = await rowOf(row!.id);
      expect(after.status).toBe(attempts < EXPORT_MAX_ATTEMPTS ? 'pending' : 'failed');
      expect(after.error).toMatch(/gone/);
      await db.update(organisationExports).set({ status: 'failed' }).where(eq(organisationExports.id, row!.id));
    }
  });

  it('gives each waiting export to one claimer only', async () => {
    const { db } = ctx.database;
    // Waiting out its retry delay (a minute after its first attempt), so only claims "two minutes later" see it.
    const [row] = await db
      .insert(organisationExports)
      .values({ organisationId: other.user.organisationId, status: 'pending', startedAt: new Date(), attempts: 1 })
      .returning();
    const later = new Date(Date.now() + 2 * 60_000);
    const claims = await Promise.all([claimExport(ctx.app.appDeps, later), claimExport(ctx.app.appDeps, later)]);
    const mine = claims.filter((claim) => claim?.id === row!.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'running', attempts: 2 });
    for (const claim of claims) {
      if (claim && claim.id !== row!.id) {
        await db
          .update(organisationExports)
          .set({ status: 'pending', attempts: claim.attempts - 1, startedAt: null })
          .where(eq(organisationExports.id, claim.id));
      }
    }
    await db.update(organisationExports).set({ status: 'failed' }).where(eq(organisationExports.id, row!.id));
  });

  it('after a restart, another copy finishes an export whose worker died', async () => {
    const { db } = ctx.database;
    const [row] = await db
      .insert(organisationExports)
      .values({
        organisationId: owner.user.organisationId,
        requestedBy: owner.user.id,
        status: 'running',
        startedAt: new Date(Date.now() - 10 * 60_000),
        attempts: 1,
        progress: 0.4,
      })
      .returning();
    // A second copy of the server on the same database, with a file store of its own.
    const second = await createTestApp({ database: ctx.database, env: exportWorkerOn });
    try {
      const settled = await waitUntilSettled(ctx, owner, row!.id);
      expect(settled.status).toBe('ready');
      const { attempts, fileKey } = await rowOf(row!.id);
      expect(attempts).toBe(2);
      // Either copy may have taken it over; the zip lies in the store of the one that did.
      const zip = (await second.app.appDeps.storage.get(fileKey!)) ?? (await ctx.app.appDeps.storage.get(fileKey!));
      expect([...(await unzip(zip!)).keys()]).toEqual(expect.arrayContaining(['scans.csv', 'members.csv']));
    } finally {
      await second.close();
    }
  });
});
