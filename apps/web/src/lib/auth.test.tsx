import { storageKeys } from '@nfc/contract/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeToken, makeUser, nowSeconds } from '../test/tokens';
import { type AuthContextValue, AuthProvider, useAuth } from './auth';

let auth: AuthContextValue;

function Probe() {
  auth = useAuth();
  return <p>{auth.isAuthenticated ? `in:${auth.user?.organisationName}` : 'out'}</p>;
}

function renderAuth() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('AuthProvider', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('restores a stored session on load without a loading phase', () => {
    const user = makeUser({ organisationName: 'Stored GmbH' });
    localStorage.setItem(storageKeys.token, makeToken({ user, exp: nowSeconds() + 600 }));
    renderAuth();
    expect(screen.getByText('in:Stored GmbH')).toBeTruthy();
    expect(auth.loading).toBe(false);
  });

  it('signs in with a token, merges profile changes and signs out', () => {
    renderAuth();
    expect(screen.getByText('out')).toBeTruthy();

    const token = makeToken({ user: makeUser(), exp: nowSeconds() + 600 });
    act(() => {
      expect(auth.login(token)).toBe(true);
    });
    expect(screen.getByText('in:Müller GmbH')).toBeTruthy();
    expect(localStorage.getItem(storageKeys.token)).toBe(token);

    act(() => auth.updateUser({ organisationName: 'Neu AG' }));
    expect(screen.getByText('in:Neu AG')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}').organisationName).toBe('Neu AG');

    act(() => auth.logout());
    expect(screen.getByText('out')).toBeTruthy();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('refuses a token without a user and stays signed out', () => {
    renderAuth();
    act(() => {
      expect(auth.login(makeToken({ exp: nowSeconds() + 600 }))).toBe(false);
      expect(auth.login('not-a-token')).toBe(false);
    });
    expect(screen.getByText('out')).toBeTruthy();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });
});
