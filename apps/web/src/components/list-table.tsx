import type { ReactNode } from 'react';

const headerClass =
  'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400';

type ListTableProps = {
  /** Read out by screen readers, also the name of the phone card list. */
  caption: string;
  /** One entry per column. */
  headers: readonly ReactNode[];
  /** The column the rows are sorted by (its header says so to screen readers), if the table sorts. */
  sortedColumn?: { index: number; direction: 'ascending' | 'descending' };
  /** `ListTableRow`s. */
  children: ReactNode;
};

/** The list as a table from tablets up; pair it with `ListCards` for phones (only one of them is visible). */
export function ListTable({ caption, headers, sortedColumn, children }: ListTableProps) {
  return (
    <div className="relative hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm md:block dark:border-slate-700 dark:bg-slate-900">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-700">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            {headers.map((header, index) => {
              const sort = sortedColumn?.index === index ? sortedColumn.direction : undefined;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, their position is their identity
                <th key={index} scope="col" aria-sort={sort} className={headerClass}>
                  {header}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">{children}</tbody>
      </table>
    </div>
  );
}

export function ListTableRow({ children }: { children: ReactNode }) {
  return <tr className="align-top hover:bg-slate-50/60 dark:hover:bg-slate-800/40">{children}</tr>;
}

/** The list as one card per entry on phones, named like the table's caption. */
export function ListCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="space-y-3 md:hidden">
      {children}
    </ul>
  );
}

export function ListCard({ children }: { children: ReactNode }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      {children}
    </li>
  );
}

/** The row of actions closing a card. */
export function ListCardActions({ children }: { children: ReactNode }) {
  return <div className="mt-3 -ml-2 border-t border-slate-100 pt-2 dark:border-slate-800">{children}</div>;
}
