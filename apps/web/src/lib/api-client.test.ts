import { type AxiosAdapter, AxiosError, AxiosHeaders } from 'axios';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, getErrorMessage, getErrorStatus, isNetworkError, setRenewedTokenHandler } from './api-client';

function answer(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

describe('getErrorMessage', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: { fallback: { key: 'Fallback text' } } } } });
  });

  it("prefers the server's message", () => {
    expect(getErrorMessage(answer(409, { message: 'E-mail already registered' }), 'fallback.key')).toBe(
      'E-mail already registered',
    );
  });

  it('falls back when the answer has no usable message', () => {
    expect(getErrorMessage(answer(500, { message: '  ' }), 'fallback.key')).toBe('Fallback text');
    expect(getErrorMessage(answer(502, '<html>'), 'fallback.key')).toBe('Fallback text');
    expect(getErrorMessage(new Error('boom'), 'fallback.key')).toBe('Fallback text');
  });
});

describe('getErrorStatus and isNetworkError', () => {
  it('tells answered failures from missing answers', () => {
    expect(getErrorStatus(answer(403, {}))).toBe(403);
    expect(isNetworkError(answer(403, {}))).toBe(false);
    const offline = new AxiosError('Network Error', 'ERR_NETWORK');
    expect(getErrorStatus(offline)).toBeUndefined();
    expect(isNetworkError(offline)).toBe(true);
    expect(isNetworkError(new Error('not http'))).toBe(false);
  });
});

describe('silent renewal', () => {
  it('hands a token the server renewed to the registered handler, and nothing when none came', async () => {
    const received: string[] = [];
    setRenewedTokenHandler((token) => received.push(token));
    try {
      const reply = (headers: Record<string, string>): { adapter: AxiosAdapter } => ({
        adapter: async (config) => ({ data: {}, status: 200, statusText: 'OK', headers, config }),
      });
      await api.get('/users/profile', reply({ 'x-renewed-token': 'fresh.token.value' }));
      await api.get('/users/profile', reply({}));
      expect(received).toEqual(['fresh.token.value']);
    } finally {
      setRenewedTokenHandler(null);
    }
  });
});
