import { randomUUID } from 'node:crypto';
import { MAX_DOMAINS } from '@nfc/contract/identity';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, givePlan, joinTeam, signUp, type TestContext } from '../../../test/helpers.ts';
import { type DnsServer, startDnsServer } from '../../../test/peers/dns-server.ts';
import { organisationDomains } from '../../db/schema.ts';
import { createTxtLookup } from '../../platform/network/dns.ts';
import { recheckVerifiedDomains } from './recheck.ts';

type Account = Awaited<ReturnType<typeof signUp>>;
type Domain = {
  id: string;
  domain: string;
  verificationRecord: { type: 'TXT'; name: string; value: string };
  verifiedAt: string | null;
  checkedAt: string | null;
};

/** A domain no other test (or test file, on a shared database) uses. */
const uniqueDomain = (label = 'org') => `${label}-${randomUUID().slice(0, 8)}.example`;
const DAY_MS = 86_400_000;

describe('verified domains', () => {
  let ctx: TestContext;
  let dns: DnsServer;
  let owner: Account;
  let other: Account;

  beforeAll(async () => {
    dns = await startDnsServer();
    ctx = await createTestApp({ env: { DNS_SERVERS: dns.address } });
    owner = await signUp(ctx);
    other = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    await givePlan(ctx, other.user.id, 'Enterprise');
  });
  afterAll(async () => {
    await ctx?.close();
    await dns?.close();
  });

  const add = (account: { token: string }, domain: string) =>
    callAs(ctx, account, 'POST', '/api/team/domains', { domain });
  const addOk = async (account: { token: string }, domain: string) => {
    const response = await add(account, domain);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Domain;
  };
  const verify = (account: { token: string }, id: string) =>
    callAs(ctx, account, 'POST', `/api/team/domains/${id}/verify`);
  const list = async (account: { token: string }) =>
    (await callAs(ctx, account, 'GET', '/api/team/domains')).json() as Domain[];
  const publish = (domain: Domain) => dns.setTxt(domain.verificationRecord.name, [domain.verificationRecord.value]);
  const rowOf = async (id: string) =>
    (await ctx.database.db.select().from(organisationDomains).where(eq(organisationDomains.id, id)))[0];

  it('adds, lists, verifies by the TXT record and deletes a domain', async () => {
    const name = uniqueDomain();
    const added = await addOk(owner, `  ${name.toUpperCase()}. `);
    expect(added).toMatchObject({
      domain: name,
      verificationRecord: { type: 'TXT', name: `_nfc-verification.${name}` },
      verifiedAt: null,
      checkedAt: null,
    });
    expect(added.verificationRecord.value).toMatch(/^nfc-verification=[0-9a-f]{32}$/);
    expect((await list(owner)).map((domain) => domain.id)).toContain(added.id);
    // Another organisation's list stays its own.
    expect((await list(other)).map((domain) => domain.id)).not.toContain(added.id);

    publish(added);
    const verified = await verify(owner, added.id);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      id: added.id,
      verifiedAt: expect.any(String),
      checkedAt: expect.any(String),
    });
    expect((await list(owner)).find((domain) => domain.id === added.id)?.verifiedAt).toEqual(expect.any(String));

    const deleted = await callAs(ctx, owner, 'DELETE', `/api/team/domains/${added.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await list(owner)).map((domain) => domain.id)).not.toContain(added.id);
    expect((await callAs(ctx, owner, 'DELETE', `/api/team/domains/${added.id}`)).statusCode).toBe(404);
  });

  it('joins a record’s chunks and ignores the other TXT records at the name', async () => {
    const added = await addOk(owner, uniqueDomain());
    const { name, value } = added.verificationRecord;
    dns.setTxt(name, ['v=spf1 -all', [value.slice(0, 20), value.slice(20)], 'nfc-verification=someone-else']);
    const verified = await verify(owner, added.id);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().verifiedAt).toEqual(expect.any(String));
  });

  it('says which record to publish when it is missing or holds another value, and stays unverified', async () => {
    const added = await addOk(owner, uniqueDomain());
    const { name, value } = added.verificationRecord;
    const missing = await verify(owner, added.id);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toContain('TXT record was not found');
    expect(missing.json().message).toContain(name);
    expect(missing.json().message).toContain(value);

    dns.setTxt(name, [`${value}0`, 'nfc-verification=']);
    const wrong = await verify(owner, added.id);
    expect(wrong.statusCode).toBe(409);
    const german = await ctx.app.inject({
      method: 'POST',
      url: `/api/team/domains/${added.id}/verify`,
      headers: { 'x-auth-token': owner.token, 'accept-language': 'de' },
    });
    expect(german.json().message).toContain('TXT-Eintrag wurde nicht gefunden');
    const row = await rowOf(added.id);
    expect(row?.verifiedAt).toBeNull();
    expect(row?.checkedAt).toBeInstanceOf(Date);
  });

  it('answers 503 with a clear message when the name servers fail, and changes nothing', async () => {
    const added = await addOk(owner, uniqueDomain());
    dns.servfail(added.verificationRecord.name);
    const response = await verify(owner, added.id);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'The name servers of this domain could not be asked just now. Please try again in a few minutes.',
    );
    expect((await rowOf(added.id))?.checkedAt).toBeNull();
  });

  it('refuses the same domain twice in one organisation', async () => {
    const name = uniqueDomain();
    await addOk(owner, name);
    const again = await add(owner, name);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.domain).toBe('This domain is already on your organisation’s list.');
  });

  it('lets one organisation at most verify a domain: 409 on adding or verifying it elsewhere', async () => {
    const name = uniqueDomain('shared');
    const mine = await addOk(owner, name);
    // Another organisation may claim it while nobody has verified it...
    const theirs = await addOk(other, name);
    publish(mine);
    expect((await verify(owner, mine.id)).statusCode).toBe(200);
    // ...but not verify it once someone has, even with its own record published.
    dns.setTxt(mine.verificationRecord.name, [mine.verificationRecord.value, theirs.verificationRecord.value]);
    const verifying = await verify(other, theirs.id);
    expect(verifying.statusCode).toBe(409);
    expect(verifying.json().message).toMatch(/Another organisation has verified this domain/);
    const third = await signUp(ctx);
    await givePlan(ctx, third.user.id, 'Pro');
    const adding = await add(third, name);
    expect(adding.statusCode).toBe(409);
    expect(adding.json().errors.domain).toMatch(/Another organisation has verified this domain/);
  });

  it('decides a race of two organisations verifying at once: one wins, the other gets 409', async () => {
    const name = uniqueDomain('race');
    const first = await addOk(owner, name);
    const second = await addOk(other, name);
    dns.setTxt(first.verificationRecord.name, [first.verificationRecord.value, second.verificationRecord.value]);
    const answers = await Promise.all([verify(owner, first.id), verify(other, second.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await ctx.database.db
      .select()
      .from(organisationDomains)
      .where(inArray(organisationDomains.id, [first.id, second.id]));
    expect(rows.filter((row) => row.verifiedAt !== null)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_DOMAINS} domains per organisation`, async () => {
    const account = await signUp(ctx);
    await givePlan(ctx, account.user.id, 'Enterprise');
    for (let index = 0; index < MAX_DOMAINS; index++) await addOk(account, uniqueDomain(`many${index}`));
    const over = await add(account, uniqueDomain('over'));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `An organisation can have at most ${MAX_DOMAINS} domains. Delete one to add another.`,
    );
  });

  it('refuses what is not a domain name with a field error', async () => {
    for (const domain of [
      'http://x.com',
      'a',
      '-a.com',
      `${`${'a'.repeat(63)}.`.repeat(5)}com`,
      'ex ample.com',
      'x.com/path',
      'a..com',
      '1.2.3.4',
      '',
    ]) {
      const response = await add(owner, domain);
      expect(response.statusCode, domain).toBe(400);
      expect(response.json().errors.domain, domain).toEqual(expect.any(String));
    }
    expect((await callAs(ctx, owner, 'POST', '/api/team/domains', {})).statusCode).toBe(400);
    expect((await callAs(ctx, owner, 'POST', '/api/team/domains', { domain: 42 })).statusCode).toBe(400);
  });

  it('is for the owner and admins: a member gets 403, a visitor 401', async () => {
    const admin = await joinTeam(ctx, owner, 'admin');
    const member = await joinTeam(ctx, owner, 'member');
    expect((await callAs(ctx, admin, 'GET', '/api/team/domains')).statusCode).toBe(200);
    const added = await addOk(admin, uniqueDomain());
    for (const [method, url] of [
      ['GET', '/api/team/domains'],
      ['POST', '/api/team/domains'],
      ['POST', `/api/team/domains/${added.id}/verify`],
      ['DELETE', `/api/team/domains/${added.id}`],
    ] as const) {
      expect((await callAs(ctx, member, method, url, { domain: uniqueDomain() })).statusCode, url).toBe(403);
      expect((await callAs(ctx, null, method, url)).statusCode, url).toBe(401);
    }
  });

  it('needs the Pro or Enterprise plan', async () => {
    const core = await signUp(ctx);
    await givePlan(ctx, core.user.id, 'Core');
    const none = await signUp(ctx);
    for (const account of [core, none]) {
      const response = await add(account, uniqueDomain());
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'Verified domains, single sign-on and SCIM come with the Pro and Enterprise plans.',
      );
      expect((await callAs(ctx, account, 'GET', '/api/team/domains')).statusCode).toBe(403);
    }
  });

  it('answers 404 for another organisation’s domain and for an id that is no uuid', async () => {
    const theirs = await addOk(other, uniqueDomain());
    publish(theirs);
    expect((await verify(owner, theirs.id)).statusCode).toBe(404);
    expect((await callAs(ctx, owner, 'DELETE', `/api/team/domains/${theirs.id}`)).statusCode).toBe(404);
    expect((await rowOf(theirs.id))?.verifiedAt).toBeNull();
    expect((await verify(owner, 'not-a-uuid')).statusCode).toBe(404);
    expect((await callAs(ctx, owner, 'DELETE', '/api/team/domains/not-a-uuid')).statusCode).toBe(404);
    expect((await verify(owner, randomUUID())).statusCode).toBe(404);
  });

  describe('the daily re-check', () => {
    /** Organisations of their own: each may hold MAX_DOMAINS. */
    const checker = async () => {
      const account = await signUp(ctx);
      await givePlan(ctx, account.user.id, 'Enterprise');
      return account;
    };
    let account: Account;
    beforeAll(async () => {
      account = await checker();
    });
    /** A domain verified through the API, then made to look last checked over a day ago. */
    const verifiedYesterday = async (by = account) => {
      const added = await addOk(by, uniqueDomain('daily'));
      publish(added);
      expect((await verify(by, added.id)).statusCode).toBe(200);
      await ctx.database.db
        .update(organisationDomains)
        .set({ checkedAt: new Date(Date.now() - DAY_MS - 60_000) })
        .where(eq(organisationDomains.id, added.id));
      return added;
    };
    const fastLookup = () => createTxtLookup([dns.address], { timeoutMs: 200, tries: 1 });

    it('keeps a domain whose record is there, unverifies one whose record went', async () => {
      const kept = await verifiedYesterday();
      const gone = await verifiedYesterday();
      const changed = await verifiedYesterday();
      dns.remove(gone.verificationRecord.name);
      dns.setTxt(changed.verificationRecord.name, ['nfc-verification=another-token']);
      const result = await recheckVerifiedDomains({ db: ctx.database.db, lookupTxt: fastLookup() });
      expect(result).toMatchObject({ checked: 3, unverified: 2, unanswered: 0 });
      expect((await rowOf(kept.id))?.verifiedAt).toBeInstanceOf(Date);
      expect((await rowOf(gone.id))?.verifiedAt).toBeNull();
      expect((await rowOf(changed.id))?.verifiedAt).toBeNull();
      // Checked today: the next run leaves them alone.
      expect(await recheckVerifiedDomains({ db: ctx.database.db, lookupTxt: fastLookup() })).toMatchObject({
        checked: 0,
      });
    });

    it('keeps a domain verified when the name servers fail or stay silent', async () => {
      const failing = await verifiedYesterday();
      const silent = await verifiedYesterday();
      dns.servfail(failing.verificationRecord.name);
      dns.silent(silent.verificationRecord.name);
      const result = await recheckVerifiedDomains({ db: ctx.database.db, lookupTxt: fastLookup() });
      expect(result).toMatchObject({ checked: 2, unverified: 0, unanswered: 2 });
      expect((await rowOf(failing.id))?.verifiedAt).toBeInstanceOf(Date);
      expect((await rowOf(silent.id))?.verifiedAt).toBeInstanceOf(Date);
    });

    it('shares the work between copies running at once: each domain is looked up once', async () => {
      const [first, second] = [await checker(), await checker()];
      const domains = await Promise.all(
        Array.from({ length: 25 }, (_, index) => verifiedYesterday(index % 2 ? first : second)),
      );
      const before = domains.map((domain) => dns.queriesFor(domain.verificationRecord.name));
      const results = await Promise.all([
        recheckVerifiedDomains({ db: ctx.database.db, lookupTxt: fastLookup() }),
        recheckVerifiedDomains({ db: ctx.database.db, lookupTxt: fastLookup() }),
      ]);
      expect(results[0]!.checked + results[1]!.checked).toBe(25);
      domains.forEach((domain, index) => {
        expect(dns.queriesFor(domain.verificationRecord.name) - before[index]!).toBe(1);
      });
    });
  });
});
