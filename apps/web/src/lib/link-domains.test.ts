import { describe, expect, it } from 'vitest';
import { makeLinkDomain } from '../test/link-domains';
import {
  canManageLinkDomains,
  getDefaultDomain,
  getHost,
  getLinkDomainId,
  getLinkOrigin,
  hasDomainChoice,
  hasLinkDomainPlan,
  toDomainIdChange,
} from './link-domains';

const app = 'https://app.nfc.example';
const brand = makeLinkDomain({ id: 'd-brand', hostname: 'go.brand.example', isDefault: true });
const events = makeLinkDomain({ id: 'd-events', hostname: 'events.brand.example' });
const pending = makeLinkDomain({ id: 'd-pending', hostname: 'new.brand.example', status: 'pending', isServing: false });
const lapsed = makeLinkDomain({ id: 'd-lapsed', hostname: 'old.brand.example', status: 'failed', isServing: false });
const plan = (name: string) => ({ id: name, name, tagLimit: 100 });

describe('who manages link domains', () => {
  it('is the owner and admins on Pro or Enterprise, as the server decides', () => {
    expect(canManageLinkDomains({ plan: plan('Pro'), teamRole: 'owner' })).toBe(true);
    expect(canManageLinkDomains({ plan: plan('Enterprise'), teamRole: 'admin' })).toBe(true);
    expect(canManageLinkDomains({ plan: plan('Pro'), teamRole: 'member' })).toBe(false);
    expect(canManageLinkDomains({ plan: plan('Core'), teamRole: 'owner' })).toBe(false);
    expect(hasLinkDomainPlan({ plan: null })).toBe(false);
    expect(canManageLinkDomains(null)).toBe(false);
  });
});

describe('where a link lives', () => {
  it('is on the chosen domain while it serves, else on the default domain, else on the app', () => {
    const domains = [brand, events, pending];
    expect(getLinkOrigin(domains, 'd-events', app)).toBe('https://events.brand.example');
    expect(getLinkOrigin(domains, null, app)).toBe('https://go.brand.example');
    // A domain that does not serve gives no link: the default answers instead.
    expect(getLinkOrigin(domains, 'd-pending', app)).toBe('https://go.brand.example');
    expect(getLinkOrigin([events], null, app)).toBe(app);
    expect(getLinkOrigin([], null, app)).toBe(app);
  });

  it('has no default domain while the default stopped serving', () => {
    expect(getDefaultDomain([{ ...brand, isServing: false }, events])).toBeNull();
    expect(getDefaultDomain([events, brand])?.id).toBe('d-brand');
  });

  it('names hosts with their port, and leaves what is no URL as it is', () => {
    expect(getHost('http://127.0.0.1:5173')).toBe('127.0.0.1:5173');
    expect(getHost('https://go.brand.example/t/AbCd1234')).toBe('go.brand.example');
    expect(getHost('not a url')).toBe('not a url');
  });

  it('reads the domain of answers with and without the field', () => {
    expect(getLinkDomainId({ id: 't1', domainId: 'd-brand' })).toBe('d-brand');
    expect(getLinkDomainId({ id: 't1', domainId: null })).toBeNull();
    expect(getLinkDomainId({ id: 't1' })).toBeNull();
  });
});

describe('the domain picker', () => {
  it('is offered with a serving domain, or when the item is on a domain already', () => {
    expect(hasDomainChoice([brand], null)).toBe(true);
    expect(hasDomainChoice([pending, lapsed], null)).toBe(false);
    expect(hasDomainChoice([], null)).toBe(false);
    expect(hasDomainChoice([lapsed], 'd-lapsed')).toBe(true);
  });

  it('sends a domain only when it changed, and null for the default', () => {
    expect(toDomainIdChange('', null)).toEqual({});
    expect(toDomainIdChange('d-brand', 'd-brand')).toEqual({});
    expect(toDomainIdChange('d-events', null)).toEqual({ domainId: 'd-events' });
    expect(toDomainIdChange('', 'd-events')).toEqual({ domainId: null });
    expect(toDomainIdChange('d-brand', 'd-events')).toEqual({ domainId: 'd-brand' });
  });
});
