import { PageShell } from '../../../components/layout/PageShell';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPageHeader } from '../AdminPageHeader';
import { useContactRequests } from './api/get-contact-requests';
import { ContactRequestItem } from './ContactRequestItem';

export function ContactRequestsPage() {
  useDocumentTitle('Contact Requests');
  const query = useContactRequests();

  return (
    <PageShell>
      <AdminPageHeader
        title="Contact Requests"
        intro="Requests sent through the website's contact form, newest first. We promise a reply within 8 hours."
      />
      {query.isPending && <p role="status">Loading...</p>}
      {query.isError && <Alert tone="error">{errorMessage(query.error)}</Alert>}
      {query.data && query.data.requests.length === 0 && (
        <p className="rounded-lg border border-border bg-white p-6 text-muted">
          No contact requests yet.
        </p>
      )}
      {query.data && query.data.requests.length > 0 && (
        <ul className="space-y-4">
          {query.data.requests.map((request) => (
            <ContactRequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </PageShell>
  );
}
