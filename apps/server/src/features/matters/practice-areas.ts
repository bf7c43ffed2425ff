import type { FastifyInstance } from 'fastify';
import { msg } from '@lexbridge/shared/i18n/message';
import {
  isLegacyMatterPracticeArea,
  matterPracticeAreaLabel,
  type MatterPracticeAreaChoice,
} from '@lexbridge/shared/schemas/matters';
import type { LocalizedText } from '@lexbridge/shared/site/text';
import { badRequest } from '../../platform/errors';
import { translator } from '../../platform/i18n/translator';
import { publishedSite } from '../site';

/** A practice area's title for a stored id (null for none). */
export type PracticeAreaTitles = (id: string | null) => LocalizedText | null;

/** The published site's practice areas, hidden ones included (a matter may keep one). */
export const practiceAreaChoices = (app: FastifyInstance): MatterPracticeAreaChoice[] =>
  publishedSite(app).content.practiceAreas.map(({ id, title, hidden }) => ({ id, title, hidden }));

const legacyTitle = (id: string): LocalizedText =>
  isLegacyMatterPracticeArea(id)
    ? {
        en: translator('en')(matterPracticeAreaLabel(id)),
        el: translator('el')(matterPracticeAreaLabel(id)),
      }
    : { en: id, el: id };

/**
 * Names stored practice-area ids: from the published site (hidden areas too, since a matter keeps
 * an area the firm hid later); an id the site no longer has by the older fixed list's label, or
 * else by the id itself, so nothing shows blank.
 */
export function practiceAreaTitles(app: FastifyInstance): PracticeAreaTitles {
  const titles = new Map(practiceAreaChoices(app).map((area) => [area.id, area.title]));
  return (id) => (id === null ? null : (titles.get(id) ?? legacyTitle(id)));
}

/**
 * Refuses a practice area the firm does not offer: a new value must be a published area that is
 * not hidden; the value the matter already has (`kept`) stays allowed, hidden or not, so editing
 * other fields of an older matter never fails.
 */
export function checkPracticeArea(
  app: FastifyInstance,
  id: string | null | undefined,
  kept: string | null = null,
) {
  if (!id || id === kept) return;
  if (!practiceAreaChoices(app).some((area) => area.id === id && !area.hidden))
    throw badRequest(msg('errors:matters.practiceAreaUnavailable'), 'PRACTICE_AREA_UNAVAILABLE');
}
