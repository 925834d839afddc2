/** What the QR code of a tag encodes: its scan link marked as a QR scan (`?src=qr`). */
export function getQrUrl(scanUrl: string): string {
  const url = new URL(scanUrl);
  url.searchParams.set('src', 'qr');
  return url.href;
}
