import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, givePlan, signUp, type TestContext } from '../../../test/helpers.ts';

/** The characters a .vcf line or a mail must never carry: C1 next-line, line and paragraph separators, BEL, CSI. */
const UNSAFE = ['\u0085', '\u2028', '\u2029', '\u0007', '\u009b'];
const hasUnsafe = (text: string) => UNSAFE.some((char) => text.includes(char));

describe('control characters in card text', () => {
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    owner = await signUp(ctx);
    await givePlan(ctx, owner.user.id, 'Core');
  });
  afterAll(() => ctx.close());

  it('keeps none of them in the stored card, its .vcf or its e-mail signature; the bio keeps its line breaks', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/vcf-configs',
      headers: auth(owner.token),
      payload: {
        configName: 'Control\u0085card',
        name: 'Eri\u0007ka\u009b',
        surname: 'Muster\u2028mann',
        position: 'Head\u0085of\u2029Sales',
        bio: 'Line one\u2028Line two\u0007\u2029Line three\u0085end',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const card = created.json();
    expect(card).toMatchObject({
      configName: 'Control card',
      name: 'Erika',
      surname: 'Muster mann',
      position: 'Head of Sales',
      bio: 'Line one\nLine two\nLine three\nend',
    });

    const vcf = await ctx.app.inject({ method: 'GET', url: `/api/vcf/download/${card.downloadToken}` });
    expect(vcf.statusCode).toBe(200);
    expect(hasUnsafe(vcf.body)).toBe(false);
    // Every line of the file ends in CR LF: no bare CR or LF from the text splits a property.
    expect(vcf.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(vcf.body).toContain('N:Muster mann;Erika;;;\r\n');
    expect(vcf.body).toContain('TITLE:Head of Sales\r\n');
    expect(vcf.body).toContain('NOTE:Line one\\nLine two\\nLine three\\nend\r\n');

    const signature = await ctx.app.inject({
      method: 'GET',
      url: `/api/vcf-configs/${card.id}/email-signature`,
      headers: auth(owner.token),
    });
    expect(signature.statusCode, signature.body).toBe(200);
    const { html, text } = signature.json();
    expect(hasUnsafe(html)).toBe(false);
    expect(hasUnsafe(text)).toBe(false);
    expect(text.split('\n').slice(0, 2)).toEqual(['Erika Muster mann', 'Head of Sales']);
    expect(html).toContain('Erika Muster mann');
  });

  it('cleans an update the same way', async () => {
    const card = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/vcf-configs',
        headers: auth(owner.token),
        payload: { configName: 'Plain' },
      })
    ).json();
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/vcf-configs/${card.id}`,
      headers: auth(owner.token),
      payload: { configName: 'Plain', position: '\u009bCEO\u0007', bio: 'a\r\nb\u0085' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ position: 'CEO', bio: 'a\nb' });
  });
});
