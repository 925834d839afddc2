import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, givePlan, joinTeam, randomIp, signUp, type TestContext } from '../../../test/helpers.ts';
import {
  appleWalletEnv,
  makeTestPassCertificates,
  type TestPassCertificates,
} from '../../../test/peers/pass-certificates.ts';
import { manifestProblems, passJsonOf, unzipPkpass, verifyPassSignature } from '../../../test/pkpass.ts';
import { walletRegistrations } from '../../db/schema.ts';

type Account = { token: string; user: { id: string; organisationId: string } };
type Card = { id: string; downloadToken: string };

const BASE = '/api/passkit/v1';

describe('Apple Wallet: the card route and the PassKit web service', () => {
  let ctx: TestContext;
  let certs: TestPassCertificates;
  let certDir: string;
  let owner: Account;
  let teamAdmin: Account;
  let member: Account;
  let other: Account;
  let ownerCard: Card;
  let memberCard: Card;

  const call = (
    account: { token: string } | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: account ? auth(account.token) : {}, ...(payload && { payload }) });
  const createCard = async (account: { token: string }, payload: object) => {
    const response = await call(account, 'POST', '/api/vcf-configs', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Card;
  };
  /** The card's pass as its owner downloads it: its files and its authentication token. */
  const downloadPass = async (card: Card) => {
    const response = await call(owner, 'GET', `/api/vcf-configs/${card.id}/wallet/apple`);
    expect(response.statusCode, response.body).toBe(200);
    const files = await unzipPkpass(response.rawPayload);
    return { files, token: passJsonOf(files).authenticationToken as string };
  };
  /** A PassKit call as Wallet makes it: no session, `Authorization: ApplePass <token>` where the protocol has one. */
  const passkit = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { token?: string; payload?: object; headers?: Record<string, string> } = {},
  ) => {
    const request: InjectOptions = {
      method,
      url: `${BASE}${url}`,
      remoteAddress: randomIp(),
      headers: { ...(options.token && { authorization: `ApplePass ${options.token}` }), ...options.headers },
      ...(options.payload && { payload: options.payload }),
    };
    return ctx.app.inject(request);
  };
  const registrationUrl = (device: string, card: Card, passType = certs.passTypeId) =>
    `/devices/${device}/registrations/${passType}/${card.id}`;

  beforeAll(async () => {
    certDir = await mkdtemp(path.join(os.tmpdir(), 'pass-certs-'));
    certs = await makeTestPassCertificates(certDir);
    ctx = await createTestApp({ env: appleWalletEnv(certs) });
    owner = await signUp(ctx);
    other = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    await givePlan(ctx, other.user.id, 'Pro');
    teamAdmin = await joinTeam(ctx, owner, 'admin');
    member = await joinTeam(ctx, owner, 'member');
    ownerCard = await createCard(owner, { configName: 'Owner card', name: 'Erika', surname: 'Mustermann' });
    memberCard = await createCard(member, { configName: 'Member card', name: 'Nina', surname: 'Neu' });
  });
  afterAll(async () => {
    await ctx?.close();
    if (certDir) await rm(certDir, { recursive: true, force: true });
  });

  describe('GET /api/vcf-configs/:id/wallet/apple', () => {
    it("answers the card's member and the organisation's owner and admins with the .pkpass", async () => {
      for (const [account, card] of [
        [owner, ownerCard],
        [teamAdmin, ownerCard],
        [member, memberCard],
        [owner, memberCard],
        [teamAdmin, memberCard],
      ] as const) {
        const response = await call(account, 'GET', `/api/vcf-configs/${card.id}/wallet/apple`);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
        expect(response.headers['content-disposition']).toBe('attachment; filename="card.pkpass"');
        expect(response.headers['cache-control']).toBe('no-store');
        const files = await unzipPkpass(response.rawPayload);
        expect(passJsonOf(files).serialNumber).toBe(card.id);
      }
    });

    it("answers 404 for another organisation's card, another member's card and an unknown or malformed id", async () => {
      for (const [account, id] of [
        [other, ownerCard.id],
        [member, ownerCard.id],
        [owner, randomUUID()],
        [owner, 'not-a-card'],
      ] as const) {
        const response = await call(account, 'GET', `/api/vcf-configs/${id}/wallet/apple`);
        expect(response.statusCode, `${id}: ${response.body}`).toBe(404);
        expect(response.json().message).toBe('vCard not found.');
      }
      expect((await call(null, 'GET', `/api/vcf-configs/${ownerCard.id}/wallet/apple`)).statusCode).toBe(401);
    });

    it('answers an API key with cards:read, and refuses one without it', async () => {
      const makeKey = async (scopes: string[]) => {
        const response = await call(owner, 'POST', '/api/api-keys', { name: `Wallet ${scopes.join()}`, scopes });
        expect(response.statusCode, response.body).toBe(201);
        return response.json().key as string;
      };
      const url = `/api/vcf-configs/${ownerCard.id}/wallet/apple`;
      const withKey = async (key: string) =>
        ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key}` } });
      const allowed = await withKey(await makeKey(['cards:read']));
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(passJsonOf(await unzipPkpass(allowed.rawPayload)).serialNumber).toBe(ownerCard.id);
      const refused = await withKey(await makeKey(['tags:read']));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().missingScope).toBe('cards:read');
    });
  });

  describe('the web service', () => {
    it('registers a device (201, then 200), lists the changed pass, serves it, and sees a card edit', async () => {
      const { token } = await downloadPass(ownerCard);
      const device = `device${randomUUID().replaceAll('-', '')}`;

      const first = await passkit('POST', registrationUrl(device, ownerCard), {
        token,
        payload: { pushToken: 'ab12' },
      });
      expect(first.statusCode, first.body).toBe(201);
      const again = await passkit('POST', registrationUrl(device, ownerCard), {
        token,
        payload: { pushToken: 'cd34' },
      });
      expect(again.statusCode, again.body).toBe(200);
      const rows = await ctx.database.db
        .select()
        .from(walletRegistrations)
        .where(eq(walletRegistrations.deviceLibraryId, device));
      expect(rows).toEqual([
        expect.objectContaining({ passTypeId: certs.passTypeId, cardId: ownerCard.id, pushToken: 'cd34' }),
      ]);

      // Every registered pass without a tag; none changed since the tag it answered.
      const all = await passkit('GET', `/devices/${device}/registrations/${certs.passTypeId}`);
      expect(all.statusCode, all.body).toBe(200);
      const { serialNumbers, lastUpdated } = all.json() as { serialNumbers: string[]; lastUpdated: string };
      expect(serialNumbers).toEqual([ownerCard.id]);
      expect(lastUpdated).toMatch(/^\d{13}$/);
      const unchanged = await passkit(
        'GET',
        `/devices/${device}/registrations/${certs.passTypeId}?passesUpdatedSince=${lastUpdated}`,
      );
      expect(unchanged.statusCode).toBe(204);
      expect(unchanged.body).toBe('');

      // The pass itself, with Last-Modified; 304 to a copy that is not older, 200 to an older one.
      const fetched = await passkit('GET', `/passes/${certs.passTypeId}/${ownerCard.id}`, { token });
      expect(fetched.statusCode, fetched.body).toBe(200);
      expect(fetched.headers['content-type']).toBe('application/vnd.apple.pkpass');
      const lastModified = fetched.headers['last-modified'] as string;
      expect(new Date(lastModified).getTime()).toBe(Math.floor(Number(lastUpdated) / 1000) * 1000);
      const fetchedFiles = await unzipPkpass(fetched.rawPayload);
      expect(manifestProblems(fetchedFiles)).toEqual([]);
      await verifyPassSignature(fetchedFiles.get('manifest.json')!, fetchedFiles.get('signature')!, certs.caCertPath);
      const notModified = await passkit('GET', `/passes/${certs.passTypeId}/${ownerCard.id}`, {
        token,
        headers: { 'if-modified-since': lastModified },
      });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      const older = new Date(new Date(lastModified).getTime() - 1000).toUTCString();
      const modified = await passkit('GET', `/passes/${certs.passTypeId}/${ownerCard.id}`, {
        token,
        headers: { 'if-modified-since': older },
      });
      expect(modified.statusCode).toBe(200);
      // A date that is not one is ignored: the pass is answered.
      const garbled = await passkit('GET', `/passes/${certs.passTypeId}/${ownerCard.id}`, {
        token,
        headers: { 'if-modified-since': 'yesterday-ish' },
      });
      expect(garbled.statusCode).toBe(200);

      // An edit in a later second: the pass shows as changed and carries the new name.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const edited = await call(owner, 'PUT', `/api/vcf-configs/${ownerCard.id}`, {
        configName: 'Owner card',
        name: 'Erika',
        surname: 'Musterfrau',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const changed = await passkit(
        'GET',
        `/devices/${device}/registrations/${certs.passTypeId}?passesUpdatedSince=${lastUpdated}`,
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().serialNumbers).toEqual([ownerCard.id]);
      expect(Number(changed.json().lastUpdated)).toBeGreaterThan(Number(lastUpdated));
      const renewed = await passkit('GET', `/passes/${certs.passTypeId}/${ownerCard.id}`, {
        token,
        headers: { 'if-modified-since': lastModified },
      });
      expect(renewed.statusCode, renewed.body).toBe(200);
      expect(new Date(renewed.headers['last-modified'] as string).getTime()).toBeGreaterThan(
        new Date(lastModified).getTime(),
      );
      const renewedPass = passJsonOf(await unzipPkpass(renewed.rawPayload));
      expect(renewedPass.generic.primaryFields[0]).toMatchObject({ value: 'Erika Musterfrau' });
      expect(renewedPass.authenticationToken).toBe(token);

      // Unregistered: the device has nothing left to ask about.
      const gone = await passkit('DELETE', registrationUrl(device, ownerCard), { token });
      expect(gone.statusCode, gone.body).toBe(200);
      expect(
        await ctx.database.db.select().from(walletRegistrations).where(eq(walletRegistrations.deviceLibraryId, device)),
      ).toEqual([]);
      expect((await passkit('GET', `/devices/${device}/registrations/${certs.passTypeId}`)).statusCode).toBe(204);
      // Unregistering twice is no error.
      expect((await passkit('DELETE', registrationUrl(device, ownerCard), { token })).statusCode).toBe(200);
    });

    it("lists only a device's passes that changed since its tag", async () => {
      const device = `device${randomUUID().replaceAll('-', '')}`;
      const first = await createCard(owner, { configName: 'First', name: 'One' });
      const second = await createCard(owner, { configName: 'Second', name: 'Two' });
      for (const card of [first, second]) {
        const { token } = await downloadPass(card);
        const response = await passkit('POST', registrationUrl(device, card), { token, payload: { pushToken: 'ff' } });
        expect(response.statusCode).toBe(201);
      }
      const all = await passkit('GET', `/devices/${device}/registrations/${certs.passTypeId}`);
      expect([...all.json().serialNumbers].sort()).toEqual([first.id, second.id].sort());
      const tag = all.json().lastUpdated as string;
      const edited = await call(owner, 'PUT', `/api/vcf-configs/${second.id}`, { configName: 'Second', name: 'Zwei' });
      expect(edited.statusCode, edited.body).toBe(200);
      const changed = await passkit(
        'GET',
        `/devices/${device}/registrations/${certs.passTypeId}?passesUpdatedSince=${tag}`,
      );
      expect(changed.statusCode).toBe(200);
      expect(changed.json().serialNumbers).toEqual([second.id]);
      // Another device registered for nothing: 204.
      expect((await passkit('GET', `/devices/nobody/registrations/${certs.passTypeId}`)).statusCode).toBe(204);
    });

    it('answers 401 for a missing or wrong token, and for the token of another pass', async () => {
      const { token } = await downloadPass(ownerCard);
      const { token: otherToken } = await downloadPass(memberCard);
      const device = 'device401';
      const wrongs: Array<Record<string, string>> = [
        {},
        { authorization: `ApplePass ${token}x` },
        { authorization: `ApplePass ${otherToken}` },
        { authorization: `Bearer ${token}` },
        { authorization: 'ApplePass ' },
      ];
      for (const headers of wrongs) {
        const requests = [
          passkit('POST', registrationUrl(device, ownerCard), { headers, payload: { pushToken: 'ab' } }),
          passkit('DELETE', registrationUrl(device, ownerCard), { headers }),
          passkit('GET', `/passes/${certs.passTypeId}/${ownerCard.id}`, { headers }),
        ];
        for (const response of await Promise.all(requests)) {
          expect(response.statusCode, JSON.stringify(headers)).toBe(401);
          expect(response.json().message).toBe("The pass's authentication token is missing or wrong.");
        }
      }
      expect(
        await ctx.database.db.select().from(walletRegistrations).where(eq(walletRegistrations.deviceLibraryId, device)),
      ).toEqual([]);
    });

    it('answers 404 for an unknown serial number or pass type, and for a deleted card', async () => {
      const { token } = await downloadPass(ownerCard);
      const unknownCard = { id: randomUUID(), downloadToken: '' };
      const notUuid = { id: 'not-a-uuid', downloadToken: '' };
      for (const card of [unknownCard, notUuid]) {
        const register = await passkit('POST', registrationUrl('dev404', card), {
          token,
          payload: { pushToken: 'ab' },
        });
        expect(register.statusCode).toBe(404);
        expect(register.json().message).toBe('Wallet pass not found.');
        expect((await passkit('DELETE', registrationUrl('dev404', card), { token })).statusCode).toBe(404);
        expect((await passkit('GET', `/passes/${certs.passTypeId}/${card.id}`, { token })).statusCode).toBe(404);
      }
      const otherType = 'pass.other.type';
      expect(
        (
          await passkit('POST', registrationUrl('dev404', ownerCard, otherType), {
            token,
            payload: { pushToken: 'ab' },
          })
        ).statusCode,
      ).toBe(404);
      expect((await passkit('DELETE', registrationUrl('dev404', ownerCard, otherType), { token })).statusCode).toBe(
        404,
      );
      expect((await passkit('GET', `/devices/dev404/registrations/${otherType}`)).statusCode).toBe(404);
      expect((await passkit('GET', `/passes/${otherType}/${ownerCard.id}`, { token })).statusCode).toBe(404);

      // A card deleted after its pass was added: its pass and registrations are gone with it.
      const doomed = await createCard(owner, { configName: 'Doomed', name: 'Dora' });
      const { token: doomedToken } = await downloadPass(doomed);
      const device = `device${randomUUID().replaceAll('-', '')}`;
      expect(
        (await passkit('POST', registrationUrl(device, doomed), { token: doomedToken, payload: { pushToken: 'ab' } }))
          .statusCode,
      ).toBe(201);
      expect((await call(owner, 'DELETE', `/api/vcf-configs/${doomed.id}`)).statusCode).toBe(204);
      expect(
        (await passkit('GET', `/passes/${certs.passTypeId}/${doomed.id}`, { token: doomedToken })).statusCode,
      ).toBe(404);
      expect((await passkit('GET', `/devices/${device}/registrations/${certs.passTypeId}`)).statusCode).toBe(204);
    });

    it('answers 400 with a clear message to malformed input', async () => {
      const { token } = await downloadPass(ownerCard);
      const cases: Array<{ method: 'GET' | 'POST'; url: string; payload?: object; field: string }> = [
        {
          method: 'POST',
          url: registrationUrl('dev400', ownerCard),
          payload: { pushToken: 'not hex!' },
          field: 'pushToken',
        },
        {
          method: 'POST',
          url: registrationUrl('dev400', ownerCard),
          payload: { pushToken: 'a'.repeat(201) },
          field: 'pushToken',
        },
        { method: 'POST', url: registrationUrl('dev400', ownerCard), payload: {}, field: 'pushToken' },
        {
          method: 'POST',
          url: registrationUrl('dev%20400', ownerCard),
          payload: { pushToken: 'ab' },
          field: 'deviceLibraryIdentifier',
        },
        {
          method: 'GET',
          url: `/devices/dev400/registrations/${certs.passTypeId}?passesUpdatedSince=yesterday`,
          field: 'passesUpdatedSince',
        },
        { method: 'POST', url: '/log', payload: { logs: 'one line' }, field: 'logs' },
        { method: 'POST', url: '/log', payload: { logs: Array(101).fill('x') }, field: 'logs' },
      ];
      for (const { method, url, payload, field } of cases) {
        const response = await passkit(method, url, { token, ...(payload && { payload }) });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
        expect(response.json().message, url).toEqual(expect.stringContaining(field));
      }
    });

    it('takes log messages from Wallet without credentials, limited per address', async () => {
      const remoteAddress = randomIp();
      const log = (logs: unknown) =>
        ctx.app.inject({ method: 'POST', url: `${BASE}/log`, remoteAddress, payload: { logs } });
      const long = Array.from({ length: 30 }, (_, index) => `Line ${index} ${'x'.repeat(2000)}`);
      const accepted = await log(long);
      expect(accepted.statusCode, accepted.body).toBe(200);
      for (let index = 1; index < 20; index++) expect((await log(['again'])).statusCode).toBe(200);
      const limited = await log(['one too many']);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('on a server without Apple Wallet', () => {
    let bare: TestContext;
    let bareOwner: Account;
    beforeAll(async () => {
      bare = await createTestApp();
      bareOwner = await signUp(bare);
      await givePlan(bare, bareOwner.user.id, 'Pro');
    });
    afterAll(() => bare?.close());

    it('answers 404 "not set up" to the card route and to every PassKit route', async () => {
      const created = await bare.app.inject({
        method: 'POST',
        url: '/api/vcf-configs',
        headers: auth(bareOwner.token),
        payload: { configName: 'Bare', name: 'Bea' },
      });
      const cardId = created.json().id as string;
      const card = await bare.app.inject({
        method: 'GET',
        url: `/api/vcf-configs/${cardId}/wallet/apple`,
        headers: auth(bareOwner.token),
      });
      expect(card.statusCode).toBe(404);
      expect(card.json().message).toBe('Wallet passes are not set up on this server.');
      const german = await bare.app.inject({
        method: 'GET',
        url: `/api/vcf-configs/${cardId}/wallet/apple`,
        headers: { ...auth(bareOwner.token), 'accept-language': 'de' },
      });
      expect(german.json().message).toBe('Wallet-Pässe sind auf diesem Server nicht eingerichtet.');
      const routes: Array<{ method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }> = [
        { method: 'POST', url: `/devices/dev/registrations/pass.test.nfc/${cardId}`, payload: { pushToken: 'ab' } },
        { method: 'DELETE', url: `/devices/dev/registrations/pass.test.nfc/${cardId}` },
        { method: 'GET', url: '/devices/dev/registrations/pass.test.nfc' },
        { method: 'GET', url: `/passes/pass.test.nfc/${cardId}` },
        { method: 'POST', url: '/log', payload: { logs: ['hello'] } },
      ];
      for (const route of routes) {
        const response = await bare.app.inject({
          method: route.method,
          url: `${BASE}${route.url}`,
          headers: { authorization: 'ApplePass 0123456789abcdef0123' },
          ...(route.payload && { payload: route.payload }),
        });
        expect(response.statusCode, route.url).toBe(404);
        expect(response.json().message).toBe('Wallet passes are not set up on this server.');
      }
    });
  });
});
