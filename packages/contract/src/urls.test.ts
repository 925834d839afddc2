import { describe, expect, it } from 'vitest';
import { tagBodySchema } from './tags.ts';
import { httpUrlSchema, withHttpsScheme } from './urls.ts';
import { vcardBodySchema } from './vcards.ts';
import { createWebhookBodySchema } from './webhooks.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('withHttpsScheme', () => {
  it.each([
    ['sonnenblume-baeckerei.de', 'https://sonnenblume-baeckerei.de'],
    ['www.x.de/path', 'https://www.x.de/path'],
    ['shop.example.com:8443/menu?table=4#top', 'https://shop.example.com:8443/menu?table=4#top'],
    ['  bäckerei-müller.de  ', 'https://bäckerei-müller.de'],
    ['192.168.1.10', 'https://192.168.1.10'],
  ])('puts https:// before the bare host %s', (input, expected) => {
    expect(withHttpsScheme(input)).toBe(expected);
  });

  it.each([
    ['https://example.com', 'https://example.com'],
    ['http://example.com/x', 'http://example.com/x'],
    ['  https://example.com/a  ', 'https://example.com/a'],
    ['mailto:hello@example.com', 'mailto:hello@example.com'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['hello@example.com', 'hello@example.com'],
    ['localhost', 'localhost'],
    ['not a url', 'not a url'],
    ['', ''],
  ])('leaves %s alone apart from trimming', (input, expected) => {
    expect(withHttpsScheme(input)).toBe(expected);
  });

  it('passes anything but text through', () => {
    expect(withHttpsScheme(undefined)).toBeUndefined();
    expect(withHttpsScheme(42)).toBe(42);
  });

  it('answers quickly on long hostile input', () => {
    const started = performance.now();
    withHttpsScheme(`${'a.'.repeat(20_000)}!`);
    withHttpsScheme(`${'a'.repeat(50_000)}.b:${'1'.repeat(50_000)}`);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('httpUrlSchema', () => {
  it.each([
    ['sonnenblume-baeckerei.de', 'https://sonnenblume-baeckerei.de'],
    ['www.x.de/path', 'https://www.x.de/path'],
    ['example.com:8080', 'https://example.com:8080'],
    ['https://example.com', 'https://example.com'],
    ['http://example.com', 'http://example.com'],
    ['  example.org/a  ', 'https://example.org/a'],
  ])('reads %s as %s', (input, expected) => {
    expect(httpUrlSchema.parse(input)).toBe(expected);
  });

  it.each([
    'mailto:hello@example.com',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://example.com',
    'hello@example.com',
    'localhost',
    '/relative/path',
    'http:/example.com',
    '',
  ])('refuses %s', (input) => {
    expect(messageOf(httpUrlSchema.safeParse(input))).toBe('validation.url');
  });
});

describe('URL fields of the resources', () => {
  it('a website tag stores its bare host with https://', () => {
    const tag = tagBodySchema.parse({ name: 'Bakery', actionData: { url: ' sonnenblume-baeckerei.de ' } });
    expect(tag.actionData.url).toBe('https://sonnenblume-baeckerei.de');
  });

  it('a website tag still refuses javascript:', () => {
    const result = tagBodySchema.safeParse({ name: 'Bad', actionData: { url: 'javascript:alert(1)' } });
    expect(messageOf(result)).toBe('validation.url');
  });

  it('a card reads its bare website and link hosts as https', () => {
    const card = vcardBodySchema.parse({
      configName: 'Card',
      name: 'Ada',
      websiteUrl: 'sonnenblume-baeckerei.de',
      linkedinUrl: 'www.linkedin.com/in/ada',
      links: [{ label: 'Menu', url: 'sonnenblume-baeckerei.de/menu' }],
    });
    expect(card.websiteUrl).toBe('https://sonnenblume-baeckerei.de');
    expect(card.linkedinUrl).toBe('https://www.linkedin.com/in/ada');
    expect(card.links).toEqual([{ label: 'Menu', url: 'https://sonnenblume-baeckerei.de/menu' }]);
  });

  it('a webhook reads a bare host as https and still refuses credentials', () => {
    const body = { url: 'hooks.example.com/nfc', events: ['scan.created'] };
    expect(createWebhookBodySchema.parse(body).url).toBe('https://hooks.example.com/nfc');
    const withCredentials = createWebhookBodySchema.safeParse({ ...body, url: 'https://a:b@hooks.example.com' });
    expect(messageOf(withCredentials)).toBe('validation.urlCredentials');
  });
});
