import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@lexbridge/shared/schemas/paging';
import type { DocumentListQuery } from '@lexbridge/shared/schemas/documents';
import { PageShell } from '../../../components/layout/PageShell';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListParams } from '../../../lib/use-list-params';
import { useMatters } from '../../matters';
import { useDocuments } from '../api/get-documents';
import { DocumentPagedList } from '../components/DocumentPagedList';
import { DocumentCard } from '../components/DocumentCard';
import { DocumentFilters } from '../components/DocumentFilters';
import { knownMatterId } from '../../../lib/known-ids';
import { clientDocumentParams, knownType } from '../document-params';
import { ClientMatterSelect } from '../upload/ClientMatterSelect';
import { UploadDialog } from '../upload/UploadDialog';
import { useFailureToast } from '../../../lib/use-failure-toast';

/**
 * /documents: the client's shared documents of their own matters. The search, matter_id and type
 * (and the page) live in the URL, so back, reload and a shared link show the same view.
 */
export function DocumentsPage() {
  const { t } = useTranslation(['documents', 'pages']);
  useDocumentTitle(t('pages:documents.title'));
  const { search, page, filters, update } = useListParams(clientDocumentParams);
  const query: DocumentListQuery = {
    search,
    page,
    pageSize: PAGE_SIZE_DEFAULT,
    matterId: knownMatterId(filters.matter_id),
    type: knownType(filters.type),
  };
  const documents = useDocuments(query);
  useFailureToast(documents.isError, t('documents:page.loadFailed'));
  const matters = useMatters({ pageSize: PAGE_SIZE_MAX });
  const [uploading, setUploading] = useState(false);

  return (
    <PageShell className="space-y-6">
      <BackLink to="/client-portal">{t('page.back')}</BackLink>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-semibold">{t('page.title')}</h1>
          <p className="text-muted">{t('page.subtitle')}</p>
        </div>
        <Button onClick={() => setUploading(true)}>{t('upload.title')}</Button>
      </header>
      <DocumentFilters
        search={search}
        matterId={filters.matter_id}
        type={filters.type}
        matters={matters.data?.matters ?? []}
        onChange={update}
      />
      <div>
        <DocumentPagedList
          result={documents}
          card={(document) => <DocumentCard document={document} />}
          listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          page={page}
          onPage={(next) => update({ page: String(next) })}
        />
      </div>
      <UploadDialog
        open={uploading}
        onOpenChange={setUploading}
        initialMatterId={query.matterId}
        matterField={(field) => <ClientMatterSelect {...field} />}
      />
    </PageShell>
  );
}
