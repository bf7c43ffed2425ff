import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BackupPlaces } from '@lexbridge/shared/schemas/backups';
import { FormFieldset, FormInput } from '../../../components/ui/form';

type Values = { destination: string; s3Prefix: string };

/**
 * Where the backups go: the server's folder, or a prefix in the S3 bucket the server stores files
 * in. S3 cannot be chosen where the server has no bucket (the server refuses it too), and says why.
 */
export function BackupDestinationField({ places }: { places: BackupPlaces }) {
  const { t } = useTranslation('settings');
  const { register, control } = useFormContext<Values>();
  const destination = useWatch({ control, name: 'destination' });
  const s3HintId = useId();
  const option = 'flex items-start gap-2 text-sm';
  const radio = 'mt-0.5 size-4 shrink-0 accent-navy-900';
  return (
    <>
      <FormFieldset
        name="destination"
        legend={t('backups.fields.destination.legend')}
        className="space-y-2"
      >
        <label className={option}>
          <input type="radio" value="local" className={radio} {...register('destination')} />
          <span className="min-w-0">
            <span className="font-medium">{t('backups.fields.destination.local')}</span>
            <span className="block break-words text-muted">
              {t('backups.fields.destination.localHint', { folder: places.local })}
            </span>
          </span>
        </label>
        <label className={option}>
          <input
            type="radio"
            value="s3"
            className={radio}
            disabled={!places.s3Bucket}
            aria-describedby={s3HintId}
            {...register('destination')}
          />
          <span className="min-w-0">
            <span className="font-medium">{t('backups.fields.destination.s3')}</span>
            <span id={s3HintId} className="block break-words text-muted">
              {places.s3Bucket
                ? t('backups.fields.destination.s3Hint', { bucket: places.s3Bucket })
                : t('backups.fields.destination.s3Missing')}
            </span>
          </span>
        </label>
      </FormFieldset>
      {destination === 's3' && (
        <FormInput
          name="s3Prefix"
          label={t('backups.fields.s3Prefix.label')}
          description={t('backups.fields.s3Prefix.hint')}
          autoComplete="off"
          spellCheck={false}
          className="sm:max-w-md"
        />
      )}
    </>
  );
}
