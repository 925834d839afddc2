import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../components/save-file';
import { api } from '../../../lib/api-client';

/** The file name the server chose (content-disposition), else one with the order number. */
export function getEncodingSheetFileName(disposition: unknown, orderNumber: string): string {
  const match = typeof disposition === 'string' ? disposition.match(/filename="([^"]+)"/) : null;
  return match?.[1] ?? `encoding-${orderNumber}.csv`;
}

// GET /api/orders/:id/encoding-sheet - the order's encoding sheet as CSV; fetched with the auth header, then saved
export async function downloadEncodingSheet(order: { id: string; orderNumber: string }): Promise<void> {
  const response = await api.get<Blob>(`/orders/${encodeURIComponent(order.id)}/encoding-sheet`, {
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  saveFile(response.data, getEncodingSheetFileName(response.headers['content-disposition'], order.orderNumber));
}

export function useDownloadEncodingSheet() {
  return useMutation({ mutationFn: downloadEncodingSheet });
}
