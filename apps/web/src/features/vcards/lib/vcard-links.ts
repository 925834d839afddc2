/** The public card page of a token, relative ('/vcard/{token}'). */
export function getPublicPath(downloadToken: string): string {
  return `/vcard/${encodeURIComponent(downloadToken)}`;
}

/** The link to share (spec: {origin}/vcard/{downloadToken}). */
export function getPublicUrl(downloadToken: string, origin: string = window.location.origin): string {
  return `${origin}${getPublicPath(downloadToken)}`;
}

/** The .vcf download on the API base (spec: /vcf/download/{downloadToken}). */
export function getDownloadPath(downloadToken: string): string {
  return `/api/vcf/download/${encodeURIComponent(downloadToken)}`;
}
