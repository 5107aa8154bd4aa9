import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads on demand, like React's `lazy`, but drawn at once, without
 * suspending, when its code is already in (its `preload` was called early and has resolved).
 * `lazy` suspends on its first render whatever the state of the code; on a cold open that put
 * a spinner on screen, and React 19 then holds the content back at least 300 ms after showing
 * a fallback: the gradebook's grid waited 0.5 s for code it already had.
 */
export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  /** Starts loading the code (once); resolves when it is in. */
  preload: () => Promise<unknown>;
}

export const preloadable = <M, P extends object = Record<string, never>>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): Preloadable<P> => {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = pick(module);
      return loaded;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Component = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return { Component, preload };
};
