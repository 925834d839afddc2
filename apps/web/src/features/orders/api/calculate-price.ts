import type { CalculatePriceBody, PriceQuote } from '@nfc/contract/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';

export type PriceQuoteInput = Pick<CalculatePriceBody, 'productType' | 'quantity' | 'shippingCountry'>;

export const priceQuoteQueryKey = ['orders', 'price-quote'] as const;

// POST /api/orders/calculate-price - the live quote of the order page; 400 with a message when no tier matches
export async function calculatePrice(input: PriceQuoteInput, signal?: AbortSignal): Promise<PriceQuote> {
  const body: CalculatePriceBody = { ...input, customizations: [] };
  const { data } = await api.post<PriceQuote>('/orders/calculate-price', body, { signal });
  return data;
}

/**
 * The quote of `input` (none while it is null). A newer input supersedes the running request, which is
 * aborted; the previous quote stays on screen meanwhile. Prices change when an admin edits a tier, so an
 * input seen before is asked again.
 */
export function usePriceQuote(input: PriceQuoteInput | null) {
  // The tier's texts come in the interface's language, so a language switch asks again.
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...priceQuoteQueryKey, input, i18n.resolvedLanguage],
    queryFn: ({ signal }) => calculatePrice(input as PriceQuoteInput, signal),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 60_000,
  });
}
