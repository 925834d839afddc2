import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ORDER_LOGO_MAX_BYTES } from '@nfc/contract/orders';
import { QR_LOGO_MAX_BYTES } from '@nfc/contract/qr';
import { TAG_DOCUMENT_MAX_BYTES } from '@nfc/contract/tags';
import { BULK_INVITATION_MAX_BYTES } from '@nfc/contract/team';
import { CARD_IMAGE_MAX_BYTES, PROFILE_PICTURE_MAX_BYTES } from '@nfc/contract/vcards';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, samples } from '../../test/helpers.ts';
import { createFixture, type Fixture, validVcard } from '../../test/security/fixture.ts';
import { snapshot } from '../../test/security/snapshot.ts';
import { orders, qrStyles, tags, vcfConfigs } from '../db/schema.ts';

/** How a stored upload is kept: re-encoded (nothing of the original survives) or as sent, served by a signed link. */
type Keeping = 'reencoded' | 'as-sent';

type UploadTarget = {
  route: string;
  field: string;
  maxBytes: number;
  fields: (fx: Fixture) => Record<string, string>;
  url: (fx: Fixture) => string;
  keeping: Keeping;
  /** The key the upload was stored under, once accepted. */
  storedKey: (fx: Fixture, response: { json(): unknown }) => Promise<string | null>;
  /** A signed link to the stored file, for files kept as sent. */
  link?: (fx: Fixture, response: { json(): unknown }) => Promise<string>;
  /** Whether an SVG is accepted (converted to a PNG, nothing of it kept) or refused. */
  takesSvg?: boolean;
};

const idOf = (response: { json(): unknown }) => (response.json() as { id: string }).id;
const first = async <T>(rows: Promise<T[]>) => (await rows)[0];

/** Every multipart file field of the API; uploads.test.ts fails when a route reads one not listed here. */
const targets: UploadTarget[] = [
  {
    route: 'POST /api/vcf-configs',
    field: 'profilePicture',
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
    fields: () => validVcard('Upload card'),
    url: () => '/api/vcf-configs',
    keeping: 'reencoded',
    storedKey: async (fx, response) =>
      (
        await first(
          fx.ctx.database.db
            .select()
            .from(vcfConfigs)
            .where(eq(vcfConfigs.id, idOf(response))),
        )
      )?.profilePicturePath ?? null,
  },
  {
    route: 'PUT /api/vcf-configs/:id',
    field: 'profilePicture',
    maxBytes: PROFILE_PICTURE_MAX_BYTES,
    fields: () => validVcard('Upload card'),
    url: (fx) => `/api/vcf-configs/${fx.a.vcardId}`,
    keeping: 'reencoded',
    storedKey: async (fx) =>
      (await first(fx.ctx.database.db.select().from(vcfConfigs).where(eq(vcfConfigs.id, fx.a.vcardId))))
        ?.profilePicturePath ?? null,
  },
  ...(['coverImage', 'logoImage'] as const).flatMap((field): UploadTarget[] => {
    const column = field === 'coverImage' ? 'coverImagePath' : 'logoImagePath';
    const keyOf = async (fx: Fixture, id: string) =>
      (await first(fx.ctx.database.db.select().from(vcfConfigs).where(eq(vcfConfigs.id, id))))?.[column] ?? null;
    return [
      {
        route: 'POST /api/vcf-configs',
        field,
        maxBytes: CARD_IMAGE_MAX_BYTES,
        fields: () => validVcard('Upload card'),
        url: () => '/api/vcf-configs',
        keeping: 'reencoded',
        storedKey: (fx, response) => keyOf(fx, idOf(response)),
      },
      {
        route: 'PUT /api/vcf-configs/:id',
        field,
        maxBytes: CARD_IMAGE_MAX_BYTES,
        fields: () => validVcard('Upload card'),
        url: (fx) => `/api/vcf-configs/${fx.a.vcardId}`,
        keeping: 'reencoded',
        storedKey: (fx) => keyOf(fx, fx.a.vcardId),
      },
    ];
  }),
  {
    route: 'POST /api/tags',
    field: 'documentFile',
    maxBytes: TAG_DOCUMENT_MAX_BYTES,
    fields: () => ({ name: 'Upload tag', actionType: 'DOCUMENT' }),
    url: () => '/api/tags',
    keeping: 'as-sent',
    storedKey: async (fx, response) =>
      (
        await first(
          fx.ctx.database.db
            .select()
            .from(tags)
            .where(eq(tags.id, idOf(response))),
        )
      )?.documentKey ?? null,
    link: async (_fx, response) => (response.json() as { documentUrl: string }).documentUrl,
  },
  {
    route: 'PUT /api/tags/:id',
    field: 'documentFile',
    maxBytes: TAG_DOCUMENT_MAX_BYTES,
    fields: () => ({ name: 'Upload tag', actionType: 'DOCUMENT' }),
    url: (fx) => `/api/tags/${fx.a.tagId}`,
    keeping: 'as-sent',
    storedKey: async (fx) =>
      (await first(fx.ctx.database.db.select().from(tags).where(eq(tags.id, fx.a.tagId))))?.documentKey ?? null,
    link: async (_fx, response) => (response.json() as { documentUrl: string }).documentUrl,
  },
  {
    route: 'POST /api/orders/request',
    field: 'orderLogoFile',
    maxBytes: ORDER_LOGO_MAX_BYTES,
    fields: () => ({ productType: 'nfc_card_individual', quantity: '10', shippingCountry: 'DE' }),
    url: () => '/api/orders/request',
    keeping: 'as-sent',
    takesSvg: true,
    storedKey: async (fx, response) => {
      const { orderId } = response.json() as { orderId: string };
      return (await first(fx.ctx.database.db.select().from(orders).where(eq(orders.id, orderId))))?.logoKey ?? null;
    },
    link: async (fx, response) => {
      const { orderId } = response.json() as { orderId: string };
      const link = await fx.call({ method: 'GET', url: `/api/admin/orders/${orderId}/logo-presigned-url` }, fx.admin);
      return (link.json() as { presignedUrl: string }).presignedUrl;
    },
  },
  {
    route: 'POST /api/qr-style/logo',
    field: 'logo',
    maxBytes: QR_LOGO_MAX_BYTES,
    fields: () => ({}),
    url: () => '/api/qr-style/logo',
    keeping: 'reencoded',
    storedKey: async (fx) =>
      (await first(fx.ctx.database.db.select().from(qrStyles).where(eq(qrStyles.organisationId, fx.a.organisationId))))
        ?.logoKey ?? null,
  },
];

