import { useTranslation } from 'react-i18next';
import { Pagination as SharedPagination } from '../../../components/pagination';
import type { Page } from '../lib/table-view';

type PaginationProps = {
  page: Page<unknown>;
  onPageChange: (page: number) => void;
  /** What the list holds, for the navigation's accessible name. */
  label: string;
};

/** The shared windowed paging with the admin area's texts and the 'from-to of total' summary. */
export function Pagination({ page, onPageChange, label }: PaginationProps) {
  const { t } = useTranslation('admin');
  return (
    <SharedPagination
      currentPage={page.page}
      totalPages={page.pageCount}
      onPageChange={onPageChange}
      labels={{
        navigation: label,
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (number) => t('pagination.page', { page: number, pages: page.pageCount }),
      }}
      summary={
        page.total === 0
          ? t('pagination.none')
          : t('pagination.range', { from: page.from, to: page.to, total: page.total })
      }
    />
  );
}
