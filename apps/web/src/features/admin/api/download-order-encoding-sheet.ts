import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../components/save-file';
import { api } from '../../../lib/api-client';

/** The file name the server chose (content-disposition), else one with the order number. */
function getFileName(disposition: unknown, orderNumber: string): string {
  const match = typeof disposition === 'string' ? disposition.match(/filename="([^"]+)"/) : null;
  return match?.[1] ?? `encoding-${orderNumber}.csv`;
}

// GET /api/admin/orders/:id/encoding-sheet - any order's encoding sheet as CSV; fetched with the auth header, then saved
export async function downloadOrderEncodingSheet(order: { id: string; orderNumber: string }): Promise<void> {
  const response = await api.get<Blob>(`/admin/orders/${encodeURIComponent(order.id)}/encoding-sheet`, {
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  saveFile(response.data, getFileName(response.headers['content-disposition'], order.orderNumber));
}

export function useDownloadOrderEncodingSheet() {
  return useMutation({ mutationFn: downloadOrderEncodingSheet });
}
