import type { LeadsFilter } from '@nfc/contract/leads';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../components/save-file';
import { api } from '../../../lib/api-client';
import { filterParams } from './get-leads';

/** The file name the server chose (content-disposition), else one with today's date. */
function getFileName(disposition: unknown): string {
  const match = typeof disposition === 'string' ? disposition.match(/filename="([^"]+)"/) : null;
  return match?.[1] ?? `leads-${new Date().toISOString().slice(0, 10)}.csv`;
}

// GET /api/leads/export.csv?search&status&assigneeId&label&vcfConfigId&from&to - the filtered leads as CSV; fetched with the auth header, then saved
export async function exportLeads(filter: LeadsFilter): Promise<void> {
  const response = await api.get<Blob>('/leads/export.csv', {
    params: filterParams(filter),
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  saveFile(response.data, getFileName(response.headers['content-disposition']));
}

export function useExportLeads() {
  return useMutation({ mutationFn: exportLeads });
}
