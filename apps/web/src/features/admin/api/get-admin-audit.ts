import type { AuditEntry } from '@nfc/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminAuditQueryKey = ['admin', 'audit'] as const;

// GET /api/admin/audit - the latest admin changes across the platform
export async function getAdminAudit(): Promise<AuditEntry[]> {
  const { data } = await api.get<AuditEntry[]>('/admin/audit');
  return data;
}

export function useAdminAudit() {
  return useQuery({ queryKey: adminAuditQueryKey, queryFn: getAdminAudit });
}
