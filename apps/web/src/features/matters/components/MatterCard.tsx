import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientMatter } from '@lexbridge/shared/schemas/matters';
import { Card } from '../../../components/ui/card';
import { useFormat } from '../../../lib/i18n/use-format';
import { useAreaTitle } from '../use-area-title';
import { MatterBadges } from './MatterBadges';

/**
 * One matter as a card: title, status and priority, practice area and dates. `title` replaces the
 * plain heading text, e.g. with a link to the matter's details.
 */
export function MatterCard({
  matter,
  title,
  heading: Heading = 'h3',
}: {
  matter: ClientMatter;
  title?: ReactNode;
  /** The card's heading level: one below the heading the cards are listed under. */
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation(['matters']);
  const areaTitle = useAreaTitle();
  const format = useFormat();
  const dates = [
    matter.startDate && t('portal.card.started', { date: format.firmDate(matter.startDate) }),
    matter.dueDate && t('portal.card.due', { date: format.firmDate(matter.dueDate) }),
    matter.completionDate &&
      t('portal.card.completed', { date: format.firmDate(matter.completionDate) }),
  ].filter((text): text is string => !!text);

  return (
    <Card className="flex flex-col gap-3 p-5 sm:p-6" aria-label={matter.title} role="article">
      <Heading className="text-lg font-semibold text-navy-900">{title ?? matter.title}</Heading>
      <MatterBadges status={matter.status} priority={matter.priority} />
      {matter.practiceAreaTitle && (
        <p className="text-sm text-muted">{areaTitle(matter.practiceAreaTitle)}</p>
      )}
      {dates.length > 0 && (
        <ul className="space-y-1 text-sm text-muted">
          {dates.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}
