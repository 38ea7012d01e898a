import { useTranslation } from 'react-i18next';

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** page numbers shown on each side of the current one */
const AROUND = 2;

/**
 * The first, the last and the pages around the current one; `undefined` marks the gap between them. 20,000 rounds are
 * 200 pages: a button each made the list slow to open on a phone and a wall of buttons (issue 13).
 */
function visiblePages(page: number, pages: number): (number | undefined)[] {
  const shown: (number | undefined)[] = [];
  for (let number = 1; number <= pages; number++) {
    if (number === 1 || number === pages || Math.abs(number - page) <= AROUND) shown.push(number);
    else if (shown.at(-1) !== undefined) shown.push(undefined);
  }
  return shown;
}

/** spec archive.md §2: previous, next and page numbers. */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('archive.pagination')}>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('archive.previous')}
      </button>
      {visiblePages(page, pages).map((number, index) =>
        number === undefined ? (
          <span key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
            …
          </span>
        ) : (
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
        ),
      )}
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('archive.next')}
      </button>
    </nav>
  );
}
