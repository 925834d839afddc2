import type { UserActivity } from '@nfc/contract/activity';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const userActivityQueryKey = ['user-activity'] as const;

// GET /api/users/activity - the hub's figures and the caller's latest tag, vCard, order and scan events
export async function getUserActivity(): Promise<UserActivity> {
  const { data } = await api.get<UserActivity>('/users/activity');
  return data;
}

export function useUserActivity() {
  // Always refreshed on a visit: the figures should reflect what was just created elsewhere in the portal.
  return useQuery({ queryKey: userActivityQueryKey, queryFn: getUserActivity, staleTime: 0 });
}
