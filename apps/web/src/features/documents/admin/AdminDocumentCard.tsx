import { useTranslation } from 'react-i18next';
import type { AdminDocument } from '@lexbridge/shared/schemas/documents';
import { StatusBadge } from '../../../components/ui/status-badge';
import { DocumentCard } from '../components/DocumentCard';
import { AccessLogButton } from './AccessLogDialog';

/** A document as the firm sees it: with its client, its access level and its access log. */
export function AdminDocumentCard({ document }: { document: AdminDocument }) {
  const { t } = useTranslation('documents');
  return (
    <DocumentCard
      document={document}
      badge={
        <StatusBadge tone={document.accessLevel === 'firm' ? 'warning' : 'success'}>
          {t(`access.${document.accessLevel}`)}
        </StatusBadge>
      }
      facts={[{ label: t('card.client'), value: document.clientName }]}
      actions={<AccessLogButton document={document} />}
    />
  );
}
