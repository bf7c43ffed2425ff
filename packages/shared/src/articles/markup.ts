/**
 * The article body's simple markup (#, ##, ### headings, - and numbered lists, paragraphs),
 * parsed into plain data. Nothing here produces HTML: the web app turns these blocks into React
 * elements, so any tag, attribute, entity or link in the source stays visible text.
 */
export type MarkupBlock =
  | { type: 'heading'; level: 1 | 2 | 3; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; start: number; items: string[] };

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^(\d{1,9})[.)]\s+(.*)$/;

export function parseMarkup(source: string): MarkupBlock[] {
  const blocks: MarkupBlock[] = [];
  let paragraph: string[] = [];
  let list: Extract<MarkupBlock, { type: 'list' }> | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push(list);
    paragraph = [];
    list = null;
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length as 1 | 2 | 3;
      blocks.push({ type: 'heading', level, text: heading[2]!.trim() });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const text = (bullet ? bullet[1]! : numbered![2]!).trim();
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { type: 'list', ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      list.items.push(text);
      continue;
    }
    // A plain line right after a list item continues that item (wrapped text).
    if (list) {
      const last = list.items.length - 1;
      list.items[last] = `${list.items[last]} ${line}`;
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The body as plain text (for meta descriptions and search snippets). */
export function markupToPlainText(source: string): string {
  return parseMarkup(source)
    .map((block) => (block.type === 'list' ? block.items.join(' ') : block.text))
    .join(' ');
}
