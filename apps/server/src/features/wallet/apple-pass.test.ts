import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, givePlan, multipartBody, signUp, type TestContext } from '../../../test/helpers.ts';
import {
  appleWalletEnv,
  makeTestPassCertificates,
  type TestPassCertificates,
} from '../../../test/peers/pass-certificates.ts';
import { manifestProblems, passJsonOf, unzipPkpass, verifyPassSignature } from '../../../test/pkpass.ts';
import { initialsOf, rgbOf } from './apple-pass.ts';

type Account = Awaited<ReturnType<typeof signUp>>;
type Card = { id: string; downloadToken: string };

describe('Apple Wallet pass', () => {
  let ctx: TestContext;
  let certs: TestPassCertificates;
  let certDir: string;
  let owner: Account;

  beforeAll(async () => {
    certDir = await mkdtemp(path.join(os.tmpdir(), 'pass-certs-'));
    certs = await makeTestPassCertificates(certDir);
    ctx = await createTestApp({ env: appleWalletEnv(certs) });
    owner = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
  });
  afterAll(async () => {
    await ctx?.close();
    if (certDir) await rm(certDir, { recursive: true, force: true });
  });

  const createCard = async (fields: Record<string, string>, files: Parameters<typeof multipartBody>[1] = []) => {
    const body = multipartBody(fields, files);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/vcf-configs',
      headers: { ...auth(owner.token), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Card;
  };
  const passOf = async (card: Card) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/vcf-configs/${card.id}/wallet/apple`,
      headers: auth(owner.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
    return unzipPkpass(response.rawPayload);
  };
  const sizeOf = async (image: Buffer | undefined) => {
    const { width, height, format } = await sharp(image).metadata();
    return { width, height, format };
  };

  it('is a signed generic pass with the card’s fields, colours, QR code, images and German labels', async () => {
    const logo = await sharp({ create: { width: 400, height: 100, channels: 4, background: '#ff0000' } })
      .png()
      .toBuffer();
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#00ff00' } })
      .jpeg()
      .toBuffer();
    const card = await createCard(
      {
        configName: 'Work card',
        name: 'Erika',
        surname: 'Mustermann',
        position: 'Head of Sales',
        contactEmail: 'erika@example.com',
        phoneNumber: '+49 30 1234567',
        websiteUrl: 'https://example.com',
        appearance: JSON.stringify({ layout: 'classic', primaryColor: '#ffcc00', backgroundColor: '#112233' }),
      },
      [
        { field: 'logoImage', name: 'logo.png', type: 'image/png', data: logo },
        { field: 'profilePicture', name: 'me.jpg', type: 'image/jpeg', data: photo },
      ],
    );
    const files = await passOf(card);

    const pass = passJsonOf(files);
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: certs.passTypeId,
      teamIdentifier: certs.teamId,
      serialNumber: card.id,
      organizationName: 'Muster GmbH',
      description: 'Digital business card',
      webServiceURL: 'http://app.test/api/passkit',
      backgroundColor: 'rgb(17, 34, 51)',
      foregroundColor: 'rgb(255, 255, 255)',
      labelColor: 'rgb(255, 204, 0)',
    });
    expect(pass.authenticationToken).toEqual(expect.any(String));
    expect((pass.authenticationToken as string).length).toBeGreaterThanOrEqual(16);
    expect(pass.generic.primaryFields).toEqual([{ key: 'name', label: '', value: 'Erika Mustermann' }]);
    expect(pass.generic.secondaryFields).toEqual([{ key: 'position', label: 'Position', value: 'Head of Sales' }]);
    expect(pass.generic.auxiliaryFields).toEqual([
      { key: 'organisation', label: 'Organisation', value: 'Muster GmbH' },
    ]);
    expect(pass.generic.backFields).toEqual([
      { key: 'email', label: 'Email', value: 'erika@example.com' },
      { key: 'phone', label: 'Phone', value: '+49 30 1234567' },
      { key: 'website', label: 'Website', value: 'https://example.com' },
    ]);
    expect(pass.barcodes).toEqual([
      {
        format: 'PKBarcodeFormatQR',
        message: `http://app.test/vcard/${card.downloadToken}?src=qr`,
        messageEncoding: 'iso-8859-1',
      },
    ]);

    // Apple's sizes in points: icon 29, logo within 160x50, thumbnail 90; at 1x, 2x and 3x.
    expect(await sizeOf(files.get('icon.png'))).toEqual({ width: 29, height: 29, format: 'png' });
    expect(await sizeOf(files.get('icon@2x.png'))).toEqual({ width: 58, height: 58, format: 'png' });
    expect(await sizeOf(files.get('logo.png'))).toEqual({ width: 160, height: 40, format: 'png' });
    expect(await sizeOf(files.get('logo@2x.png'))).toEqual({ width: 320, height: 80, format: 'png' });
    expect(await sizeOf(files.get('thumbnail.png'))).toEqual({ width: 90, height: 90, format: 'png' });
    expect(await sizeOf(files.get('thumbnail@2x.png'))).toEqual({ width: 180, height: 180, format: 'png' });
    expect(await sizeOf(files.get('icon@3x.png'))).toEqual({ width: 87, height: 87, format: 'png' });
    expect(await sizeOf(files.get('logo@3x.png'))).toEqual({ width: 480, height: 120, format: 'png' });
    expect(await sizeOf(files.get('thumbnail@3x.png'))).toEqual({ width: 270, height: 270, format: 'png' });
    const thumbnailPixel = await sharp(files.get('thumbnail.png')).raw().toBuffer();
    // The photo (green; JPEG may shift a channel by a step).
    const [red, green, blue] = thumbnailPixel;
    expect({ red: red! < 16, green: green! > 240, blue: blue! < 16 }).toEqual({ red: true, green: true, blue: true });

    // Labels are English and the keys of the German strings.
    const german = files.get('de.lproj/pass.strings')!.toString('utf8');
    expect(german).toContain('"Email" = "E-Mail";');
    expect(german).toContain('"Phone" = "Telefon";');
    expect(german).toContain('"Digital business card" = "Digitale Visitenkarte";');
    expect(files.get('en.lproj/pass.strings')!.toString('utf8')).toContain('"Email" = "Email";');

    expect(manifestProblems(files)).toEqual([]);
    expect(Object.keys(JSON.parse(files.get('manifest.json')!.toString('utf8'))).sort()).toEqual(
      [...files.keys()].filter((name) => name !== 'manifest.json' && name !== 'signature').sort(),
    );
    const signers = await verifyPassSignature(files.get('manifest.json')!, files.get('signature')!, certs.caCertPath);
    expect(signers).toContain('Pass Type ID: pass.test.nfc');
    expect(signers).toContain('Worldwide Developer Relations');
  });

  it('has a signature that fails for a changed manifest or another root', async () => {
    const files = await passOf(await createCard({ configName: 'Plain', name: 'Max' }));
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8'));
    manifest['pass.json'] = '0'.repeat(40);
    await expect(
      verifyPassSignature(Buffer.from(JSON.stringify(manifest)), files.get('signature')!, certs.caCertPath),
    ).rejects.toThrow(/verif|digest/i);
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'pass-certs-other-'));
    try {
      const other = await makeTestPassCertificates(otherDir);
      await expect(
        verifyPassSignature(files.get('manifest.json')!, files.get('signature')!, other.caCertPath),
      ).rejects.toThrow(/verif/i);
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('draws an icon of the initials on the card’s colour without a logo, and leaves out empty fields', async () => {
    const card = await createCard({
      configName: 'Minimal',
      name: 'Jörg',
      surname: 'Ündel',
      appearance: JSON.stringify({ layout: 'classic', primaryColor: '#000000', backgroundColor: '#ffffff' }),
    });
    const files = await passOf(card);
    const pass = passJsonOf(files);
    expect(pass.generic.primaryFields).toEqual([{ key: 'name', label: '', value: 'Jörg Ündel' }]);
    expect(pass.generic.secondaryFields).toEqual([]);
    expect(pass.generic.backFields).toEqual([]);
    expect(pass).toMatchObject({ foregroundColor: 'rgb(0, 0, 0)', backgroundColor: 'rgb(255, 255, 255)' });
    expect(files.has('logo.png')).toBe(false);
    expect(files.has('thumbnail.png')).toBe(false);
    for (const [name, size] of [
      ['icon.png', 29],
      ['icon@2x.png', 58],
      ['icon@3x.png', 87],
    ] as const) {
      const { data, info } = await sharp(files.get(name)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      expect({ width: info.width, height: info.height }).toEqual({ width: size, height: size });
      // The corner is the card's background; somewhere in the middle the initials are drawn in black.
      expect([...data.subarray(0, 3)]).toEqual([255, 255, 255]);
      const darkest = Math.min(...data);
      expect(darkest, `${name} has the initials drawn`).toBeLessThan(100);
    }
    expect(manifestProblems(files)).toEqual([]);
    await verifyPassSignature(files.get('manifest.json')!, files.get('signature')!, certs.caCertPath);
  });

  it('keeps the same serial number and token in every version of a card’s pass', async () => {
    const card = await createCard({ configName: 'Stable', name: 'Sam' });
    const first = passJsonOf(await passOf(card));
    const second = passJsonOf(await passOf(card));
    expect(second.serialNumber).toBe(first.serialNumber);
    expect(second.authenticationToken).toBe(first.authenticationToken);
  });

  it('makes a pass from a stored logo sharp cannot read, with the initials as its icon', async () => {
    const card = await createCard({ configName: 'Broken logo', name: 'Bea', surname: 'Bruch' });
    // A file gone bad in storage after its upload was checked.
    const { vcfConfigs } = await import('../../db/schema.ts');
    const { eq } = await import('drizzle-orm');
    const key = `test/broken-${card.id}.png`;
    await ctx.app.appDeps.storage.put(key, Buffer.from('not an image'), 'image/png');
    await ctx.database.db.update(vcfConfigs).set({ logoImagePath: key }).where(eq(vcfConfigs.id, card.id));
    const files = await passOf(card);
    expect(files.has('logo.png')).toBe(false);
    expect(await sizeOf(files.get('icon.png'))).toEqual({ width: 29, height: 29, format: 'png' });
  });

  it('writes initials by code point and colours as rgb()', () => {
    expect(initialsOf('Erika Mustermann')).toBe('EM');
    expect(initialsOf('  anna  maria  schmidt ')).toBe('AS');
    expect(initialsOf('Ölaf')).toBe('Ö');
    expect(initialsOf('😀 Smile')).toBe('😀S');
    expect(rgbOf('#0a0b0c')).toBe('rgb(10, 11, 12)');
  });
});
