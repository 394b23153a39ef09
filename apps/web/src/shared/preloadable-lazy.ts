import { createElement, lazy, type ComponentType, type FunctionComponent } from "react";

export type PreloadableComponent<P extends object> = FunctionComponent<P> & {
  /** Starts loading the code (once); resolves when it is in. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * React's lazy() suspends on its first render even when its code is already in (a render of the fallback,
 * then another of the component). This one renders the component at once after preload() has resolved:
 * what a page rendered over prerendered markup needs (src/main.tsx), where a fallback would replace it.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a later render tries again
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Preloadable = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Preloadable, { preload });
}
