const trackingBaseUrl = 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html';

/** The carrier's public tracking page of a parcel. */
export function getTrackingUrl(trackingNumber: string): string {
  const url = new URL(trackingBaseUrl);
  url.searchParams.set('piececode', trackingNumber.trim());
  return url.href;
}
