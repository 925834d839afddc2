import type { CardAttribution } from '@nfc/contract/scans';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { AppDeps } from '../deps.ts';
import { firstLanguageTag } from '../http/language.ts';
import type { ScanEvent } from './scan-event.ts';

type Headers = FastifyRequest['headers'];

/** Country from a header a trusted proxy or CDN sets; ignored unless TRUST_PROXY is on. */
export function countryOf(headers: Headers, trustProxy: Config['trustProxy']): string | null {
  if (trustProxy === false) return null;
  const value = headers['cf-ipcountry'] ?? headers['x-country-code'] ?? headers['cloudfront-viewer-country'];
  const country = (Array.isArray(value) ? value[0] : value)?.toUpperCase();
  return country && /^[A-Z]{2}$/.test(country) && country !== 'XX' ? country : null;
}

/**
 * The tag a card visit came through: only a tag of the card's owner that opens this very card counts,
 * so nobody can put scans on someone else's tag. Answered from the scan-target cache the visitor's
 * own scan has just filled.
 */
export async function findViaTagId(
  { scanTargets }: Pick<AppDeps, 'scanTargets'>,
  via: string | undefined,
  card: { id: string; organisationId: string },
): Promise<string | null> {
  if (!via) return null;
  const target = await scanTargets.get(via);
  return target.kind === 'redirect' && target.cardId === card.id && target.ownerId === card.organisationId
    ? target.tagId
    : null;
}

type CardScan = {
  kind: 'page' | 'save';
  card: { id: string; organisationId: string };
  attribution: CardAttribution;
  /** What the card page reported about the device; the request headers fill in what it left out. */
  device?: Partial<
    Pick<ScanEvent, 'userAgent' | 'language' | 'platform' | 'screenResolution' | 'timezone' | 'latitude' | 'longitude'>
  >;
};

/** Journals a view or save of a public card, attributed to the tag that led there (see findViaTagId). */
export async function recordCardScan(
  deps: Pick<AppDeps, 'scanTargets' | 'scanRecorder' | 'config'>,
  request: FastifyRequest,
  { kind, card, attribution, device = {} }: CardScan,
): Promise<void> {
  const { headers } = request;
  await deps.scanRecorder.record({
    ownerId: card.organisationId,
    tagId: null,
    vcfConfigId: card.id,
    kind,
    source: attribution.src ?? 'other',
    viaTagId: await findViaTagId(deps, attribution.via, card),
    occurredAt: new Date(),
    ip: request.ip,
    userAgent: device.userAgent ?? headers['user-agent']?.slice(0, 512) ?? null,
    language: device.language ?? firstLanguageTag(headers['accept-language']),
    referrer: headers.referer?.slice(0, 512) ?? null,
    country: countryOf(headers, deps.config.trustProxy),
    platform: device.platform,
    screenResolution: device.screenResolution,
    timezone: device.timezone,
    latitude: device.latitude,
    longitude: device.longitude,
  });
}
