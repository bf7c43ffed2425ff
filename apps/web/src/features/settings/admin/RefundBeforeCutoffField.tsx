import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/ui/label';

/** Whether a consultation cancelled before the cut-off is paid back in full. */
export function RefundBeforeCutoffField() {
  const { t } = useTranslation('settings');
  const { register } = useFormContext<{ refundBeforeCutoff: boolean }>();
  const id = useId();
  const hint = `${id}-hint`;
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="size-4"
          aria-describedby={hint}
          {...register('refundBeforeCutoff')}
        />
        <Label htmlFor={id}>{t('fields.refundBeforeCutoff.label')}</Label>
      </div>
      <p id={hint} className="mt-1 text-sm text-muted">
        {t('fields.refundBeforeCutoff.hint')}
      </p>
    </div>
  );
}
