import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  /** What the pages are of ("Pages of clients"), for the navigation's name. */
  label: string;
  onPage(page: number): void;
};

/** Previous / next under a paged list; hidden when everything fits on one page. */
export function ListPager({ page, pageSize, total, label, onPage }: Props) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-4">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('ui.pager.previous')}
      </Button>
      <p className="text-sm text-muted">{t('ui.pager.pageOf', { page, total: pageCount })}</p>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('ui.pager.next')}
      </Button>
    </nav>
  );
}
