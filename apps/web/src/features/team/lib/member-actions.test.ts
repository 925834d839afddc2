import { describe, expect, it } from 'vitest';
import { getMemberActions, getMemberName, splitName } from './member-actions';

const owner = { id: 'o', role: 'owner', isActive: true } as const;
const admin = { id: 'a', role: 'admin', isActive: true } as const;
const otherAdmin = { id: 'a2', role: 'admin', isActive: true } as const;
const member = { id: 'm', role: 'member', isActive: true } as const;
const inactiveMember = { id: 'm2', role: 'member', isActive: false } as const;

describe('getMemberActions', () => {
  it('lets the owner manage admins and members and hand the ownership to an active one', () => {
    const caller = { id: owner.id, role: owner.role };
    expect(getMemberActions(caller, admin)).toEqual({ canManage: true, canTransfer: true });
    expect(getMemberActions(caller, member)).toEqual({ canManage: true, canTransfer: true });
    expect(getMemberActions(caller, inactiveMember)).toEqual({ canManage: true, canTransfer: false });
  });

  it('lets an admin manage members only, never hand over the ownership', () => {
    const caller = { id: admin.id, role: admin.role };
    expect(getMemberActions(caller, member)).toEqual({ canManage: true, canTransfer: false });
    expect(getMemberActions(caller, otherAdmin)).toEqual({ canManage: false, canTransfer: false });
    expect(getMemberActions(caller, owner)).toEqual({ canManage: false, canTransfer: false });
  });

  it('offers nothing on oneself, on the owner, or to a member', () => {
    expect(getMemberActions({ id: owner.id, role: 'owner' }, owner)).toEqual({ canManage: false, canTransfer: false });
    expect(getMemberActions({ id: admin.id, role: 'admin' }, admin)).toEqual({ canManage: false, canTransfer: false });
    expect(getMemberActions({ id: member.id, role: 'member' }, inactiveMember)).toEqual({
      canManage: false,
      canTransfer: false,
    });
  });
});

describe('getMemberName', () => {
  it('uses the name, or the address when there is none', () => {
    expect(getMemberName({ name: 'Anna Beispiel', email: 'anna@example.com' })).toBe('Anna Beispiel');
    expect(getMemberName({ name: null, email: 'anna@example.com' })).toBe('anna@example.com');
    expect(getMemberName({ name: '  ', email: 'anna@example.com' })).toBe('anna@example.com');
  });
});

describe('splitName', () => {
  it('splits at the first space and keeps the rest as the last name', () => {
    expect(splitName('Anna Beispiel')).toEqual({ firstName: 'Anna', lastName: 'Beispiel' });
    expect(splitName(' Anna Maria  von Beispiel ')).toEqual({ firstName: 'Anna', lastName: 'Maria  von Beispiel' });
    expect(splitName('Anna')).toEqual({ firstName: 'Anna', lastName: '' });
    expect(splitName(null)).toEqual({ firstName: '', lastName: '' });
  });
});
