import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useDataExport, useRequestDataExport } from '../api/data-export';
import { DataExportStatus } from './DataExportStatus';

/**
 * A copy of someone's data, asked for at `path`: its state, and the button that asks for one
 * (it returns the copy being built when there is one). Shared by the account page (your own) and
 * the firm's client page (on the client's behalf).
 */
export function DataExportControls({ path, whose }: { path: string; whose: 'own' | 'client' }) {
  const { t } = useTranslation('account');
  const errorMessage = useErrorMessage();
  const current = useDataExport(path);
  const request = useRequestDataExport(path);
  const state = current.data?.export ?? null;

  function ask() {
    request.mutate(undefined, {
      onSuccess: () => toast.success(t(`dataExport.asked.${whose}`)),
      onError: (error) =>
        toast.error(t('dataExport.askFailed'), { description: errorMessage(error) }),
    });
  }

  if (current.isPending) return <p className="text-sm text-muted">{t('dataExport.loading')}</p>;
  if (current.isError) return <p className="text-sm text-muted">{t('dataExport.loadFailed')}</p>;
  return (
    <div className="space-y-4">
      {state && <DataExportStatus state={state} whose={whose} />}
      {state?.status !== 'building' && (
        <Button type="button" onClick={ask} disabled={request.isPending}>
          {request.isPending ? t('dataExport.asking') : t(`dataExport.ask.${whose}`)}
        </Button>
      )}
    </div>
  );
}
