import type { ReactNode, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

type ListPageProps = {
  title: string;
  subtitle: string;
  /** A line under the subtitle, such as how much of the plan's limit is used. */
  note?: string;
  /** Beside the heading from the small breakpoint on. */
  actions?: ReactNode;
  /** Narrow for settings lists of a few entries (webhooks, API keys). */
  width?: 'wide' | 'narrow';
  children: ReactNode;
};

/** The frame of a list page: heading, subtitle and note beside the page's actions, then the content. */
export function ListPage({ title, subtitle, note, actions, width = 'wide', children }: ListPageProps) {
  return (
    <div className={`mx-auto ${width === 'wide' ? 'max-w-6xl' : 'max-w-4xl'} space-y-6 px-4 py-8`}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{subtitle}</p>
          {note && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{note}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

type ListLoadErrorProps = { title: string; message: string; onRetry: () => void };

/** The list could not be loaded: what went wrong and a button to try again. */
export function ListLoadError({ title, message, onRetry }: ListLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" title={title}>
      <p>{message}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Alert>
  );
}

/** The outline pictogram of an empty list, drawn on a 24-unit grid in the accent colour. */
export function EmptyStateIcon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mx-auto size-12 text-indigo-600 dark:text-indigo-400"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      {...props}
    >
      {children}
    </svg>
  );
}

type EmptyStateProps = { icon?: ReactNode; title: string; text: string; action: ReactNode };

/** A list with nothing in it yet: a pictogram, what the list is for and how to add the first entry. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <div className="rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900">
      {icon}
      <h2 className={`${icon ? 'mt-4 ' : ''}text-lg font-semibold text-slate-900 dark:text-white`}>{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-700 dark:text-slate-300">{text}</p>
      {action}
    </div>
  );
}

type HelpDetailsProps = { title: string; children: ReactNode };

/** How a settings list works (headers, limits), folded away under its title until asked for. */
export function HelpDetails({ title, children }: HelpDetailsProps) {
  return (
    <details className="rounded-md border border-slate-200 bg-white p-4 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
      <summary className="cursor-pointer font-medium text-slate-900 dark:text-white">{title}</summary>
      <div className="mt-3 space-y-2">{children}</div>
    </details>
  );
}

/** A header or value to type exactly as shown, inside `HelpDetails`. */
export function HelpCode({ children }: { children: string }) {
  return (
    <pre className="overflow-x-auto rounded bg-slate-100 p-3 font-mono text-xs text-slate-900 dark:bg-slate-800 dark:text-slate-100">
      {children}
    </pre>
  );
}

type DeleteConfirmDialogProps<T> = {
  /** What `useDeleteConfirmation` returns for the list. */
  deletion: { item: T | null; error: string | null; confirm: () => Promise<void>; close: () => void };
  isDeleting: boolean;
  title: string;
  message: (item: T) => string;
  confirmLabel: string;
  cancelLabel: string;
};

/** Asks before deleting the entry `deletion` holds; a failed delete shows its error in the dialog. */
export function DeleteConfirmDialog<T>({
  deletion,
  isDeleting,
  title,
  message,
  confirmLabel,
  cancelLabel,
}: DeleteConfirmDialogProps<T>) {
  return (
    <ConfirmDialog
      isOpen={deletion.item !== null}
      title={title}
      message={deletion.item !== null ? message(deletion.item) : ''}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      onConfirm={() => void deletion.confirm()}
      onCancel={deletion.close}
      isLoading={isDeleting}
      error={deletion.error}
    />
  );
}

/** The compact empty state of a list inside a settings section: a dashed box with a title and a line of help. */
export function SectionEmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-lg border-2 border-dashed border-slate-300 px-4 py-6 text-center dark:border-slate-600">
      <p className="font-medium text-slate-900 dark:text-white">{title}</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-slate-700 dark:text-slate-300">{text}</p>
    </div>
  );
}
