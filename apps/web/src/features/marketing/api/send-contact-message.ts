import type { ContactBody } from '@nfc/contract/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ContactResponse = { message: string };

// POST /api/contact - a message from the /contact or /home form (201; 400 per field; 429 when rate limited)
export async function sendContactMessage(body: ContactBody): Promise<ContactResponse> {
  const { data } = await api.post<ContactResponse>('/contact', body);
  return data;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
