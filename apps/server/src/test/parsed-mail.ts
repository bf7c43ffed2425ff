import { expect } from 'vitest';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { ReceivedMail } from './smtp';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!);

/**
 * The mail `to` received over SMTP (waits for it), read by a real mail parser as a mail program
 * reads it: its parts, headers and attachments.
 */
export async function receivedMail(received: ReceivedMail[], to: string): Promise<ParsedMail> {
  let found: ReceivedMail | undefined;
  await expect.poll(() => (found = received.find((mail) => mail.to.includes(to)))).toBeDefined();
  return simpleParser(found!.raw);
}

/** The HTML part, which every mail has. */
export function htmlOf(mail: ParsedMail): string {
  expect(typeof mail.html, 'the mail has an HTML part').toBe('string');
  return mail.html as string;
}

/** The words a reader of the HTML part's body sees, a line per line break, entities decoded. */
export function visibleText(html: string) {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html;
  return decode(
    body
      .replace(/<br>|<\/p>|<\/td>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/[ \t]*\n[\s]*/g, '\n'),
  );
}

/** Where the HTML part's links go, as the browser opens them. */
export const linksOf = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => decode(match[1]!));
