import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '../ui/alert';
import { LoadingStatus } from '../ui/loading-status';
import { useErrorMessage } from '../../lib/use-error-message';
import { ListPager } from './ListPager';

type Page = { total: number; pageSize: number };

type Props<Data extends Page, Item> = {
  result: UseQueryResult<Data>;
  items(data: Data): Item[];
  renderItem(item: Item): ReactNode;
  page: number;
  onPage(page: number): void;
  texts: { count(total: number): string; empty: string; pages: string };
  /** Classes of the list itself (a grid of cards instead of the default column). */
  listClassName?: string;
};

/** One page of a server-paged list: loading, the error, the count, the items or none, the pager. */
export function PagedList<Data extends Page, Item>({
  result,
  items,
  renderItem,
  page,
  onPage,
  texts,
  listClassName = 'space-y-4',
}: Props<Data, Item>) {
  const describeError = useErrorMessage();
  if (result.isPending) return <LoadingStatus />;
  if (result.isError) return <Alert tone="error">{describeError(result.error)}</Alert>;
  const shown = items(result.data);
  return (
    <>
      <p className="mb-3 text-sm text-muted" aria-live="polite">
        {texts.count(result.data.total)}
      </p>
      {shown.length === 0 ? (
        <p className="rounded-lg border border-border bg-white p-6 text-muted">{texts.empty}</p>
      ) : (
        <ul className={listClassName}>{shown.map(renderItem)}</ul>
      )}
      <ListPager
        page={page}
        pageSize={result.data.pageSize}
        total={result.data.total}
        label={texts.pages}
        onPage={onPage}
      />
    </>
  );
}
