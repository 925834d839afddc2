/** True when every word of the query occurs (case-insensitively) in one of the values. */
export function matchesSearch(query: string, values: ReadonlyArray<string | null | undefined>): boolean {
  const words = query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = values
    .filter((value): value is string => typeof value === 'string')
    .join('\n')
    .toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}

export type Page<T> = {
  items: T[];
  /** The page shown, 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  total: number;
  /** 1-based position of the first and last item shown; both 0 when there are none. */
  from: number;
  to: number;
};

/** One page of `items`; a page number beyond the end shows the last page, so a shrinking list never goes blank. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * size;
  const slice = items.slice(start, start + size);
  return {
    items: slice,
    page: current,
    pageCount,
    total: items.length,
    from: slice.length ? start + 1 : 0,
    to: start + slice.length,
  };
}

/** Search, then page: what a filtered admin table shows. */
export function searchAndPaginate<T>(
  items: readonly T[],
  {
    query,
    page,
    pageSize,
    getSearchText,
  }: {
    query: string;
    page: number;
    pageSize: number;
    getSearchText: (item: T) => ReadonlyArray<string | null | undefined>;
  },
): Page<T> {
  return paginate(
    items.filter((item) => matchesSearch(query, getSearchText(item))),
    page,
    pageSize,
  );
}
