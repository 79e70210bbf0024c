import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The props of a component type; `never` for anything that is not a component. */
type PropsOf<T> = T extends ComponentType<infer Props> ? Props : never;

/** A lazy component whose code can be requested before it first renders. */
export type PreloadableComponent<Props> = LazyExoticComponent<ComponentType<Props>> & {
  /** Loads the component's module (once); rendering it later does not wait again. */
  preload(): Promise<void>;
};

/**
 * The apps' one lazy-import idiom: React.lazy for a named export (the code base has no default
 * exports), e.g. `lazyNamed(() => import('./booking-modal'), 'BookingModal')`. The component's
 * chunk loads on first render, inside the nearest Suspense boundary, or earlier by `preload()`.
 */
export function lazyNamed<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): PreloadableComponent<PropsOf<Module[Name]>> {
  type Loaded = ComponentType<PropsOf<Module[Name]>>;
  // One request for preload() and the first render; a failed one may be tried again.
  let loading: Promise<Loaded> | undefined;
  let loaded: Loaded | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        const found: Module[Name] = module[name];
        if (typeof found !== 'function' && typeof found !== 'object') {
          throw new Error(`lazyNamed: ${String(name)} is not a component.`);
        }
        loaded = found as Loaded;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // Preloaded: a thenable that settles as React subscribes, so the first render shows the
  // component instead of suspending for a turn (a hydrating page would render twice).
  const component = lazy(() =>
    loaded ? alreadySettled({ default: loaded }) : loadOnce().then((found) => ({ default: found })),
  );
  return Object.assign(component, { preload: () => loadOnce().then(() => undefined) });
}

/**
 * What React.lazy reads at once: it subscribes with `then` and checks the result in the same
 * call, where a native promise would only answer on a later turn. Only React reads it.
 */
function alreadySettled<T>(value: T): Promise<T> {
  const thenable = {
    then(onFulfilled: (settled: T) => unknown) {
      onFulfilled(value);
    },
  };
  return thenable as unknown as Promise<T>;
}

/** Whether a component type is a lazyNamed component (it has `preload`). */
export const isPreloadable = (type: unknown): type is PreloadableComponent<unknown> =>
  (typeof type === 'object' || typeof type === 'function') &&
  type !== null &&
  typeof Reflect.get(type, 'preload') === 'function';
