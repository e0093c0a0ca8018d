import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { RemoteName } from 'shared-contracts';

/**
 * Where a remote's screen goes in the host's page: a notice above it (the shell's "a newer version" notice, or
 * nothing), then the screen in its own Suspense boundary and frame. The shell renders it around each route's remote,
 * and the prerender step renders it around the content remote's pages (tools/webpack/prerender-frame.tsx), so that
 * the page the server sends is the markup the shell's first render makes, and the shell hydrates it instead of
 * rendering over it (issue 17, decision 071).
 *
 * Its shape is part of that contract: React's `useId` values depend on where a component is in the tree (the number
 * of siblings at each level), so the notice is always a sibling of the boundary, given or not.
 */
export function RemoteSlot({
  remote,
  release,
  notice,
  fallback,
  onShown,
  prerenderedScreen,
  children,
}: {
  remote: RemoteName;
  /**
   * The release of the remote shown (`data-remote-version`, read by the release tests and by support), read when the
   * screen renders: the remote's code, and so its release, is known only then.
   */
  release?: () => string | undefined;
  notice?: ReactNode;
  fallback?: ReactNode;
  /** Once the remote's screen has rendered (committed after the boundary's content, never for its fallback). */
  onShown?: () => void;
  /** The prerender step's mark of the screen (`data-prerendered-screen`, the route id), read by shells released before hydration. */
  prerenderedScreen?: string;
  children: ReactNode;
}) {
  return (
    <>
      {notice}
      <Suspense fallback={fallback}>
        <RemoteFrame remote={remote} release={release} onShown={onShown} prerenderedScreen={prerenderedScreen}>
          {children}
        </RemoteFrame>
      </Suspense>
    </>
  );
}

// before the browser paints, so that what a test or support reads is the release shown
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

function RemoteFrame({ remote, release, onShown, prerenderedScreen, children }: { remote: RemoteName; release?: () => string | undefined; onShown?: () => void; prerenderedScreen?: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  // inside the boundary: rendered again once the remote's code has come
  const version = release?.();
  // written by the commit, not rendered: the prerendered page cannot know the release the registry names when it is
  // served, and hydration keeps the attributes the server wrote
  useCommitEffect(() => {
    if (!frame.current) return;
    if (version === undefined) delete frame.current.dataset.remoteVersion;
    else frame.current.dataset.remoteVersion = version;
  }, [version]);
  useEffect(() => onShown?.(), [onShown]);
  return (
    <div ref={frame} data-remote={remote} data-prerendered-screen={prerenderedScreen} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
