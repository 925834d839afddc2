import { cardAttributionSchema } from '@nfc/contract/scans';
import { describe, expect, it } from 'vitest';
import { getCardAttribution, toAttributionQuery } from './card-attribution';

describe('card attribution', () => {
  it('reads the tag and source the scan link appended', () => {
    expect(getCardAttribution('?via=AbC12345&src=qr')).toEqual({ via: 'AbC12345', src: 'qr' });
    expect(getCardAttribution('?src=nfc')).toEqual({ src: 'nfc' });
    expect(getCardAttribution('')).toEqual({});
  });

  it('drops malformed values and keeps what the server accepts', () => {
    for (const search of ['?via=short&src=mail', '?via=AbC1234%2F&src=QR', '?via=AbC123456&src=', '?via=&src=other']) {
      const attribution = getCardAttribution(search);
      expect(cardAttributionSchema.safeParse(attribution).success, search).toBe(true);
    }
    expect(getCardAttribution('?via=short&src=mail')).toEqual({});
    expect(getCardAttribution('?via=&src=other')).toEqual({ src: 'other' });
  });

  it('passes it on as a query string', () => {
    expect(toAttributionQuery({ via: 'AbC12345', src: 'qr' })).toBe('?via=AbC12345&src=qr');
    expect(toAttributionQuery({ src: 'other' })).toBe('?src=other');
    expect(toAttributionQuery({})).toBe('');
  });
});
