import type { AdminUser } from '@nfc/contract/admin';
import { describe, expect, it } from 'vitest';
import { getOrganisationSearchText, groupByOrganisation } from './organisation-groups';

const user = (overrides: Partial<AdminUser>): AdminUser => ({
  id: 'u',
  email: 'u@example.com',
  role: 'regular',
  organisationName: 'Org',
  organisationId: 'org',
  teamRole: 'member',
  isAccountActive: true,
  isEmailVerified: true,
  planId: null,
  planName: null,
  plan: null,
  tagQuota: null,
  currentVcfCount: 0,
  vcardCount: 0,
  subscriptionStatus: null,
  planExpiresAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  seatsUsed: 1,
  seatLimit: 3,
  ...overrides,
});

describe('users grouped by organisation', () => {
  const list = [
    user({ id: 'm1', email: 'member@a.test', organisationId: 'a', createdAt: '2025-03-01T00:00:00.000Z' }),
    user({
      id: 'solo',
      email: 'solo@b.test',
      organisationId: 'b',
      teamRole: 'owner',
      createdAt: '2025-01-01T00:00:00.000Z',
    }),
    user({
      id: 'ad',
      email: 'admin@a.test',
      organisationId: 'a',
      teamRole: 'admin',
      createdAt: '2025-04-01T00:00:00.000Z',
    }),
    user({
      id: 'own',
      email: 'owner@a.test',
      organisationId: 'a',
      teamRole: 'owner',
      createdAt: '2025-02-01T00:00:00.000Z',
    }),
  ];

  it('puts the owner first, then admins and members, newest organisation first', () => {
    const groups = groupByOrganisation(list);
    expect(groups.map((group) => group.id)).toEqual(['a', 'b']);
    expect(groups[0]!.owner.id).toBe('own');
    expect(groups[0]!.members.map((member) => member.id)).toEqual(['own', 'ad', 'm1']);
    expect(groups[1]!.members.map((member) => member.id)).toEqual(['solo']);
  });

  it('finds an organisation by any member’s e-mail address', () => {
    const [first] = groupByOrganisation(list);
    expect(getOrganisationSearchText(first!)).toEqual(['Org', 'owner@a.test', 'admin@a.test', 'member@a.test']);
  });
});
