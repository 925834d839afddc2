import type { ReactNode } from 'react';
import { PageMeta } from '../../../components/page-meta';

type AdminPageProps = {
  title: string;
  description: string;
  /** Buttons beside the title (refresh, create, export). */
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of every admin screen: document title, one h1 with its lead text, the actions, the content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <div className="space-y-6 px-4 py-6 sm:py-8">
      <PageMeta title={title} description={description} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{description}</p>
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
