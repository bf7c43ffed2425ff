import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useDecideErasure } from '../api/decide-erasure';

/**
 * The firm's decision on an open erasure request: erase (after a confirmation that says what goes
 * and what stays), or refuse with a reason the client reads.
 */
export function ErasureDecision({ requestId }: { requestId: string }) {
  const { t } = useTranslation('clients');
  const errorMessage = useErrorMessage();
  const decide = useDecideErasure();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const hintId = useId();

  const send = (
    decision: Parameters<typeof decide.mutate>[0]['decision'],
    done: 'admin.erasureRequests.erased' | 'admin.erasureRequests.refusedDone',
  ) =>
    decide.mutate(
      { id: requestId, decision },
      {
        onSuccess: () => {
          toast.success(t(done));
          // An erased client may be gone altogether: back to the list, which is current.
          if (decision.decision === 'erase') void navigate(localize('/admin/clients'));
        },
        onError: (error) =>
          toast.error(t('admin.erasureRequests.failed'), { description: errorMessage(error) }),
      },
    );
  const refuse = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return;
    send({ decision: 'refuse', reason }, 'admin.erasureRequests.refusedDone');
  };

  if (refusing)
    return (
      <form onSubmit={refuse} className="w-full space-y-2">
        <Label htmlFor={reasonId}>{t('admin.erasureRequests.reason')}</Label>
        <Textarea
          id={reasonId}
          aria-describedby={hintId}
          required
          maxLength={2000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={hintId} className="text-xs text-muted">
          {t('admin.erasureRequests.reasonHint')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={decide.isPending}>
            {t('admin.erasureRequests.send')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setRefusing(false)}>
            {t('admin.erasureRequests.cancel')}
          </Button>
        </div>
      </form>
    );
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmDialog
        title={t('admin.erasureRequests.confirmTitle')}
        description={t('admin.erasureRequests.confirmText')}
        confirmLabel={t('admin.erasureRequests.confirm')}
        onConfirm={() => send({ decision: 'erase' }, 'admin.erasureRequests.erased')}
        trigger={
          <Button type="button" size="sm" disabled={decide.isPending}>
            {t('admin.erasureRequests.erase')}
          </Button>
        }
      />
      <Button type="button" size="sm" variant="outline" onClick={() => setRefusing(true)}>
        {t('admin.erasureRequests.refuse')}
      </Button>
    </div>
  );
}
