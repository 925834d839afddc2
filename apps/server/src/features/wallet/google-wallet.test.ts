import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGoogleWallet, startFakeGoogleWallet } from '../../../test/fakes/fake-google-wallet.ts';
import {
  auth,
  createTestApp,
  givePlan,
  joinTeam,
  samples,
  sendMultipart,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import { organisations, walletPasses } from '../../db/schema.ts';
import { findWalletPass } from './content.ts';
import { createGoogleWalletClient, type genericObjectOf } from './google-wallet.ts';

const SECRET = 'google-wallet-test-secret-'.padEnd(64, 'x');

type Account = Awaited<ReturnType<typeof signUp>>;
type GenericObject = ReturnType<typeof genericObjectOf> & {
  subheader?: { defaultValue: { value: string } };
  logo?: { sourceUri: { uri: string } };
};
type SaveClaims = {
  typ: string;
  origins: string[];
  iat: number;
  payload: { genericClasses: { id: string }[]; genericObjects: GenericObject[] };
};

describe('Google Wallet', () => {
  let google: FakeGoogleWallet;
  let ctx: TestContext;

  const card = async (account: { token: string }, fields: Record<string, string>, logo = false) => {
    const response = await sendMultipart(
      ctx,
      account,
      'POST',
      '/api/vcf-configs',
      fields,
      logo ? [{ field: 'logoImage', name: 'logo.png', type: 'image/png', data: await samples.png(120, 60) }] : [],
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; downloadToken: string };
  };
  const saveLink = (headers: Record<string, string>, cardId: string, app = ctx) =>
    app.app.inject({ method: 'GET', url: `/api/vcf-configs/${cardId}/wallet/google`, headers });
  /** The save link's JWT, verified with the service account's public key as Google does. */
  const savedJwt = async (saveUrl: string) => {
    const prefix = 'https://pay.google.com/gp/v/save/';
    expect(saveUrl.startsWith(prefix)).toBe(true);
    const { payload, protectedHeader } = await jwtVerify(saveUrl.slice(prefix.length), google.publicKey, {
      algorithms: ['RS256'],
      issuer: google.clientEmail,
      audience: 'google',
    });
    return { payload: payload as unknown as SaveClaims, protectedHeader };
  };
  const organisation = async () => {
    const owner = await signUp(ctx, { organisationName: 'Muster Wallet GmbH' });
    await givePlan(ctx, owner.user.id, 'Pro');
    return owner;
  };

  beforeAll(async () => {
    google = await startFakeGoogleWallet();
    ctx = await createTestApp({
      env: {
        GOOGLE_WALLET_ISSUER_ID: google.issuerId,
        GOOGLE_WALLET_SERVICE_ACCOUNT: google.serviceAccountJson,
        GOOGLE_WALLET_API_BASE: google.url,
      },
      secret: SECRET,
    });
  });
  afterEach(() => {
    expect(google.violations).toEqual([]);
  });
  afterAll(async () => {
    await ctx?.close();
    await google?.close();
  });

  describe('the save link', () => {
    let owner: Account;
    beforeAll(async () => {
      owner = await organisation();
    });

    it("carries the card as a generic object in a JWT signed by the service account, and marks the pass Google's", async () => {
      const { id, downloadToken } = await card(owner, {
        configName: 'Fair card',
        name: 'Erika',
        surname: 'Mustermann',
        position: 'Head of Sales',
        contactEmail: 'erika@muster.example',
        phoneNumber: '+49 30 1234567',
        websiteUrl: 'https://muster.example',
        appearance: JSON.stringify({ layout: 'classic', primaryColor: '#1d4ed8', backgroundColor: '#FFF7ED' }),
      });
      const response = await saveLink(auth(owner.token), id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { payload, protectedHeader } = await savedJwt(response.json().saveUrl);
      expect(protectedHeader.alg).toBe('RS256');
      expect(payload.typ).toBe('savetowallet');
      expect(payload.origins).toEqual(['http://app.test']);
      expect(typeof payload.iat).toBe('number');
      expect(payload.payload.genericClasses).toEqual([{ id: `${google.issuerId}.nfc_business_card` }]);
      expect(payload.payload.genericObjects).toHaveLength(1);
      const object = payload.payload.genericObjects[0]!;
      expect(object).toMatchObject({
        id: `${google.issuerId}.${id}`,
        classId: `${google.issuerId}.nfc_business_card`,
        state: 'ACTIVE',
        cardTitle: { defaultValue: { value: 'Muster Wallet GmbH' } },
        header: { defaultValue: { value: 'Erika Mustermann' } },
        subheader: { defaultValue: { value: 'Head of Sales' } },
        barcode: { type: 'QR_CODE', value: `http://app.test/vcard/${downloadToken}?src=qr` },
        hexBackgroundColor: '#fff7ed',
      });
      expect(object.textModulesData.map((module) => [module.id, module.header, module.body])).toEqual([
        ['email', 'Email', 'erika@muster.example'],
        ['phone', 'Phone', '+49 30 1234567'],
        ['website', 'Website', 'https://muster.example'],
      ]);
      expect(object.textModulesData[0]!.localizedHeader.translatedValues).toEqual([
        { language: 'de', value: 'E-Mail' },
      ]);
      // No logo, brand logo or photo: no logo, rather than a broken one.
      expect(object.logo).toBeUndefined();
      const [pass] = await ctx.database.db.select().from(walletPasses).where(eq(walletPasses.cardId, id));
      expect(pass?.googleSavedAt).toBeInstanceOf(Date);
    });

    it("titles the pass with the person's name while the organisation has none", async () => {
      const nameless = await organisation();
      await ctx.database.db
        .update(organisations)
        .set({ name: null })
        .where(eq(organisations.id, nameless.user.organisationId));
      const { id } = await card(nameless, { configName: 'Nameless card', name: 'Nina', surname: 'Nobody' });
      const response = await saveLink(auth(nameless.token), id);
      expect(response.statusCode, response.body).toBe(200);
      const object = (await savedJwt(response.json().saveUrl)).payload.payload.genericObjects[0]!;
      expect(object.cardTitle).toMatchObject({ defaultValue: { value: 'Nina Nobody' } });
    });

    it("names the card's logo by a public, cached PNG address that Google can fetch", async () => {
      const { id, downloadToken } = await card(owner, { configName: 'Logo card', name: 'Lotte' }, true);
      const response = await saveLink(auth(owner.token), id);
      const object = (await savedJwt(response.json().saveUrl)).payload.payload.genericObjects[0]!;
      const uri = new URL(object.logo!.sourceUri.uri);
      expect(uri.origin).toBe('http://app.test');
      expect(uri.pathname).toBe(`/api/vcf/share/${downloadToken}/wallet-logo.png`);
      expect(uri.searchParams.get('v')).toMatch(/^[\w-]{12}$/);
      const image = await ctx.app.inject({ method: 'GET', url: `${uri.pathname}${uri.search}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('public, max-age=86400');
      const metadata = await sharp(image.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 660, 660]);

      // A card without a picture, and a token that names no card, have none.
      const bare = await card(owner, { configName: 'Bare card' });
      const none = await ctx.app.inject({ method: 'GET', url: `/api/vcf/share/${bare.downloadToken}/wallet-logo.png` });
      expect(none.statusCode).toBe(404);
      const unknown = await ctx.app.inject({ method: 'GET', url: '/api/vcf/share/no-such-token/wallet-logo.png' });
      expect(unknown.statusCode).toBe(404);
    });

    it("is the card's member's and their managers', and 404 to another organisation and for unknown ids", async () => {
      const member = await joinTeam(ctx, owner);
      const memberCard = await card(member, { configName: 'Member card', name: 'Max' });
      const ownerCard = await card(owner, { configName: 'Owner card', name: 'Olga' });
      expect((await saveLink(auth(member.token), memberCard.id)).statusCode).toBe(200);
      expect((await saveLink(auth(owner.token), memberCard.id)).statusCode).toBe(200);
      // A member sees their own cards only.
      expect((await saveLink(auth(member.token), ownerCard.id)).statusCode).toBe(404);
      const stranger = await organisation();
      const foreign = await saveLink(auth(stranger.token), memberCard.id);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain('Max');
      for (const bad of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
        expect((await saveLink(auth(owner.token), bad)).statusCode).toBe(404);
      }
      expect((await saveLink({}, memberCard.id)).statusCode).toBe(401);
      // Asked by no one in the card's organisation: its pass is not Google's.
      const [pass] = await ctx.database.db.select().from(walletPasses).where(eq(walletPasses.cardId, ownerCard.id));
      expect(pass?.googleSavedAt ?? null).toBeNull();
    });

    it('is open to API keys with cards:read, and to no other', async () => {
      const { id } = await card(owner, { configName: 'API card', name: 'Anna' });
      const makeKey = async (scopes: string[]) => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/api-keys',
          headers: auth(owner.token),
          payload: { name: `Wallet ${scopes.join(' ')}`, scopes },
        });
        expect(response.statusCode, response.body).toBe(201);
        return { authorization: `Bearer ${response.json().key}` };
      };
      const allowed = await saveLink(await makeKey(['cards:read']), id);
      expect(allowed.statusCode, allowed.body).toBe(200);
      const refused = await saveLink(await makeKey(['tags:read']), id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().missingScope).toBe('cards:read');
    });

    it('is 404 on a server without Google Wallet, and so is the logo', async () => {
      const { id, downloadToken } = await card(owner, { configName: 'Unset card', name: 'Uwe' }, true);
      // The same secret: the owner's session works there too.
      const bare = await createTestApp({ database: ctx.database, secret: SECRET });
      try {
        const response = await saveLink(auth(owner.token), id, bare);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Wallet passes are not set up on this server.');
        const logo = await bare.app.inject({ method: 'GET', url: `/api/vcf/share/${downloadToken}/wallet-logo.png` });
        expect(logo.statusCode).toBe(404);
      } finally {
        await bare.close();
      }
    });
  });

  describe('the REST client', () => {
    it('patches the object with a token from the JWT bearer grant, reused until near its expiry', async () => {
      const owner = await organisation();
      const { id } = await card(owner, { configName: 'REST card', name: 'Rita', surname: 'Rest' });
      await saveLink(auth(owner.token), id);
      const pass = await findWalletPass(ctx.app.appDeps, id);
      const client = createGoogleWalletClient(ctx.config, ctx.config.googleWallet!);
      const issued = google.tokensIssued;
      expect(await client.patchGenericObject(pass!.content)).toBe('patched');
      expect(await client.patchGenericObject(pass!.content)).toBe('patched');
      expect(google.tokensIssued).toBe(issued + 1);
      const patched = google.patches.filter((patch) => patch.id === `${google.issuerId}.${id}`);
      expect(patched).toHaveLength(2);
      expect(patched[0]!.body.header).toEqual({ defaultValue: { language: 'en', value: 'Rita Rest' } });

      // Never saved by the person: Google has no object, and there is nothing to do.
      google.forget(`${google.issuerId}.${id}`);
      expect(await client.patchGenericObject(pass!.content)).toBe('absent');
      // Google failing is an error worth retrying, naming the status.
      const other = await card(owner, { configName: 'REST card 2', name: 'Rolf' });
      await saveLink(auth(owner.token), other.id);
      const otherPass = await findWalletPass(ctx.app.appDeps, other.id);
      google.failNext(503);
      await expect(client.patchGenericObject(otherPass!.content)).rejects.toThrow(/503/);
      // Unreachable: an error naming it, worth retrying.
      google.setDown(true);
      try {
        const fresh = createGoogleWalletClient(ctx.config, ctx.config.googleWallet!);
        await expect(fresh.patchGenericObject(otherPass!.content)).rejects.toThrow(
          /^Google's token endpoint unreachable/,
        );
      } finally {
        google.setDown(false);
      }
    });
  });
});
