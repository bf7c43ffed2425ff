import type { FastifyInstance } from 'fastify';
import { msg } from '@lexbridge/shared/i18n/message';
import type { LocalizedText } from '@lexbridge/shared/site/text';
import { badRequest } from '../../platform/errors';
import { publishedSite } from '../site';

/** A stored practice area's title (hidden areas too); an unknown value names itself. */
export type AreaTitle = (value: string) => LocalizedText;

export function areaTitles(app: FastifyInstance): AreaTitle {
  const areas = publishedSite(app).content.practiceAreas;
  const titles = new Map(areas.map((area) => [area.id, area.title]));
  return (value) => titles.get(value) ?? { en: value, el: value };
}

/**
 * The title of the practice area a visitor chose: one the published site shows (the form's
 * options). A hidden or unknown id is refused like any other invalid choice.
 */
export function offeredAreaTitle(app: FastifyInstance, id: string): LocalizedText {
  const area = publishedSite(app).content.practiceAreas.find(
    (candidate) => candidate.id === id && !candidate.hidden,
  );
  if (!area) throw badRequest(msg('validation:contact.practiceArea'), 'VALIDATION_ERROR');
  return area.title;
}
