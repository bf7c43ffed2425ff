import { useSyncExternalStore } from 'react';

/**
 * Whether the page the server rendered has finished hydrating. An update that reaches a part of
 * the page React has not hydrated yet (the session arriving, say) makes React hydrate all of it at
 * once, in one long task that leaves a phone unresponsive; what can wait, waits for this.
 */
let hydrated = true;
const listeners = new Set<() => void>();

/** Called just before hydrating the server's HTML. */
export function markPageHydrating() {
  hydrated = false;
}

/** Called once the page is hydrated (it may be called on any page, hydrated or not). */
export function markPageHydrated() {
  // Visible to anyone driving the page (tests, scripts): its controls now answer.
  document.documentElement.dataset.hydrated = '';
  if (hydrated) return;
  hydrated = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** False while the server's HTML is being hydrated (and on the server), true after. */
export function usePageHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}
