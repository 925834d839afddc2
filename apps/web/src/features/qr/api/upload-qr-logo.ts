import type { QrStyle } from '@nfc/contract/qr';
import { api } from '../../../lib/api-client';
import { useStyleMutation } from './update-qr-style';

// POST /api/qr-style/logo - multipart `logo`: PNG, JPEG or WebP up to 1 MB
export async function uploadQrLogo(file: File): Promise<QrStyle> {
  const form = new FormData();
  form.append('logo', file, file.name);
  const { data } = await api.post<QrStyle>('/qr-style/logo', form);
  return data;
}

export function useUploadQrLogo() {
  return useStyleMutation(uploadQrLogo);
}
