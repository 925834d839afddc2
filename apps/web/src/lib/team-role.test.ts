import { describe, expect, it } from 'vitest';
import { getTeamRole, hasTeamRole, teamAreas } from './team-role';

describe('getTeamRole', () => {
  it('reads the role, and takes a user from an older session without one for the owner', () => {
    expect(getTeamRole({ teamRole: 'member' })).toBe('member');
    expect(getTeamRole({ teamRole: 'admin' })).toBe('admin');
    expect(getTeamRole({})).toBe('owner');
    expect(getTeamRole(null)).toBe('owner');
  });
});

describe('hasTeamRole', () => {
  it('lets owners and admins manage, only owners bill, and everyone open an area without a list', () => {
    expect(hasTeamRole({ teamRole: 'owner' }, teamAreas.manage)).toBe(true);
    expect(hasTeamRole({ teamRole: 'admin' }, teamAreas.manage)).toBe(true);
    expect(hasTeamRole({ teamRole: 'member' }, teamAreas.manage)).toBe(false);
    expect(hasTeamRole({ teamRole: 'owner' }, teamAreas.billing)).toBe(true);
    expect(hasTeamRole({ teamRole: 'admin' }, teamAreas.billing)).toBe(false);
    expect(hasTeamRole({}, teamAreas.billing)).toBe(true);
    expect(hasTeamRole({ teamRole: 'member' })).toBe(true);
  });
});
