import type { QrStyle } from '@nfc/contract/qr';
import { api } from '../../../lib/api-client';
import { useStyleMutation } from './update-qr-style';

// DELETE /api/qr-style/logo - codes are drawn without a logo again
export async function deleteQrLogo(): Promise<QrStyle> {
  const { data } = await api.delete<QrStyle>('/qr-style/logo');
  return data;
}

export function useDeleteQrLogo() {
  return useStyleMutation(deleteQrLogo);
}
