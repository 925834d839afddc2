import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leadsQueryKey } from './get-leads';

// GET /api/leads/labels - the labels in use on the user's leads, A to Z
export async function getLeadLabels(): Promise<string[]> {
  const { data } = await api.get<string[]>('/leads/labels');
  return data;
}

export function useLeadLabels() {
  return useQuery({ queryKey: [...leadsQueryKey, 'labels'], queryFn: getLeadLabels });
}
