import { createPrivateKey, randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApns, startFakeApns } from '../../../test/fakes/fake-apns.ts';
import { type FakeGoogleWallet, startFakeGoogleWallet } from '../../../test/fakes/fake-google-wallet.ts';
import { auth, createTestApp, givePlan, signUp, type TestContext } from '../../../test/helpers.ts';
import { makeSigningKey } from '../../../test/peers/saml-idp.ts';
import { walletRegistrations, walletUpdates } from '../../db/schema.ts';
import { createApnsClient } from './apns.ts';
import { ensureWalletPassOf } from './content.ts';
import {
  claimWalletUpdate,
  createWalletWorker,
  runWalletUpdate,
  WALLET_MAX_ATTEMPTS,
  type WalletWorker,
  walletClientsOf,
} from './worker.ts';

const PASS_TYPE_ID = 'pass.test.nfc.business-card';
const SECRET = 'wallet-worker-test-secret-'.padEnd(64, 'x');
const seconds = (count: number) => new Date(Date.now() + count * 1000);
const pushToken = () => randomBytes(32).toString('hex');

type Account = Awaited<ReturnType<typeof signUp>>;

describe('wallet pass updates', () => {
  let apns: FakeApns;
  let google: FakeGoogleWallet;
  let ctx: TestContext;
  let worker: WalletWorker;
  let env: Record<string, string>;

  beforeAll(async () => {
    apns = await startFakeApns({ topic: PASS_TYPE_ID });
    google = await startFakeGoogleWallet();
    // Token auth pushes; the pass certificate is only configured, as every Apple setup has one.
    const passCertificate = await makeSigningKey({ name: `Pass Type ID: ${PASS_TYPE_ID}` });
    env = {
      APPLE_PASS_TYPE_ID: PASS_TYPE_ID,
      APPLE_TEAM_ID: apns.teamId,
      APPLE_PASS_CERT: passCertificate.certificatePem,
      APPLE_PASS_KEY: passCertificate.privateKeyPem,
      APPLE_WWDR_CERT: passCertificate.certificatePem,
      APPLE_APNS_KEY: apns.key.pem,
      APPLE_APNS_KEY_ID: apns.key.keyId,
      APPLE_APNS_HOST: apns.url,
      GOOGLE_WALLET_ISSUER_ID: google.issuerId,
      GOOGLE_WALLET_SERVICE_ACCOUNT: google.serviceAccountJson,
      GOOGLE_WALLET_API_BASE: google.url,
    };
    ctx = await createTestApp({ env, secret: SECRET });
    worker = createWalletWorker({ ...ctx.app.appDeps, logger: ctx.app.log });
  });
  afterEach(() => {
    expect(apns.violations).toEqual([]);
    expect(google.violations).toEqual([]);
  });
  afterAll(async () => {
    await worker?.stop();
    await ctx?.close();
    await apns?.close();
    await google?.close();
  });

  const db = () => ctx.database.db;
  const organisation = async (name = 'Muster Wallet GmbH') => {
    const owner = await signUp(ctx, { organisationName: name });
    await givePlan(ctx, owner.user.id, 'Pro');
    return owner;
  };
  /** A card with a pass (as the first wallet link makes it) and the devices that added it to Apple Wallet. */
  const cardWithPass = async (owner: Account, devices: number) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/vcf-configs',
      headers: auth(owner.token),
      payload: { configName: 'Fair card', name: 'Erika', surname: 'Mustermann' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const card = response.json() as { id: string };
    await ensureWalletPassOf(ctx.app.appDeps, { id: card.id, organisationId: owner.user.organisationId });
    const tokens = Array.from({ length: devices }, pushToken);
    for (const token of tokens) {
      await db()
        .insert(walletRegistrations)
        .values({
          deviceLibraryId: randomBytes(16).toString('hex'),
          passTypeId: PASS_TYPE_ID,
          cardId: card.id,
          pushToken: token,
        });
    }
    return { id: card.id, tokens };
  };
  const edit = async (owner: Account, cardId: string, fields: Record<string, string>) => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/vcf-configs/${cardId}`,
      headers: auth(owner.token),
      payload: { configName: 'Fair card', name: 'Erika', surname: 'Mustermann', ...fields },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const updateOf = async (cardId: string) =>
    (await db().select().from(walletUpdates).where(eq(walletUpdates.cardId, cardId)))[0] ?? null;
  const registeredTokens = async (cardId: string) =>
    (
      await db()
        .select({ token: walletRegistrations.pushToken })
        .from(walletRegistrations)
        .where(eq(walletRegistrations.cardId, cardId))
    ).map((row) => row.token);
  const pushedTo = (tokens: string[]) => apns.pushes.filter((push) => tokens.includes(push.token));
  const patchesOf = (cardId: string) => google.patches.filter((patch) => patch.id === `${google.issuerId}.${cardId}`);
  const saveToGoogle = async (owner: Account, cardId: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/vcf-configs/${cardId}/wallet/google`,
      headers: auth(owner.token),
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('queues an edited card and pushes its update to every registered device, with a provider token APNs takes', async () => {
    const owner = await organisation();
    const { id, tokens } = await cardWithPass(owner, 2);
    expect(await updateOf(id)).toBeNull();
    await edit(owner, id, { position: 'Head of Sales' });
    expect(await updateOf(id)).toMatchObject({ attempts: 0, error: null, lockedUntil: null });

    await worker.runDue();
    const pushes = pushedTo(tokens);
    expect(pushes.map((push) => push.token).sort()).toEqual([...tokens].sort());
    for (const push of pushes) {
      expect(push).toMatchObject({ topic: PASS_TYPE_ID, pushType: 'background', body: '{}' });
    }
    expect(await updateOf(id)).toBeNull();
    // Not handed to Google: nothing is sent there.
    expect(patchesOf(id)).toEqual([]);
    // A change that does not touch the pass (none here: the same values) queues nothing.
    await edit(owner, id, { position: 'Head of Sales' });
    expect(await updateOf(id)).toBeNull();
  });

  it('removes the registration of a device APNs says is gone, and keeps the others', async () => {
    const owner = await organisation();
    const { id, tokens } = await cardWithPass(owner, 2);
    const [removed, kept] = tokens as [string, string];
    apns.unregister(removed);
    await edit(owner, id, { name: 'Erika', surname: 'Neumann' });
    await worker.runDue();
    expect(pushedTo(tokens)).toHaveLength(2);
    expect(await registeredTokens(id)).toEqual([kept]);
    expect(await updateOf(id)).toBeNull();
  });

  it('patches the Google object with the new content once Google was handed the pass, and not before', async () => {
    const owner = await organisation();
    const unsaved = await cardWithPass(owner, 0);
    const saved = await cardWithPass(owner, 0);
    await saveToGoogle(owner, saved.id);
    await edit(owner, unsaved.id, { surname: 'Neumann' });
    await edit(owner, saved.id, { surname: 'Neumann', position: 'CEO' });
    await worker.runDue();
    expect(patchesOf(unsaved.id)).toEqual([]);
    const [patch] = patchesOf(saved.id);
    expect(patch?.body).toMatchObject({
      header: { defaultValue: { value: 'Erika Neumann' } },
      subheader: { defaultValue: { value: 'CEO' } },
      cardTitle: { defaultValue: { value: 'Muster Wallet GmbH' } },
    });
    expect(await updateOf(saved.id)).toBeNull();
    expect(await updateOf(unsaved.id)).toBeNull();

    // The person never saved it after all: Google has no object, and the update is done.
    google.forget(`${google.issuerId}.${saved.id}`);
    await edit(owner, saved.id, { surname: 'Nord' });
    await worker.runDue();
    expect(await updateOf(saved.id)).toBeNull();
    expect(patchesOf(saved.id)).toHaveLength(1);
  });

  it('keeps a failed update with its error and tries again after the backoff, until it gives up', async () => {
    const owner = await organisation();
    const { id, tokens } = await cardWithPass(owner, 1);
    await saveToGoogle(owner, id);
    apns.failNext(503);
    google.failNext(500);
    await edit(owner, id, { surname: 'Retry' });
    await worker.runDue();
    const failed = await updateOf(id);
    expect(failed).toMatchObject({ attempts: 1, lockedUntil: null });
    expect(failed?.error).toMatch(/APNs answered 503/);
    expect(failed?.error).toMatch(/Google Wallet answered 500/);
    const wait = failed!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThanOrEqual(30_000);

    // Not due yet: nothing is sent.
    await worker.runDue();
    expect(pushedTo(tokens)).toHaveLength(1);
    // Due: sent, and done.
    await worker.runDue(seconds(31));
    expect(pushedTo(tokens)).toHaveLength(2);
    expect(patchesOf(id).at(-1)?.body).toMatchObject({ header: { defaultValue: { value: 'Erika Retry' } } });
    expect(await updateOf(id)).toBeNull();

    // The last attempt fails: the error stays, and the update is not tried again ...
    await edit(owner, id, { surname: 'Last' });
    await db()
      .update(walletUpdates)
      .set({ attempts: WALLET_MAX_ATTEMPTS - 1 })
      .where(eq(walletUpdates.cardId, id));
    apns.failNext(503);
    await worker.runDue();
    expect(await updateOf(id)).toMatchObject({
      attempts: WALLET_MAX_ATTEMPTS,
      error: 'APNs answered 503 ServiceUnavailable',
    });
    const sent = pushedTo(tokens).length;
    await worker.runDue(seconds(7 * 24 * 3600));
    expect(pushedTo(tokens)).toHaveLength(sent);
    // ... until the card changes again.
    await edit(owner, id, { surname: 'Again' });
    expect(await updateOf(id)).toMatchObject({ attempts: 0, error: null });
    await worker.runDue();
    expect(pushedTo(tokens)).toHaveLength(sent + 1);
    expect(await updateOf(id)).toBeNull();
  });

  it('sends a change that came in during an update once more, rather than dropping it', async () => {
    const owner = await organisation();
    const { id, tokens } = await cardWithPass(owner, 1);
    await edit(owner, id, { surname: 'First' });
    let claimed = await claimWalletUpdate(ctx.app.appDeps);
    while (claimed && claimed.cardId !== id) claimed = await claimWalletUpdate(ctx.app.appDeps);
    expect(claimed).toMatchObject({ cardId: id, attempts: 1 });
    // The card changes while its update is under way.
    await edit(owner, id, { surname: 'Second' });
    const clients = walletClientsOf(ctx.config);
    try {
      await runWalletUpdate(ctx.app.appDeps, clients, claimed!);
    } finally {
      await clients.apns?.close();
    }
    expect(await updateOf(id)).toMatchObject({ attempts: 0, lockedUntil: null });
    await worker.runDue();
    expect(pushedTo(tokens)).toHaveLength(2);
    expect(await updateOf(id)).toBeNull();
  });

  it("queues every pass of an organisation whose name changes, and sends the new name to Google's objects", async () => {
    const owner = await organisation('Old Name GmbH');
    const first = await cardWithPass(owner, 1);
    const second = await cardWithPass(owner, 1);
    await saveToGoogle(owner, second.id);
    const withoutPass = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/vcf-configs',
        headers: auth(owner.token),
        payload: { configName: 'No pass', name: 'Nils' },
      })
    ).json() as { id: string };
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: auth(owner.token),
      payload: {
        organisationName: 'New Name GmbH',
        organisationStreet: 'Hauptstraße',
        organisationNumber: '12a',
        organisationPlz: '10115',
        organisationCity: 'Berlin',
        organisationCountry: 'Germany',
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const queued = await db()
      .select({ cardId: walletUpdates.cardId })
      .from(walletUpdates)
      .where(inArray(walletUpdates.cardId, [first.id, second.id, withoutPass.id]));
    expect(queued.map((row) => row.cardId).sort()).toEqual([first.id, second.id].sort());

    await worker.runDue();
    expect(pushedTo([...first.tokens, ...second.tokens])).toHaveLength(2);
    expect(patchesOf(second.id).at(-1)?.body).toMatchObject({
      cardTitle: { defaultValue: { value: 'New Name GmbH' } },
    });
    expect(patchesOf(first.id)).toEqual([]);
    expect(await updateOf(first.id)).toBeNull();
    expect(await updateOf(second.id)).toBeNull();
  });

  it('pushes over one HTTP/2 connection, opens another after it closes, and tells dead and unreachable apart', async () => {
    const client = createApnsClient(ctx.config.appleWallet!);
    const sessions = apns.sessions;
    const tokens = [pushToken(), pushToken(), pushToken()];
    apns.unregister(tokens[2]!);
    try {
      expect(await Promise.all(tokens.map((token) => client.push(token)))).toEqual(['sent', 'sent', 'gone']);
      expect(apns.sessions).toBe(sessions + 1);
      // One provider token for all: APNs refuses a new one more often than every 20 minutes.
      expect(new Set(pushedTo(tokens).map((push) => push.providerToken)).size).toBe(1);
      await client.close();
      expect(await client.push(tokens[0]!)).toBe('sent');
      expect(apns.sessions).toBe(sessions + 2);
      // A token that is no device token is never sent.
      expect(await client.push('../../admin')).toBe('gone');
      apns.failNext(429);
      await expect(client.push(tokens[0]!)).rejects.toThrow('APNs answered 429 TooManyRequests');
    } finally {
      await client.close();
    }
    const unreachable = createApnsClient({
      ...ctx.config.appleWallet!,
      apns: { ...ctx.config.appleWallet!.apns, host: 'http://127.0.0.1:9' },
    });
    await expect(unreachable.push(tokens[0]!)).rejects.toThrow(/^APNs: /);
    await unreachable.close();
  });

  it('authenticates with the pass certificate (its key under a passphrase) when no APNs key is set up', async () => {
    const passCertificate = await makeSigningKey({ name: `Pass Type ID: ${PASS_TYPE_ID}` });
    const passphrase = 'pass-key-passphrase';
    const encryptedKey = createPrivateKey(passCertificate.privateKeyPem)
      .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase })
      .toString();
    const tlsApns = await startFakeApns({ topic: PASS_TYPE_ID, clientCertificate: passCertificate.certificatePem });
    const apple = {
      ...ctx.config.appleWallet!,
      certificate: passCertificate.certificatePem,
      privateKey: encryptedKey,
      privateKeyPassphrase: passphrase,
      apns: { host: tlsApns.url, key: null },
    };
    const client = createApnsClient(apple, { ca: tlsApns.serverCertificate! });
    // Another certificate: the handshake fails, which is worth retrying rather than dropping the device.
    const stranger = await makeSigningKey({ name: 'Someone else' });
    const refused = createApnsClient(
      {
        ...apple,
        certificate: stranger.certificatePem,
        privateKey: stranger.privateKeyPem,
        privateKeyPassphrase: undefined,
      },
      { ca: tlsApns.serverCertificate! },
    );
    try {
      const token = pushToken();
      expect(await client.push(token)).toBe('sent');
      expect(tlsApns.pushes.map((push) => push.token)).toEqual([token]);
      await expect(refused.push(token)).rejects.toThrow(/^APNs: /);
      expect(tlsApns.pushes).toHaveLength(1);
      expect(tlsApns.violations).toEqual([]);
    } finally {
      await client.close();
      await refused.close();
      await tlsApns.close();
    }
  });

  it('runs in the app when it is on, over one APNs connection', async () => {
    const sessions = apns.sessions;
    const copy = await createTestApp({
      database: ctx.database,
      env: { ...env, DISABLE_WALLET_WORKER: 'false' },
      secret: SECRET,
    });
    try {
      const owner = await organisation();
      const { id, tokens } = await cardWithPass(owner, 2);
      await edit(owner, id, { surname: 'Started' });
      const deadline = Date.now() + 15_000;
      while (pushedTo(tokens).length < 2 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
      expect(pushedTo(tokens)).toHaveLength(2);
      // The app's worker opened one connection for both pushes.
      expect(apns.sessions).toBe(sessions + 1);
      while ((await updateOf(id)) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
      expect(await updateOf(id)).toBeNull();
    } finally {
      await copy.close();
    }
  });
});
