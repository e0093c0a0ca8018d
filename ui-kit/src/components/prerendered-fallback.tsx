import { useEffect, useLayoutEffect, type ReactNode } from 'react';

// read once per address, so the shell's copy stays in place through the remote's own Suspense (decision 026)
let prerendered: { pathname: string; html: string } | undefined;

function prerenderedScreen(pathname: string): string | undefined {
  if (prerendered?.pathname !== pathname && typeof document !== 'undefined') {
    const copy = document.querySelector<HTMLElement>('#root [data-prerendered-path]');
    if (copy?.dataset.prerenderedPath === pathname) prerendered = { pathname, html: copy.innerHTML };
  }
  return prerendered?.pathname === pathname ? prerendered.html : undefined;
}

export function PrerenderedFallback({ pathname, children }: { pathname: string; children: ReactNode }) {
  const html = prerenderedScreen(pathname);
  if (html !== undefined) return <div aria-busy="true" data-prerendered-path={pathname} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
  return children;
}

// hydration keeps the attributes the prerender wrote (decision 071): only those it marked are enabled
function enablePrerenderedControls(): void {
  for (const control of document.querySelectorAll('[data-prerender-disabled]')) {
    control.removeAttribute('disabled');
    control.removeAttribute('data-prerender-disabled');
  }
}

/** Beside the screen inside the Suspense boundary: a later visit shows the skeleton, not the first visit's copy. */
export function PrerenderedScreenDone() {
  useLayoutEffect(() => enablePrerenderedControls(), []);
  useEffect(() => {
    prerendered = undefined;
  }, []);
  return null;
}
