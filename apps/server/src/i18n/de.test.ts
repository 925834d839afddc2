import { type ValidationMessageKey, validationMessages } from '@nfc/contract/messages';
import { type ServerMessageKey, serverMessages } from '@nfc/contract/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, randomIp, type TestContext } from '../../test/helpers.ts';
import { notFound } from '../errors.ts';
import { serverMessagesDe, validationMessagesDe } from './de.ts';
import { msg, renderMessage } from './messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/** Keys whose German is, for now, the English text (nouns that read the same, and answers not yet translated). */
const sameInGerman = [
  'noun.tag',
  'noun.vcard',
  'noun.account',
  'noun.logo',
  'noun.domain',
  'noun.pricingTier',
  'noun.customization',
  'noun.shippingRate',
  'orders.quantityInvalid',
  'subscriptions.invalidSignature',
  'files.linkInvalid',
  'metrics.tokenRequired',
  'health.databaseUnavailable',
  'vcards.signatureLogoAltPlain',
];

describe('German catalogue', () => {
  it('has a German text with the same placeholders for every server message key, and no other keys', () => {
    expect(Object.keys(serverMessagesDe).sort()).toEqual(Object.keys(serverMessages).sort());
    for (const [key, english] of Object.entries(serverMessages)) {
      const german = serverMessagesDe[key as ServerMessageKey];
      expect(german?.trim(), key).toBeTruthy();
      expect(placeholders(german), key).toEqual(placeholders(english));
    }
  });

  it('translates every message, except the few listed as reading the same', () => {
    const same = Object.entries(serverMessages)
      .filter(([key, english]) => serverMessagesDe[key as ServerMessageKey] === english)
      .map(([key]) => key);
    expect(same.sort()).toEqual([...sameInGerman].sort());
  });
});

describe('German answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('translate every validation message and the messages with values', () => {
    for (const [key, english] of Object.entries(validationMessages)) {
      expect(validationMessagesDe[key as ValidationMessageKey], english).not.toBe(english);
    }
    expect(renderMessage(notFound('noun.tag').localized, 'de')).toBe('Tag nicht gefunden.');
    expect(renderMessage(msg('uploads.fileTooLarge', { size: 5 }), 'de')).toBe(
      'Die Datei ist zu groß (höchstens 5 MB).',
    );
    const invalidEmail = msg('common.invalidField', { field: 'email', message: msg('validation.email') });
    expect(renderMessage(invalidEmail, 'en')).toBe('Invalid input: email: Enter a valid e-mail address.');
    expect(renderMessage(invalidEmail, 'de')).toBe(
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
