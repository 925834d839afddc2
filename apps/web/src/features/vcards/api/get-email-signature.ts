import type { EmailSignature } from '@nfc/contract/vcards';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { vcardsQueryKey } from './get-vcards';

// GET /api/vcf-configs/:id/email-signature?qr=true|false - the card as an e-mail signature, HTML and plain text
export async function getEmailSignature(id: string, withQr: boolean): Promise<EmailSignature> {
  const { data } = await api.get<EmailSignature>(`/vcf-configs/${encodeURIComponent(id)}/email-signature`, {
    params: { qr: withQr ? 'true' : 'false' },
  });
  return data;
}

/** `version` (the card's updatedAt) asks again after the card changed; `language` because the texts are localized. */
export function useEmailSignature(id: string, withQr: boolean, version: string, language: string) {
  return useQuery({
    queryKey: [...vcardsQueryKey, 'email-signature', id, withQr, version, language],
    queryFn: () => getEmailSignature(id, withQr),
    enabled: Boolean(id),
  });
}
