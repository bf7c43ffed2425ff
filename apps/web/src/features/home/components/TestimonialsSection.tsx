import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { testimonialStats } from '@lexbridge/shared/firm/content';
import { TESTIMONIAL_RATING, testimonials } from '@lexbridge/shared/firm/testimonials';
import { SectionBand, SectionHeading } from '../../../components/layout/SectionHeading';

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('home');
  return (
    <div role="img" aria-label={t('testimonials.rating', { rating })} className="flex gap-0.5">
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={index < rating ? 'size-4 fill-brass-500 text-brass-600' : 'size-4 text-border'}
        />
      ))}
    </div>
  );
}

export function TestimonialsSection() {
  const { t } = useTranslation('home');
  return (
    <SectionBand id="testimonials" labelledBy="testimonials-title" tone="muted">
      <SectionHeading
        id="testimonials-title"
        title={t('testimonials.title')}
        intro={t('testimonials.intro')}
      />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((id) => (
          <li key={id}>
            <figure className="flex h-full flex-col rounded-lg border border-border bg-white p-6">
              <Stars rating={TESTIMONIAL_RATING} />
              <blockquote className="mt-4 flex-1 leading-relaxed">
                <p>{t('testimonials.quote', { quote: t(`testimonials.items.${id}.quote`) })}</p>
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{t(`testimonials.items.${id}.name`)}</span>
                <span className="text-muted">, {t(`testimonials.items.${id}.location`)}</span>
                <span className="mt-2 block w-fit rounded-full bg-paper-muted px-3 py-1 text-navy-900">
                  {t(`testimonials.items.${id}.caseLabel`)}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <dl className="mt-12 grid gap-6 text-center sm:grid-cols-3">
        {testimonialStats.map((stat) => (
          <div key={stat.id} className="flex flex-col-reverse">
            <dt className="mt-1 text-muted">{t(`testimonials.stats.${stat.id}`)}</dt>
            <dd className="font-serif text-4xl font-semibold text-navy-900">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </SectionBand>
  );
}
