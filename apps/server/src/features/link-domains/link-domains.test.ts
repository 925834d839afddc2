import { randomUUID } from 'node:crypto';
import { type LinkDomain, MAX_LINK_DOMAINS } from '@nfc/contract/link-domains';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, callAs, createTestApp, givePlan, joinTeam, signUp, type TestContext } from '../../../test/helpers.ts';
import { type DnsServer, startDnsServer } from '../../../test/peers/dns-server.ts';
import { linkDomains, organisations, tags, vcfConfigs } from '../../db/schema.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

/** A host name no other test (or test file, on a shared database) uses. */
const uniqueHost = (label = 'go') => `${label}-${randomUUID().slice(0, 8)}.example`;

describe('link domains', () => {
  let ctx: TestContext;
  let dns: DnsServer;
  let owner: Account;
  let other: Account;

  beforeAll(async () => {
    dns = await startDnsServer();
    ctx = await createTestApp({ env: { DNS_SERVERS: dns.address, LINK_DOMAIN_TARGET: 'links.example.net' } });
    owner = await signUp(ctx);
    other = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    await givePlan(ctx, other.user.id, 'Enterprise');
  });
  afterAll(async () => {
    await ctx?.close();
    await dns?.close();
  });

  const add = (account: { token: string }, hostname: string, extra: object = {}) =>
    callAs(ctx, account, 'POST', '/api/domains', { hostname, ...extra });
  const addOk = async (account: { token: string }, hostname: string, extra: object = {}) => {
    const response = await add(account, hostname, extra);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as LinkDomain;
  };
  const verify = (account: { token: string }, id: string) => callAs(ctx, account, 'POST', `/api/domains/${id}/verify`);
  const publish = (domain: LinkDomain) => dns.setTxt(domain.verificationRecord.name, [domain.verificationRecord.value]);
  const verifiedOk = async (account: { token: string }, hostname = uniqueHost()) => {
    const added = await addOk(account, hostname);
    publish(added);
    const verified = await verify(account, added.id);
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json() as LinkDomain;
  };
  const list = async (account: { token: string }) =>
    (await callAs(ctx, account, 'GET', '/api/domains')).json() as LinkDomain[];
  const patch = (account: { token: string }, id: string, body: object) =>
    callAs(ctx, account, 'PATCH', `/api/domains/${id}`, body);
  const remove = (account: { token: string }, id: string, query = '') =>
    callAs(ctx, account, 'DELETE', `/api/domains/${id}${query}`);
  const rowOf = async (id: string) =>
    (await ctx.database.db.select().from(linkDomains).where(eq(linkDomains.id, id)))[0];
  const defaultOf = async (organisationId: string) =>
    (
      await ctx.database.db
        .select({ id: organisations.defaultLinkDomainId })
        .from(organisations)
        .where(eq(organisations.id, organisationId))
    )[0]?.id;
  /** An organisation of its own on Pro: each may hold MAX_LINK_DOMAINS. */
  const proAccount = async () => {
    const account = await signUp(ctx);
    await givePlan(ctx, account.user.id, 'Pro');
    return account;
  };
  const ask = (domain: string) => ctx.app.inject({ method: 'GET', url: `/api/domains/tls-ask?domain=${domain}` });

  /** A tag and a card of `account`'s organisation, on `domainId` (set as the tag and card forms will). */
  const tagAndCardOn = async (account: Account, domainId: string | null) => {
    const tag = await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: auth(account.token),
      payload: { name: 'On a domain', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com' } },
    });
    expect(tag.statusCode, tag.body).toBe(201);
    const card = await callAs(ctx, account, 'POST', '/api/vcf-configs', { configName: 'On a domain' });
    expect(card.statusCode, card.body).toBe(201);
    await ctx.database.db.update(tags).set({ linkDomainId: domainId }).where(eq(tags.id, tag.json().id));
    await ctx.database.db.update(vcfConfigs).set({ linkDomainId: domainId }).where(eq(vcfConfigs.id, card.json().id));
    return { tagId: tag.json().id as string, cardId: card.json().id as string };
  };
  const domainOfRows = async (ids: { tagId: string; cardId: string }) => ({
    tag: (await ctx.database.db.select().from(tags).where(eq(tags.id, ids.tagId)))[0]?.linkDomainId,
    card: (await ctx.database.db.select().from(vcfConfigs).where(eq(vcfConfigs.id, ids.cardId)))[0]?.linkDomainId,
  });

  it('adds a host as typed (case, scheme, trailing dot) with its TXT record and target, and lists it', async () => {
    const hostname = uniqueHost();
    const added = await addOk(owner, `  https://${hostname.toUpperCase()}./ `, { rootUrl: 'https://example.com/home' });
    expect(added).toMatchObject({
      hostname,
      status: 'pending',
      verificationRecord: { type: 'TXT', name: `_nfc-link.${hostname}` },
      target: { type: 'CNAME', value: 'links.example.net' },
      rootUrl: 'https://example.com/home',
      isDefault: false,
      isServing: false,
      verifiedAt: null,
      checkedAt: null,
      servesUntil: null,
      usage: { tags: 0, cards: 0 },
    });
    expect(added.verificationRecord.value).toMatch(/^nfc-link=[0-9a-f]{32}$/);
    expect((await list(owner)).map((domain) => domain.id)).toContain(added.id);
    // Another organisation's list stays its own.
    expect((await list(other)).map((domain) => domain.id)).not.toContain(added.id);
    // Not serving yet: the TLS proxy gets no certificate for it.
    expect((await ask(hostname)).statusCode).toBe(404);
  });

  it('stores an international name as its punycode', async () => {
    const added = await addOk(owner, 'Bücher.Example');
    expect(added.hostname).toBe('xn--bcher-kva.example');
    expect(added.verificationRecord.name).toBe('_nfc-link.xn--bcher-kva.example');
  });

  it('refuses what is not a host name with a field error', async () => {
    for (const hostname of [
      '192.0.2.1',
      '[::1]',
      'go.example.com/path',
      'go.example.com:8080',
      'https://go.example.com/t/abc',
      `${'a'.repeat(64)}.example`,
      `${`${'a'.repeat(63)}.`.repeat(4)}example`,
      'localhost',
      'a..example',
      '-go.example',
      'go example.com',
      'user@go.example.com',
      '',
    ]) {
      const response = await add(owner, hostname);
      expect(response.statusCode, hostname).toBe(400);
      expect(response.json().errors.hostname, hostname).toEqual(expect.any(String));
    }
    const german = await ctx.app.inject({
      method: 'POST',
      url: '/api/domains',
      headers: { ...auth(owner.token), 'accept-language': 'de' },
      payload: { hostname: '192.0.2.1' },
    });
    expect(german.json().errors.hostname).toContain('Hostnamen');
    expect((await callAs(ctx, owner, 'POST', '/api/domains', {})).statusCode).toBe(400);
    expect((await add(owner, uniqueHost(), { rootUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
  });

  it('refuses the same host twice in one organisation', async () => {
    const hostname = uniqueHost();
    await addOk(owner, hostname);
    const again = await add(owner, hostname.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.hostname).toBe('This host name is already on your organisation’s list.');
  });

  it(`keeps at most ${MAX_LINK_DOMAINS} link domains per organisation, also when asked in parallel`, async () => {
    const account = await signUp(ctx);
    await givePlan(ctx, account.user.id, 'Enterprise');
    const answers = await Promise.all(
      Array.from({ length: MAX_LINK_DOMAINS + 3 }, (_, index) => add(account, uniqueHost(`many${index}`))),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(MAX_LINK_DOMAINS);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().message).toBe(
      `An organisation can have at most ${MAX_LINK_DOMAINS} link domains. Delete one to add another.`,
    );
  });

  describe('verification', () => {
    let owner: Account;
    beforeAll(async () => {
      owner = await proAccount();
    });

    it('verifies by the TXT record: the host serves, the TLS proxy may get it a certificate', async () => {
      const added = await addOk(owner, uniqueHost());
      const { name, value } = added.verificationRecord;
      // Other TXT records at the name and a record in chunks are fine.
      dns.setTxt(name, ['v=spf1 -all', [value.slice(0, 12), value.slice(12)]]);
      const verified = await verify(owner, added.id);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json()).toMatchObject({
        id: added.id,
        status: 'verified',
        isServing: true,
        verifiedAt: expect.any(String),
        checkedAt: expect.any(String),
        servesUntil: null,
      });
      expect(ctx.app.appDeps.linkHosts.find(added.hostname)).toMatchObject({
        domainId: added.id,
        organisationId: owner.user.organisationId,
      });
      expect((await ask(added.hostname)).statusCode).toBe(200);
      expect((await ask(added.hostname.toUpperCase())).statusCode).toBe(200);
    });

    it('says which record to publish when it is missing, in the caller’s language, and stays pending', async () => {
      const added = await addOk(owner, uniqueHost());
      const { name, value } = added.verificationRecord;
      const missing = await verify(owner, added.id);
      expect(missing.statusCode).toBe(409);
      expect(missing.json().message).toContain(name);
      expect(missing.json().message).toContain(value);
      dns.setTxt(name, [`${value}0`, 'nfc-link=someone-else']);
      const german = await ctx.app.inject({
        method: 'POST',
        url: `/api/domains/${added.id}/verify`,
        headers: { ...auth(owner.token), 'accept-language': 'de' },
      });
      expect(german.statusCode).toBe(409);
      expect(german.json().message).toContain('TXT-Eintrag wurde nicht gefunden');
      const row = await rowOf(added.id);
      expect(row).toMatchObject({ status: 'pending', verifiedAt: null });
      expect(row?.checkedAt).toBeInstanceOf(Date);
      expect(ctx.app.appDeps.linkHosts.find(added.hostname)).toBeUndefined();
    });

    it('answers 503 when the name servers fail, and changes nothing', async () => {
      const added = await addOk(owner, uniqueHost());
      dns.servfail(added.verificationRecord.name);
      const response = await verify(owner, added.id);
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/could not be asked just now/);
      expect(await rowOf(added.id)).toMatchObject({ status: 'pending', checkedAt: null, verifiedAt: null });
    });

    it('makes a serving domain whose record went failed (still serving), and keeps a failed one failed', async () => {
      const domain = await verifiedOk(owner);
      dns.remove(domain.verificationRecord.name);
      expect((await verify(owner, domain.id)).statusCode).toBe(409);
      const failed = await rowOf(domain.id);
      expect(failed).toMatchObject({ status: 'failed' });
      expect(failed?.verifiedAt).toBeInstanceOf(Date);
      expect(failed?.failingSince).toBeInstanceOf(Date);
      const [listed] = (await list(owner)).filter((entry) => entry.id === domain.id);
      expect(listed).toMatchObject({ status: 'failed', isServing: true });
      expect(Date.parse(listed!.servesUntil!)).toBe(failed!.failingSince!.getTime() + 7 * 86_400_000);
      // Failing again keeps the first failure's time.
      expect((await verify(owner, domain.id)).statusCode).toBe(409);
      expect((await rowOf(domain.id))?.failingSince).toEqual(failed?.failingSince);
      expect(ctx.app.appDeps.linkHosts.find(domain.hostname)?.domainId).toBe(domain.id);
      // The record back: verified again.
      publish(domain);
      const back = await verify(owner, domain.id);
      expect(back.json()).toMatchObject({ status: 'verified', servesUntil: null, isServing: true });
      expect(await rowOf(domain.id)).toMatchObject({ failingSince: null, failureMailedAt: null });
    });

    it('lets one organisation at most serve a host: 409 on adding or verifying it elsewhere', async () => {
      const hostname = uniqueHost('shared');
      const mine = await addOk(owner, hostname);
      // Another organisation may claim it while nobody serves it...
      const theirs = await addOk(other, hostname);
      publish(mine);
      expect((await verify(owner, mine.id)).statusCode).toBe(200);
      // ...but not verify it once someone does, even with its own record published.
      dns.setTxt(mine.verificationRecord.name, [mine.verificationRecord.value, theirs.verificationRecord.value]);
      const verifying = await verify(other, theirs.id);
      expect(verifying.statusCode).toBe(409);
      expect(verifying.json().message).toMatch(/Another organisation serves its links on this host name/);
      const third = await signUp(ctx);
      await givePlan(ctx, third.user.id, 'Pro');
      const adding = await add(third, hostname);
      expect(adding.statusCode).toBe(409);
      expect(adding.json().errors.hostname).toMatch(/Another organisation serves its links/);
      expect(ctx.app.appDeps.linkHosts.find(hostname)?.organisationId).toBe(owner.user.organisationId);
    });

    it('decides a race of two organisations verifying at once: one wins, the other gets 409', async () => {
      const hostname = uniqueHost('race');
      const first = await addOk(owner, hostname);
      const second = await addOk(other, hostname);
      dns.setTxt(first.verificationRecord.name, [first.verificationRecord.value, second.verificationRecord.value]);
      const answers = await Promise.all([verify(owner, first.id), verify(other, second.id)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const rows = await ctx.database.db
        .select()
        .from(linkDomains)
        .where(inArray(linkDomains.id, [first.id, second.id]));
      expect(rows.filter((row) => row.verifiedAt !== null)).toHaveLength(1);
    });
  });

  describe('root URL and default', () => {
    it('changes where / leads, and makes a serving domain the default (one at a time)', async () => {
      const account = await proAccount();
      const first = await verifiedOk(account);
      const second = await verifiedOk(account);
      const pending = await addOk(account, uniqueHost());

      const rooted = await patch(account, first.id, { rootUrl: 'example.com/welcome' });
      expect(rooted.statusCode, rooted.body).toBe(200);
      expect(rooted.json()).toMatchObject({ rootUrl: 'https://example.com/welcome', isDefault: false });
      expect(ctx.app.appDeps.linkHosts.find(first.hostname)?.rootUrl).toBe('https://example.com/welcome');
      expect((await patch(account, first.id, { rootUrl: null })).json().rootUrl).toBeNull();
      expect((await patch(account, first.id, { rootUrl: 'ftp://example.com' })).statusCode).toBe(400);
      expect((await patch(account, first.id, { colour: 'red' })).statusCode).toBe(400);

      const refused = await patch(account, pending.id, { isDefault: true });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Only a verified domain can be the default. Verify it first.');

      expect((await patch(account, first.id, { isDefault: true })).json().isDefault).toBe(true);
      expect(await defaultOf(account.user.organisationId)).toBe(first.id);
      expect((await patch(account, second.id, { isDefault: true })).json().isDefault).toBe(true);
      const listed = await list(account);
      expect(listed.filter((domain) => domain.isDefault).map((domain) => domain.id)).toEqual([second.id]);
      // False on a domain that is not the default leaves the default alone; on the default it clears it.
      expect((await patch(account, first.id, { isDefault: false })).statusCode).toBe(200);
      expect(await defaultOf(account.user.organisationId)).toBe(second.id);
      expect((await patch(account, second.id, { isDefault: false })).json().isDefault).toBe(false);
      expect(await defaultOf(account.user.organisationId)).toBeNull();
    });
  });

  describe('deleting', () => {
    it('deletes an unused domain: it stops serving at once', async () => {
      const owner = await proAccount();
      const domain = await verifiedOk(owner);
      expect((await remove(owner, domain.id)).statusCode).toBe(204);
      expect(ctx.app.appDeps.linkHosts.find(domain.hostname)).toBeUndefined();
      expect((await ask(domain.hostname)).statusCode).toBe(404);
      expect((await list(owner)).map((entry) => entry.id)).not.toContain(domain.id);
      expect((await remove(owner, domain.id)).statusCode).toBe(404);
    });

    it('is refused while tags or cards use the domain, naming them; moveTo moves them in the same step', async () => {
      const account = await proAccount();
      const used = await verifiedOk(account);
      const next = await verifiedOk(account);
      const pending = await addOk(account, uniqueHost());
      const rows = await tagAndCardOn(account, used.id);
      await tagAndCardOn(account, used.id);
      await patch(account, used.id, { isDefault: true });
      expect((await list(account)).find((domain) => domain.id === used.id)?.usage).toEqual({ tags: 2, cards: 2 });

      const refused = await remove(account, used.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'This domain is still used by 2 tags and 2 cards. Move them to another domain or to the default when you delete it.',
      );
      // moveTo must be another serving domain of the organisation, or default.
      const theirs = await verifiedOk(other);
      for (const moveTo of [pending.id, theirs.id, used.id, randomUUID(), 'somewhere']) {
        const response = await remove(account, used.id, `?moveTo=${moveTo}`);
        expect(response.statusCode, moveTo).toBe(400);
        expect(response.json().errors.moveTo, moveTo).toBe(
          "Choose one of your organisation's verified link domains, or the default.",
        );
      }
      expect(await rowOf(used.id)).toBeDefined();

      expect((await remove(account, used.id, `?moveTo=${next.id}`)).statusCode).toBe(204);
      expect(await domainOfRows(rows)).toEqual({ tag: next.id, card: next.id });
      expect((await list(account)).find((domain) => domain.id === next.id)?.usage).toEqual({ tags: 2, cards: 2 });
      // The default went with the domain.
      expect(await defaultOf(account.user.organisationId)).toBeNull();

      expect((await remove(account, next.id, '?moveTo=default')).statusCode).toBe(204);
      expect(await domainOfRows(rows)).toEqual({ tag: null, card: null });
    });
  });

  describe('who may', () => {
    it('is for the owner and admins: a member gets 403, a visitor 401', async () => {
      const admin = await joinTeam(ctx, owner, 'admin');
      const member = await joinTeam(ctx, owner, 'member');
      expect((await callAs(ctx, admin, 'GET', '/api/domains')).statusCode).toBe(200);
      const added = await addOk(admin, uniqueHost());
      for (const [method, url] of [
        ['GET', '/api/domains'],
        ['POST', '/api/domains'],
        ['PATCH', `/api/domains/${added.id}`],
        ['POST', `/api/domains/${added.id}/verify`],
        ['DELETE', `/api/domains/${added.id}`],
      ] as const) {
        expect((await callAs(ctx, member, method, url, { hostname: uniqueHost() })).statusCode, url).toBe(403);
        expect((await callAs(ctx, null, method, url)).statusCode, url).toBe(401);
      }
    });

    it('needs the Pro or Enterprise plan', async () => {
      const core = await signUp(ctx);
      await givePlan(ctx, core.user.id, 'Core');
      const none = await signUp(ctx);
      for (const account of [core, none]) {
        const response = await add(account, uniqueHost());
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Links on your own domain come with the Pro and Enterprise plans.');
        expect((await callAs(ctx, account, 'GET', '/api/domains')).statusCode).toBe(403);
      }
    });

    it('answers 404 for another organisation’s domain and for an id that is no uuid', async () => {
      const theirs = await addOk(other, uniqueHost());
      publish(theirs);
      expect((await verify(owner, theirs.id)).statusCode).toBe(404);
      expect((await patch(owner, theirs.id, { rootUrl: 'https://evil.example' })).statusCode).toBe(404);
      expect((await remove(owner, theirs.id)).statusCode).toBe(404);
      expect(await rowOf(theirs.id)).toMatchObject({ status: 'pending', verifiedAt: null, rootUrl: null });
      for (const id of ['not-a-uuid', randomUUID()]) {
        expect((await verify(owner, id)).statusCode).toBe(404);
        expect((await patch(owner, id, { rootUrl: null })).statusCode).toBe(404);
        expect((await remove(owner, id)).statusCode).toBe(404);
      }
    });
  });

  it('answers the TLS ask from memory: public, 404 for what does not serve, 400 without a domain', async () => {
    const serving = await verifiedOk(await proAccount());
    const answer = await ask(serving.hostname);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: true });
    expect((await ask(`${serving.hostname}:443`)).statusCode).toBe(200);
    expect((await ask(uniqueHost('unknown'))).statusCode).toBe(404);
    expect((await ask('app.test')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/domains/tls-ask' })).statusCode).toBe(400);
  });
});
