import type { ScanRecordBody } from '@nfc/contract/vcards';
import { useEffect } from 'react';
import { getCardAttribution } from '../lib/card-attribution';

// POST /api/analytics/nfc-scan - one view of a public card (202); no location is asked for
export async function recordScan(body: ScanRecordBody): Promise<void> {
  // keepalive: the record still goes out when the visitor saves the contact and leaves at once.
  await fetch('/api/analytics/nfc-scan', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  });
}

/** What the browser tells about the visit, without asking the visitor for anything, and the tag that led here. */
export function describeVisit(downloadToken: string): ScanRecordBody {
  const agentData = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  let timezone: string | null = null;
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? null;
  } catch {
    timezone = null;
  }
  return {
    token: downloadToken,
    userAgent: navigator.userAgent || null,
    language: navigator.language || null,
    platform: agentData?.platform || navigator.platform || null,
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    timezone,
    ...getCardAttribution(window.location.search),
  };
}

// Once per card and page load, however often the page mounts (React's strict mode mounts twice in development).
const recordedTokens = new Set<string>();

export function useRecordScanOnce(downloadToken: string, isReady: boolean): void {
  useEffect(() => {
    if (!isReady || !downloadToken || recordedTokens.has(downloadToken)) return;
    recordedTokens.add(downloadToken);
    // A lost scan record must never disturb the visitor.
    recordScan(describeVisit(downloadToken)).catch(() => {});
  }, [downloadToken, isReady]);
}
