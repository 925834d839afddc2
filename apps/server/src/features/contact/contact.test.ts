import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, lastMailTo, randomIp, type TestContext } from '../../../test/helpers.ts';
import { contactMessages } from '../../db/schema.ts';

describe('POST /api/contact', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { CONTACT_EMAIL: 'hello@nfc.test' } });
  });
  afterAll(() => ctx.close());

  const send = (payload: object, remoteAddress = randomIp()) =>
    ctx.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
  const message = () => ({
    name: 'Max <b>',
    email: `max-${Date.now()}@example.com`,
    subject: 'Fobs for 200 staff',
    message: 'Hello,\nwe need fobs.',
  });

  it('stores the message and mails it, escaped, to CONTACT_EMAIL', async () => {
    const body = message();
    const response = await send(body);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/within 24 hours/);
    const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(row).toMatchObject({ subject: 'Fobs for 200 staff', message: 'Hello,\nwe need fobs.' });
    const mail = await lastMailTo(ctx, 'hello@nfc.test');
    expect(mail?.subject).toBe('[Contact] Fobs for 200 staff');
    expect(mail?.html).toContain('Max &#60;b&#62;');
  });

  it('names every missing field, keeps nothing from a filled honeypot, and limits each address', async () => {
    const bad = await send({ name: '', email: 'nope', subject: ' ', message: 'x'.repeat(5001) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    const bot = { ...message(), website: 'http://spam.example' };
    expect((await send(bot)).statusCode).toBe(201);
    expect(
      await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, bot.email)),
    ).toHaveLength(0);
    const ip = randomIp();
    const statuses = [];
    for (let index = 0; index < 6; index++) statuses.push((await send(message(), ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
