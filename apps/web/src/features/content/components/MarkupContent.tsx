import type { ReactElement } from 'react';
import { parseMarkup, type MarkupBlock } from '@lexbridge/shared/articles/markup';

// The page's h1 is the article title, so body headings start one level below: # -> h2.
const headingTags = { 1: 'h2', 2: 'h3', 3: 'h4' } as const;
const headingClasses = {
  1: 'mt-10 text-2xl font-semibold',
  2: 'mt-8 text-xl font-semibold',
  3: 'mt-6 text-lg font-semibold font-sans',
} as const;

function renderBlock(block: MarkupBlock, key: number): ReactElement {
  switch (block.type) {
    case 'heading': {
      const Tag = headingTags[block.level];
      return (
        <Tag key={key} className={headingClasses[block.level]}>
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
 * An article body in the spec's simple markup, as React elements. Text only ever lands in React
 * text nodes (escaped), so HTML, event attributes and links in the source are shown, never run.
 */
export function MarkupContent({ source, className }: { source: string; className?: string }) {
  return <div className={className}>{parseMarkup(source).map(renderBlock)}</div>;
}
