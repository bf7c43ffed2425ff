import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { Card } from '../../../components/ui/card';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useFormat } from '../../../lib/i18n/use-format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorMessage } from '../../../lib/use-error-message';
import { UploadToMatterButton } from '../../documents';
import { AdminAppointments } from '../../appointments';
import { MatterBadges, useAreaTitle } from '../../matters';
import { useAdminClient, ClientFacts, ErasureRequestList, InvitationNotice } from '../../clients';
import { DataExportControls } from '../../account';

/**
 * /admin/clients/:id: a client's details, all their matters and all their appointments, and their
 * data requests (a copy of their data, prepared on their behalf).
 */
export function AdminClientPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['clients', 'matters', 'pages']);
  const areaTitle = useAreaTitle();
  const describeError = useErrorMessage();
  const format = useFormat();
  const client = useAdminClient(id);
  useDocumentTitle(client.data?.name ?? t('pages:admin-client.title'));

  return (
    <PageShell>
      <BackLink to="/admin/clients">{t('admin.backToClients')}</BackLink>
      {client.isPending && <LoadingStatus />}
      {client.isError && (
        <Alert tone="error" className="mt-6">
          {describeError(client.error)}
        </Alert>
      )}
      {client.data && (
        <div className="mt-4 space-y-6">
          <h1 className="text-3xl font-semibold break-words">{client.data.name}</h1>
          <InvitationNotice client={client.data} />
          <Card className="space-y-3">
            <h2 className="font-sans text-lg font-semibold">{t('admin.details')}</h2>
            <ClientFacts client={client.data} />
            <p className="text-sm text-muted">
              {t('admin.clientSince')}
              {': '}
              {format.firmDate(client.data.createdAt)}
            </p>
          </Card>
          <section aria-labelledby="client-matters" className="space-y-3">
            <h2 id="client-matters" className="font-sans text-lg font-semibold">
              {t('admin.theirMatters')}
            </h2>
            {client.data.matters.length === 0 ? (
              <p className="text-muted">{t('admin.noMatters')}</p>
            ) : (
              <ul className="space-y-3">
                {client.data.matters.map((matter) => (
                  <li key={matter.id} className="rounded-lg border border-border bg-white p-4">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold break-words">{matter.title}</span>
                      <MatterBadges status={matter.status} priority={matter.priority} />
                      <span className="ml-auto">
                        <UploadToMatterButton matter={matter} />
                      </span>
                    </div>
                    {matter.practiceAreaTitle && (
                      <p className="mt-1 text-sm text-muted">
                        {areaTitle(matter.practiceAreaTitle)}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <AdminAppointments
            query={{ clientId: client.data.id }}
            matters={client.data.matters}
            headingId="client-appointments"
          />
          <section aria-labelledby="client-data-requests" className="space-y-3">
            <h2 id="client-data-requests" className="font-sans text-lg font-semibold">
              {t('admin.dataRequests.title')}
            </h2>
            <Card className="space-y-3">
              <p className="text-sm text-muted">{t('admin.dataRequests.intro')}</p>
              <DataExportControls
                path={`/api/admin/clients/${encodeURIComponent(client.data.id)}/data-export`}
                whose="client"
              />
              <ErasureRequestList clientId={client.data.id} />
            </Card>
          </section>
        </div>
      )}
    </PageShell>
  );
}
