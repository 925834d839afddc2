/**
 * The public card page of a token on this app's host, relative ('/vcard/{token}'). The link to share is the card's
 * `publicUrl`, on its link domain.
 */
export function getPublicPath(downloadToken: string): string {
  return `/vcard/${encodeURIComponent(downloadToken)}`;
}

/** The .vcf download on the API base (spec: /vcf/download/{downloadToken}). */
export function getDownloadPath(downloadToken: string): string {
  return `/api/vcf/download/${encodeURIComponent(downloadToken)}`;
}
