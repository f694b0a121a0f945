import { type ComponentType, lazy } from 'react';

/**
 * A thenable that hands `value` over as it is asked, not a microtask later as a promise would:
 * React.lazy accepts any thenable, and renders what one resolves synchronously without suspending.
 */
export function handedOver<T>(value: T): Promise<T> {
  const thenable = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose (see above).
    then(resolve: (value: T) => unknown) {
      resolve(value);
    },
  };
  return thenable as unknown as Promise<T>;
}

/**
 * A component whose code is a chunk of its own (React.lazy), which renders without suspending
 * once that code has arrived: `preload` it before the first render (a page's prepare step, or
 * prerendering) and the part shows at once instead of its Suspense fallback first.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = async (): Promise<ComponentType<Props>> => {
    loaded ??= await load();
    return loaded;
  };
  const Component = lazy(() =>
    loaded
      ? handedOver({ default: loaded })
      : preload().then((component) => ({ default: component })),
  );
  return { Component, preload };
}
