import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadingState } from '../../../components/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { adminToastOptions, toast } from '../../../lib/toast';
import { AdminTable, EmptyRow, TableBody, TableHead, tdClass, thClass } from './admin-table';
import { FormDialog } from './form-dialog';
import { LoadError, useLoadErrorToast } from './load-error';

export type ManagedColumn<T> = { header: string; cell: (item: T) => ReactNode; className?: string };

type ManagedListProps<T extends { id: string }> = {
  title: string;
  description: string;
  query: UseQueryResult<T[]>;
  /** The first column is the row header (what the row is about). */
  columns: ManagedColumn<T>[];
  getName: (item: T) => string;
  labels: {
    add: string;
    caption: string;
    empty: string;
    loading: string;
    loadFailedKey: string;
    createTitle: string;
    editTitle: (item: T) => string;
    deleteTitle: string;
    deleteMessage: (item: T) => string;
    deleted: (item: T) => string;
    deleteFailedKey: string;
  };
  /** The create/edit form for `item` (null creates); it calls `onDone` after saving or cancelling. */
  renderForm: (item: T | null, onDone: () => void) => ReactNode;
  deleteItem: (id: string) => Promise<unknown>;
  isDeleting: boolean;
};

/**
 * One managed pricing list (spec: billing and admin section 2, /admin/pricing): a table, a create/edit form
 * in a modal, delete after a confirmation, and load and delete errors in a 5 s notification.
 */
export function ManagedList<T extends { id: string }>({
  title,
  description,
  query,
  columns,
  getName,
  labels,
  renderForm,
  deleteItem,
  isDeleting,
}: ManagedListProps<T>) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [addFocusRequest, setAddFocusRequest] = useState(0);

  useLoadErrorToast(query.error, labels.loadFailedKey, `admin-pricing-load-${labels.loadFailedKey}`);

  // A deleted row takes its Delete button with it: the focus moves to the list's Add button instead.
  useEffect(() => {
    if (addFocusRequest > 0) addButton.current?.focus();
  }, [addFocusRequest]);

  const closeForm = () => setEditing(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    const item = deleting;
    try {
      await deleteItem(item.id);
      setDeleting(null);
      setAddFocusRequest((count) => count + 1);
      toast.success(labels.deleted(item), adminToastOptions);
    } catch (error) {
      setDeleting(null);
      toast.error(getErrorMessage(error, labels.deleteFailedKey), adminToastOptions);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{description}</p>
        </div>
        <Button ref={addButton} onClick={() => setEditing({ item: null })}>
          {labels.add}
        </Button>
      </div>
      {query.isPending ? (
        <LoadingState label={labels.loading} />
      ) : query.isError ? (
        <LoadError error={query.error} fallbackKey={labels.loadFailedKey} onRetry={() => void query.refetch()} />
      ) : (
        <AdminTable caption={labels.caption}>
          <TableHead>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={thClass}>
                {column.header}
              </th>
            ))}
            <th scope="col" className={thClass}>
              <span className="sr-only">{t('pricing.actions')}</span>
            </th>
          </TableHead>
          <TableBody>
            {query.data.length === 0 && <EmptyRow colSpan={columns.length + 1}>{labels.empty}</EmptyRow>}
            {query.data.map((item) => (
              <tr key={item.id} className="hover:bg-slate-50 dark:hover:bg-slate-800/60">
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th
                      key={column.header}
                      scope="row"
                      className={`${tdClass} text-left font-normal ${column.className ?? ''}`}
                    >
                      {column.cell(item)}
                    </th>
                  ) : (
                    <td key={column.header} className={`${tdClass} ${column.className ?? ''}`}>
                      {column.cell(item)}
                    </td>
                  ),
                )}
                <td className={tdClass}>
                  <div className="flex gap-2">
                    <Button variant="secondary" className="px-3 py-1.5" onClick={() => setEditing({ item })}>
                      {t('actions.edit')}
                      <span className="sr-only"> {getName(item)}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      className="px-3 py-1.5 text-red-700 dark:text-red-400"
                      onClick={() => setDeleting(item)}
                    >
                      {t('actions.delete')}
                      <span className="sr-only"> {getName(item)}</span>
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </TableBody>
        </AdminTable>
      )}

      <FormDialog
        isOpen={editing !== null}
        title={editing?.item ? labels.editTitle(editing.item) : labels.createTitle}
        onClose={closeForm}
      >
        {editing && <div key={editing.item?.id ?? 'new'}>{renderForm(editing.item, closeForm)}</div>}
      </FormDialog>
      <ConfirmDialog
        isOpen={deleting !== null}
        title={labels.deleteTitle}
        message={deleting ? labels.deleteMessage(deleting) : ''}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        isLoading={isDeleting}
      />
    </section>
  );
}
