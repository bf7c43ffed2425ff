import { useState } from 'react';
import { useFirm } from '../../site';
import { useTranslation } from 'react-i18next';
import { UserPlus } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useFormat } from '../../../lib/i18n/use-format';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useAuth } from '../../auth';
import { useAdministrators } from '../api/get-administrators';
import { GrantAdminDialog } from './GrantAdminDialog';
import { RevokeAdminButton } from './RevokeAdminButton';

/**
 * The administrators, longest-serving first, with Grant admin; each but yourself can be revoked
 * (the server refuses your own role and the last administrator's in any case). One who has not
 * chosen a display name is marked: their replies carry the firm's name until they do.
 */
export function AdministratorsSection() {
  const { t } = useTranslation('security');
  const firm = useFirm();
  const { firmDate } = useFormat();
  const { user } = useAuth();
  const describeError = useErrorMessage();
  const administrators = useAdministrators();
  useFailureToast(administrators.isError, t('admins.loadFailed'));
  const [granting, setGranting] = useState(false);

  return (
    <section aria-labelledby="administrators-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h2 id="administrators-title" className="text-2xl font-semibold">
            {t('admins.title')}
          </h2>
          <p className="text-sm text-muted">{t('admins.intro')}</p>
        </div>
        <Button onClick={() => setGranting(true)}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('admins.grant')}
        </Button>
      </div>
      {administrators.isPending && <LoadingStatus />}
      {administrators.isError && <Alert tone="error">{describeError(administrators.error)}</Alert>}
      {administrators.data && (
        <ul className="divide-y divide-border rounded-lg border border-border bg-white">
          {administrators.data.administrators.map((admin) => (
            <li key={admin.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{admin.name || admin.email}</p>
                <p className="text-sm break-all">{admin.email}</p>
                {!admin.nameChosen && (
                  <p className="text-sm text-warning">
                    {t('admins.nameNotChosen', { firm: firm.name })}
                  </p>
                )}
                <p className="text-sm text-muted">
                  {t('admins.since', { date: firmDate(admin.since) })}
                </p>
              </div>
              {admin.id === user?.id ? (
                <span className="text-sm font-medium text-muted">{t('admins.you')}</span>
              ) : (
                <RevokeAdminButton admin={admin} />
              )}
            </li>
          ))}
        </ul>
      )}
      <GrantAdminDialog open={granting} onOpenChange={setGranting} />
    </section>
  );
}
