/** The public card page of a token, relative ('/vcard/{token}'). */
export function getPublicPath(downloadToken: string): string {
  return `/vcard/${encodeURIComponent(downloadToken)}`;
}

/** The link to share (spec: {origin}/vcard/{downloadToken}). */
export function getPublicUrl(downloadToken: string, origin: string = window.location.origin): string {
  return `${origin}${getPublicPath(downloadToken)}`;
}

/**
 * The link to share of a card: as the server answers it (`publicUrl`, on the card's link domain, issue 33), else on
 * this app's origin. The field is optional here so that cards typed from the contract fit before it names it.
 */
export function getCardPublicUrl(card: { downloadToken: string; publicUrl?: string | null }): string {
  return card.publicUrl || getPublicUrl(card.downloadToken);
}

/** The .vcf download on the API base (spec: /vcf/download/{downloadToken}). */
export function getDownloadPath(downloadToken: string): string {
  return `/api/vcf/download/${encodeURIComponent(downloadToken)}`;
}
