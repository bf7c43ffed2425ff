import { escapeHtml } from './escape';

/** What the plain text marks as a link (as mail programs read it), and what ends a sentence. */
const LINK = /https?:\/\/[^\s<>"]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]'’]+$/;

/** A link as HTML: the address it shows is the address it opens (only http and https). */
function anchor(url: string, colour: string) {
  const href = escapeHtml(url);
  return `<a href="${href}" style="color:${colour};text-decoration:underline;">${href}</a>`;
}

/** One line of text, escaped, with its http(s) addresses clickable. */
function lineToHtml(line: string, linkColour: string) {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(LINK)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    html += escapeHtml(line.slice(from, match.index)) + anchor(url, linkColour);
    from = match.index + url.length;
  }
  return html + escapeHtml(line.slice(from));
}

/**
 * The plain text part as HTML, saying exactly the same: blank lines separate paragraphs, a line
 * break stays one, every character of the text is escaped (names and messages people wrote stay
 * text), and web addresses become links.
 */
export function textToHtml(text: string, linkColour: string) {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => paragraph.split('\n').map((line) => lineToHtml(line, linkColour)))
    .map((lines) => `<p style="margin:0 0 16px;">${lines.join('<br>')}</p>`)
    .join('\n');
}
