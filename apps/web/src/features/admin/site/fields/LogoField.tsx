import { useId, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { FieldError } from '../../../../components/ui/field';
import { Label } from '../../../../components/ui/label';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { siteAssetUrl, uploadSiteAsset } from '../api/site-editor-api';
import { fieldId } from '../field-paths';

const NAME = 'identity.logoAssetId';

/**
 * The firm's logo: an SVG or PNG uploaded at once (the server checks the file is an image it can
 * use, and says why not); the draft then names it, and the next save keeps it.
 */
export function LogoField() {
  const { t } = useTranslation('siteEditor');
  const { control, setValue } = useFormContext();
  const logo = useWatch({ control, name: NAME }) as string | null;
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const describeError = useErrorMessage();
  const hintId = useId();
  const errorId = useId();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setRefusal(null);
    setUploading(true);
    try {
      const asset = await uploadSiteAsset(file);
      setValue(NAME, asset.id, { shouldDirty: true });
    } catch (error) {
      setRefusal(describeError(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={fieldId(NAME)}>{t('identity.logo')}</Label>
      <p id={hintId} className="text-xs text-muted">
        {uploading ? t('identity.logoUploading') : t('identity.logoHint')}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {logo ? (
          <img
            src={siteAssetUrl(logo)}
            alt={t('identity.logoPreview')}
            className="h-12 max-w-48 rounded border border-border bg-white object-contain p-1"
          />
        ) : (
          <span className="text-sm text-muted">{t('identity.noLogo')}</span>
        )}
        <input
          id={fieldId(NAME)}
          type="file"
          accept="image/svg+xml,image/png"
          disabled={uploading}
          aria-describedby={refusal ? `${hintId} ${errorId}` : hintId}
          aria-invalid={refusal ? true : undefined}
          onChange={(event) => void upload(event)}
          className="max-w-full text-sm"
        />
        {logo && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setValue(NAME, null, { shouldDirty: true })}
          >
            {t('identity.removeLogo')}
          </Button>
        )}
      </div>
      <div role="alert">
        <FieldError id={errorId} message={refusal ?? undefined} />
      </div>
    </div>
  );
}
