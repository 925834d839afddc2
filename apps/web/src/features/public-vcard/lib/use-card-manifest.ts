import { useEffect } from 'react';

/** The web app manifest of one card (GET /api/vcf/share/:downloadToken/manifest.webmanifest). */
export function getCardManifestPath(downloadToken: string): string {
  return `/api/vcf/share/${encodeURIComponent(downloadToken)}/manifest.webmanifest`;
}

/**
 * Links the card's own manifest while an active card is shown, so the phone offers to install this card
 * (and only this card) on the home screen. Set at run time: the manifest's address depends on the token.
 */
export function useCardManifest(downloadToken: string, isActive: boolean): void {
  useEffect(() => {
    if (!isActive || !downloadToken) return;
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = getCardManifestPath(downloadToken);
    document.head.append(link);
    return () => link.remove();
  }, [downloadToken, isActive]);
}
