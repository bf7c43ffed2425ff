import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { getDocumentsQueryOptions } from '../api/get-documents';

/**
 * A matter's documents count, linking to /documents filtered by the matter (for the matter's
 * details on /matters). The count is the server's total for one row, so nothing else is fetched.
 */
export function MatterDocumentsLink({ matterId }: { matterId: string }) {
  const { t } = useTranslation('documents');
  // Never another matter's count while this one's is on its way.
  const { data } = useQuery({
    ...getDocumentsQueryOptions({ matterId, pageSize: 1 }),
    placeholderData: undefined,
  });
  return (
    <Link
      to={`/documents?matter_id=${encodeURIComponent(matterId)}`}
      className="font-medium text-navy-800 underline underline-offset-4"
    >
      {data ? t('matterLink.count', { count: data.total }) : t('matterLink.view')}
    </Link>
  );
}
