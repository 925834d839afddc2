import { describe, expect, it } from 'vitest';
import { matchesSearch, paginate, searchAndPaginate } from './table-view';

describe('matchesSearch', () => {
  it('matches everything for an empty query', () => {
    expect(matchesSearch('  ', ['a@example.com'])).toBe(true);
  });

  it('ignores case and looks in every value', () => {
    expect(matchesSearch('BÄCKEREI', ['erika@example.com', 'Muster Bäckerei GmbH'])).toBe(true);
    expect(matchesSearch('erika', ['erika@example.com', null])).toBe(true);
    expect(matchesSearch('otto', ['erika@example.com', 'Muster GmbH'])).toBe(false);
  });

  it('needs every word', () => {
    expect(matchesSearch('muster gmbh', ['Muster Bäckerei GmbH'])).toBe(true);
    expect(matchesSearch('muster ag', ['Muster Bäckerei GmbH'])).toBe(false);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 23 }, (_, index) => index + 1);

  it('cuts pages and reports the range', () => {
    expect(paginate(items, 1, 10)).toMatchObject({ items: items.slice(0, 10), page: 1, pageCount: 3, from: 1, to: 10 });
    expect(paginate(items, 3, 10)).toMatchObject({ items: [21, 22, 23], page: 3, from: 21, to: 23, total: 23 });
  });

  it('clamps pages that do not exist', () => {
    expect(paginate(items, 9, 10).page).toBe(3);
    expect(paginate(items, 0, 10).page).toBe(1);
    expect(paginate(items, Number.NaN, 10).page).toBe(1);
  });

  it('has one empty page for no items', () => {
    expect(paginate([], 2, 10)).toEqual({ items: [], page: 1, pageCount: 1, total: 0, from: 0, to: 0 });
  });
});

describe('searchAndPaginate', () => {
  const users = Array.from({ length: 15 }, (_, index) => ({
    email: `user${index}@example.com`,
    organisationName: index % 2 ? 'Odd Ltd' : 'Even GmbH',
  }));

  it('pages the matches only', () => {
    const view = searchAndPaginate(users, {
      query: 'odd',
      page: 1,
      pageSize: 5,
      getSearchText: (user) => [user.email, user.organisationName],
    });
    expect(view.total).toBe(7);
    expect(view.pageCount).toBe(2);
    expect(view.items.every((user) => user.organisationName === 'Odd Ltd')).toBe(true);
  });
});
