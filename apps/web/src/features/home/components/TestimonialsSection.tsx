import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionBand } from '../../../components/layout/SectionHeading';
import { SiteText, useSite } from '../../site';
import { SiteSectionHeading } from './SiteSectionHeading';

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

/** Clients' words with their ratings, then the firm's figures. */
export function TestimonialsSection() {
  const { t } = useTranslation('home');
  const section = useSite()?.home.testimonials;
  if (!section) return null;
  return (
    <SectionBand id="testimonials" labelledBy="testimonials-title" tone="muted">
      <SiteSectionHeading id="testimonials-title" title={section.title} intro={section.intro} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.id}>
            <figure className="flex h-full flex-col rounded-lg border border-border bg-white p-6">
              <Stars rating={item.rating} />
              <blockquote className="mt-4 flex-1 leading-relaxed">
                <p lang={item.quote.lang}>{t('testimonials.quote', { quote: item.quote.text })}</p>
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <SiteText value={item.name} className="font-semibold" />
                {item.location.text && (
                  <span className="text-muted">
                    , <SiteText value={item.location} />
                  </span>
                )}
                {item.caseLabel.text && (
                  <SiteText
                    value={item.caseLabel}
                    className="mt-2 block w-fit rounded-full bg-paper-muted px-3 py-1 text-navy-900"
                  />
                )}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {section.figures.length > 0 && (
        <dl className="mt-12 grid gap-6 text-center sm:grid-cols-3">
          {section.figures.map((figure) => (
            <div key={figure.id} className="flex flex-col-reverse">
              <SiteText as="dt" value={figure.label} className="mt-1 text-muted" />
              <SiteText
                as="dd"
                value={figure.value}
                className="font-serif text-4xl font-semibold text-navy-900"
              />
            </div>
          ))}
        </dl>
      )}
    </SectionBand>
  );
}
