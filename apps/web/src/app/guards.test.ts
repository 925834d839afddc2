import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { teamAreas } from '../lib/team-role';
import { getRememberedPath, getStartPath, getTeamRoleRedirect } from './guards';

describe('getRememberedPath', () => {
  it('accepts in-app paths only', () => {
    expect(getRememberedPath({ from: '/settings?tab=1#x' })).toBe('/settings?tab=1#x');
    expect(getRememberedPath({ from: '//evil.example.com' })).toBeUndefined();
    expect(getRememberedPath({ from: 'https://evil.example.com' })).toBeUndefined();
    expect(getRememberedPath({ from: 42 })).toBeUndefined();
    expect(getRememberedPath(null)).toBeUndefined();
    expect(getRememberedPath(undefined)).toBeUndefined();
  });
});

describe('getTeamRoleRedirect', () => {
  it("sends a member away from the managers' pages and everyone but the owner away from billing, to the hub", () => {
    expect(getTeamRoleRedirect({ teamRole: 'owner' }, teamAreas.manage)).toBeNull();
    expect(getTeamRoleRedirect({ teamRole: 'admin' }, teamAreas.manage)).toBeNull();
    expect(getTeamRoleRedirect({ teamRole: 'member' }, teamAreas.manage)).toBe(paths.hub);
    expect(getTeamRoleRedirect({ teamRole: 'owner' }, teamAreas.billing)).toBeNull();
    expect(getTeamRoleRedirect({ teamRole: 'admin' }, teamAreas.billing)).toBe(paths.hub);
    expect(getTeamRoleRedirect({ teamRole: 'member' }, teamAreas.billing)).toBe(paths.hub);
  });

  it('lets a session from before teams (no teamRole) through as the owner', () => {
    expect(getTeamRoleRedirect({}, teamAreas.billing)).toBeNull();
    expect(getTeamRoleRedirect({}, teamAreas.manage)).toBeNull();
  });
});

describe('getStartPath', () => {
  it('starts owners, admins and older sessions on the tags, members on the hub', () => {
    expect(getStartPath({ teamRole: 'owner' })).toBe(paths.dashboard);
    expect(getStartPath({ teamRole: 'admin' })).toBe(paths.dashboard);
    expect(getStartPath({ teamRole: 'member' })).toBe(paths.hub);
    expect(getStartPath({})).toBe(paths.dashboard);
  });
});
