import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PreloadableComponent<Props> {
  Component: LazyExoticComponent<ComponentType<Props>>;
  /** Starts loading the code (once); resolves when it has arrived. */
  preload: () => Promise<unknown>;
}

/**
 * `React.lazy` whose code can be fetched before the component renders. Once the code has
 * arrived, the component renders at once instead of suspending first: React reads a thenable
 * that calls back synchronously as already resolved, so the page appears in a single commit
 * (one style and layout pass) rather than a loading fallback followed by the content.
 */
export function lazyWithPreload<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): PreloadableComponent<Props> {
  type ComponentModule = { default: ComponentType<Props> };
  let loaded: ComponentModule | undefined;
  let pending: Promise<ComponentModule> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined; // a later render may try again
        throw error;
      },
    ));
  const Component = lazy(() => {
    const module = loaded;
    if (!module) return preload();
    // A thenable that calls back at once: React unwraps it without suspending (see
    // lazyInitializer in React). React only ever calls `then` on what this factory returns.
    const resolved = {
      then: (onFulfilled: (value: ComponentModule) => void) => onFulfilled(module),
    };
    return resolved as unknown as Promise<ComponentModule>;
  });
  return { Component, preload };
}
