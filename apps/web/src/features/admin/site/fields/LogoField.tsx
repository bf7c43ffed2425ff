import { useTranslation } from 'react-i18next';
import { ImageField } from './ImageField';

/** The firm's logo: an SVG or PNG, shown in the header, e-mails and invoices. */
export function LogoField() {
  const { t } = useTranslation('siteEditor');
  return (
    <ImageField
      name="identity.logoAssetId"
      label={t('identity.logo')}
      hint={t('identity.logoHint')}
      uploading={t('identity.logoUploading')}
      previewAlt={t('identity.logoPreview')}
      none={t('identity.noLogo')}
      removeLabel={t('identity.removeLogo')}
      accept="image/svg+xml,image/png"
      previewClassName="h-12 max-w-48 rounded border border-border bg-white object-contain p-1"
    />
  );
}
