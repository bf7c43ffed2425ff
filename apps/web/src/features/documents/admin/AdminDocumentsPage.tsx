import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_DEFAULT } from '@lexbridge/shared/schemas/paging';
import type { AdminDocumentListQuery } from '@lexbridge/shared/schemas/documents';
import { PageShell } from '../../../components/layout/PageShell';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListParams } from '../../../lib/use-list-params';
import { AdminPageHeader } from '../../../components/layout/AdminPageHeader';
import { useAdminDocuments } from '../api/get-admin-documents';
import { knownClientId, knownMatterId } from '../../../lib/known-ids';
import { adminDocumentParams, knownAccessLevel, knownType } from '../document-params';
import { UploadDialog } from '../upload/UploadDialog';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { DocumentPagedList } from '../components/DocumentPagedList';
import { AdminDocumentCard } from './AdminDocumentCard';
import { AdminDocumentFilters } from './AdminDocumentFilters';
import { AdminMatterPicker } from './AdminMatterPicker';

/**
 * /admin/documents: every document of the firm, filtered and paged through the URL, each with
 * its access level and access log; the firm uploads to any matter, shared or firm-only.
 */
export function AdminDocumentsPage() {
  const { t } = useTranslation(['documents', 'pages']);
  useDocumentTitle(t('pages:admin-documents.title'));
  const { search, page, filters, update } = useListParams(adminDocumentParams);
  const query: AdminDocumentListQuery = {
    search,
    page,
    pageSize: PAGE_SIZE_DEFAULT,
    matterId: knownMatterId(filters.matter_id),
    type: knownType(filters.type),
    clientId: knownClientId(filters.client_id),
    accessLevel: knownAccessLevel(filters.access_level),
  };
  const documents = useAdminDocuments(query);
  useFailureToast(documents.isError, t('documents:page.loadFailed'));
  const [uploading, setUploading] = useState(false);
  const first = documents.data?.documents[0];
  // The matter filtered by, named by its documents: the upload starts with it chosen.
  const filteredMatter =
    query.matterId && first?.matterId === query.matterId
      ? { id: first.matterId, title: first.matterTitle, clientName: first.clientName }
      : undefined;

  return (
    <PageShell>
      <AdminPageHeader title={t('pages:admin-documents.title')} intro={t('admin.intro')} />
      <div className="mb-6 flex flex-col gap-4">
        <div>
          <Button onClick={() => setUploading(true)}>{t('upload.button')}</Button>
        </div>
        <AdminDocumentFilters
          values={{ ...filters, search }}
          named={{
            matterTitle: filteredMatter?.title,
            clientName: query.clientId && first ? first.clientName : undefined,
          }}
          onChange={update}
        />
      </div>
      <DocumentPagedList
        result={documents}
        card={(document) => <AdminDocumentCard document={document} />}
        listClassName="grid gap-4 md:grid-cols-2"
        page={page}
        onPage={(next) => update({ page: String(next) })}
      />
      <UploadDialog
        open={uploading}
        onOpenChange={setUploading}
        firm
        initialMatterId={filteredMatter?.id}
        matterField={(field) => <AdminMatterPicker {...field} initial={filteredMatter} />}
      />
    </PageShell>
  );
}