/** File fields whose content is read and never stored (uploads.test.ts checks them apart from the stored ones). */
const parsedOnly = [
  {
    route: 'POST /api/team/invitations/bulk',
    field: 'file',
    url: '/api/team/invitations/bulk',
    maxBytes: BULK_INVITATION_MAX_BYTES,
  },
];

const SCRIPT = '<script>alert(1)</script>';
const svgWithScript = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}<rect width="10" height="10"/></svg>`,
);
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(200)]);
/** A GIF header in front of JavaScript: no image at all, but the magic number says GIF. */
const gifScript = Buffer.from(`GIF89a/*\x00\x00\x00\x00*/=1;alert(document.domain)//${SCRIPT}`);

async function countFiles(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).length;
}

describe('uploads', () => {
  let fx: Fixture;
  let png: Buffer;
  let uploadsDir: string;
  beforeAll(async () => {
    fx = await createFixture();
    png = await samples.png();
    uploadsDir = path.join(fx.ctx.config.dataDir, 'uploads');
  });
  afterAll(() => fx?.ctx.close());

  const upload = (target: UploadTarget, file: { name: string; type: string; data: Buffer }) => {
    const body = multipartBody(target.fields(fx), { field: target.field, ...file });
    const [method] = target.route.split(' ');
    return fx.call(
      { method: method as 'POST', url: target.url(fx), headers: body.headers, payload: body.payload },
      fx.a,
    );
  };

  /** Refused with a clear message, and neither a row nor a file was kept. */
  async function expectRefused(
    target: UploadTarget,
    file: { name: string; type: string; data: Buffer },
    status: number,
    message: RegExp,
  ) {
    const scope = { userIds: [fx.a.id] };
    const [rowsBefore, filesBefore] = [await snapshot(fx.ctx, scope), await countFiles(uploadsDir)];
    const response = await upload(target, file);
    expect(response.statusCode, `${target.route} ${file.name}: ${response.body}`).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await snapshot(fx.ctx, scope), `${target.route} ${file.name} stored a row`).toBe(rowsBefore);
    expect(await countFiles(uploadsDir), `${target.route} ${file.name} stored a file`).toBe(filesBefore);
  }

  it('covers every file field a route reads', async () => {
    const featuresDir = path.join(import.meta.dirname, '..', 'features');
    const files = (await readdir(featuresDir, { recursive: true })).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    );
    const read = new Set<string>();
    for (const name of files) {
      const code = await readFile(path.join(featuresDir, name), 'utf8');
      for (const match of code.matchAll(/fileField:\s*'(\w+)'/g)) read.add(match[1]!);
      // A route reading several files names them in one array.
      for (const match of code.matchAll(/fileFields:\s*\[([^\]]*)\]/g)) {
        for (const quoted of match[1]!.matchAll(/'(\w+)'/g)) read.add(quoted[1]!);
      }
    }
    const covered = [...targets.map((target) => target.field), ...parsedOnly.map((target) => target.field)];
    expect([...read].sort()).toEqual([...new Set(covered)].sort());
  });

  // Files that are read and never stored: the bulk invitation CSV. Anything that is not such a CSV is refused
  // whole, and nothing is kept, neither a row nor a file nor a mail.
  for (const target of parsedOnly) {
    it(`${target.route} (${target.field}) refuses executables, images, scripts, empty and oversize files`, async () => {
      const scope = { userIds: [fx.a.id] };
      const bad = [
        { name: 'team.csv', type: 'text/csv', data: samples.exe, status: 400 },
        { name: 'team.csv', type: 'text/csv', data: elf, status: 400 },
        { name: 'team.csv', type: 'text/csv', data: png, status: 400 },
        { name: 'team.csv', type: 'text/csv', data: svgWithScript, status: 400 },
        { name: 'team.csv', type: 'text/csv', data: Buffer.alloc(0), status: 400 },
        { name: 'team.csv', type: 'text/csv', data: Buffer.alloc(target.maxBytes + 1, 'a'), status: 413 },
      ];
      for (const { status, ...file } of bad) {
        const before = [await snapshot(fx.ctx, scope), await countFiles(uploadsDir)];
        const body = multipartBody({}, { field: target.field, ...file });
        const response = await fx.call({ method: 'POST', url: target.url, ...body }, fx.a);
        expect(response.statusCode, `${file.data.length} bytes: ${response.body.slice(0, 200)}`).toBe(status);
        expect(response.json().message).toEqual(expect.any(String));
        expect([await snapshot(fx.ctx, scope), await countFiles(uploadsDir)]).toEqual(before);
      }
    });
  }

  for (const target of targets) {
    describe(`${target.route} (${target.field})`, () => {
      it('refuses a disguised Windows or Linux executable named .png', async () => {
        for (const data of [samples.exe, elf]) {
          await expectRefused(target, { name: 'photo.png', type: 'image/png', data }, 415, /must|could not/i);
        }
      });

      it('refuses a GIF header in front of a script (a polyglot that is no image)', async () => {
        await expectRefused(target, { name: 'a.gif', type: 'image/gif', data: gifScript }, 415, /must|could not/i);
      });

      it(target.takesSvg ? 'stores an SVG as a PNG, no script' : 'refuses an SVG carrying a script', async () => {
        const file = { name: 'logo.svg', type: 'image/svg+xml', data: svgWithScript };
        if (!target.takesSvg) return expectRefused(target, file, 415, /must|could not/i);
        const response = await upload(target, file);
        expect(response.statusCode).toBe(201);
        const key = (await target.storedKey(fx, response))!;
        expect(key).toMatch(/\.png$/);
        const stored = (await fx.ctx.app.appDeps.storage.get(key))!;
        expect((await sharp(stored).metadata()).format).toBe('png');
        expect(stored.toString('latin1')).not.toMatch(/<script|onload|alert/i);
      });

      it('refuses a file over the limit with 413 and an empty file with 400', async () => {
        const big = Buffer.concat([png, Buffer.alloc(target.maxBytes + 1 - png.length)]);
        await expectRefused(target, { name: 'big.png', type: 'image/png', data: big }, 413, /too large/i);
        await expectRefused(target, { name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }, 400, /empty/i);
      });

      it('keeps no script of a PNG with HTML appended, and serves it only as an inert image', async () => {
        const polyglot = Buffer.concat([png, Buffer.from(`<html>${SCRIPT}</html>`)]);
        const response = await upload(target, { name: 'cat.png', type: 'image/png', data: polyglot });
        expect(response.statusCode, response.body).toBeLessThan(300);
        const key = (await target.storedKey(fx, response))!;
        const stored = (await fx.ctx.app.appDeps.storage.get(key))!;
        if (target.keeping === 'reencoded') {
          expect(stored.includes(Buffer.from('<script'))).toBe(false);
          return;
        }
        const link = new URL(await target.link!(fx, response));
        const served = await fx.call({ method: 'GET', url: `${link.pathname}${link.search}` });
        expect(served.statusCode).toBe(200);
        // Shown inline as the image it is, or handed over as a download: never as a page.
        expect(served.headers['content-type']).toMatch(/^(image\/png|application\/octet-stream)$/);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.headers['content-security-policy']).toMatch(/sandbox/);
      });

      it('never lets the client’s file name reach the storage key', async () => {
        const names = ['../../etc/passwd.png', '..\\..\\x.png', '/etc/cron.d/evil.png', 'a\u0000b.png'];
        for (const name of names) {
          const document = target.field === 'documentFile' && name.startsWith('..\\');
          const file = document
            ? { name: '..\\..\\x.pdf', type: 'application/pdf', data: samples.pdf }
            : { name, type: 'image/png', data: png };
          const response = await upload(target, file);
          expect(response.statusCode, `${file.name}: ${response.body}`).toBeLessThan(300);
          const key = (await target.storedKey(fx, response))!;
          expect(key).toMatch(/^[a-z-]+\/[0-9a-f-]{36}\.(png|jpg|pdf)$/);
          const documentName = (response.json() as { documentName?: string }).documentName;
          if (documentName !== undefined) expect(documentName).toMatch(/^[\w.-]+$/);
        }
        expect(existsSync(path.join(fx.ctx.config.dataDir, 'etc'))).toBe(false);
        expect(existsSync(path.join(fx.ctx.config.dataDir, '..', 'etc', 'passwd.png'))).toBe(false);
      });
    });
  }
});
