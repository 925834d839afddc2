import type { QrStyle } from '@nfc/contract/qr';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const qrStyleQueryKey = ['qr-style'] as const;

// GET /api/qr-style - the saved colours (black on white until saved) and whether a logo is set
export async function getQrStyle(): Promise<QrStyle> {
  const { data } = await api.get<QrStyle>('/qr-style');
  return data;
}

export function useQrStyle() {
  return useQuery({ queryKey: qrStyleQueryKey, queryFn: getQrStyle });
}
