import type { User } from '@nfc/contract/users';

type PlanHolder = Pick<User, 'plan' | 'tagQuota'> | null | undefined;

/** How many vCards the user may hold: tagQuota, else the plan's tagLimit, else 0 (docs/architecture.md, Quota). */
export function getVcardAllowance(user: PlanHolder): number {
  return user?.tagQuota ?? user?.plan?.tagLimit ?? 0;
}

export type VcardCreation =
  | { kind: 'limitReached'; limit: number }
  | { kind: 'allowed'; limit: number; remaining: number };

export function getVcardCreation(user: PlanHolder, cardCount: number): VcardCreation {
  const limit = getVcardAllowance(user);
  if (cardCount >= limit) return { kind: 'limitReached', limit };
  return { kind: 'allowed', limit, remaining: limit - cardCount };
}
