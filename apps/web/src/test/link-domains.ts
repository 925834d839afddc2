import type { LinkDomain } from '@nfc/contract/link-domains';

/** A link domain as GET /api/domains answers it (contract shape), for tests of what the web makes of it. */
export function makeLinkDomain(overrides: Partial<LinkDomain> & Pick<LinkDomain, 'id' | 'hostname'>): LinkDomain {
  return {
    status: 'verified',
    verificationRecord: {
      type: 'TXT',
      name: `_nfc-link.${overrides.hostname}`,
      value: `nfc-link=token-of-${overrides.id}`,
    },
    target: { type: 'CNAME', value: 'links.nfc.example' },
    rootUrl: null,
    isDefault: false,
    isServing: true,
    verifiedAt: '2026-11-01T10:00:00.000Z',
    checkedAt: '2026-11-27T09:30:00.000Z',
    servesUntil: null,
    usage: { tags: 0, cards: 0 },
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}
