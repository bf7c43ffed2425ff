import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUnreadThreadCount } from '../api/get-unread-threads';

/** The admin dashboard's count of threads with unread client messages, linking to them. */
export function UnreadThreadsNotice() {
  const { t } = useTranslation('messages');
  const unread = useUnreadThreadCount();
  if (!unread.data) return null;
  return (
    <p className="mt-4">
      <Link to="/messages" className="font-medium text-navy-900 underline underline-offset-4">
        {t('dashboard.unreadThreads', { count: unread.data.count })}
      </Link>
    </p>
  );
}
