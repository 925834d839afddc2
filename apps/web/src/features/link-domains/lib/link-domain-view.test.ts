import { describe, expect, it } from 'vitest';
import { makeLinkDomain } from '../../../test/link-domains';
import {
  formatTarget,
  getMoveTargets,
  getServingNote,
  isInUse,
  linkDomainFormSchema,
  rootUrlFormSchema,
} from './link-domain-view';

const app = 'https://app.nfc.example';

describe('a domain on the Domains page', () => {
  it('says until when a domain whose record went missing still serves, and when it stopped', () => {
    const failing = makeLinkDomain({
      id: 'd1',
      hostname: 'go.brand.example',
      status: 'failed',
      servesUntil: '2026-12-04T09:30:00.000Z',
    });
    expect(getServingNote(failing)).toEqual({ kind: 'servesUntil', date: '2026-12-04T09:30:00.000Z' });
    expect(getServingNote({ ...failing, isServing: false, servesUntil: null })).toEqual({ kind: 'stopped' });
    expect(getServingNote({ ...failing, status: 'verified', servesUntil: null })).toBeNull();
    expect(getServingNote({ ...failing, status: 'pending', isServing: false, servesUntil: null })).toBeNull();
  });

  it('shows the record that points the host at us as a DNS provider names it', () => {
    const cname = makeLinkDomain({ id: 'd1', hostname: 'go.brand.example' });
    expect(formatTarget(cname)).toBe('CNAME go.brand.example → links.nfc.example');
    const apex = makeLinkDomain({ id: 'd2', hostname: 'brand.example', target: { type: 'A', value: '203.0.113.7' } });
    expect(formatTarget(apex)).toBe('A brand.example → 203.0.113.7');
  });

  it('counts tags and cards alike as use', () => {
    const domain = makeLinkDomain({ id: 'd1', hostname: 'go.brand.example' });
    expect(isInUse(domain)).toBe(false);
    expect(isInUse({ usage: { tags: 0, cards: 1 } })).toBe(true);
    expect(isInUse({ usage: { tags: 3, cards: 0 } })).toBe(true);
  });
});

describe('where the tags and cards of a deleted domain can go', () => {
  const brand = makeLinkDomain({ id: 'd-brand', hostname: 'go.brand.example', isDefault: true });
  const events = makeLinkDomain({ id: 'd-events', hostname: 'events.brand.example' });
  const pending = makeLinkDomain({ id: 'd-new', hostname: 'new.brand.example', status: 'pending', isServing: false });

  it('offers the default domain first, then every other serving domain', () => {
    expect(getMoveTargets([brand, events, pending], events, app)).toEqual([
      { value: 'default', host: 'go.brand.example', isDefault: true },
      { value: 'd-brand', host: 'go.brand.example', isDefault: false },
    ]);
  });

  it('offers the app host as the default when the default itself goes', () => {
    expect(getMoveTargets([brand, events], brand, app)).toEqual([
      { value: 'default', host: 'app.nfc.example', isDefault: true },
      { value: 'd-events', host: 'events.brand.example', isDefault: false },
    ]);
  });
});

describe('the add form', () => {
  it('takes a host as typed or pasted, as the server will store it', () => {
    expect(linkDomainFormSchema.parse({ hostname: ' https://Go.Brand.Example/ ', rootUrl: '' })).toEqual({
      hostname: 'go.brand.example',
      rootUrl: null,
    });
    expect(linkDomainFormSchema.parse({ hostname: 'bücher.example', rootUrl: 'brand.example' })).toEqual({
      hostname: 'xn--bcher-kva.example',
      rootUrl: 'https://brand.example',
    });
  });

  it('refuses what is no host name with the key the page translates', () => {
    for (const hostname of [
      'localhost',
      'go.brand.example:8443',
      'go.brand.example/path',
      '203.0.113.7',
      'a b.example',
    ]) {
      const result = linkDomainFormSchema.safeParse({ hostname, rootUrl: '' });
      expect(result.success, hostname).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.hostname']);
    }
    expect(linkDomainFormSchema.safeParse({ hostname: '', rootUrl: '' }).error?.issues[0]?.message).toBe(
      'validation.required',
    );
  });

  it('takes an empty root address as none and refuses one that is no web address', () => {
    expect(rootUrlFormSchema.parse({ rootUrl: '  ' })).toEqual({ rootUrl: null });
    expect(rootUrlFormSchema.safeParse({ rootUrl: 'javascript:alert(1)' }).error?.issues[0]?.message).toBe(
      'validation.url',
    );
  });
});
