import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ClientDocument, DocumentList } from '@lexbridge/shared/schemas/documents';
import { PagedList } from '../../../components/list/PagedList';

type Props<D extends ClientDocument> = {
  result: UseQueryResult<DocumentList<D>>;
  page: number;
  onPage(page: number): void;
  card(document: D): ReactNode;
  listClassName: string;
};

/** A page of documents as a grid of cards, with the documents' count, empty text and pager. */
export function DocumentPagedList<D extends ClientDocument>({
  result,
  page,
  onPage,
  card,
  listClassName,
}: Props<D>) {
  const { t } = useTranslation('documents');
  return (
    <PagedList
      result={result}
      items={(data) => data.documents}
      renderItem={(document) => (
        <li key={document.id} className="min-w-0">
          {card(document)}
        </li>
      )}
      listClassName={listClassName}
      page={page}
      onPage={onPage}
      texts={{
        count: (total) => t('page.count', { count: total }),
        empty: t('page.empty'),
        pages: t('page.pages'),
      }}
    />
  );
}
