import {
  Suspense,
  createElement,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { recordEarlyInput, replayEarlyInput } from './early-input';
import { splitPart } from './split-parts';
import { whenNearViewport } from './when-near-viewport';

type Recording = ReturnType<typeof recordEarlyInput>;
const earlyRecordings = new Map<string, Recording>();

/**
 * Starts noting what the visitor does in every deferred place of the server's HTML, before the
 * app has even hydrated (its page code may still be loading): a question opened or a field
 * filled in that time is replayed like one made later. The app's entry calls it first thing.
 */
export function recordDeferredPlaces() {
  for (const place of document.querySelectorAll<HTMLElement>('[data-deferred]')) {
    const name = place.dataset.deferred!;
    if (!earlyRecordings.has(name)) earlyRecordings.set(name, recordEarlyInput(place));
  }
}

/** The recording started before hydration for this place, if it is still the same element. */
function takeEarlyRecording(name: string, place: HTMLElement): Recording | undefined {
  const recording = earlyRecordings.get(name);
  earlyRecordings.delete(name);
  if (recording?.root === place) return recording;
  recording?.stop();
  return undefined;
}

/** The server's HTML of a deferred place, when the page is being hydrated. */
function serverHtmlOf(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[data-deferred="${name}"]`)?.innerHTML ?? null;
}

/**
 * A component whose code is fetched only when its place on the page comes near the viewport (or
 * is pointed at or focused), so a page's first load carries only what the visitor sees first.
 * The server renders it complete. While hydrating, the browser keeps the server's HTML as it is
 * (React leaves a `dangerouslySetInnerHTML` alone, whatever updates reach it) and renders the
 * component there once its code has arrived, replaying what the visitor typed or pressed meanwhile.
 * A page opened in the browser shows `fallback` until then. `name` marks the place, one per page.
 */
export function deferUntilNear<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  return deferred(name, load, fallback, false);
}

/**
 * A whole section of a server-rendered page, deferred as deferUntilNear does while the page is
 * hydrated. A page opened by a link inside the app renders it at once instead (its code is
 * fetched with the page's, and the navigation keeps the previous page on screen until it is
 * here): its anchor (`/#news`) must exist as soon as the page shows.
 */
export function deferSectionUntilNear<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return deferred(name, load, null, true);
}

function deferred<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode,
  isSection: boolean,
): ComponentType<Props> {
  // A failed load (offline, a replaced deployment) is tried again at the next approach.
  const part = splitPart(load);
  const { start, loaded } = part;
  if (isSection && typeof document !== 'undefined' && serverHtmlOf(name) === null)
    void start().catch(() => {}); // opened inside the app: a failure shows when it renders

  return function Deferred(props: Props) {
    const place = useRef<HTMLDivElement>(null);
    const [serverHtml] = useState(() => (loaded() ? null : serverHtmlOf(name)));
    const [component, setComponent] = useState(
      () => loaded() ?? (isSection && serverHtml === null ? part.component() : undefined),
    );
    const { t } = useTranslation();
    const [failures, setFailures] = useState(0);
    // The recording to replay once the component has rendered in the server HTML's place.
    const earlyInput = useRef<Recording | null>(null);

    useEffect(() => {
      if (component) return;
      let mounted = true;
      const recording =
        takeEarlyRecording(name, place.current!) ?? recordEarlyInput(place.current!);
      const load = () =>
        start().then(
          (loadedComponent) => {
            if (!mounted) return;
            earlyInput.current = recording;
            // A transition: if the part still waits for something (its translations), the server's
            // HTML stays on screen until it is ready, instead of a loading screen.
            startTransition(() => setComponent(() => loadedComponent));
          },
          () => mounted && setFailures((count) => count + 1),
        );
      // After a failed load (offline, a replaced deployment) the next touch tries again.
      const stop = whenNearViewport(place.current!, load, { onlyWhenTouched: failures > 0 });
      return () => {
        mounted = false;
        recording.stop();
        stop();
      };
    }, [component, failures]);

    useLayoutEffect(() => {
      if (!component || !earlyInput.current) return;
      // Read now, not when the code arrived: the visitor may have typed on while it rendered.
      const recording = earlyInput.current;
      const input = recording.snapshot();
      recording.stop();
      replayEarlyInput(place.current!, input);
      earlyInput.current = null;
    }, [component]);

    const marks = { ref: place, 'data-deferred': name };
    if (component) {
      const rendered = createElement(component, props);
      // A section suspends into the page's own boundary: a navigation keeps the previous screen.
      return (
        <div {...marks}>
          {isSection ? rendered : <Suspense fallback={fallback}>{rendered}</Suspense>}
        </div>
      );
    }
    const failed = failures > 0 && (
      <p role="alert" className="mt-2 text-sm text-destructive">
        {t('ui.deferredFailed')}
      </p>
    );
    if (serverHtml !== null)
      return (
        <>
          <div
            {...marks}
            dangerouslySetInnerHTML={{ __html: serverHtml }}
            suppressHydrationWarning
          />
          {failed}
        </>
      );
    return (
      <>
        <div {...marks}>{fallback}</div>
        {failed}
      </>
    );
  };
}
