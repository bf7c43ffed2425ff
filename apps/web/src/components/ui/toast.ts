import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = string;

let sonner: Promise<Sonner> | undefined;
let loadedSonner: Sonner | undefined;
const waitingForSonner = new Set<(loaded: Sonner) => void>();

/**
 * Toasts are rare, so their library is fetched when the first one is shown rather than with the
 * page. A failed fetch is tried again by the next toast.
 */
function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').then(
    (loaded) => {
      loadedSonner = loaded;
      for (const listener of waitingForSonner) listener(loaded);
      waitingForSonner.clear();
      return loaded;
    },
    (error: unknown) => {
      sonner = undefined;
      throw error;
    },
  );
  return sonner;
}

/** Calls `listener` once the toast library has loaded (at once if it already has). */
export function whenToastsLoad(listener: (loaded: Sonner) => void): () => void {
  if (loadedSonner) {
    listener(loadedSonner);
    return () => {};
  }
  waitingForSonner.add(listener);
  return () => waitingForSonner.delete(listener);
}

function show(call: (loaded: Sonner) => void) {
  loadSonner().then(call, () => {
    // Offline or a replaced deployment: the message is lost, the action it reports is not.
  });
}

/**
 * Shows a toast, with the same calls as sonner's `toast`. The Toaster outlet replays toasts
 * created before it mounted, so the first one is not lost while the library loads.
 */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show((loaded) => loaded.toast(message, data)),
  {
    success: (message: Message, data?: ExternalToast) =>
      show((loaded) => loaded.toast.success(message, data)),
    error: (message: Message, data?: ExternalToast) =>
      show((loaded) => loaded.toast.error(message, data)),
  },
);
