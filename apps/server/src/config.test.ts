import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      appUrl: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: undefined,
      jwtExpiresInSeconds: 86400,
      trustProxy: false,
      enableTestRoutes: false,
      s3: null,
      stripe: null,
      admin: null,
    });
  });

  it('names every bad variable in one clear error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_EXPIRES_IN: 'forever' })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_EXPIRES_IN: 'forever' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
      expect((error as Error).message).toMatch(/JWT_EXPIRES_IN/);
    }
  });

  it('requires a JWT secret in production and the admin e-mail and password together', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/JWT_SECRET/);
    const secret = 'x'.repeat(40);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrowError(
      /STRIPE_SECRET_KEY.*ALLOW_SIMULATED_PAYMENTS/s,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, ALLOW_SIMULATED_PAYMENTS: 'true' }).isProduction,
    ).toBe(true);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, STRIPE_SECRET_KEY: 'sk_live_x' }),
    ).toThrowError(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com' })).toThrowError(/ADMIN_PASSWORD/);
  });

  it('lower-cases the admin e-mail and trims a trailing slash from APP_URL', () => {
    const config = loadConfig({
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'long-enough',
      APP_URL: 'https://x.io/',
    });
    expect(config.admin).toEqual({ email: 'boss@example.com', password: 'long-enough' });
    expect(config.appUrl).toBe('https://x.io');
  });
});

describe('LINK_DOMAIN_TARGET', () => {
  it('names a CNAME target by host name, an A or AAAA record by address, and defaults to APP_URL’s host', () => {
    expect(loadConfig({ LINK_DOMAIN_TARGET: 'Links.Example.com.' }).linkDomainTarget).toEqual({
      type: 'CNAME',
      value: 'links.example.com',
    });
    expect(loadConfig({ LINK_DOMAIN_TARGET: '203.0.113.9' }).linkDomainTarget).toEqual({
      type: 'A',
      value: '203.0.113.9',
    });
    expect(loadConfig({ LINK_DOMAIN_TARGET: '2001:db8::1' }).linkDomainTarget).toEqual({
      type: 'AAAA',
      value: '2001:db8::1',
    });
    expect(loadConfig({ APP_URL: 'https://cards.example.com' }).linkDomainTarget).toEqual({
      type: 'CNAME',
      value: 'cards.example.com',
    });
    expect(loadConfig({ APP_URL: 'http://192.0.2.4:8080' }).linkDomainTarget).toEqual({
      type: 'A',
      value: '192.0.2.4',
    });
    expect(loadConfig({ APP_URL: 'http://[2001:db8::2]:8080' }).linkDomainTarget).toEqual({
      type: 'AAAA',
      value: '2001:db8::2',
    });
    expect(loadConfig({}).linkDomainTarget).toEqual({ type: 'CNAME', value: 'localhost' });
  });

  it('refuses what is neither a host name nor an address', () => {
    for (const value of ['https://links.example.com', 'localhost', 'links.example.com/path', '300.1.1.1']) {
      expect(() => loadConfig({ LINK_DOMAIN_TARGET: value }), value).toThrowError(/LINK_DOMAIN_TARGET/);
    }
  });
});

describe('safe by default', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(48), ALLOW_SIMULATED_PAYMENTS: 'true' };

  it('turns test-only routes on only when asked to, never by NODE_ENV', () => {
    expect(loadConfig({}).enableTestRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).enableTestRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).enableTestRoutes).toBe(false);
    expect(loadConfig({ ENABLE_TEST_ROUTES: 'true' }).enableTestRoutes).toBe(true);
  });

  it('believes X-Forwarded-For only from a number of hops or named proxies, never from everyone', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toBe('10.0.0.0/8,192.168.1.5');
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrowError(/TRUST_PROXY.*number of proxies/s);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrowError(/TRUST_PROXY.*10\.0\.0\.0\/99/s);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrowError(/TRUST_PROXY/);
  });

  it('refuses a short or common ADMIN_PASSWORD in production', () => {
    const admin = { ADMIN_EMAIL: 'ops@example.com' };
    expect(() => loadConfig({ ...production, ...admin, ADMIN_PASSWORD: 'short-pass1' })).toThrowError(
      /ADMIN_PASSWORD.*12 characters/s,
    );
    expect(() => loadConfig({ ...production, ...admin, ADMIN_PASSWORD: 'qwerty123456' })).toThrowError(
      /ADMIN_PASSWORD.*common/s,
    );
    expect(loadConfig({ ...production, ...admin, ADMIN_PASSWORD: 'Blue-Fjord-1987-Tram' }).admin).toEqual({
      email: 'ops@example.com',
      password: 'Blue-Fjord-1987-Tram',
    });
  });

  it('ships a compose stack that opts into nothing unsafe: simulated payments off, no default admin password', async () => {
    const stack = await readFile(fileURLToPath(new URL('../../../compose.yaml', import.meta.url)), 'utf8');
    expect(stack).toContain('ALLOW_SIMULATED_PAYMENTS: ${ALLOW_SIMULATED_PAYMENTS:-false}');
    expect(stack).toMatch(/ADMIN_PASSWORD: \$\{ADMIN_PASSWORD:\?/);
    expect(stack).not.toMatch(/TRUST_PROXY: "?true/);
    expect(stack).toContain('NODE_ENV: production');
  });

  it('signs tokens for 24 hours unless told otherwise', () => {
    expect(loadConfig({}).jwtExpiresInSeconds).toBe(86_400);
    expect(loadConfig({ JWT_EXPIRES_IN: '7d' }).jwtExpiresInSeconds).toBe(7 * 86_400);
  });
});

describe('empty variables', () => {
  it('count as unset', () => {
    expect(loadConfig({ REDIS_URL: '', DATABASE_URL: '', PORT: '' })).toMatchObject({
      redisUrl: undefined,
      databaseUrl: undefined,
      port: 3000,
    });
  });
});
