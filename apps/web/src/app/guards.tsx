import { storageKeys } from '@nfc/contract/constants';
import type { TeamRole } from '@nfc/contract/team-roles';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../components/spinner';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth';
import { readStorage } from '../lib/storage';
import { getTeamRole, hasTeamRole } from '../lib/team-role';
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
  const { user } = useAuth();
  useEffect(() => {
    // A fixed id keeps a double effect run (StrictMode) from showing the toast twice.
    toast.error(t('adminProtectedRoute.accessDenied'), { ...adminToastOptions, id: 'admin-access-denied' });
  }, [t]);
  return <Navigate to={getStartPath(user)} replace />;
}

/** Admin guard: visitors go to /login, signed-in non-admins to their start page with an access-denied toast. */
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
    const target = user.role === 'admin' ? paths.adminUsers : (getRememberedPath(location.state) ?? getStartPath(user));
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}

/** Where a signed-in user starts: the tags for those who manage them, the hub for a team member. */
export function getStartPath(user: { teamRole?: TeamRole } | null): string {
  return getTeamRole(user) === 'member' ? paths.hub : paths.dashboard;
}

/** Where a user whose team role may not open a page goes instead (the hub), or null when they may. */
export function getTeamRoleRedirect(user: { teamRole?: TeamRole } | null, roles: readonly TeamRole[]): string | null {
  return hasTeamRole(user, roles) ? null : paths.hub;
}

function TeamRoleDenied({ to }: { to: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    toast.error(t('protectedRoute.teamRoleDenied'), { id: 'team-role-denied' });
  }, [t]);
  return <Navigate to={to} replace />;
}

/** Pages of the organisation's owner (and admins): a member who opens one lands on the hub with a message. */
export function RequireTeamRole({ roles }: { roles: readonly TeamRole[] }) {
  const { user } = useAuth();
  const redirect = getTeamRoleRedirect(user, roles);
  if (redirect) return <TeamRoleDenied to={redirect} />;
  return <Outlet />;
}

/** Marketing pages behind the launch password (session flag platformAccess = granted). */
export function RequirePlatformAccess() {
  if (readStorage('session', storageKeys.platformAccess) !== 'granted') {
    return <Navigate to={paths.passwordGate} replace />;
  }
  return <Outlet />;
}
