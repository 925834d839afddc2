import type { ComponentProps, ReactNode } from 'react';

export const thClass =
  'whitespace-nowrap px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300';
export const tdClass = 'px-3 py-3 align-top text-sm text-slate-800 dark:text-slate-200';

type AdminTableProps = ComponentProps<'table'> & {
  /** The table's accessible name (a visible caption for screen readers, hidden on screen). */
  caption: string;
  children: ReactNode;
};

/** A table that scrolls sideways inside its card on narrow screens instead of stretching the page. */
export function AdminTable({ caption, children, className = '', ...props }: AdminTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <table className={`min-w-full divide-y divide-slate-200 dark:divide-slate-700 ${className}`} {...props}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function TableHead({ children }: { children: ReactNode }) {
  return (
    <thead className="bg-slate-50 dark:bg-slate-800">
      <tr>{children}</tr>
    </thead>
  );
}

export function TableBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-slate-200 dark:divide-slate-700">{children}</tbody>;
}

/** One full-width row with a message, for empty lists and empty search results. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-8 text-center text-sm text-slate-700 dark:text-slate-300">
        {children}
      </td>
    </tr>
  );
}
