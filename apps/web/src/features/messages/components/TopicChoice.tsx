import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import type { ThreadTopicChoice } from '@lexbridge/shared/schemas/messages';
import { FormFieldset } from '../../../components/ui/form';

/** What a client's new conversation is about; "one of my matters" only when they have matters. */
export function TopicChoice({ withExisting }: { withExisting: boolean }) {
  const { t } = useTranslation('messages');
  const { register } = useFormContext<{ about: ThreadTopicChoice }>();
  const choices: ThreadTopicChoice[] = withExisting
    ? ['new-matter', 'existing-matter', 'general']
    : ['new-matter', 'general'];
  return (
    <FormFieldset name="about" legend={t('new.about')} className="space-y-2">
      {choices.map((choice) => (
        <label key={choice} className="flex items-center gap-2">
          <input
            type="radio"
            value={choice}
            className="size-4 accent-navy-900"
            {...register('about')}
          />
          {t(`new.topics.${choice}`)}
        </label>
      ))}
    </FormFieldset>
  );
}
