import { useTranslation } from 'react-i18next';

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** spec archive.md §2: previous, next and page numbers. */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label={t('archive.pagination')}>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('archive.previous')}
      </button>
      {numbers.map((number) => (
        <button
          key={number}
          type="button"
          className="btn"
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('archive.page', { page: number })}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('archive.next')}
      </button>
    </nav>
  );
}
