import type { ReactNode } from 'react';
import type { ClientDocument, DocumentList } from '@lexbridge/shared/schemas/documents';
import { PagedList, type Paging } from '../../../components/list/PagedList';
import { usePageTexts } from '../../../components/list/use-page-texts';

type Props<D extends ClientDocument> = Paging<DocumentList<D>> & {
  card(document: D): ReactNode;
  listClassName: string;
};

/** A page of documents as a grid of cards, with the documents' count, empty text and pager. */
export function DocumentPagedList<D extends ClientDocument>({
  card,
  listClassName,
  ...paging
}: Props<D>) {
  return (
    <PagedList
      {...paging}
      items={(data) => data.documents}
      renderItem={(document) => (
        <li key={document.id} className="min-w-0">
          {card(document)}
        </li>
      )}
      listClassName={listClassName}
      texts={usePageTexts('documents')}
    />
  );
}
