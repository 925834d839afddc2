import type { User } from '@nfc/contract/users';

type PlanHolder = Pick<User, 'plan' | 'tagQuota'> | null | undefined;

/**
 * Whether the hub's "create a card" can lead to the card form, and if not why: the organisation's allowance is its
 * quota, else its plan's limit, else 0 (docs/architecture.md, Quota). `cardCount`: the organisation's cards, when
 * known (a member's figures count only their own, so a member is only told about a plan without cards).
 */
export type CardCreation =
  | { kind: 'allowed' }
  | { kind: 'noPlan' }
  | { kind: 'noCards' }
  | { kind: 'limitReached'; limit: number };

export function getCardCreation(user: PlanHolder, cardCount: number | null): CardCreation {
  const limit = user?.tagQuota ?? user?.plan?.tagLimit ?? 0;
  if (limit === 0) return user?.plan || user?.tagQuota != null ? { kind: 'noCards' } : { kind: 'noPlan' };
  if (cardCount !== null && cardCount >= limit) return { kind: 'limitReached', limit };
  return { kind: 'allowed' };
}
