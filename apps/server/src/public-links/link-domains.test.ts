import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { validationMessages } from '@nfc/contract/messages';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import {
  auth,
  callAs,
  createTestApp,
  giveLinkDomain,
  givePlan,
  joinTeam,
  multipartBody,
  signUp,
  type TestContext,
} from '../../test/helpers.ts';
import { appleWalletEnv, makeTestPassCertificates } from '../../test/peers/pass-certificates.ts';
import { passJsonOf, unzipPkpass } from '../../test/pkpass.ts';
import { linkDomains, organisations, tags, vcfConfigs, walletUpdates } from '../db/schema.ts';

type Account = Awaited<ReturnType<typeof signUp>>;
type Domain = { id: string; hostname: string };
type Tag = { id: string; userFacingId: string; scanUrl: string; domainId: string | null; name: string };
type Card = { id: string; downloadToken: string; publicUrl: string; domainId: string | null };

const refusal = validationMessages['validation.linkDomain'];

/** The text of the one QR code in a PNG, read back as a phone would. */
async function decode(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

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

describe('links on the organisation’s own domains', () => {
  let ctx: TestContext;
  let certDir: string;
  let owner: Account;
  let other: Account;
  /** Serving domains of the owner's organisation: its own (per item) and the default. */
  let own: Domain;
  let fallback: Domain;
  /** Refused: a domain still pending, and another organisation's serving one. */
  let pending: Domain;
  let foreign: Domain;

  beforeAll(async () => {
    certDir = await mkdtemp(path.join(os.tmpdir(), 'link-domain-certs-'));
    const certs = await makeTestPassCertificates(certDir);
    ctx = await createTestApp({ env: { ...appleWalletEnv(certs), DISABLE_EXPORT_WORKER: 'false' } });
    owner = await signUp(ctx);
    other = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    await givePlan(ctx, other.user.id, 'Pro');
    own = await giveLinkDomain(ctx, owner.user.organisationId);
    fallback = await giveLinkDomain(ctx, owner.user.organisationId);
    pending = await giveLinkDomain(ctx, owner.user.organisationId, { serving: false });
    foreign = await giveLinkDomain(ctx, other.user.organisationId);
  });
  afterAll(async () => {
    await ctx?.close();
    if (certDir) await rm(certDir, { recursive: true, force: true });
  });

  const setDefault = async (domainId: string | null) => {
    await ctx.database.db
      .update(organisations)
      .set({ defaultLinkDomainId: domainId })
      .where(eq(organisations.id, owner.user.organisationId));
    // As PATCH /api/domains/{id} would, through the hook every write passes.
    ctx.app.appDeps.organisationReads.invalidate(owner.user.organisationId);
  };
  const tagBody = (extra: object = {}) => ({
    name: 'Front door',
    actionType: 'WEBSITE_LINK',
    actionData: { url: 'https://example.com/menu' },
    ...extra,
  });
  const createTag = async (extra: object = {}) => {
    const response = await callAs(ctx, owner, 'POST', '/api/tags', tagBody(extra));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Tag;
  };
  const updateTag = (tag: Tag, extra: object = {}) => callAs(ctx, owner, 'PUT', `/api/tags/${tag.id}`, tagBody(extra));
  const tagInList = async (id: string) => {
    const list = await callAs(ctx, owner, 'GET', '/api/tags');
    return (list.json() as Tag[]).find((item) => item.id === id);
  };
  const createCard = async (extra: object = {}, account: Account = owner) => {
    const response = await callAs(ctx, account, 'POST', '/api/vcf-configs', { configName: 'Fair', ...extra });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Card;
  };
  const png = async (url: string) => {
    const response = await callAs(ctx, owner, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return decode(response.rawPayload);
  };

  describe('tags', () => {
    it('answer the scan link on the domain they name, in the single answer and in the list alike', async () => {
      const tag = await createTag({ domainId: own.id });
      expect(tag.domainId).toBe(own.id);
      expect(tag.scanUrl).toBe(`https://${own.hostname}/t/${tag.userFacingId}`);
      const single = (await callAs(ctx, owner, 'GET', `/api/tags/${tag.id}`)).json();
      expect(single).toMatchObject({ domainId: own.id, scanUrl: tag.scanUrl });
      // The list is written by the database: the same fields as the single answer.
      expect(await tagInList(tag.id)).toEqual(single);
    });

    it("take the organisation's default when they name none, and their own domain wins over it", async () => {
      const before = await createTag();
      expect(before).toMatchObject({ domainId: null, scanUrl: `http://app.test/t/${before.userFacingId}` });
      await setDefault(fallback.id);
      try {
        const plain = await createTag();
        expect(plain).toMatchObject({
          domainId: null,
          scanUrl: `https://${fallback.hostname}/t/${plain.userFacingId}`,
        });
        expect((await tagInList(before.id))?.scanUrl).toBe(`https://${fallback.hostname}/t/${before.userFacingId}`);
        const mine = await createTag({ domainId: own.id });
        expect(mine.scanUrl).toBe(`https://${own.hostname}/t/${mine.userFacingId}`);
        expect((await tagInList(mine.id))?.scanUrl).toBe(mine.scanUrl);
        // Cleared: back on the default.
        const cleared = await updateTag(mine, { domainId: null });
        expect(cleared.statusCode, cleared.body).toBe(200);
        expect(cleared.json()).toMatchObject({
          domainId: null,
          scanUrl: `https://${fallback.hostname}/t/${mine.userFacingId}`,
        });
        expect((await tagInList(mine.id))?.scanUrl).toBe(`https://${fallback.hostname}/t/${mine.userFacingId}`);
      } finally {
        await setDefault(null);
      }
    });

    it('keep their domain when an update leaves it out, and move when it names another', async () => {
      const tag = await createTag({ domainId: own.id });
      const renamed = await updateTag(tag, { name: 'Back door' });
      expect(renamed.json()).toMatchObject({ name: 'Back door', domainId: own.id, scanUrl: tag.scanUrl });
      const moved = await updateTag(tag, { domainId: fallback.id });
      expect(moved.json()).toMatchObject({
        domainId: fallback.id,
        scanUrl: `https://${fallback.hostname}/t/${tag.userFacingId}`,
      });
      // The code is the same: the old link keeps working (any host of the organisation serves it).
      const scan = await ctx.app.inject({ method: 'GET', url: `/t/${tag.userFacingId}` });
      expect(scan.statusCode).toBe(302);
      expect(scan.headers.location).toBe('https://example.com/menu');
    });

    it('take an empty domainId in multipart as the default', async () => {
      const body = multipartBody({ ...tagBody(), actionData: JSON.stringify(tagBody().actionData), domainId: '' });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/tags',
        headers: { ...auth(owner.token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ domainId: null });
      const named = multipartBody({ ...tagBody(), actionData: JSON.stringify(tagBody().actionData), domainId: own.id });
      const withDomain = await ctx.app.inject({
        method: 'POST',
        url: '/api/tags',
        headers: { ...auth(owner.token), ...named.headers },
        payload: named.payload,
      });
      expect(withDomain.json()).toMatchObject({ domainId: own.id });
    });

    it("refuse a pending, unknown, malformed or another organisation's domain alike, and change nothing", async () => {
      const tag = await createTag({ domainId: own.id });
      const held = await ctx.database.db.$count(tags, eq(tags.organisationId, owner.user.organisationId));
      for (const domainId of [pending.id, foreign.id, '00000000-0000-4000-8000-000000000000', 'go.example.com', 42]) {
        const created = await callAs(ctx, owner, 'POST', '/api/tags', tagBody({ domainId }));
        expect(created.statusCode, String(domainId)).toBe(400);
        expect(created.json().errors, String(domainId)).toEqual({ domainId: refusal });
        const updated = await updateTag(tag, { name: 'Changed', domainId });
        expect(updated.statusCode, String(domainId)).toBe(400);
        expect(updated.json().errors, String(domainId)).toEqual({ domainId: refusal });
      }
      expect(await ctx.database.db.$count(tags, eq(tags.organisationId, owner.user.organisationId))).toBe(held);
      expect((await callAs(ctx, owner, 'GET', `/api/tags/${tag.id}`)).json()).toMatchObject({
        name: 'Front door',
        domainId: own.id,
      });
      const german = await ctx.app.inject({
        method: 'POST',
        url: '/api/tags',
        headers: { ...auth(owner.token), 'accept-language': 'de' },
        payload: tagBody({ domainId: foreign.id }),
      });
      expect(german.json().errors.domainId).toContain('Link-Domain');
      // Another organisation cannot use the owner's domain either.
      const theirs = await callAs(ctx, other, 'POST', '/api/tags', tagBody({ domainId: own.id }));
      expect(theirs.statusCode).toBe(400);
      expect(theirs.json().errors).toEqual({ domainId: refusal });
    });

    it("fall back to the app's host while their domain does not serve, and keep it through an edit", async () => {
      const lapsing = await giveLinkDomain(ctx, owner.user.organisationId);
      await setDefault(fallback.id);
      try {
        const tag = await createTag({ domainId: lapsing.id });
        await ctx.database.db.update(linkDomains).set({ verifiedAt: null }).where(eq(linkDomains.id, lapsing.id));
        ctx.app.appDeps.organisationReads.invalidate(owner.user.organisationId);
        const appLink = `http://app.test/t/${tag.userFacingId}`;
        expect((await callAs(ctx, owner, 'GET', `/api/tags/${tag.id}`)).json()).toMatchObject({
          domainId: lapsing.id,
          scanUrl: appLink,
        });
        expect((await tagInList(tag.id))?.scanUrl).toBe(appLink);
        // A form that sends the domain back still saves; naming it anew elsewhere is refused.
        const edited = await updateTag(tag, { name: 'Edited', domainId: lapsing.id });
        expect(edited.statusCode, edited.body).toBe(200);
        expect(edited.json()).toMatchObject({ name: 'Edited', domainId: lapsing.id, scanUrl: appLink });
        expect((await callAs(ctx, owner, 'POST', '/api/tags', tagBody({ domainId: lapsing.id }))).statusCode).toBe(400);
      } finally {
        await setDefault(null);
      }
    });

    it('print their QR code with the scan link on their domain', async () => {
      const tag = await createTag({ domainId: own.id });
      expect(await png(`/api/tags/${tag.id}/qr.png`)).toBe(`https://${own.hostname}/t/${tag.userFacingId}?src=qr`);
      // The style preview shows a code on the organisation's default domain.
      const preview = async () => {
        const response = await callAs(
          ctx,
          owner,
          'GET',
          '/api/qr-style/preview.svg?foreground=%23000000&background=%23ffffff',
        );
        expect(response.statusCode, response.body).toBe(200);
        return decode(await sharp(Buffer.from(response.body)).resize(600).png().toBuffer());
      };
      expect(await preview()).toBe('http://app.test/t/PREVIEW0?src=qr');
      await setDefault(fallback.id);
      try {
        expect(await preview()).toBe(`https://${fallback.hostname}/t/PREVIEW0?src=qr`);
      } finally {
        await setDefault(null);
      }
    });

    it("write the scan link on their domain into an order's encoding sheet", async () => {
      const body = multipartBody({ productType: 'nfc_card_core', quantity: '3', verifiedTaps: 'true' });
      const order = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders/request',
        headers: { ...auth(owner.token), ...body.headers },
        payload: body.payload,
      });
      expect(order.statusCode, order.body).toBe(201);
      const { orderId } = order.json() as { orderId: string };
      const onDomain = await createTag({ domainId: own.id, orderId });
      const onApp = await createTag({ orderId });
      const sheet = await callAs(ctx, owner, 'GET', `/api/orders/${orderId}/encoding-sheet`);
      expect(sheet.statusCode, sheet.body).toBe(200);
      const rows: Array<Record<string, string>> = parse(sheet.body, { bom: true, columns: true });
      const template = (code: string) => rows.find((row) => row.tag_code === code)?.url_template;
      const sun = '?picc_data=00000000000000000000000000000000&cmac=0000000000000000';
      expect(template(onDomain.userFacingId)).toBe(`https://${own.hostname}/t/${onDomain.userFacingId}${sun}`);
      expect(template(onApp.userFacingId)).toBe(`http://app.test/t/${onApp.userFacingId}${sun}`);
      // "https://" is the URI prefix code 0x04.
      expect(rows.find((row) => row.tag_code === onDomain.userFacingId)?.uri_prefix_code).toBe('0x04');
    });
  });

  describe('cards', () => {
    it('answer their public page on the domain they name, else the default, else the app', async () => {
      const plain = await createCard();
      expect(plain).toMatchObject({ domainId: null, publicUrl: `http://app.test/vcard/${plain.downloadToken}` });
      const mine = await createCard({ domainId: own.id });
      expect(mine).toMatchObject({
        domainId: own.id,
        publicUrl: `https://${own.hostname}/vcard/${mine.downloadToken}`,
      });
      await setDefault(fallback.id);
      try {
        const list = (await callAs(ctx, owner, 'GET', '/api/vcf-configs')).json() as Card[];
        expect(list.find((card) => card.id === plain.id)?.publicUrl).toBe(
          `https://${fallback.hostname}/vcard/${plain.downloadToken}`,
        );
        expect(list.find((card) => card.id === mine.id)?.publicUrl).toBe(mine.publicUrl);
        const cleared = await callAs(ctx, owner, 'PUT', `/api/vcf-configs/${mine.id}`, {
          configName: 'Fair',
          domainId: null,
        });
        expect(cleared.statusCode, cleared.body).toBe(200);
        expect(cleared.json()).toMatchObject({
          domainId: null,
          publicUrl: `https://${fallback.hostname}/vcard/${mine.downloadToken}`,
        });
      } finally {
        await setDefault(null);
      }
      const single = await callAs(ctx, owner, 'GET', `/api/vcf-configs/${mine.id}`);
      expect(single.json()).toMatchObject({ publicUrl: `http://app.test/vcard/${mine.downloadToken}` });
    });

    it("refuse a domain that is not a serving one of the organisation's, and change nothing", async () => {
      const card = await createCard({ domainId: own.id });
      const held = await ctx.database.db.$count(vcfConfigs, eq(vcfConfigs.organisationId, owner.user.organisationId));
      for (const domainId of [pending.id, foreign.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
        const created = await callAs(ctx, owner, 'POST', '/api/vcf-configs', { configName: 'Bad', domainId });
        expect(created.statusCode, domainId).toBe(400);
        expect(created.json().errors, domainId).toEqual({ domainId: refusal });
        const updated = await callAs(ctx, owner, 'PUT', `/api/vcf-configs/${card.id}`, {
          configName: 'Renamed',
          domainId,
        });
        expect(updated.statusCode, domainId).toBe(400);
        expect(updated.json().errors, domainId).toEqual({ domainId: refusal });
      }
      expect(await ctx.database.db.$count(vcfConfigs, eq(vcfConfigs.organisationId, owner.user.organisationId))).toBe(
        held,
      );
      expect((await callAs(ctx, owner, 'GET', `/api/vcf-configs/${card.id}`)).json()).toMatchObject({
        configName: 'Fair',
        domainId: own.id,
      });
    });

    it("let a member put their own card on one of the organisation's domains", async () => {
      const member = await joinTeam(ctx, owner, 'member');
      const card = await createCard({ domainId: own.id }, member as Account);
      expect(card.publicUrl).toBe(`https://${own.hostname}/vcard/${card.downloadToken}`);
    });

    it('print their QR codes, the shared one of the e-mail signature included, on their domain', async () => {
      const card = await createCard({ domainId: own.id });
      const page = `https://${own.hostname}/vcard/${card.downloadToken}`;
      expect(await png(`/api/vcf-configs/${card.id}/qr.png`)).toBe(`${page}?src=qr`);
      // The card page hands on the same link from its own QR code, on whichever host it was opened.
      const view = await ctx.app.inject({ method: 'GET', url: `/api/vcf/share/${card.downloadToken}` });
      expect(view.json()).toMatchObject({ status: 'active', publicUrl: page });
      const shared = await ctx.app.inject({ method: 'GET', url: `/api/vcf/share/${card.downloadToken}/qr.png` });
      expect(shared.statusCode).toBe(200);
      expect(await decode(shared.rawPayload)).toBe(`${page}?src=qr`);
      const signature = await callAs(ctx, owner, 'GET', `/api/vcf-configs/${card.id}/email-signature?qr=true`);
      expect(signature.statusCode).toBe(200);
      expect(signature.json().html).toContain(`href="${page}"`);
      expect(signature.json().text).toContain(page);
    });

    it('put the wallet pass’s QR code on their domain, and queue the pass when the card moves', async () => {
      const card = await createCard({ domainId: own.id, name: 'Erika' });
      const passOf = async () => {
        const response = await callAs(ctx, owner, 'GET', `/api/vcf-configs/${card.id}/wallet/apple`);
        expect(response.statusCode, response.body).toBe(200);
        const { barcodes } = passJsonOf(await unzipPkpass(response.rawPayload));
        return (barcodes as Array<{ message: string }>)[0]?.message;
      };
      expect(await passOf()).toBe(`https://${own.hostname}/vcard/${card.downloadToken}?src=qr`);
      const queued = async () =>
        (await ctx.database.db.select().from(walletUpdates).where(eq(walletUpdates.cardId, card.id))).length;
      expect(await queued()).toBe(0);
      const moved = await callAs(ctx, owner, 'PUT', `/api/vcf-configs/${card.id}`, {
        configName: 'Fair',
        name: 'Erika',
        domainId: fallback.id,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(await queued()).toBe(1);
      expect(await passOf()).toBe(`https://${fallback.hostname}/vcard/${card.downloadToken}?src=qr`);
      // The organisation's default changes what its cards without a domain print: their passes are queued too.
      const plain = await createCard({ name: 'Max' });
      await callAs(ctx, owner, 'GET', `/api/vcf-configs/${plain.id}/wallet/apple`);
      await ctx.database.db.delete(walletUpdates).where(eq(walletUpdates.cardId, plain.id));
      await setDefault(own.id);
      try {
        const rows = await ctx.database.db.select().from(walletUpdates).where(eq(walletUpdates.cardId, plain.id));
        expect(rows).toHaveLength(1);
      } finally {
        await setDefault(null);
      }
    });
  });

  it("writes each tag's and card's link on its domain into the organisation export", async () => {
    const tag = await createTag({ domainId: own.id });
    const plainTag = await createTag();
    const card = await createCard({ domainId: own.id });
    const started = await callAs(ctx, owner, 'POST', '/api/organisation/exports');
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json() as { id: string };
    let settled: { status: string; downloadUrl?: string } = { status: 'queued' };
    for (let tries = 0; tries < 200 && settled.status !== 'ready' && settled.status !== 'failed'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      settled = (await callAs(ctx, owner, 'GET', `/api/organisation/exports/${id}`)).json();
    }
    expect(settled.status).toBe('ready');
    const download = await ctx.app.inject({ method: 'GET', url: settled.downloadUrl! });
    expect(download.statusCode).toBe(200);
    const files = await unzip(download.rawPayload);
    const tagRows: Array<Record<string, string>> = parse(files.get('tags.csv')!, { bom: true, columns: true });
    expect(tagRows.find((row) => row.id === tag.id)).toMatchObject({
      link_domain: own.hostname,
      scan_url: `https://${own.hostname}/t/${tag.userFacingId}`,
    });
    expect(tagRows.find((row) => row.id === plainTag.id)).toMatchObject({
      link_domain: '',
      scan_url: `http://app.test/t/${plainTag.userFacingId}`,
    });
    expect(JSON.parse(files.get(`cards/${card.id}/card.json`)!.toString())).toMatchObject({
      linkDomain: own.hostname,
      publicUrl: `https://${own.hostname}/vcard/${card.downloadToken}`,
    });
    const organisation = JSON.parse(files.get('organisation.json')!.toString());
    expect(organisation.linkDomains).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ hostname: own.hostname, isServing: true, isDefault: false }),
        expect.objectContaining({ hostname: pending.hostname, status: 'pending', isServing: false }),
      ]),
    );
    expect(JSON.stringify(organisation)).not.toContain(foreign.hostname);
  });
});
