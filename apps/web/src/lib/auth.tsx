import { storageKeys } from '@nfc/contract/constants';
import type { User } from '@nfc/contract/users';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { api, setRenewedTokenHandler, setUnauthorizedHandler } from './api-client';
import { clearSession, createSession, restoreSession, saveSession, saveToken, saveUser } from './session';

export type AuthState = {
  token: string | null;
  user: User | null;
  isAuthenticated: boolean;
  loading: boolean;
};

export type AuthContextValue = AuthState & {
  /** Signs in with a token from the server; false (and signed out) when the token yields no user. */
  login: (token: string) => boolean;
  logout: () => void;
  /** Merges fields into the user and persists them. */
  updateUser: (changes: Partial<User>) => void;
  /** Replaces the user with GET /users/profile; signs out when that fails. */
  refetchProfile: () => Promise<User | null>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

type SessionState = { token: string | null; user: User | null; loading: boolean };

function readInitialState(): SessionState {
  const session = restoreSession();
  return { token: session?.token ?? null, user: session?.user ?? null, loading: false };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(readInitialState);

  const logout = useCallback(() => {
    clearSession();
    setState({ token: null, user: null, loading: false });
    // Cached answers belong to the account that just left.
    queryClient.clear();
  }, [queryClient]);

  const login = useCallback(
    (token: string) => {
      const session = createSession(token);
      if (!session) {
        logout();
        return false;
      }
      saveSession(session);
      setState({ token: session.token, user: session.user, loading: false });
      return true;
    },
    [logout],
  );

  const updateUser = useCallback((changes: Partial<User>) => {
    setState((current) => {
      if (!current.user) return current;
      const user = { ...current.user, ...changes };
      saveUser(user);
      return { ...current, user };
    });
  }, []);

  const refetchProfile = useCallback(async () => {
    try {
      const { data } = await api.get<User>('/users/profile');
      saveUser(data);
      setState((current) => ({ ...current, user: data }));
      return data;
    } catch {
      logout();
      return null;
    }
  }, [logout]);

  useEffect(() => {
    setUnauthorizedHandler(logout);
    return () => setUnauthorizedHandler(null);
  }, [logout]);

  // A renewed token replaces the stored one; the user stays as it is (it may hold fresher profile fields).
  useEffect(() => {
    setRenewedTokenHandler((token) => {
      const session = createSession(token);
      if (!session) return;
      saveToken(session.token);
      setState((current) => (current.user?.id === session.user.id ? { ...current, token: session.token } : current));
    });
    return () => setRenewedTokenHandler(null);
  }, []);

  // Signing in or out in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKeys.token || event.key === null) setState(readInitialState());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      isAuthenticated: Boolean(state.token && state.user),
      login,
      logout,
      updateUser,
      refetchProfile,
    }),
    [state, login, logout, updateUser, refetchProfile],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
