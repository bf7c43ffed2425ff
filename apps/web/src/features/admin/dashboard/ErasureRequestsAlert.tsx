import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminErasureRequest } from '@lexbridge/shared/schemas/data-requests';
import { Alert } from '../../../components/ui/alert';
import { useFormat } from '../../../lib/i18n/use-format';

/**
 * Clients' requests to be erased that wait for a decision, the nearest deadline first, each
 * leading to the client's page: the law gives the firm a month, so they are shown first.
 */
export function ErasureRequestsAlert({ requests }: { requests: AdminErasureRequest[] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  if (requests.length === 0) return null;
  return (
    <Alert tone="warning" className="space-y-2">
      <h2 className="font-sans text-base font-semibold">{t('dashboard.erasureRequests.title')}</h2>
      <ul className="space-y-1 text-sm">
        {requests.map((request) => {
          const words = {
            client: request.clientName,
            due: format.firmDate(request.dueAt),
          };
          const text = request.overdue
            ? t('dashboard.erasureRequests.overdue', words)
            : t('dashboard.erasureRequests.item', words);
          return (
            <li key={request.id}>
              {request.clientId ? (
                <Link
                  to={`/admin/clients/${request.clientId}`}
                  className="underline underline-offset-2"
                >
                  {text}
                </Link>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
