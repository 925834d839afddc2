import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// POST /api/integrations/salesforce/authorize - the Salesforce consent page to send the browser to
export async function authorizeSalesforce(): Promise<{ url: string }> {
  const { data } = await api.post<{ url: string }>('/integrations/salesforce/authorize');
  return data;
}

export function useAuthorizeSalesforce() {
  return useMutation({
    mutationFn: authorizeSalesforce,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
