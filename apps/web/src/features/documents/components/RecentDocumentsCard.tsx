import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useFormat } from '../../../lib/i18n/use-format';
import { useDocuments } from '../api/get-documents';

/** The dashboard's lists fetch five rows and show three; the label's 7 days is applied. */
const FETCHED = 5;
const SHOWN = 3;
const DAYS = 7;

/** Dashboard card: documents with a version from the last 7 days, newest first. */
export function RecentDocumentsCard() {
  const { t } = useTranslation('documents');
  const format = useFormat();
  const { data, isPending, isError } = useDocuments({ withinDays: DAYS, pageSize: FETCHED });
  const documents = data?.documents.slice(0, SHOWN) ?? [];

  return (
    <Card
      className="flex flex-col gap-4 p-5 sm:p-6"
      role="region"
      aria-labelledby="recent-documents"
    >
      <div>
        <h2 id="recent-documents" className="text-xl font-semibold">
          {t('recent.title')}
        </h2>
        <p className="text-sm text-muted">{t('recent.period', { count: DAYS })}</p>
      </div>
      {isPending ? (
        <LoadingStatus />
      ) : isError ? (
        <p role="alert">{t('page.loadFailed')}</p>
      ) : documents.length === 0 ? (
        <p className="text-muted">{t('recent.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {documents.map((document) => (
            <li key={document.id} className="min-w-0">
              <Link
                to={`/documents?matter_id=${document.matterId}`}
                className="font-medium wrap-anywhere text-navy-900 underline-offset-4 hover:underline"
              >
                {document.name}
              </Link>
              <p className="text-sm wrap-anywhere text-muted">
                {t('recent.facts', {
                  matter: document.matterTitle,
                  date: format.firmDate(document.latest.createdAt),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link to="/documents" className="mt-auto text-sm font-medium text-navy-800 underline">
        {t('recent.viewAll')}
      </Link>
    </Card>
  );
}
