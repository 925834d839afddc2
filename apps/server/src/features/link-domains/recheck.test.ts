import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, givePlan, joinTeam, signUp, type TestContext } from '../../../test/helpers.ts';
import { type DnsServer, startDnsServer } from '../../../test/peers/dns-server.ts';
import { linkDomains, users } from '../../db/schema.ts';
import { createTxtLookup } from '../../platform/network/dns.ts';
import { recheckLinkDomains } from './recheck.ts';
import { verificationRecordOf } from './service.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

const DAY_MS = 86_400_000;
const uniqueHost = (label = 'daily') => `${label}-${randomUUID().slice(0, 8)}.example`;

describe('the daily re-check of link domains', () => {
  let ctx: TestContext;
  let dns: DnsServer;
  let owner: Account;
  let admin: Awaited<ReturnType<typeof joinTeam>>;

  beforeAll(async () => {
    dns = await startDnsServer();
    ctx = await createTestApp({ env: { DNS_SERVERS: dns.address } });
    owner = await signUp(ctx, { organisationName: 'Muster Links GmbH' });
    await givePlan(ctx, owner.user.id, 'Enterprise');
    admin = await joinTeam(ctx, owner, 'admin');
    // The admin reads German.
    await ctx.database.db.update(users).set({ language: 'de' }).where(eq(users.id, admin.user.id));
  });
  afterAll(async () => {
    await ctx?.close();
    await dns?.close();
  });

  const run = (now = new Date()) =>
    recheckLinkDomains(
      { ...ctx.app.appDeps, lookupTxt: createTxtLookup([dns.address], { timeoutMs: 200, tries: 1 }) },
      now,
    );
  const rowOf = async (id: string) =>
    (await ctx.database.db.select().from(linkDomains).where(eq(linkDomains.id, id)))[0]!;
  const mailsAbout = async (hostname: string) =>
    (await ctx.app.appDeps.mailer.list(1000)).filter((mail) => mail.subject.includes(hostname));
  /** A serving domain of `organisationId` with its record published, last checked over a day ago. */
  const servingYesterday = async (organisationId = owner.user.organisationId, extra: object = {}) => {
    const [row] = await ctx.database.db
      .insert(linkDomains)
      .values({
        organisationId,
        hostname: uniqueHost(),
        verificationToken: randomBytes(16).toString('hex'),
        status: 'verified',
        verifiedAt: new Date(Date.now() - 30 * DAY_MS),
        checkedAt: new Date(Date.now() - DAY_MS - 60_000),
        ...extra,
      })
      .returning();
    const record = verificationRecordOf(row!);
    dns.setTxt(record.name, [record.value]);
    await ctx.app.appDeps.linkHosts.reload();
    return { ...row!, record };
  };
  /** Makes a domain due again, as a day passing would. */
  const dueAgain = (id: string) =>
    ctx.database.db
      .update(linkDomains)
      .set({ checkedAt: new Date(Date.now() - DAY_MS - 60_000) })
      .where(eq(linkDomains.id, id));

  it('makes a domain whose record went failed, keeps it serving, and mails the owner and admins once each', async () => {
    const kept = await servingYesterday();
    const lost = await servingYesterday();
    dns.remove(lost.record.name);
    const result = await run();
    expect(result).toMatchObject({ checked: 2, failed: 1, restored: 0, stopped: 0, unanswered: 0, mailed: 1 });
    expect(await rowOf(kept.id)).toMatchObject({ status: 'verified', failingSince: null });
    const failed = await rowOf(lost.id);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed.verifiedAt).toBeInstanceOf(Date);
    expect(failed.failingSince).toBeInstanceOf(Date);
    expect(failed.failureMailedAt).toBeInstanceOf(Date);
    expect(ctx.app.appDeps.linkHosts.find(lost.hostname)?.domainId).toBe(lost.id);

    const mails = await mailsAbout(lost.hostname);
    expect(mails.map((mail) => mail.to).sort()).toEqual([admin.email, owner.email].sort());
    const english = mails.find((mail) => mail.to === owner.email)!;
    expect(english.subject).toBe(`Links on ${lost.hostname} will stop working`);
    expect(english.text).toContain('Muster Links GmbH');
    expect(english.text).toContain(lost.record.name);
    expect(english.text).toContain(lost.record.value);
    expect(english.text).toContain('http://app.test/settings/domains');
    const german = mails.find((mail) => mail.to === admin.email)!;
    expect(german.subject).toBe(`Links unter ${lost.hostname} funktionieren bald nicht mehr`);
    expect(german.text).toContain('Hallo Nina,');
    expect(german.text).toContain('TXT-Eintrag');

    // Still gone the next day: failed as before, no second mail.
    await dueAgain(lost.id);
    expect(await run()).toMatchObject({ checked: 1, failed: 0, mailed: 0, stopped: 0 });
    expect((await rowOf(lost.id)).failingSince).toEqual(failed.failingSince);
    expect(await mailsAbout(lost.hostname)).toHaveLength(2);
  });

  it('verifies a failed domain again when its record is back, ready to mail a later failure', async () => {
    const domain = await servingYesterday(owner.user.organisationId, {
      status: 'failed',
      failingSince: new Date(Date.now() - 3 * DAY_MS),
      failureMailedAt: new Date(Date.now() - 3 * DAY_MS),
    });
    expect(await run()).toMatchObject({ checked: 1, restored: 1, failed: 0 });
    expect(await rowOf(domain.id)).toMatchObject({ status: 'verified', failingSince: null, failureMailedAt: null });
    expect(ctx.app.appDeps.linkHosts.find(domain.hostname)?.domainId).toBe(domain.id);
  });

  it('stops serving a domain failed for longer than the grace period', async () => {
    const domain = await servingYesterday(owner.user.organisationId, {
      status: 'failed',
      failingSince: new Date(Date.now() - 8 * DAY_MS),
      failureMailedAt: new Date(Date.now() - 8 * DAY_MS),
    });
    dns.remove(domain.record.name);
    expect(ctx.app.appDeps.linkHosts.find(domain.hostname)?.domainId).toBe(domain.id);
    expect(await run()).toMatchObject({ checked: 1, stopped: 1, mailed: 0 });
    expect(await rowOf(domain.id)).toMatchObject({ status: 'failed', verifiedAt: null });
    expect(ctx.app.appDeps.linkHosts.find(domain.hostname)).toBeUndefined();
    const ask = await ctx.app.inject({ method: 'GET', url: `/api/domains/tls-ask?domain=${domain.hostname}` });
    expect(ask.statusCode).toBe(404);
    // No longer serving: the re-check leaves it alone; verifying by hand is the way back.
    await dueAgain(domain.id);
    expect(await run()).toMatchObject({ checked: 0 });
  });

  it('changes nothing when the name servers fail or stay silent', async () => {
    const failing = await servingYesterday();
    const silent = await servingYesterday(owner.user.organisationId, {
      status: 'failed',
      failingSince: new Date(Date.now() - 8 * DAY_MS),
    });
    dns.servfail(failing.record.name);
    dns.silent(silent.record.name);
    expect(await run()).toMatchObject({ checked: 2, unanswered: 2, failed: 0, stopped: 0, mailed: 0 });
    expect(await rowOf(failing.id)).toMatchObject({ status: 'verified', failingSince: null, failureMailedAt: null });
    const stillFailing = await rowOf(silent.id);
    expect(stillFailing).toMatchObject({ status: 'failed', failureMailedAt: null });
    expect(stillFailing.verifiedAt).toBeInstanceOf(Date);
    expect(await mailsAbout(failing.hostname)).toHaveLength(0);
  });

  it('shares the work between copies running at once: each domain is looked up once', async () => {
    const organisations = [];
    for (let index = 0; index < 3; index++) {
      const account = await signUp(ctx);
      await givePlan(ctx, account.user.id, 'Enterprise');
      organisations.push(account.user.organisationId);
    }
    const domains = [];
    for (let index = 0; index < 25; index++) domains.push(await servingYesterday(organisations[index % 3]));
    const before = domains.map((domain) => dns.queriesFor(domain.record.name));
    const results = await Promise.all([run(), run()]);
    expect(results[0]!.checked + results[1]!.checked).toBe(25);
    domains.forEach((domain, index) => {
      expect(dns.queriesFor(domain.record.name) - before[index]!).toBe(1);
    });
  });
});
