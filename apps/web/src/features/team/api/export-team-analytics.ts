import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../components/save-file';
import { api } from '../../../lib/api-client';
import type { DayRange } from '../../../lib/date-range';

/** The file name the server chose (content-disposition), else one with the range. */
function getFileName(disposition: unknown, range: DayRange): string {
  const match = typeof disposition === 'string' ? disposition.match(/filename="([^"]+)"/) : null;
  return match?.[1] ?? `team-${range.from}-${range.to}.csv`;
}

// GET /api/team/analytics.csv?from&to - the figures as CSV (headers in the UI language); fetched with the auth header, then saved
export async function exportTeamAnalytics(range: DayRange): Promise<void> {
  const response = await api.get<Blob>('/team/analytics.csv', {
    params: range,
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  saveFile(response.data, getFileName(response.headers['content-disposition'], range));
}

export function useExportTeamAnalytics() {
  return useMutation({ mutationFn: exportTeamAnalytics });
}
