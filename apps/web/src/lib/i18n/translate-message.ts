import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { parseMessage } from '@lexbridge/shared/i18n/message';

/**
 * A message made by `msg()` (a shared schema's validation message, the client's own network
 * error) in the language shown now; any other text, such as an error the server already
 * translated, is returned as it is.
 */
export function translateMessage(t: TFunction, text: string): string {
  const { key, params } = parseMessage(text);
  if (!/^[a-zA-Z]+:[\w.-]+$/.test(key)) return text;
  // The key comes from data, not from the code: looked up untyped, and kept as is when unknown.
  const lookUp = t as unknown as (key: string, options: object) => string;
  return lookUp(key, { ...params, defaultValue: '' }) || text;
}

/** `translateMessage` bound to the language shown now. */
export function useTranslateMessage(): (text: string) => string {
  const { t } = useTranslation();
  return (text) => translateMessage(t, text);
}
