import { type ComponentType, lazy } from 'react';

export type LazyView<P extends object> = ComponentType<P> & {
  /** Loads the view's chunk; once it is in, the view renders at once instead of suspending. */
  preload: () => Promise<unknown>;
};

/**
 * A lazily loaded view that can be loaded ahead of its first render. Once its chunk is in, it
 * renders directly instead of suspending: a server-rendered page whose views were loaded before
 * hydrating is taken over in one pass (nothing suspends, so nothing is rendered again), and no
 * loading state is committed on the first paint.
 */
export function lazyView<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyView<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed chunk is asked for again at the next render (a network hiccup is not final).
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function View(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(View, { preload });
}
