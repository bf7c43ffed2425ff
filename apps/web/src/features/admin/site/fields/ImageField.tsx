import { useId, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { FieldError } from '../../../../components/ui/field';
import { Label } from '../../../../components/ui/label';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { siteAssetUrl, uploadSiteAsset } from '../api/site-editor-api';
import { fieldId } from '../field-paths';

type Props = {
  /** The path of the asset id in the form ('identity.logoAssetId', 'team.0.photoAssetId'). */
  name: string;
  label: string;
  hint: string;
  uploading: string;
  /** The preview's alternative text. */
  previewAlt: string;
  /** Said when there is no image. */
  none: string;
  removeLabel: string;
  accept: string;
  previewClassName: string;
};

/**
 * An image of the site (the logo, a team member's photo), uploaded at once: the server checks
 * the file is an image it can use, and says why not; the draft then names it, and the next save
 * keeps it.
 */
export function ImageField(props: Props) {
  const { name, label, hint, uploading: uploadingText, previewAlt, none, removeLabel } = props;
  const { control, setValue } = useFormContext();
  const image = useWatch({ control, name }) as string | null;
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
      setValue(name, asset.id, { shouldDirty: true });
    } catch (error) {
      setRefusal(describeError(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="space-y-2">
      <Label htmlFor={fieldId(name)}>{label}</Label>
      <p id={hintId} className="text-xs text-muted">
        {uploading ? uploadingText : hint}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {image ? (
          <img src={siteAssetUrl(image)} alt={previewAlt} className={props.previewClassName} />
        ) : (
          <span className="text-sm text-muted">{none}</span>
        )}
        <input
          id={fieldId(name)}
          type="file"
          accept={props.accept}
          disabled={uploading}
          aria-describedby={refusal ? `${hintId} ${errorId}` : hintId}
          aria-invalid={refusal ? true : undefined}
          onChange={(event) => void upload(event)}
          className="max-w-full text-sm"
        />
        {image && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setValue(name, null, { shouldDirty: true })}
          >
            {removeLabel}
          </Button>
        )}
      </div>
      <div role="alert">
        <FieldError id={errorId} message={refusal ?? undefined} />
      </div>
    </div>
  );
}
