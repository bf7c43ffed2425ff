/**
 * Calls `callback` once, when `element` comes within a screen height of the viewport or the visitor
 * points at or focuses something inside it; at once where IntersectionObserver is missing.
 * Returns a cleanup that stops watching.
 */
export function whenNearViewport(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) fire();
    },
    { rootMargin: '100% 0px' },
  );
  function stop() {
    observer.disconnect();
    element.removeEventListener('pointerdown', fire);
    element.removeEventListener('focusin', fire);
  }
  function fire() {
    stop();
    callback();
  }
  observer.observe(element);
  element.addEventListener('pointerdown', fire);
  element.addEventListener('focusin', fire);
  return stop;
}
