import { lazy, type ComponentType } from 'react';

/**
 * A part of the wizard fetched apart (steps 2 to 4) as a component that renders at once when its chunk has already
 * arrived (the wizard prefetches the later steps as soon as the form is first saved), and through `React.lazy`
 * otherwise. `lazy` alone suspends on its first render even when the module is there: the step's skeleton is
 * committed, then the step, two renders and a flash on each step's first visit (issue 15, decision 048).
 * Answers the component and the function that fetches it (the prefetch).
 */
export function loadedOrLazy<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): [ComponentType<P>, () => Promise<unknown>] {
  let loaded: ComponentType<P> | undefined;
  const fetchIt = () =>
    load().then((module) => {
      loaded = pick(module);
      return { default: loaded };
    });
  const Lazy = lazy(fetchIt);
  // a suspended Lazy is retried by rendering this again, by then with `loaded` set: the Lazy itself never commits
  function Loaded(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return [Loaded, fetchIt];
}
