import { lazy, type ComponentType } from 'react';

/** Every split part declared so far: the server renderer loads them all before it renders. */
const serverLoads = new Set<() => Promise<unknown>>();

/** Loads every split part declared so far: the server renders them complete. */
export function loadSplitParts(): Promise<unknown> {
  return Promise.all([...serverLoads].map((load) => load()));
}

/**
 * Runs `load` and then loads the split parts that the code it fetched declares: they sit inside the
 * part (a form deferred inside a deferred section), and rendering them with it in one go means
 * the part never shows a half of itself, nor loses what the visitor did in its server HTML.
 */
async function loadWithInnerParts<T>(load: () => Promise<T>): Promise<T> {
  const before = new Set(serverLoads);
  const result = await load();
  await Promise.all([...serverLoads].filter((inner) => !before.has(inner)).map((inner) => inner()));
  return result;
}

/**
 * A part of a page whose code is its own chunk, fetched once by `start()`: by the browser when the
 * part is first needed, by the server renderer (through loadSplitParts) before any page renders.
 * A failed fetch (offline, a replaced deployment) is forgotten, so the next need tries again.
 */
export function splitPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () =>
    (loading ??= loadWithInnerParts(load).then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  serverLoads.add(start);
  let chosen: ComponentType<Props> | undefined;
  return {
    start,
    /** The component once its code is here, else undefined. */
    loaded: () => loaded,
    /** A component that suspends until the code is here (a new one retries a failed fetch). */
    lazy: () => lazy(() => start().then((component) => ({ default: component }))),
    /**
     * The component to render, the same one every time (so nothing remounts): the part itself
     * when its code was here when first asked, else one that suspends until it arrives. One that
     * failed to arrive is forgotten, so the next render tries again.
     */
    component(): ComponentType<Props> {
      chosen ??=
        loaded ??
        lazy(() =>
          start().then(
            (component) => ({ default: component }),
            (error: unknown) => {
              chosen = undefined;
              throw error;
            },
          ),
        );
      return chosen;
    },
  };
}
