import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useFormat } from '../../../lib/i18n/use-format';
import { useClientErasureRequests } from '../api/get-erasure-requests';
import { ErasureDecision } from './ErasureDecision';

/**
 * A client's requests to be erased: when each came, its deadline, whether it is answered, and for
 * an open one the firm's decision.
 */
export function ErasureRequestList({ clientId }: { clientId: string }) {
  const { t } = useTranslation('clients');
  const format = useFormat();
  const requests = useClientErasureRequests(clientId);
  if (!requests.data) return null;
  const list = requests.data.requests;
  return (
    <div className="space-y-2">
      <h3 className="font-sans font-semibold">{t('admin.erasureRequests.title')}</h3>
      {list.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.erasureRequests.none')}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {list.map((request) => {
            const dates = {
              requested: format.firmDate(request.requestedAt),
              due: format.firmDate(request.dueAt),
              decided: request.decidedAt ? format.firmDate(request.decidedAt) : '',
            };
            return (
              <li key={request.id} className="flex flex-wrap items-center gap-2">
                <StatusBadge tone={request.status === 'open' ? 'warning' : 'neutral'}>
                  {t(`admin.erasureRequests.status.${request.status}`)}
                </StatusBadge>
                {request.overdue && (
                  <StatusBadge tone="destructive">{t('admin.erasureRequests.overdue')}</StatusBadge>
                )}
                <span>
                  {request.decidedAt
                    ? t('admin.erasureRequests.decided', dates)
                    : t('admin.erasureRequests.item', dates)}
                </span>
                {request.status === 'open' && <ErasureDecision requestId={request.id} />}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
