import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isLanguage,
  languageNames,
  languages,
  type Language,
} from '@lexbridge/shared/i18n/languages';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { rememberLanguage } from '../../../lib/i18n/language-cookie';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useUpdateMe } from '../../auth';
import { AccountSection } from './AccountSection';

/**
 * The language of the account's e-mails (and of its pages, which follow the profile): saved on
 * the profile, which the server audits and confirms by e-mail, and remembered for public pages.
 */
export function LanguageSection() {
  const { t } = useTranslation('account');
  const shown = useLanguage();
  const [chosen, setChosen] = useState<Language>(shown);
  const update = useUpdateMe();
  const id = useId();

  function save(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { language: chosen },
      {
        onSuccess: () => {
          rememberLanguage(chosen);
          toast.success(t('language.saved', { lng: chosen }));
        },
        onError: () => toast.error(t('language.failed')),
      },
    );
  }

  return (
    <AccountSection title={t('language.title')} intro={t('language.intro')}>
      <form method="post" onSubmit={save} className="flex flex-wrap items-end gap-3">
        <Field id={id} label={t('language.label')} className="min-w-48 flex-1 sm:flex-none">
          <Select
            value={chosen}
            onChange={(event) => isLanguage(event.target.value) && setChosen(event.target.value)}
          >
            {languages.map((language) => (
              <option key={language} value={language} lang={language}>
                {languageNames[language]}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('language.saving') : t('language.submit')}
        </Button>
      </form>
    </AccountSection>
  );
}
