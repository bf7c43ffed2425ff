import {
  createElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { recordEarlyInput, replayEarlyInput, type EarlyInput } from './early-input';
import { whenNearViewport } from './when-near-viewport';

const serverLoads = new Set<() => Promise<unknown>>();

/** Loads every deferred component declared so far: the server renders them complete. */
export function loadDeferredComponents(): Promise<unknown> {
  return Promise.all([...serverLoads].map((load) => load()));
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
 * component there once its code has arrived, replaying what the visitor typed or pressed meanwhile. A page
 * opened in the browser shows `fallback` until then. `name` marks the place, one per page.
 */
export function deferUntilNear<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // offline or a replaced deployment: the next approach tries again
        throw error;
      },
    ));
  serverLoads.add(start);

  return function Deferred(props: Props) {
    const place = useRef<HTMLDivElement>(null);
    const [serverHtml] = useState(() => (loaded ? null : serverHtmlOf(name)));
    const [component, setComponent] = useState(() => loaded);
    const [failures, setFailures] = useState(0);
    const earlyInput = useRef<EarlyInput | null>(null);

    useEffect(() => {
      if (component) return;
      let mounted = true;
      const recording = recordEarlyInput(place.current!);
      const load = () =>
        start().then(
          (loadedComponent) => {
            if (!mounted) return;
            earlyInput.current = recording.finish();
            setComponent(() => loadedComponent);
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
      replayEarlyInput(place.current!, earlyInput.current);
      earlyInput.current = null;
    }, [component]);

    const marks = { ref: place, 'data-deferred': name };
    if (component) return <div {...marks}>{createElement(component, props)}</div>;
    const failed = failures > 0 && (
      <p role="alert" className="mt-2 text-sm text-destructive">
        This part of the page could not load. Check your connection, then click it to try again.
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
