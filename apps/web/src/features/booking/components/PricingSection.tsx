import { Link } from 'react-router';
import { Check, CreditCard, ShieldCheck, Receipt } from 'lucide-react';
import { consultationTypes, hourlyRates } from '@lexbridge/shared/firm/pricing';
import { practiceAreas } from '@lexbridge/shared/firm/practice-areas';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format';
import { ScheduleConsultationButton } from './ScheduleConsultationButton';

const guarantees = [
  {
    icon: CreditCard,
    title: 'Flexible payment plans',
    text: 'Spread the cost of larger matters over agreed instalments.',
  },
  {
    icon: Receipt,
    title: 'No hidden fees',
    text: 'You agree every fee in writing before work begins.',
  },
  {
    icon: ShieldCheck,
    title: 'Satisfaction guarantee',
    text: 'If a consultation falls short, tell us and we will put it right.',
  },
];

/** Home page pricing (#pricing): consultation cards that open the booking dialog, hourly rates, guarantees. */
export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-paper py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-title" className="text-4xl font-semibold">
            Consultation Pricing
          </h2>
          <p className="mt-3 text-muted">
            Clear, fixed prices for a first conversation. Book a time and pay securely online.
          </p>
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
                <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-navy-900 px-3 py-1 text-xs font-semibold text-white">
                  Most Popular
                </p>
              )}
              <h3 className="text-2xl font-semibold">{type.title}</h3>
              <p className="mt-2 text-sm text-muted">{type.description}</p>
              <p className="mt-4">
                <span className="font-serif text-4xl font-semibold">
                  {formatMoney(type.priceCents)}
                </span>
                <span className="text-muted"> / {type.durationMinutes} minutes</span>
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm">
                {type.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                    {feature}
                  </li>
                ))}
              </ul>
              <ScheduleConsultationButton
                consultationType={type.id}
                className="mt-6 w-full"
                variant={type.popular ? 'primary' : 'secondary'}
              >
                {type.buttonText}
              </ScheduleConsultationButton>
            </li>
          ))}
        </ul>

        <div className="mt-16 grid gap-8 lg:grid-cols-2">
          <div className="rounded-lg border border-border bg-white p-6">
            <h3 className="text-2xl font-semibold">Hourly Rates</h3>
            <p className="mt-1 text-sm text-muted">For ongoing work, by practice area.</p>
            <dl className="mt-4 divide-y divide-border">
              {practiceAreas.map((area) => (
                <div key={area.slug} className="flex flex-wrap justify-between gap-2 py-3">
                  <dt>{area.title}</dt>
                  <dd className="font-medium">
                    {formatMoney(hourlyRates[area.slug].minCents)} -{' '}
                    {formatMoney(hourlyRates[area.slug].maxCents)} / hour
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="rounded-lg border border-border bg-white p-6">
            <h3 className="text-2xl font-semibold">Payment Options &amp; Guarantees</h3>
            <ul className="mt-4 space-y-4">
              {guarantees.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-brass-800" aria-hidden />
                  <div>
                    <p className="font-medium">{title}</p>
                    <p className="text-sm text-muted">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button asChild variant="outline">
                <Link to="/?request=custom-quote#contact">Get Custom Quote</Link>
              </Button>
              <ScheduleConsultationButton />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
