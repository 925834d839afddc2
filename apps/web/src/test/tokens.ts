import type { User } from '@nfc/contract/users';

function base64Url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'jörg@example.com',
    role: 'regular',
    isAccountActive: false,
    isEmailVerified: true,
    organisationName: 'Müller GmbH',
    organisationStreet: 'Hauptstraße',
    organisationNumber: '1',
    organisationPlz: '10115',
    organisationCity: 'Berlin',
    organisationCountry: 'Germany',
    contactFirstName: 'Jörg',
    contactLastName: 'Müller',
    language: 'de',
    createdAt: '2025-01-01T00:00:00.000Z',
    plan: null,
    tagQuota: null,
    subscriptionStatus: null,
    planExpiresAt: null,
    organisationId: 'organisation-1',
    teamRole: 'owner',
    deletionScheduledAt: null,
    ...overrides,
  };
}

/** An unsigned JWT-shaped token; the client never checks signatures. */
export function makeToken(payload: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
