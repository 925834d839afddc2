import type { AdminTimeseries } from '@nfc/contract/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const timeseriesRanges = [7, 30, 90] as const;
export type TimeseriesRange = (typeof timeseriesRanges)[number];

export const adminTimeseriesQueryKey = (days: number) => ['admin', 'timeseries', days] as const;

// GET /api/admin/timeseries?days=N - scans, sign-ups and orders per UTC day
export async function getAdminTimeseries(days: number): Promise<AdminTimeseries> {
  const { data } = await api.get<AdminTimeseries>('/admin/timeseries', { params: { days } });
  return data;
}

export function useAdminTimeseries(days: TimeseriesRange) {
  return useQuery({
    queryKey: adminTimeseriesQueryKey(days),
    queryFn: () => getAdminTimeseries(days),
    placeholderData: keepPreviousData,
  });
}
