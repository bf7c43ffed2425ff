import { Button } from '../ui/button';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  labels: {
    nav: string;
    previous: string;
    next: string;
    pageOf(page: number, total: number): string;
  };
  onPage(page: number): void;
};

/** Previous / next under a paged list; hidden when everything fits on one page. */
export function ListPager({ page, pageSize, total, labels, onPage }: Props) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="mt-6 flex flex-wrap items-center justify-between gap-4">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <p className="text-sm text-muted">{labels.pageOf(page, pageCount)}</p>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}
