import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  givePlan,
  multipartBody,
  samples,
  signUp,
  type TestContext,
} from '../../../test/helpers.ts';
import { qrStyles } from '../../db/schema.ts';

/** The text of the one QR code in a PNG or SVG image, read back as a phone would. */
async function decode(image: Buffer): Promise<string | null> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/** The colour of the pixel at (x, y) as #rrggbb. */
async function pixel(image: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return `#${[0, 1, 2].map((channel) => (data[offset + channel] ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

describe('branded QR codes', () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  let tag: { id: string; userFacingId: string };
  let card: { id: string; downloadToken: string };
  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await signUp(ctx);
    other = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Pro');
    await givePlan(ctx, other.user.id, 'Pro');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: auth(owner.token),
      payload: { name: 'Café Tür 1', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.com' } },
    });
    tag = created.json();
    const cardResponse = await ctx.app.inject({
      method: 'POST',
      url: '/api/vcf-configs',
      headers: auth(owner.token),
      payload: { configName: 'Trade fair', name: 'Erika' },
    });
    card = cardResponse.json();
  });
  afterAll(() => ctx.close());

  const get = (url: string, token = owner.token) => ctx.app.inject({ method: 'GET', url, headers: auth(token) });
  const putStyle = (payload: object, token = owner.token) =>
    ctx.app.inject({ method: 'PUT', url: '/api/qr-style', headers: auth(token), payload });
  const uploadLogo = (file: { name: string; type: string; data: Buffer }, token = owner.token) => {
    const body = multipartBody({}, { field: 'logo', ...file });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/qr-style/logo',
      headers: { ...auth(token), ...body.headers },
      payload: body.payload,
    });
  };
  const tagUrl = () => `http://app.test/t/${tag.userFacingId}?src=qr`;
  const storedLogos = async () => {
    const folder = path.join(ctx.config.dataDir, 'uploads', 'qr-logos');
    const names = await readdir(folder).catch(() => [] as string[]);
    return names.filter((name) => name.endsWith('.png'));
  };

  it('starts black on white without a logo, and needs a signed-in user', async () => {
    const style = await get('/api/qr-style');
    expect(style.statusCode).toBe(200);
    expect(style.json()).toEqual({
      foreground: '#000000',
      background: '#ffffff',
      hasLogo: false,
      brandLogo: false,
      brandPrimaryColor: null,
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/qr-style' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/tags/${tag.id}/qr.png` })).statusCode).toBe(401);
  });

  it('renders a tag PNG in the default style that decodes to its QR scan link', async () => {
    const response = await get(`/api/tags/${tag.id}/qr.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBeUndefined();
    const png = response.rawPayload;
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    expect(await decode(png)).toBe(tagUrl());
    // The quiet zone is background, the top-left finder pattern foreground.
    expect(await pixel(png, 5, 5)).toBe('#ffffff');
  });

  it('renders an SVG that, rasterised, decodes to the same link; download=1 names the file', async () => {
    const response = await get(`/api/tags/${tag.id}/qr.svg?download=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="qr-Cafe-Tur-1-${tag.userFacingId}.svg"`,
    );
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).not.toContain('<script');
    expect(await decode(await sharp(Buffer.from(response.body)).resize(600).png().toBuffer())).toBe(tagUrl());
    const png = await get(`/api/tags/${tag.id}/qr.png?download=1`);
    expect(png.headers['content-disposition']).toBe(`attachment; filename="qr-Cafe-Tur-1-${tag.userFacingId}.png"`);
  });

  it('saves dark-on-light colours and draws the codes in them', async () => {
    const saved = await putStyle({ foreground: '#1E3A8A', background: '#FEF3C7' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      foreground: '#1e3a8a',
      background: '#fef3c7',
      hasLogo: false,
      brandLogo: false,
      brandPrimaryColor: null,
    });
    expect((await get('/api/qr-style')).json()).toMatchObject({ foreground: '#1e3a8a', background: '#fef3c7' });
    const png = (await get(`/api/tags/${tag.id}/qr.png?size=512`)).rawPayload;
    expect((await sharp(png).metadata()).width).toBe(512);
    expect(await decode(png)).toBe(tagUrl());
    expect(await pixel(png, 2, 2)).toBe('#fef3c7');
    const svg = (await get(`/api/tags/${tag.id}/qr.svg`)).body;
    expect(svg).toContain('fill="#1e3a8a"');
    expect(await decode(await sharp(Buffer.from(svg)).resize(600).png().toBuffer())).toBe(tagUrl());
  });

  it('refuses low-contrast, inverted and malformed colours field by field, storing nothing', async () => {
    const cases: Array<[object, string, RegExp]> = [
      [{ foreground: '#777777', background: '#ffffff' }, 'foreground', /contrast must be at least 4.5:1/],
      [{ foreground: '#ffffff', background: '#000000' }, 'foreground', /darker than the background/],
      [{ foreground: 'red', background: '#ffffff' }, 'foreground', /#rrggbb/],
      [{ foreground: '#000000', background: '#fff' }, 'background', /#rrggbb/],
      [{ foreground: '#000000', background: 'url(javascript:1)' }, 'background', /#rrggbb/],
      [{ foreground: '#000000' }, 'background', /required/],
    ];
    for (const [payload, field, message] of cases) {
      const response = await putStyle(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[field], JSON.stringify(payload)).toMatch(message);
    }
    expect((await get('/api/qr-style')).json()).toMatchObject({ foreground: '#1e3a8a', background: '#fef3c7' });
    const german = await ctx.app.inject({
      method: 'PUT',
      url: '/api/qr-style',
      headers: { ...auth(owner.token), 'accept-language': 'de' },
      payload: { foreground: '#ffffff', background: '#000000' },
    });
    expect(german.json().errors.foreground).toMatch(/dunkler als der Hintergrund/);
  });

  it('takes a PNG logo, re-encodes it to at most 256 px, and the code with the logo still decodes', async () => {
    const response = await uploadLogo({ name: 'logo.png', type: 'image/png', data: await samples.png(600, 300) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ hasLogo: true });
    const [row] = await ctx.database.db
      .select()
      .from(qrStyles)
      .where(eq(qrStyles.organisationId, owner.user.organisationId));
    expect(row?.logoContentType).toBe('image/png');
    const stored = await ctx.app.appDeps.storage.get(row?.logoKey ?? '');
    expect(await sharp(stored as Buffer).metadata()).toMatchObject({ format: 'png', width: 256, height: 128 });

    const png = (await get(`/api/tags/${tag.id}/qr.png`)).rawPayload;
    expect(await decode(png)).toBe(tagUrl());
    // The logo (#3366ff) sits in the middle of the code.
    expect(await pixel(png, 512, 512)).toBe('#3366ff');
    const svg = (await get(`/api/tags/${tag.id}/qr.svg`)).body;
    expect(svg).toContain('href="data:image/png;base64,');
    expect(await decode(await sharp(Buffer.from(svg)).resize(800).png().toBuffer())).toBe(tagUrl());
  });

  it('replaces a logo and deletes the old file; a JPEG and a WebP are accepted', async () => {
    const before = await storedLogos();
    expect(before).toHaveLength(1);
    const jpeg = await uploadLogo({ name: 'photo.jpg', type: 'image/jpeg', data: await samples.jpegWithExif() });
    expect(jpeg.statusCode).toBe(200);
    const webp = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#224466' } })
      .webp()
      .toBuffer();
    expect((await uploadLogo({ name: 'logo.webp', type: 'image/webp', data: webp })).statusCode).toBe(200);
    const after = await storedLogos();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
  });

  it('refuses a non-image, a disguised executable, an oversized file, an SVG and a GIF, storing nothing', async () => {
    const before = await storedLogos();
    const big = await sharp({
      create: {
        width: 1400,
        height: 1400,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const cases: Array<[{ name: string; type: string; data: Buffer }, number]> = [
      [{ name: 'notes.txt', type: 'text/plain', data: Buffer.from('just some text') }, 415],
      [{ name: 'logo.png', type: 'image/png', data: samples.exe }, 415],
      [{ name: 'logo.png', type: 'image/png', data: big }, 413],
      [
        {
          name: 'logo.svg',
          type: 'image/svg+xml',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
        415,
      ],
      [{ name: 'logo.gif', type: 'image/gif', data: await samples.gif() }, 415],
      [{ name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }, 400],
    ];
    for (const [file, status] of cases) {
      const response = await uploadLogo(file);
      expect(response.statusCode, file.name).toBe(status);
      expect(response.json().errors.logo, file.name).toBeTruthy();
    }
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/qr-style/logo',
      headers: auth(owner.token),
      payload: {},
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors.logo).toMatch(/PNG, JPEG or WebP/);
    expect(await storedLogos()).toEqual(before);
    expect((await get('/api/qr-style')).json().hasLogo).toBe(true);
  });

  it('previews unsaved colours with or without the saved logo, validated like the saved style', async () => {
    const preview = await get('/api/qr-style/preview.svg?foreground=%23064e3b&background=%23ecfdf5&logo=1');
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(preview.body).toContain('fill="#064e3b"');
    expect(preview.body).toContain('data:image/png;base64,');
    expect(await decode(await sharp(Buffer.from(preview.body)).resize(800).png().toBuffer())).toBe(
      'http://app.test/t/PREVIEW0?src=qr',
    );
    const plain = await get('/api/qr-style/preview.svg?foreground=%23064e3b&background=%23ecfdf5&logo=0');
    expect(plain.body).not.toContain('data:image');
    // The preview changes nothing.
    expect((await get('/api/qr-style')).json()).toMatchObject({ foreground: '#1e3a8a' });

    const bad: Array<[string, string]> = [
      ['foreground=%23dddddd&background=%23ffffff', 'foreground'],
      ['foreground=%23ffffff&background=%23000000', 'foreground'],
      ['foreground=blue&background=%23ffffff', 'foreground'],
      ['foreground=%23000000', 'background'],
      ['foreground=%23000000&background=%23ffffff&logo=yes', 'logo'],
    ];
    for (const [query, field] of bad) {
      const response = await get(`/api/qr-style/preview.svg?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors), query).toContain(field);
    }
  });

  it('keeps PNG sizes between 128 and 2048 pixels', async () => {
    expect((await sharp((await get(`/api/tags/${tag.id}/qr.png?size=128`)).rawPayload).metadata()).width).toBe(128);
    expect((await sharp((await get(`/api/tags/${tag.id}/qr.png?size=2048`)).rawPayload).metadata()).width).toBe(2048);
    for (const size of ['127', '2049', '12.5', 'big', '-1']) {
      const response = await get(`/api/tags/${tag.id}/qr.png?size=${size}`);
      expect(response.statusCode, size).toBe(400);
      expect(response.json().errors.size, size).toBe('The size must be a whole number from 128 to 2048.');
    }
    expect((await get(`/api/tags/${tag.id}/qr.svg?download=maybe`)).statusCode).toBe(400);
  });

  it('renders a vCard code that decodes to its public card link', async () => {
    const png = await get(`/api/vcf-configs/${card.id}/qr.png?download=1`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-disposition']).toBe('attachment; filename="qr-vcard-Trade-fair.png"');
    expect(await decode(png.rawPayload)).toBe(`http://app.test/vcard/${card.downloadToken}?src=qr`);
    const svg = await get(`/api/vcf-configs/${card.id}/qr.svg`);
    expect(await decode(await sharp(Buffer.from(svg.body)).resize(800).png().toBuffer())).toBe(
      `http://app.test/vcard/${card.downloadToken}?src=qr`,
    );
  });

  it("answers 404 for another user's tag or vCard, and for unknown ids", async () => {
    for (const url of [
      `/api/tags/${tag.id}/qr.png`,
      `/api/tags/${tag.id}/qr.svg`,
      `/api/vcf-configs/${card.id}/qr.png`,
      `/api/vcf-configs/${card.id}/qr.svg`,
    ]) {
      expect((await get(url, other.token)).statusCode, url).toBe(404);
    }
    expect((await get('/api/tags/00000000-0000-4000-8000-000000000000/qr.svg')).statusCode).toBe(404);
    expect((await get('/api/tags/not-a-uuid/qr.png')).statusCode).toBe(404);
    expect((await get('/api/vcf-configs/not-a-uuid/qr.svg')).statusCode).toBe(404);
  });

  it("keeps each user's style to themselves: another user's codes stay black on white", async () => {
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: '/api/tags',
      headers: auth(other.token),
      payload: { name: 'Theirs', actionType: 'WEBSITE_LINK', actionData: { url: 'https://example.org' } },
    });
    expect((await get('/api/qr-style', other.token)).json()).toEqual({
      foreground: '#000000',
      background: '#ffffff',
      hasLogo: false,
      brandLogo: false,
      brandPrimaryColor: null,
    });
    const svg = (await get(`/api/tags/${theirs.json().id}/qr.svg`, other.token)).body;
    expect(svg).toContain('fill="#000000"');
    expect(svg).not.toContain('data:image');
  });

  it('removes the logo and its file', async () => {
    const removed = await ctx.app.inject({ method: 'DELETE', url: '/api/qr-style/logo', headers: auth(owner.token) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().hasLogo).toBe(false);
    expect(await storedLogos()).toEqual([]);
    expect((await get(`/api/tags/${tag.id}/qr.svg`)).body).not.toContain('data:image');
    const again = await ctx.app.inject({ method: 'DELETE', url: '/api/qr-style/logo', headers: auth(owner.token) });
    expect(again.statusCode).toBe(200);
  });
});
