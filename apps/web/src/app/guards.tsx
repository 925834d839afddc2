import { storageKeys } from '@nfc/contract/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../components/spinner';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth';
import { readStorage } from '../lib/storage';
import { adminToastOptions, toast } from '../lib/toast';

export type FromState = { from?: string };

/** The page a signed-out visitor was sent away from, if it is a safe in-app path. */
export function getRememberedPath(state: unknown): string | undefined {
  const from = (state as FromState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

function AuthLoading() {
  const { t } = useTranslation();
  return <LoadingState label={t('protectedRoute.loadingAuth')} />;
}

/** Signed-in guard: loading message, then the page or /login remembering where the visitor came from. */
export function RequireAuth() {
  const { isAuthenticated, loading } = useAuth();
  const location = useLocation();
  if (loading) return <AuthLoading />;
  if (!isAuthenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login} replace state={{ from } satisfies FromState} />;
  }
  return <Outlet />;
}

function AccessDenied() {
  const { t } = useTranslation();
  useEffect(() => {
    // A fixed id keeps a double effect run (StrictMode) from showing the toast twice.
    toast.error(t('adminProtectedRoute.accessDenied'), { ...adminToastOptions, id: 'admin-access-denied' });
  }, [t]);
  return <Navigate to={paths.dashboard} replace />;
}

/** Admin guard: visitors go to /login, signed-in non-admins to /dashboard with an access-denied toast. */
export function RequireAdmin() {
  const { isAuthenticated, loading, user } = useAuth();
  const location = useLocation();
  if (loading) return <AuthLoading />;
  if (!isAuthenticated || !user) {
    return <Navigate to={paths.login} replace state={{ from: location.pathname } satisfies FromState} />;
  }
  if (user.role !== 'admin') return <AccessDenied />;
  return <Outlet />;
}

/** Sign-in and sign-up pages: a signed-in user goes to the admin area or back where they came from. */
export function PublicOnly() {
  const { isAuthenticated, loading, user } = useAuth();
  const location = useLocation();
  if (loading) return <AuthLoading />;
  if (isAuthenticated && user) {
    const target = user.role === 'admin' ? paths.adminUsers : (getRememberedPath(location.state) ?? paths.dashboard);
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}

/** Marketing pages behind the launch password (session flag platformAccess = granted). */
export function RequirePlatformAccess() {
  if (readStorage('session', storageKeys.platformAccess) !== 'granted') {
    return <Navigate to={paths.passwordGate} replace />;
  }
  return <Outlet />;
}
