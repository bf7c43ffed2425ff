import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { brandContrast, HEX_COLOUR, WCAG_AA_RATIO } from '@lexbridge/shared/site/contrast';
import { SiteInput } from './SiteInput';

const NAME = 'identity.brandColor';

/**
 * The brand colour as `#rrggbb`, with the contrast of text on it worked out as it is typed (the
 * same figures the server checks): under WCAG AA's 4.5:1 it is refused, with the ratio shown.
 */
export function BrandColourField() {
  const { t } = useTranslation('siteEditor');
  const { control } = useFormContext();
  const value = String(useWatch({ control, name: NAME }) ?? '').trim();
  const valid = HEX_COLOUR.test(value);
  const contrast = valid ? brandContrast(value) : null;
  const ratio = contrast ? contrast.ratio.toFixed(2) : '';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <SiteInput
          name={NAME}
          label={t('identity.brandColor')}
          description={t('identity.brandColorHint')}
          spellCheck={false}
          className="sm:max-w-40"
        />
        {/* The colour itself; the text below says whether text on it can be read. */}
        {contrast && (
          <span
            aria-hidden
            className="mb-1 inline-block size-10 shrink-0 rounded-md border border-border"
            style={{ backgroundColor: value }}
          />
        )}
      </div>
      {/* Read out as it changes, so a screen reader hears whether the colour can be used. */}
      <p
        role="status"
        className={contrast && !contrast.passes ? 'text-sm text-destructive' : 'text-sm text-muted'}
      >
        {contrast &&
          (contrast.passes
            ? t('identity.contrastPasses', { ratio, required: WCAG_AA_RATIO })
            : t('identity.contrastFails', { ratio, required: WCAG_AA_RATIO }))}
      </p>
    </div>
  );
}
