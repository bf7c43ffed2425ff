import { useMemo, useSyncExternalStore } from 'react';

/** The widget's state, kept in the browser under 'chatWidget' so it survives a reload. */
export type WidgetState = { isOpen: boolean; isMinimized: boolean; conversationId: string | null };

export const WIDGET_STORAGE_KEY = 'chatWidget';
const initial: WidgetState = { isOpen: false, isMinimized: false, conversationId: null };

export function parseWidgetState(raw: string | null): WidgetState {
  if (raw === null) return initial;
  try {
    const value = JSON.parse(raw) as Partial<WidgetState>;
    return {
      isOpen: value.isOpen === true,
      isMinimized: value.isMinimized === true,
      conversationId: typeof value.conversationId === 'string' ? value.conversationId : null,
    };
  } catch (error) {
    // An unreadable saved state is logged and ignored.
    console.warn('Ignoring unreadable chat widget state', error);
    return initial;
  }
}

const listeners = new Set<() => void>();
// Used when storage is unavailable (private mode, full quota): the widget still works this visit.
let memory: string | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(WIDGET_STORAGE_KEY) ?? memory;
  } catch {
    return memory;
  }
}

function write(value: string) {
  memory = value;
  try {
    window.localStorage.setItem(WIDGET_STORAGE_KEY, value);
  } catch {
    // kept in memory only
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * Open/minimised state and conversation id, kept in local storage. Storage is read only in the
 * browser after hydration (the server snapshot is "not restored"), so rendering stays SSR-safe.
 */
export function useWidgetState() {
  const raw = useSyncExternalStore(subscribe, read, () => undefined);
  const restored = raw !== undefined;
  const state = useMemo(() => parseWidgetState(raw ?? null), [raw]);
  const update = (patch: Partial<WidgetState>) =>
    write(JSON.stringify({ ...parseWidgetState(read()), ...patch }));
  return { state, update, restored };
}
