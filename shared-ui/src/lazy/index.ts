import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The props of a component type; `never` for anything that is not a component. */
type PropsOf<T> = T extends ComponentType<infer Props> ? Props : never;

/**
 * The apps' one lazy-import idiom: React.lazy for a named export (the code base has no default
 * exports), e.g. `lazyNamed(() => import('./booking-modal'), 'BookingModal')`. The component's
 * chunk loads on first render, inside the nearest Suspense boundary.
 */
export function lazyNamed<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<ComponentType<PropsOf<Module[Name]>>> {
  return lazy(async () => {
    const component: Module[Name] = (await load())[name];
    if (typeof component !== 'function' && typeof component !== 'object') {
      throw new Error(`lazyNamed: ${String(name)} is not a component.`);
    }
    return { default: component as ComponentType<PropsOf<Module[Name]>> };
  });
}
