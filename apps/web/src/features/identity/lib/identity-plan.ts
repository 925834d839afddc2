import { IDENTITY_PLANS } from '@nfc/contract/identity';
import type { User } from '@nfc/contract/users';

/** Mirrors the server's rule: verified domains, single sign-on and SCIM come with the identity plans only. */
export function hasIdentityPlan(user: Pick<User, 'plan'> | null | undefined): boolean {
  return (IDENTITY_PLANS as readonly string[]).includes(user?.plan?.name ?? '');
}
