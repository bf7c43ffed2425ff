import { useEffect, useSyncExternalStore } from 'react';

/**
 * How many page composers (a message box and its Send button) are on screen. On a phone the
 * chat's round button sits where a composer's Send button is, so it stays out of the way while
 * one is shown.
 */
let count = 0;
const listeners = new Set<() => void>();

function change(by: number) {
  count += by;
  for (const listener of listeners) listener();
}

/** Marks a composer of the page as shown while the calling component is mounted. */
export function useComposerShown(shown = true) {
  useEffect(() => {
    if (!shown) return;
    change(1);
    return () => change(-1);
  }, [shown]);
}

/** Whether a page composer is on screen. */
export function useComposerOnScreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => count > 0,
    () => false,
  );
}
