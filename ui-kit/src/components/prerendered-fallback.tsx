import { useEffect, useLayoutEffect, type ReactNode } from 'react';

// The page's first screen as the server prerendered it (issue 17, decisions 026 and 051): the remote that owns the
// route rendered it at build time, and the shell keeps that copy in view (`data-prerendered-path`,
// shell/src/app/prerendered-screen.ts) while the remote's code loads. Read once per address, so that the copy stays
// in place through the remote's own Suspense until its screen renders the same markup.
let prerendered: { pathname: string; html: string } | undefined;

function prerenderedScreen(pathname: string): string | undefined {
  if (prerendered?.pathname !== pathname && typeof document !== 'undefined') {
    const copy = document.querySelector<HTMLElement>('#root [data-prerendered-path]');
    if (copy?.dataset.prerenderedPath === pathname) prerendered = { pathname, html: copy.innerHTML };
  }
  return prerendered?.pathname === pathname ? prerendered.html : undefined;
}

/**
 * A remote's Suspense fallback: the prerendered screen of `pathname` on the page's first visit (kept busy for
 * assistive technology until the screen is there), else `children`, the remote's skeleton.
 */
export function PrerenderedFallback({ pathname, children }: { pathname: string; children: ReactNode }) {
  const html = prerenderedScreen(pathname);
  if (html !== undefined) return <div aria-busy="true" data-prerendered-path={pathname} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
  return children;
}

/**
 * The controls the prerender wrote disabled (tools/webpack/prerender-frame.tsx `disableControls`) of a page the shell
 * hydrated (decision 071): React keeps the attributes the server wrote, so the screen enables them itself once it is
 * live. Controls its own render disabled are not marked, and stay so.
 */
function enablePrerenderedControls(): void {
  for (const control of document.querySelectorAll('[data-prerender-disabled]')) {
    control.removeAttribute('disabled');
    control.removeAttribute('data-prerender-disabled');
  }
}

/**
 * Rendered beside the screen inside the Suspense boundary: once the screen has rendered, a later visit to the same
 * address shows the skeleton while it loads, not the first visit's copy; and a hydrated screen's controls are live
 * from the commit that hydrated it.
 */
export function PrerenderedScreenDone() {
  useLayoutEffect(() => enablePrerenderedControls(), []);
  useEffect(() => {
    prerendered = undefined;
  }, []);
  return null;
}
