// The article markup, drawn: articles, their editor's preview and the practice area pages use it.
import type { ReactElement } from 'react';
import { parseMarkup, type MarkupBlock } from '@lexbridge/shared/articles/markup';

const headingTags = ['h2', 'h3', 'h4', 'h5'] as const;
const headingClasses = [
  'mt-10 text-2xl font-semibold',
  'mt-8 text-xl font-semibold',
  'mt-6 text-lg font-semibold font-sans',
] as const;

/**
 * Outline rank of each markup heading level: the body's largest heading sits right below the
 * page's own heading and no level is skipped (an article written with ## and ### gets h2 and h3
 * under the page's h1), so screen-reader outlines stay valid whatever the author chose.
 */
function headingRanks(blocks: MarkupBlock[]): Map<number, number> {
  const levels = [...new Set(blocks.flatMap((b) => (b.type === 'heading' ? [b.level] : [])))];
  return new Map(levels.sort().map((level, rank) => [level, rank]));
}

function renderBlock(
  block: MarkupBlock,
  key: number,
  ranks: Map<number, number>,
  topLevel: 2 | 3,
): ReactElement {
  switch (block.type) {
    case 'heading': {
      const rank = ranks.get(block.level) ?? 0;
      const Tag = headingTags[rank + topLevel - 2]!;
      return (
        <Tag key={key} className={headingClasses[rank]}>
          {block.text}
        </Tag>
      );
    }
    case 'list': {
      const items = block.items.map((item, index) => <li key={index}>{item}</li>);
      return block.ordered ? (
        <ol key={key} start={block.start} className="mt-4 list-decimal space-y-2 pl-6">
          {items}
        </ol>
      ) : (
        <ul key={key} className="mt-4 list-disc space-y-2 pl-6">
          {items}
        </ul>
      );
    }
    case 'paragraph':
      return (
        <p key={key} className="mt-4 leading-relaxed">
          {block.text}
        </p>
      );
  }
}

/**
 * An article body in the articles' simple markup, as React elements. Text only ever lands in React
 * text nodes (escaped), so HTML, event attributes and links in the source are shown, never run.
 */
export function MarkupContent({
  source,
  className,
  topLevel = 2,
}: {
  source: string;
  className?: string;
  /** Element level of the body's largest heading: 2 under a page h1, 3 inside an h2 section. */
  topLevel?: 2 | 3;
}) {
  const blocks = parseMarkup(source);
  const ranks = headingRanks(blocks);
  return (
    <div className={className}>
      {blocks.map((block, key) => renderBlock(block, key, ranks, topLevel))}
    </div>
  );
}
