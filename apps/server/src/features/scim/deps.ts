import type { GroupRole } from '@nfc/contract/identity';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';

export type Deps = Pick<AppDeps, 'db' | 'sessions' | 'config'>;

/** What SCIM needs of the team and single sign-on features, handed in by app.ts (features do not import each other). */
export type ScimHelpers = {
  /** Hands a member's cards, tags, orders, webhooks and billing sessions to another member (team feature). */
  handOverMemberData(tx: Executor, fromUserId: string, toUserId: string): Promise<void>;
  isVerifiedDomainOf(db: Executor, organisationId: string, domain: string): Promise<boolean>;
  readGroupRoles(db: Executor, organisationId: string): Promise<GroupRole[]>;
  roleFromGroups(groupRoles: GroupRole[], groups: string[]): 'admin' | 'member' | null;
};

export const scimBaseUrl = (config: AppDeps['config']) => `${config.appUrl}/scim/v2`;
