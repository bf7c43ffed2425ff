import { useTranslation } from 'react-i18next';
import { BilingualField } from '../fields/BilingualField';
import { BrandColourField } from '../fields/BrandColourField';
import { LogoField } from '../fields/LogoField';
import { SiteInput } from '../fields/SiteInput';
import { SocialLinksField } from '../fields/SocialLinksField';
import { EditorSection } from './EditorSection';

/** Who the firm is and how to reach it: header, footer, contact section, e-mails and invoices. */
export function IdentityTab() {
  const { t } = useTranslation('siteEditor');
  return (
    <div className="space-y-6">
      <EditorSection title={t('identity.firmTitle')}>
        <BilingualField name="identity.name" label={t('identity.name')} />
        <BilingualField name="identity.legalName" label={t('identity.legalName')} />
        <LogoField />
        <BrandColourField />
      </EditorSection>
      <EditorSection title={t('identity.contactTitle')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SiteInput name="identity.phone" type="tel" label={t('identity.phone')} />
          <SiteInput name="identity.email" type="email" label={t('identity.email')} />
          <SiteInput
            name="identity.emergencyPhone"
            type="tel"
            label={t('identity.emergencyPhone')}
            description={t('identity.emergencyPhoneHint')}
          />
        </div>
        <BilingualField name="identity.officeHours" label={t('identity.officeHours')} />
        <BilingualField name="identity.address.street" label={t('identity.street')} />
        <BilingualField name="identity.address.city" label={t('identity.city')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SiteInput name="identity.address.postalCode" label={t('identity.postalCode')} />
          <SiteInput
            name="identity.address.country"
            label={t('identity.country')}
            description={t('identity.countryHint')}
            maxLength={2}
            className="sm:max-w-24"
          />
        </div>
        <SocialLinksField />
      </EditorSection>
      <EditorSection
        title={t('identity.registrationTitle')}
        intro={t('identity.registrationIntro')}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SiteInput name="identity.vatNumber" label={t('identity.vatNumber')} />
          <SiteInput name="identity.registrationNumber" label={t('identity.registrationNumber')} />
        </div>
      </EditorSection>
    </div>
  );
}
