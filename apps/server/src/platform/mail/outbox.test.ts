import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, uniqueEmail } from '../../../test/helpers.ts';
import { createMailer, retryDelayMs } from './outbox.ts';

describe('outbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('stores every mail, lists it on /api/dev/outbox and marks it sent', async () => {
    const to = uniqueEmail('mail');
    const mailer = createMailer({
      db: ctx.database.db,
      transport: { kind: 'log', deliver: async () => {} },
      from: 'x@example.com',
      logger: ctx.app.log,
    });
    await mailer.send({ to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
    await mailer.flush();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const mail = response.json().find((row: { to: string }) => row.to === to);
    expect(mail).toMatchObject({ subject: 'Hello', text: 'Hi', status: 'sent' });
  });

  it('keeps a failed mail pending with a later retry and the error', async () => {
    const to = uniqueEmail('fail');
    let calls = 0;
    const mailer = createMailer({
      db: ctx.database.db,
      transport: {
        kind: 'smtp',
        deliver: async () => {
          calls++;
          throw new Error('connection refused');
        },
      },
      from: 'x@example.com',
      logger: ctx.app.log,
    });
    await mailer.send({ to, subject: 'Retry me', text: 't', html: 'h' });
    await mailer.flush();
    const mail = (await mailer.list()).find((row) => row.to === to);
    expect(calls).toBe(1);
    expect(mail).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(mail!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
  });

  it('backs off exponentially up to an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});

describe('/api/dev in production', () => {
  it('does not exist', async () => {
    const ctx = await createTestApp({
      env: { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ALLOW_SIMULATED_PAYMENTS: 'true' },
    });
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
