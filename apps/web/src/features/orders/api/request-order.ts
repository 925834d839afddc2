import type { OrderRequestBody } from '@nfc/contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isNetworkError } from '../../../lib/api-client';
import { orderHistoryQueryKey } from './get-order-history';

export type OrderRequestInput = {
  /** The form's fields; the brand logo choice travels apart as `useBrandLogo`. */
  values: Omit<OrderRequestBody, 'useBrandLogo'>;
  logo: File | null;
  /** With no logo file: print the brand kit's logo (the server copies it into the order). */
  useBrandLogo?: boolean;
  /** One key per submit attempt: a retried request returns the order the first one created. */
  idempotencyKey: string;
};

export type OrderRequestResponse = { message: string; orderId: string; orderNumber: string };

/** The multipart body: the fields first, the logo last. */
export function toOrderFormData({
  values,
  logo,
  useBrandLogo = false,
}: Pick<OrderRequestInput, 'values' | 'logo' | 'useBrandLogo'>): FormData {
  const form = new FormData();
  form.append('productType', values.productType);
  form.append('quantity', String(values.quantity));
  form.append('tagWritingPreference', values.tagWritingPreference);
  form.append('verifiedTaps', values.verifiedTaps ? 'true' : 'false');
  form.append('shippingCountry', values.shippingCountry);
  // The address travels as JSON text in one field (the server also takes an object in a JSON body).
  if (values.deliveryAddress) form.append('deliveryAddress', JSON.stringify(values.deliveryAddress));
  if (!logo && useBrandLogo) form.append('useBrandLogo', 'true');
  if (logo) form.append('orderLogoFile', logo, logo.name);
  return form;
}

// POST /api/orders/request - places a fob order (multipart with the optional logo); the server prices it again
export async function requestOrder(input: OrderRequestInput): Promise<OrderRequestResponse> {
  const { data } = await api.post<OrderRequestResponse>('/orders/request', toOrderFormData(input), {
    headers: { 'Idempotency-Key': input.idempotencyKey },
  });
  return data;
}

export function useRequestOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestOrder,
    // Safe to repeat: the same idempotency key travels with every retry.
    retry: (failureCount, error) => failureCount < 2 && isNetworkError(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderHistoryQueryKey }),
  });
}
