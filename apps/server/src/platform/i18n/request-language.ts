import {
  defaultLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  negotiateLanguage,
  type Language,
} from '@lexbridge/shared/i18n/languages';
import { readCookie } from '../cookies';

/**
 * The language to answer an API request in: a supported language in `Accept-Language` (the web
 * client sends the page's language there), else the visitor's `lang` cookie, else the default.
 */
export function requestLanguage(headers: {
  'accept-language'?: string;
  cookie?: string;
  upgrade?: string;
}): Language {
  const cookie = readCookie(headers.cookie, LANGUAGE_COOKIE);
  // A WebSocket cannot carry the page's language in a header: its Accept-Language is the
  // browser's own, so the visitor's remembered choice comes first there.
  if (headers.upgrade?.toLowerCase() === 'websocket' && isLanguage(cookie)) return cookie;
  const accepted = supportedAcceptLanguage(headers['accept-language']);
  if (accepted) return accepted;
  return isLanguage(cookie) ? cookie : defaultLanguage;
}

/** The header's best supported language, or undefined when it names none we speak. */
function supportedAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const best = negotiateLanguage(header);
  // negotiateLanguage falls back to the default when the header names no language we speak.
  return best !== defaultLanguage || names(header, defaultLanguage) ? best : undefined;
}

/** Whether the header accepts `language` (any region of it) with a quality above zero. */
const names = (header: string, language: Language) =>
  header.split(',').some((part) => {
    const [tag = '', ...params] = part.trim().split(';');
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param.trim()));
    return !refused && tag.split('-')[0]!.toLowerCase() === language;
  });
