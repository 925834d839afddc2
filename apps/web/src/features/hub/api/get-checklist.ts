import type { Checklist } from '@nfc/contract/checklist';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const checklistQueryKey = ['user-checklist'] as const;

// GET /api/users/checklist - the first-run steps the caller's role can do, each done or not
export async function getChecklist(): Promise<Checklist> {
  const { data } = await api.get<Checklist>('/users/checklist');
  return data;
}

export function useChecklist() {
  // Refreshed on every visit: a step is usually done on another page just before.
  return useQuery({ queryKey: checklistQueryKey, queryFn: getChecklist, staleTime: 0 });
}
