import { validationMessages } from '@nfc/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, randomIp, type TestContext } from '../../test/helpers.ts';
import { toGerman } from './german.ts';

describe('German answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('translate every validation message and the messages with values', () => {
    for (const english of Object.values(validationMessages)) expect(toGerman(english), english).not.toBe(english);
    expect(toGerman('Tag not found.')).toBe('Tag nicht gefunden.');
    expect(toGerman('The file is too large (at most 5 MB).')).toBe('Die Datei ist zu groß (höchstens 5 MB).');
    expect(toGerman('Invalid input: email: Enter a valid e-mail address.')).toBe(
      'Ungültige Eingabe: email: Geben Sie eine gültige E-Mail-Adresse ein.',
    );
  });

  it('answer errors, field errors and success messages in German when the client asks for German', async () => {
    const headers = { 'accept-language': 'de-DE,de;q=0.9' };
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      remoteAddress: randomIp(),
      payload: { email: 'nobody@example.com', password: 'wrong-one' },
    });
    expect(login.json().message).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    expect(login.headers['content-language']).toBe('de');
    const invalid = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      remoteAddress: randomIp(),
      payload: { email: 'x' },
    });
    expect(invalid.json().errors.email).toBe('Geben Sie eine gültige E-Mail-Adresse ein.');
    expect(invalid.json().errors.organisationName).toBe('Dieses Feld ist erforderlich.');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers,
      remoteAddress: randomIp(),
      payload: { email: 'nobody@example.com' },
    });
    expect(reset.json().data.message).toMatch(/^Falls es zu dieser Adresse ein Konto gibt/);
    const english = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: randomIp(),
      payload: { email: 'nobody@example.com', password: 'wrong-one' },
    });
    expect(english.json().message).toBe('Invalid e-mail or password.');
  });
});
