import { describe, expect, it } from 'vitest';
import { parseFilter, parsePath, tokenize } from './filter.ts';

describe('SCIM filters and paths', () => {
  it('reads attribute eq value, with escaped quotes, core URNs and any case', () => {
    expect(parseFilter('userName eq "ada@corp.example"')).toEqual({ attribute: 'username', value: 'ada@corp.example' });
    expect(parseFilter('externalId EQ "a \\"quoted\\" id"')).toEqual({
      attribute: 'externalid',
      value: 'a "quoted" id',
    });
    expect(parseFilter('urn:ietf:params:scim:schemas:core:2.0:User:userName eq "x"').attribute).toBe('username');
    expect(parseFilter('emails.value eq "x"').attribute).toBe('emails.value');
    expect(parseFilter('active eq true').value).toBe(true);
  });

  it('refuses anything else as invalidFilter', () => {
    for (const filter of [
      'userName co "x"',
      'userName eq',
      'userName eq "x" and active eq true',
      '(userName eq "x")',
      'userName eq x',
      '',
    ]) {
      expect(() => parseFilter(filter), filter).toThrow(
        expect.objectContaining({ status: 400, scimType: 'invalidFilter' }),
      );
    }
  });

  it('reads the paths Okta and Entra send', () => {
    expect(parsePath('active')).toEqual({ attribute: 'active' });
    expect(parsePath('name.givenName')).toEqual({ attribute: 'name', subAttribute: 'givenname' });
    expect(parsePath('emails[type eq "work"].value')).toEqual({
      attribute: 'emails',
      filter: { attribute: 'type', value: 'work' },
      subAttribute: 'value',
    });
    expect(parsePath('members[value eq "2819c223"]')).toEqual({
      attribute: 'members',
      filter: { attribute: 'value', value: '2819c223' },
    });
    expect(parsePath('urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:manager')).toEqual({
      attribute: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:user:manager',
    });
    for (const path of [
      'emails[type eq "work"',
      'emails[type co "w"].value',
      'a b',
      'emails[type eq "w"]value',
      '"x"',
    ]) {
      expect(() => parsePath(path), path).toThrow(expect.objectContaining({ status: 400, scimType: 'invalidPath' }));
    }
  });

  it('walks long and hostile input once', () => {
    const started = performance.now();
    expect(tokenize(`"${'\\'.repeat(999)}`)).toBeNull();
    expect(tokenize('a'.repeat(1001))).toBeNull();
    expect(tokenize(`${'[ '.repeat(499)}`)?.length).toBe(499);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
