import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check, CreditCard, ShieldCheck, Receipt } from 'lucide-react';
import { consultationTypes, hourlyRates } from '@lexbridge/shared/firm/pricing';
import { practiceAreas } from '@lexbridge/shared/firm/practice-areas';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizedPath } from '../../../lib/i18n/use-language';
import { ScheduleConsultationButton } from './ScheduleConsultationButton';

/** Each guarantee's texts are `booking:pricing.guarantees.<id>.{title,text}`. */
const guarantees = [
  { id: 'flexiblePayment', icon: CreditCard },
  { id: 'noHiddenFees', icon: Receipt },
  { id: 'satisfaction', icon: ShieldCheck },
] as const;

/** Home page pricing (#pricing): consultation cards that open the booking dialog, hourly rates, guarantees. */
export function PricingSection() {
  const { t } = useTranslation(['booking', 'practiceAreas']);
  const { money } = useFormat();
  const localize = useLocalizedPath();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-paper py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-title" className="text-4xl font-semibold">
            {t('pricing.title')}
          </h2>
          <p className="mt-3 text-muted">{t('pricing.intro')}</p>
        </div>

        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {consultationTypes.map((type) => (
            <li
              key={type.id}
              className={cn(
                'relative flex flex-col rounded-lg border bg-white p-6',
                type.popular ? 'border-brass-600 ring-2 ring-brass-500' : 'border-border',
              )}
            >
              {type.popular && (
                <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-navy-900 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white">
                  {t('pricing.mostPopular')}
                </p>
              )}
              <h3 className="text-2xl font-semibold">{t(`pricing.types.${type.id}.title`)}</h3>
              <p className="mt-2 text-sm text-muted">{t(`pricing.types.${type.id}.description`)}</p>
              <p className="mt-4">
                <span className="font-serif text-4xl font-semibold">{money(type.priceCents)}</span>
                <span className="text-muted">
                  {' '}
                  {t('pricing.perDuration', { count: type.durationMinutes })}
                </span>
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm">
                {type.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                    {t(`pricing.features.${feature}`, { minutes: type.durationMinutes })}
                  </li>
                ))}
              </ul>
              <ScheduleConsultationButton
                consultationType={type.id}
                className="mt-6 w-full"
                variant={type.popular ? 'primary' : 'secondary'}
              >
                {t(`pricing.types.${type.id}.button`)}
              </ScheduleConsultationButton>
            </li>
          ))}
        </ul>

        <div className="mt-16 grid gap-8 lg:grid-cols-2">
          <div className="rounded-lg border border-border bg-white p-6">
            <h3 className="text-2xl font-semibold">{t('pricing.hourlyRates.title')}</h3>
            <p className="mt-1 text-sm text-muted">{t('pricing.hourlyRates.intro')}</p>
            <dl className="mt-4 divide-y divide-border">
              {practiceAreas.map((area) => (
                <div key={area.slug} className="flex flex-wrap justify-between gap-2 py-3">
                  <dt>{t(`practiceAreas:${area.slug}.title`)}</dt>
                  <dd className="font-medium">
                    {t('pricing.hourlyRates.range', {
                      min: money(hourlyRates[area.slug].minCents),
                      max: money(hourlyRates[area.slug].maxCents),
                    })}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="rounded-lg border border-border bg-white p-6">
            <h3 className="text-2xl font-semibold">{t('pricing.guarantees.title')}</h3>
            <ul className="mt-4 space-y-4">
              {guarantees.map(({ id, icon: Icon }) => (
                <li key={id} className="flex gap-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-brass-800" aria-hidden />
                  <div>
                    <p className="font-medium">{t(`pricing.guarantees.${id}.title`)}</p>
                    <p className="text-sm text-muted">{t(`pricing.guarantees.${id}.text`)}</p>
                  </div>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button asChild variant="outline">
                <Link to={localize('/?request=custom-quote#contact')}>
                  {t('pricing.customQuote')}
                </Link>
              </Button>
              <ScheduleConsultationButton />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
