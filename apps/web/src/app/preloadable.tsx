import { type ComponentType, lazy, useState } from 'react';

/**
 * A lazily loaded screen that can be fetched ahead of its first render (`preload`), and that
 * then renders at once instead of suspending. A React.lazy component suspends on its first
 * render even when its code is already in, and React holds back the content that replaces a
 * Suspense fallback for up to 300 ms after the fallback showed: on a first load through the
 * shell and a page (two such waits), that delay was longer than the page's own work.
 * A mount keeps the component it started with, so a screen is never swapped under its state.
 */
export function preloadable(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Screen() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return { Screen, preload };
}
