import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '../ui/alert';
import { LoadingStatus } from '../ui/loading-status';
import { useErrorMessage } from '../../lib/use-error-message';
import { ListPager } from './ListPager';

type Page = { total: number; pageSize: number };

/** How the page's items are shown: each as a list item, or all in a container of their own. */
type Layout<Item> =
  | {
      renderItem(item: Item): ReactNode;
      /** Classes of the list itself (a grid of cards instead of the default column). */
      listClassName?: string;
    }
  | {
      /** The items in their own container (a table), which must not be empty. */
      renderItems(items: Item[]): ReactNode;
    };

/** The query of the page shown, and its page number and how to turn it. */
export type Paging<Data> = {
  result: UseQueryResult<Data>;
  page: number;
  onPage(page: number): void;
};

type Props<Data extends Page, Item> = Layout<Item> &
  Paging<Data> & {
    items(data: Data): Item[];
    texts: { count(total: number): string; empty: string; pages: string };
  };

/** One page of a server-paged list: loading, the error, the count, the items or none, the pager. */
export function PagedList<Data extends Page, Item>(props: Props<Data, Item>) {
  const { result, items, page, onPage, texts } = props;
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
      ) : 'renderItems' in props ? (
        props.renderItems(shown)
      ) : (
        <ul className={props.listClassName ?? 'space-y-4'}>{shown.map(props.renderItem)}</ul>
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
