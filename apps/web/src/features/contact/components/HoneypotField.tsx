import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order). Bots that fill every input fill it, and the server refuses their request.
 */
export function HoneypotField(props: ComponentProps<'input'>) {
  const { t } = useTranslation('contact');
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="contact-website">{t('form.website')}</label>
      <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
