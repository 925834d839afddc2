import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, uniqueEmail } from '../../../test/helpers.ts';
import { createMailer, OUTBOX_RETENTION_MS, retryDelayMs } from './outbox.ts';

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

  it('delivers each mail once when copies on one database send and sweep at the same time', async () => {
    const delivered: string[] = [];
    const copy = () =>
      createMailer({
        db: ctx.database.db,
        transport: { kind: 'smtp', deliver: async ({ to }) => void delivered.push(to) },
        from: 'x@example.com',
        logger: ctx.app.log,
      });
    const copies = [copy(), copy(), copy()];
    const addresses = Array.from({ length: 12 }, () => uniqueEmail('once'));
    await Promise.all(
      addresses.map((to, index) => copies[index % 3]!.send({ to, subject: 'Once', text: 't', html: 'h' })),
    );
    await Promise.all(copies.flatMap((mailer) => [mailer.flush(), mailer.flush()]));
    const ours = delivered.filter((to) => addresses.includes(to));
    expect(ours.sort()).toEqual([...addresses].sort());
    const rows = (await copies[0]!.list(500)).filter((row) => addresses.includes(row.to));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('keeps a failed mail pending with a later retry and the error', async () => {
    const to = uniqueEmail('fail');
    let calls = 0;
    const mailer = createMailer({
      db: ctx.database.db,
      transport: {
        kind: 'smtp',
        // On a shared PostgreSQL database this mailer's sweep may also claim other tests' due mails: count its own.
        deliver: async (message) => {
          if (message.to === to) calls++;
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

  it('keeps no link of a mail delivered by SMTP, and deletes delivered mails after a week', async () => {
    const to = uniqueEmail('smtp');
    const mailer = createMailer({
      db: ctx.database.db,
      transport: { kind: 'smtp', deliver: async () => {} },
      from: 'x@example.com',
      logger: ctx.app.log,
    });
    const link = 'http://app.test/reset-password?token=secret-token';
    await mailer.send({ to, subject: 'Reset', text: `Go: ${link}`, html: `<a href="${link}">Go</a>` });
    await mailer.flush();
    const [delivered] = (await mailer.list(500)).filter((row) => row.to === to);
    expect(delivered).toMatchObject({ status: 'sent', subject: 'Reset' });
    expect(`${delivered!.text}${delivered!.html}`).not.toContain('secret-token');

    const sixDaysOn = new Date(Date.now() + OUTBOX_RETENTION_MS - 86_400_000);
    await mailer.prune(sixDaysOn);
    expect((await mailer.list(500)).some((row) => row.to === to)).toBe(true);
    const eightDaysOn = new Date(Date.now() + OUTBOX_RETENTION_MS + 86_400_000);
    expect(await mailer.prune(eightDaysOn)).toBeGreaterThan(0);
    expect((await mailer.list(500)).some((row) => row.to === to)).toBe(false);
  });

  it('never prunes a mail still waiting to be delivered', async () => {
    const to = uniqueEmail('waiting');
    const mailer = createMailer({
      db: ctx.database.db,
      transport: { kind: 'smtp', deliver: async () => Promise.reject(new Error('down')) },
      from: 'x@example.com',
      logger: ctx.app.log,
    });
    await mailer.send({ to, subject: 'Later', text: 't', html: 'h' });
    await mailer.flush();
    await mailer.prune(new Date(Date.now() + 30 * 86_400_000));
    expect((await mailer.list(500)).find((row) => row.to === to)).toMatchObject({ status: 'pending', text: 't' });
  });

  it('backs off exponentially up to an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
