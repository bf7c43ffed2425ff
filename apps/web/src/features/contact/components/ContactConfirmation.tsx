import { useEffect, useRef } from 'react';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ContactPromise } from './ContactPromise';

/** Replaces the form after a successful submission; takes focus so screen readers announce it. */
export function ContactConfirmation({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('contact');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="space-y-5 rounded-lg border border-success/40 bg-success-soft p-6">
      <h3
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 font-sans text-lg font-semibold text-success"
      >
        <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
        {t('confirmation.title')}
      </h3>
      <div className="text-navy-900">
        <ContactPromise />
      </div>
      <Button variant="outline" onClick={onReset}>
        {t('confirmation.sendAnother')}
      </Button>
    </div>
  );
}
