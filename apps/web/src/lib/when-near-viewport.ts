/**
 * Calls `callback` once, when `element` comes within a screen height of the viewport or the visitor
 * points at or focuses something inside it; at once where IntersectionObserver is missing. With
 * `onlyWhenTouched`, only pointing or focusing counts (a retry after a failed load waits for the
 * visitor instead of looping). Returns a cleanup that stops watching.
 */
export function whenNearViewport(
  element: Element,
  callback: () => void,
  { onlyWhenTouched = false } = {},
): () => void {
  const canObserve = typeof IntersectionObserver !== 'undefined';
  if (!canObserve && !onlyWhenTouched) {
    callback();
    return () => {};
  }
  const observer = new (canObserve ? IntersectionObserver : NoObserver)(
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
  if (!onlyWhenTouched) observer.observe(element);
  element.addEventListener('pointerdown', fire);
  element.addEventListener('focusin', fire);
  return stop;
}

/** Stands in where IntersectionObserver is missing and only touches are watched. */
class NoObserver {
  constructor(_callback: IntersectionObserverCallback, _options?: IntersectionObserverInit) {}
  observe() {}
  disconnect() {}
}
