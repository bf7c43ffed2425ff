import { describe, expect, it } from 'vitest';
import { markupToPlainText, parseMarkup } from './markup';

describe('parseMarkup', () => {
  it('reads the three heading levels', () => {
    expect(parseMarkup('# One\n## Two\n### Three')).toEqual([
      { type: 'heading', level: 1, text: 'One' },
      { type: 'heading', level: 2, text: 'Two' },
      { type: 'heading', level: 3, text: 'Three' },
    ]);
  });

  it('keeps four or more hashes, and a hash without a space, as paragraph text', () => {
    expect(parseMarkup('#### Deep\n\n#hashtag')).toEqual([
      { type: 'paragraph', text: '#### Deep' },
      { type: 'paragraph', text: '#hashtag' },
    ]);
  });

  it('joins consecutive lines into one paragraph and splits paragraphs on blank lines', () => {
    expect(parseMarkup('First line\nsecond line\n\n\nNext paragraph')).toEqual([
      { type: 'paragraph', text: 'First line second line' },
      { type: 'paragraph', text: 'Next paragraph' },
    ]);
  });

  it('groups - items into a bullet list and numbered items into an ordered list', () => {
    expect(parseMarkup('- a\n- b\n1. one\n2) two')).toEqual([
      { type: 'list', ordered: false, start: 1, items: ['a', 'b'] },
      { type: 'list', ordered: true, start: 1, items: ['one', 'two'] },
    ]);
  });

  it('keeps the first number of an ordered list and wraps continuation lines into the item', () => {
    expect(parseMarkup('3. three\ncontinued\n4. four')).toEqual([
      { type: 'list', ordered: true, start: 3, items: ['three continued', 'four'] },
    ]);
  });

  it('ends a paragraph when a list or heading starts, and handles Windows line ends', () => {
    expect(parseMarkup('Intro\r\n- item\r\n## After')).toEqual([
      { type: 'paragraph', text: 'Intro' },
      { type: 'list', ordered: false, start: 1, items: ['item'] },
      { type: 'heading', level: 2, text: 'After' },
    ]);
  });

  it('returns nothing for empty input', () => {
    expect(parseMarkup('  \n\n ')).toEqual([]);
  });

  it('keeps HTML and links as plain text', () => {
    expect(parseMarkup('<script>alert(1)</script>\n\n[x](javascript:alert(1))')).toEqual([
      { type: 'paragraph', text: '<script>alert(1)</script>' },
      { type: 'paragraph', text: '[x](javascript:alert(1))' },
    ]);
  });
});

describe('markupToPlainText', () => {
  it('drops the markers and keeps the words', () => {
    expect(markupToPlainText('# Title\n\nText here.\n- one\n- two')).toBe(
      'Title Text here. one two',
    );
  });
});
