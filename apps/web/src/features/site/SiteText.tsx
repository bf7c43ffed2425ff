import type { ComponentPropsWithoutRef, ElementType } from 'react';
import type { LocalText } from '@lexbridge/shared/site/localize';

type SiteTextProps<Tag extends ElementType> = {
  value: LocalText;
  as?: Tag;
} & Omit<ComponentPropsWithoutRef<Tag>, 'children' | 'lang' | 'value'>;

/**
 * One of the firm's texts. When the firm has not translated it, the text is the other language's
 * and the element says so with `lang`, so screen readers and search engines read it right.
 */
export function SiteText<Tag extends ElementType = 'span'>({
  value,
  as,
  ...props
}: SiteTextProps<Tag>) {
  const Element: ElementType = as ?? 'span';
  return (
    <Element {...props} lang={value.lang}>
      {value.text}
    </Element>
  );
}
