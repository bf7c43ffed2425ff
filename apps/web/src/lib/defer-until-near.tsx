import {
  createElement,
  lazy,
  Suspense,
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import { whenNearViewport } from './when-near-viewport';

const serverLoads = new Set<() => Promise<unknown>>();

/** Loads every deferred component declared so far: the server renders them complete. */
export function loadDeferredComponents(): Promise<unknown> {
  return Promise.all([...serverLoads].map((load) => load()));
}

/**
 * A component whose code is fetched only when its place on the page comes near the viewport (or
 * is pointed at or focused), so a page's first load carries only what the visitor sees first. The
 * server renders it complete; in the browser its server HTML stays as it is until the code has
 * arrived, and is then hydrated. A page opened in the browser shows `fallback` until then.
 */
export function deferUntilNear<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => (loading ??= load().then((component) => (loaded = component)));
  serverLoads.add(start);

  let request!: () => void;
  const requested = new Promise<void>((resolve) => (request = resolve));
  const Lazy = lazy(() => requested.then(start).then((component) => ({ default: component })));

  // Chosen once, so the component is never remounted by switching from the lazy one to the loaded one.
  let rendered: ComponentType<Props> | undefined;
  const component = () => (rendered ??= loaded ?? Lazy);

  return function Deferred(props: Props) {
    const place = useRef<HTMLDivElement>(null);
    useEffect(() => whenNearViewport(place.current!, request), []);
    return (
      <div ref={place}>
        <Suspense fallback={fallback}>{createElement(component(), props)}</Suspense>
      </div>
    );
  };
}
