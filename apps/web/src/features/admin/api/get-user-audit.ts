import type { AuditEntry } from '@nfc/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminUsersQueryKey } from './get-admin-users';

export const userAuditQueryKey = (id: string) => [...adminUsersQueryKey, id, 'audit'] as const;

// GET /api/admin/users/:id/audit - the admin changes made to one user, newest first
export async function getUserAudit(id: string): Promise<AuditEntry[]> {
  const { data } = await api.get<AuditEntry[]>(`/admin/users/${encodeURIComponent(id)}/audit`);
  return data;
}

export function useUserAudit(id: string) {
  return useQuery({ queryKey: userAuditQueryKey(id), queryFn: () => getUserAudit(id) });
}
