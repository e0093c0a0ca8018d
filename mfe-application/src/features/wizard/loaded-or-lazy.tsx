import { lazy, type ComponentType } from 'react';

/** `lazy` alone suspends even when the chunk has arrived: a skeleton flash on each step's first visit (decision 048). */
export function loadedOrLazy<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): [ComponentType<P>, () => Promise<unknown>] {
  let loaded: ComponentType<P> | undefined;
  const fetchIt = () =>
    load().then((module) => {
      loaded = pick(module);
      return { default: loaded };
    });
  const Lazy = lazy(fetchIt);
  function Loaded(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return [Loaded, fetchIt];
}
