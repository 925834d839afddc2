import { Button } from './button';
import { focusRing } from './styles';

export const MAX_PAGE_BUTTONS = 5;

/** Up to `maxButtons` consecutive page numbers around the current page, shifted to stay within 1..totalPages. */
export function getPageWindow(currentPage: number, totalPages: number, maxButtons = MAX_PAGE_BUTTONS): number[] {
  if (totalPages < 1) return [];
  const count = Math.min(maxButtons, totalPages);
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const first = Math.min(Math.max(1, current - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** The 1-based positions of the first and last entry shown on a page ('start-end of total'). */
export function getPageRange(currentPage: number, pageSize: number, totalCount: number) {
  if (totalCount <= 0) return { start: 0, end: 0 };
  const start = Math.min((currentPage - 1) * pageSize + 1, totalCount);
  return { start, end: Math.min(currentPage * pageSize, totalCount) };
}

type PaginationProps = {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  labels: {
    navigation: string;
    previous: string;
    next: string;
    /** The accessible name of a page-number button, e.g. 'Page 3'. */
    page: (page: number) => string;
  };
  /** The 'start-end of total' text, shown beside the buttons. */
  summary?: string;
  isDisabled?: boolean;
};

/** Previous, at most five page numbers windowed around the current page, Next. */
export function Pagination({ currentPage, totalPages, onPageChange, labels, summary, isDisabled }: PaginationProps) {
  const pages = getPageWindow(currentPage, totalPages);
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      {summary && (
        <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
          {summary}
        </p>
      )}
      {totalPages > 1 && (
        <nav aria-label={labels.navigation}>
          <ul className="flex flex-wrap items-center justify-center gap-1">
            <li>
              <Button
                variant="secondary"
                className="px-3"
                disabled={isDisabled || currentPage <= 1}
                onClick={() => onPageChange(currentPage - 1)}
              >
                {labels.previous}
              </Button>
            </li>
            {pages.map((page) => {
              const isCurrent = page === currentPage;
              return (
                <li key={page}>
                  <button
                    type="button"
                    aria-label={labels.page(page)}
                    aria-current={isCurrent ? 'page' : undefined}
                    disabled={isDisabled}
                    onClick={() => onPageChange(page)}
                    className={`inline-flex size-10 items-center justify-center rounded-md text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${focusRing} ${
                      isCurrent
                        ? 'bg-indigo-600 text-white'
                        : 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700'
                    }`}
                  >
                    {page}
                  </button>
                </li>
              );
            })}
            <li>
              <Button
                variant="secondary"
                className="px-3"
                disabled={isDisabled || currentPage >= totalPages}
                onClick={() => onPageChange(currentPage + 1)}
              >
                {labels.next}
              </Button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
