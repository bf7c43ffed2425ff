import type { FastifyInstance } from 'fastify';
import { msg } from '@lexbridge/shared/i18n/message';
import type { SiteContent } from '@lexbridge/shared/site/schema';
import { badRequest } from '../../platform/errors';
import { publishedSite } from '../site';

/** A consultation type as the published site offers it: name, length, price and currency. */
export type OfferedType = SiteContent['consultationTypes'][number];

const offered = (app: FastifyInstance) =>
  publishedSite(app).content.consultationTypes.filter((type) => type.active);

/**
 * The published site's active consultation type `id`. The site is the one source of what is
 * offered and what it costs; an id it does not offer (unknown, or made inactive since the page
 * was loaded) is refused, never priced from anywhere else.
 */
export function offeredType(app: FastifyInstance, id: string): OfferedType {
  const type = offered(app).find((candidate) => candidate.id === id);
  if (!type)
    throw badRequest(msg('errors:booking.typeUnavailable'), 'CONSULTATION_TYPE_UNAVAILABLE');
  return type;
}

/** The shortest offered consultation: a day with room for it has a time to offer. */
export const shortestOfferedMinutes = (app: FastifyInstance) =>
  Math.min(...offered(app).map((type) => type.durationMinutes));
