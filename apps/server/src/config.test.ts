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
      jwtExpiresInSeconds: 7 * 86400,
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

describe('empty variables', () => {
  it('count as unset', () => {
    expect(loadConfig({ REDIS_URL: '', DATABASE_URL: '', PORT: '' })).toMatchObject({
      redisUrl: undefined,
      databaseUrl: undefined,
      port: 3000,
    });
  });
});
