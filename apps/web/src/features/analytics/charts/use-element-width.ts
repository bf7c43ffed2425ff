import { useCallback, useState } from 'react';

/**
 * The width of the element the returned ref is put on, kept up to date as the layout changes
 * (a phone turned, the sidebar collapsed), so a chart is drawn for the room it has.
 */
export function useElementWidth<Element extends HTMLElement>() {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: Element | null) => {
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
