import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_HOLD_REASON_MAX, type AdminMatter } from '@lexbridge/shared/schemas/matters';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useLegalHold } from '../api/legal-hold';

/**
 * A matter's legal hold: shown with why, who and when, and released; or placed with a reason.
 * While held, nothing in the matter is erased or purged (erasure requests and retention).
 */
export function LegalHold({ matter }: { matter: AdminMatter }) {
  const { t } = useTranslation('matters');
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const hold = useLegalHold(matter.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // What had focus (the form, or the release button) is replaced: focus stays on the hold's box.
  const close = () => {
    setOpen(false);
    setReason('');
    box.current?.focus();
  };
  const change = (next: string | null) =>
    hold.mutate(next, {
      onSuccess: () => {
        toast.success(t(next === null ? 'admin.legalHold.released' : 'admin.legalHold.placed'));
        close();
      },
      onError: (error) =>
        toast.error(t('admin.legalHold.failed'), { description: errorMessage(error) }),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change(reason);
  };

  return (
    <div ref={box} tabIndex={-1}>
      {content()}
    </div>
  );

  function content() {
    if (matter.legalHold) {
      const { reason: why, by, at } = matter.legalHold;
      return (
        <div className="rounded-md border border-warning/40 bg-warning-soft p-3 text-sm">
          <p className="font-medium">{t('admin.legalHold.held')}</p>
          <p className="break-words">{why}</p>
          <p className="text-muted">
            {t('admin.legalHold.setBy', { name: by, date: formatDateTime(at, language) })}
          </p>
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            disabled={hold.isPending}
            aria-label={t('admin.legalHold.releaseFor', { title: matter.title })}
            onClick={() => change(null)}
          >
            {t('admin.legalHold.release')}
          </Button>
        </div>
      );
    }
    if (!open)
      return (
        <Button
          size="sm"
          variant="outline"
          aria-label={t('admin.legalHold.placeFor', { title: matter.title })}
          onClick={() => setOpen(true)}
        >
          {t('admin.legalHold.place')}
        </Button>
      );
    return (
      <form method="post" onSubmit={submit} className="space-y-2">
        <Label htmlFor={id}>{t('admin.legalHold.reason')}</Label>
        <Textarea
          id={id}
          required
          value={reason}
          maxLength={LEGAL_HOLD_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={hold.isPending}>
            {t('admin.legalHold.confirm')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={close}>
            {t('admin.legalHold.cancel')}
          </Button>
        </div>
      </form>
    );
  }
}
