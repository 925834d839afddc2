import type { QrStyle, QrStyleBody } from '@nfc/contract/qr';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { qrImagesQueryKey } from '../../../components/qr-code';
import { api } from '../../../lib/api-client';
import { qrStyleQueryKey } from './get-qr-style';

// PUT /api/qr-style - save the colours of every QR code
export async function updateQrStyle(body: QrStyleBody): Promise<QrStyle> {
  const { data } = await api.put<QrStyle>('/qr-style', body);
  return data;
}

/** Every mutation of the style answers the new style; the codes shown elsewhere are redrawn. */
export function useStyleMutation<T>(mutationFn: (input: T) => Promise<QrStyle>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (style) => {
      queryClient.setQueryData(qrStyleQueryKey, style);
      return queryClient.invalidateQueries({ queryKey: qrImagesQueryKey });
    },
  });
}

export function useUpdateQrStyle() {
  return useStyleMutation(updateQrStyle);
}
