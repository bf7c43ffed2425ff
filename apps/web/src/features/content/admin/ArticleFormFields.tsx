import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { languages } from '@lexbridge/shared/i18n/languages';
import { FormField } from '../../../components/ui/form';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useCategoryLabel } from '../components/use-category-label';
import { articleCategories, type ArticleFormValues } from './article-form-values';

const selectClasses =
  'block h-10 w-full rounded-md border border-navy-700/50 bg-white px-3 text-base text-navy-900';

export function SummaryField() {
  const { t } = useTranslation('content');
  const { register } = useFormContext<ArticleFormValues>();
  return (
    <FormField name="summary" id="article-summary" label={t('admin.form.summary')}>
      <Textarea rows={3} {...register('summary')} />
    </FormField>
  );
}

export function ContentField() {
  const { t } = useTranslation('content');
  const { register } = useFormContext<ArticleFormValues>();
  return (
    <FormField
      name="content"
      id="article-content"
      label={t('admin.form.content')}
      description={t('admin.form.contentHint')}
    >
      <Textarea rows={16} className="font-mono text-sm" {...register('content')} />
    </FormField>
  );
}

export function CategoryField() {
  const { t } = useTranslation('content');
  const label = useCategoryLabel();
  const { register, getValues } = useFormContext<ArticleFormValues>();
  const current = getValues('category');
  // An article saved with a category no longer in the list keeps it as an option.
  const options = articleCategories.includes(current)
    ? articleCategories
    : [current, ...articleCategories];
  return (
    <FormField name="category" id="article-category" label={t('admin.form.category')}>
      <select className={selectClasses} {...register('category')}>
        {options.map((category) => (
          <option key={category} value={category}>
            {label(category)}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** The language the article is written in: Greek pages list Greek articles first. */
export function LanguageField() {
  const { t } = useTranslation('content');
  const { register } = useFormContext<ArticleFormValues>();
  return (
    <FormField name="language" id="article-language" label={t('admin.form.language')}>
      <select className={selectClasses} {...register('language')}>
        {languages.map((language) => (
          <option key={language} value={language}>
            {t(`admin.languages.${language}`)}
          </option>
        ))}
      </select>
    </FormField>
  );
}

export function FeaturedField() {
  const { t } = useTranslation('content');
  const { register } = useFormContext<ArticleFormValues>();
  return (
    <div className="flex items-center gap-2">
      <input id="article-featured" type="checkbox" className="size-4" {...register('featured')} />
      <Label htmlFor="article-featured">{t('admin.form.featured')}</Label>
    </div>
  );
}
