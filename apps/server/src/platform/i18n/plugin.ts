import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@lexbridge/shared/i18n/languages';
import { requestLanguage } from './request-language';
import { translator, type Translator } from './translator';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in (see `requestLanguage`). */
    language: Language;
    /** `t` fixed to `request.language`; the shared instance's language is never changed. */
    t: Translator;
  }
}

/** Sets `request.language` and `request.t` first thing, before any hook can refuse the request. */
export function registerI18n(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.decorateRequest('t', null as unknown as Translator);
  app.addHook('onRequest', async (request) => {
    request.language = requestLanguage(request.headers);
    request.t = translator(request.language);
  });
}

/** `request.t`, or one made from the headers when the request failed before the hook ran. */
export function requestTranslator(request: FastifyRequest): Translator {
  return request.t ?? translator(requestLanguage(request.headers));
}
