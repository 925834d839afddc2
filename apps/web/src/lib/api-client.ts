import { storageKeys } from '@nfc/contract/constants';
import type { ApiError } from '@nfc/contract/errors';
import axios, { isAxiosError } from 'axios';
import i18next from 'i18next';
import { readStorage } from './storage';

/** The one HTTP client of the app: JSON against /api, carrying the stored token. */
export const api = axios.create({ baseURL: '/api', headers: { Accept: 'application/json' } });

let handleUnauthorized: (() => void) | null = null;
let handleRenewedToken: ((token: string) => void) | null = null;

/** The header in which the server hands a fresh token to a session past half its life. */
const RENEWED_TOKEN_HEADER = 'x-renewed-token';

/** The auth provider registers what happens when the server rejects the stored token (401). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  handleUnauthorized = handler;
}

/** The auth provider registers where a renewed token goes, so a session in use never runs out. */
export function setRenewedTokenHandler(handler: ((token: string) => void) | null): void {
  handleRenewedToken = handler;
}

api.interceptors.request.use((config) => {
  const token = readStorage('local', storageKeys.token);
  if (token) config.headers.set('x-auth-token', token);
  const language = document.documentElement.lang;
  if (language) config.headers.set('Accept-Language', language);
  return config;
});

api.interceptors.response.use(
  (response) => {
    const renewed: unknown = response.headers[RENEWED_TOKEN_HEADER];
    if (typeof renewed === 'string' && renewed) handleRenewedToken?.(renewed);
    return response;
  },
  (error: unknown) => {
    if (isAxiosError(error) && error.response?.status === 401 && error.config?.headers?.has('x-auth-token')) {
      handleUnauthorized?.();
    }
    return Promise.reject(error);
  },
);

/** The HTTP status of a failed call, or undefined when no answer arrived. */
export function getErrorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** The server's error body (`{ message, code?, errors?, needsVerification? }`) when there is one. */
export function getApiError(error: unknown): Partial<ApiError> | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  return data && typeof data === 'object' ? (data as Partial<ApiError>) : undefined;
}

/** True when the request failed without any answer from the server (offline, refused, aborted). */
export function isNetworkError(error: unknown): boolean {
  return isAxiosError(error) && !error.response;
}

/** The server's message when present, otherwise the translated fallback. */
export function getErrorMessage(error: unknown, fallbackKey: string): string {
  const message = getApiError(error)?.message;
  return typeof message === 'string' && message.trim() ? message : i18next.t(fallbackKey);
}
