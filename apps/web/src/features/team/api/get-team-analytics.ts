import type { TeamAnalytics } from '@nfc/contract/team';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DayRange } from '../../../lib/date-range';
import { teamQueryKey } from './get-team';

// GET /api/team/analytics?from&to - per member: cards, card views, saves and leads (a member gets only their own row)
export async function getTeamAnalytics(range: DayRange): Promise<TeamAnalytics> {
  const { data } = await api.get<TeamAnalytics>('/team/analytics', { params: range });
  return data;
}

export function useTeamAnalytics(range: DayRange) {
  return useQuery({
    // Under the team's key: adding, removing or changing a member refreshes the figures too.
    queryKey: [...teamQueryKey, 'analytics', range.from, range.to],
    queryFn: () => getTeamAnalytics(range),
    // Switching the range keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
