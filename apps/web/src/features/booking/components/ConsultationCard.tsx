import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LocalText, LocalizedSite } from '@lexbridge/shared/site/localize';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/i18n/use-format';
import { SiteText } from '../../site';
import { ScheduleConsultationButton } from './ScheduleConsultationButton';

type Props = { type: LocalizedSite['consultationTypes'][number]; mostPopular: LocalText };

/** One consultation on offer: its price in its currency, length, features and booking button. */
export function ConsultationCard({ type, mostPopular }: Props) {
  const { t } = useTranslation('booking');
  const { money } = useFormat();
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-lg border bg-white p-6',
        type.popular ? 'border-brass-600 ring-2 ring-brass-500' : 'border-border',
      )}
    >
      {type.popular && (
        <SiteText
          as="p"
          value={mostPopular}
          className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-navy-900 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white"
        />
      )}
      <SiteText as="h3" value={type.name} className="text-2xl font-semibold" />
      {type.description.text && (
        <SiteText as="p" value={type.description} className="mt-2 text-sm text-muted" />
      )}
      <p className="mt-4">
        <span className="font-serif text-4xl font-semibold">
          {money(type.priceCents, type.currency)}
        </span>
        <span className="text-muted">
          {' '}
          {t('pricing.perDuration', { count: type.durationMinutes })}
        </span>
      </p>
      <ul className="mt-4 flex-1 space-y-2 text-sm">
        {type.features.map((feature, index) => (
          <li key={index} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            <SiteText value={feature} />
          </li>
        ))}
      </ul>
      <ScheduleConsultationButton
        consultationType={type.id}
        className="mt-6 w-full"
        variant={type.popular ? 'primary' : 'secondary'}
      >
        <SiteText value={type.buttonText} />
      </ScheduleConsultationButton>
    </li>
  );
}
