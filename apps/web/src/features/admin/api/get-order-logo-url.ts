import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminOrdersQueryKey } from './get-admin-orders';

/** The signed URL lives 15 minutes; it is fetched again well before that. */
const LOGO_URL_STALE_MS = 10 * 60 * 1000;

export const orderLogoUrlQueryKey = (id: string) => [...adminOrdersQueryKey, id, 'logo'] as const;

// GET /api/admin/orders/:id/logo-presigned-url - a short-lived URL of the uploaded logo (404 without one)
export async function getOrderLogoUrl(id: string): Promise<string> {
  const { data } = await api.get<{ presignedUrl: string }>(
    `/admin/orders/${encodeURIComponent(id)}/logo-presigned-url`,
  );
  return data.presignedUrl;
}

export function useOrderLogoUrl(id: string, isEnabled: boolean) {
  return useQuery({
    queryKey: orderLogoUrlQueryKey(id),
    queryFn: () => getOrderLogoUrl(id),
    enabled: isEnabled,
    staleTime: LOGO_URL_STALE_MS,
    gcTime: LOGO_URL_STALE_MS,
  });
}
