import type { ReactNode } from 'react';

type PageHeaderProps = { eyebrow?: string; title: string; intro?: ReactNode; children?: ReactNode };

/** The opening band of a public page: the page's one h1, a short introduction and optional actions. */
export function PageHeader({ eyebrow, title, intro, children }: PageHeaderProps) {
  return (
    <div className="border-b border-slate-200 bg-linear-to-b from-indigo-50 to-slate-50 dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-20">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
          {title}
        </h1>
        {intro && <div className="mt-5 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{intro}</div>}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </div>
  );
}
