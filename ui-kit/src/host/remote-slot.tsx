import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { RemoteName } from 'shared-contracts';

// the shell and the prerender step both render it, so that the shell hydrates the page (decision 071): useId depends
// on the number of siblings, so the notice is always a sibling of the boundary, given or not
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
  /** read when the screen renders: only then is the remote's code known */
  release?: () => string | undefined;
  notice?: ReactNode;
  fallback?: ReactNode;
  /** never for the fallback */
  onShown?: () => void;
  /** read by shells released before hydration */
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
  const version = release?.();
  // not rendered: hydration keeps the attributes the server wrote, which cannot know the release
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
