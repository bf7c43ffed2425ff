import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PREVIEW_PARAM, PREVIEW_VALUE } from '@lexbridge/shared/site/query-key';
import type { Language } from '@lexbridge/shared/i18n/languages';
import type { LocalizedSite } from '@lexbridge/shared/site/localize';
import { resolveSessionUser, viewerOf } from '../../platform/auth/guards';
import { can } from '../../platform/authz/authorize';
import { draftPreview, sitePolicy } from '../site';

/**
 * The draft's public view when a public page's URL asks for it (`?preview=draft`) and the request
 * is a signed-in administrator's (`sitePolicy.manage`); null for anyone else, who gets the
 * published page: the URL never decides who sees the draft, the session does.
 */
export async function previewSite(
  app: FastifyInstance,
  request: FastifyRequest,
  url: URL,
  language: Language,
): Promise<LocalizedSite | null> {
  if (url.searchParams.get(PREVIEW_PARAM) !== PREVIEW_VALUE) return null;
  try {
    const sessionUser = await resolveSessionUser(app, request);
    if (!can(viewerOf(sessionUser, request), sitePolicy.manage, {})) return null;
  } catch (error) {
    // No session to trust: the published page, as any visitor gets it.
    request.log.warn({ err: error }, 'could not read the session for a draft preview');
    return null;
  }
  return draftPreview(app, language);
}
