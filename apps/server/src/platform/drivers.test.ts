import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createTestApp,
  givePlan,
  multipartBody,
  randomIp,
  samples,
  signUp,
  type TestContext,
  validRegistration,
} from '../../test/helpers.ts';

describe('SMTP driver', () => {
  const received: Array<{ to: string; raw: string }> = [];
  let smtp: SMTPServer;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    ctx = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'NFC <no-reply@nfc.test>' } });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the verification mail with the right link, in the user’s language', async () => {
    const body = { ...validRegistration(), language: 'de' };
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body,
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(201);
    await ctx.app.appDeps.mailer.flush();
    const mail = received.find((item) => item.to === body.email);
    expect(mail).toBeDefined();
    const decoded = mail!.raw
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
    expect(decoded).toMatch(/http:\/\/app\.test\/verify-email\?3Dtoken|http:\/\/app\.test\/verify-email\?token=/);
    expect(mail!.raw).toMatch(/Subject: =\?UTF-8\?.*|Subject: Best/);
    expect(decoded).toContain('NFC <no-reply@nfc.test>');
    const [row] = await ctx.app.appDeps.mailer.list(1);
    expect(row).toMatchObject({ to: body.email, status: 'sent', attempts: 1 });
  });
});

describe('S3 driver', () => {
  let s3: S3rver;
  let dir: string;
  let ctx: TestContext;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'nfc-s3-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'cards', configs: [] }],
    });
    const { port } = (await s3.run()) as AddressInfo;
    ctx = await createTestApp({
      env: {
        S3_BUCKET: 'cards',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores, serves through presigned links and deletes pictures; the CSP allows its images', async () => {
    const user = await signUp(ctx);
    await givePlan(ctx, user.user.id, 'Core');
    const body = multipartBody(
      { configName: 'S3 card' },
      { field: 'profilePicture', name: 'p.png', type: 'image/png', data: await samples.png() },
    );
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/vcf-configs',
      headers: { ...auth(user.token), ...body.headers },
      payload: body.payload,
    });
    expect(created.statusCode).toBe(201);
    const card = created.json();
    const { presignedUrl } = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/vcf-configs/${card.id}/image-presigned-url`,
        headers: auth(user.token),
      })
    ).json();
    expect(presignedUrl).toMatch(/X-Amz-Signature=/);
    const picture = await fetch(presignedUrl);
    expect(picture.status).toBe(200);
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).format).toBe('jpeg');
    const vcf = await ctx.app.inject({ method: 'GET', url: `/api/vcf/download/${card.downloadToken}` });
    expect(vcf.body).toContain('PHOTO;ENCODING=b;TYPE=JPEG:');
    const headers = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(headers.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: http:\/\/127\.0\.0\.1:\d+/);

    await ctx.app.inject({ method: 'DELETE', url: `/api/vcf-configs/${card.id}`, headers: auth(user.token) });
    expect((await fetch(presignedUrl)).status).toBe(404);
  });

  it('uploads a stream in parts and reads it back as a stream (organisation exports)', async () => {
    const { storage } = ctx.app.appDeps;
    // Three parts of the 5 MB multipart upload.
    const chunks = Array.from({ length: 11 }, (_, index) => Buffer.alloc(1024 * 1024, index));
    const { sizeBytes } = await storage.putStream('exports/s3/a.zip', Readable.from(chunks), 'application/zip');
    expect(sizeBytes).toBe(11 * 1024 * 1024);
    const read: Buffer[] = [];
    for await (const chunk of (await storage.getStream('exports/s3/a.zip'))!) read.push(chunk as Buffer);
    expect(createHash('sha256').update(Buffer.concat(read)).digest('hex')).toBe(
      createHash('sha256').update(Buffer.concat(chunks)).digest('hex'),
    );
    expect(await storage.getStream('exports/s3/none.zip')).toBeNull();
    await storage.delete('exports/s3/a.zip');
    expect(await storage.get('exports/s3/a.zip')).toBeNull();
  });

  it('signs links for the public address when browsers reach the store elsewhere than the server does', async () => {
    const endpoint = new URL(ctx.config.s3?.endpoint ?? '');
    const publicEndpoint = `http://localhost:${endpoint.port}`;
    const other = await createTestApp({
      env: {
        S3_BUCKET: 'cards',
        S3_ENDPOINT: endpoint.origin,
        S3_PUBLIC_ENDPOINT: publicEndpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    try {
      const user = await signUp(other);
      await givePlan(other, user.user.id, 'Core');
      const body = multipartBody(
        { configName: 'Public address' },
        { field: 'profilePicture', name: 'p.png', type: 'image/png', data: await samples.png() },
      );
      const created = await other.app.inject({
        method: 'POST',
        url: '/api/vcf-configs',
        headers: { ...auth(user.token), ...body.headers },
        payload: body.payload,
      });
      const { presignedUrl } = (
        await other.app.inject({
          method: 'GET',
          url: `/api/vcf-configs/${created.json().id}/image-presigned-url`,
          headers: auth(user.token),
        })
      ).json();
      expect(new URL(presignedUrl).origin).toBe(publicEndpoint);
      expect((await fetch(presignedUrl)).status).toBe(200);
      const headers = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(headers.headers['content-security-policy']).toContain(publicEndpoint);
    } finally {
      await other.close();
    }
  });
});
