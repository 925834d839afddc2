import type { ReactNode } from 'react';

type AuthCardProps = { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode; wide?: boolean };

/** The centred card every sign-in and sign-up screen sits in. */
export function AuthCard({ title, subtitle, children, footer, wide = false }: AuthCardProps) {
  return (
    <section
      aria-labelledby="auth-title"
      className={`mx-auto w-full px-4 py-10 sm:py-16 ${wide ? 'max-w-3xl' : 'max-w-md'}`}
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900">
        <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {title}
        </h1>
        {subtitle && <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-slate-700 dark:text-slate-300">{footer}</div>}
    </section>
  );
}
