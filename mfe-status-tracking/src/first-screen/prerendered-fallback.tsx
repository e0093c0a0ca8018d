import type { ReactNode } from 'react';
import { useLocation } from 'ui-kit/router';

// The page's first screen as the server prerendered it (issue 17, decision 051: this remote's loading screen of the
// route, heading and skeleton), read once from the copy the shell keeps in view while this remote loads
// (`data-prerendered-path`, shell/src/app/prerendered-screen.ts). Shown while the screen's own code loads, so the
// page painted from the HTML stays in place until the screen renders the same markup.
let prerendered: { pathname: string; html: string } | undefined;
function prerenderedScreen(pathname: string): string | undefined {
  if (prerendered?.pathname !== pathname && typeof document !== 'undefined') {
    const copy = document.querySelector<HTMLElement>('#root [data-prerendered-path]');
    if (copy?.dataset.prerenderedPath === pathname) prerendered = { pathname, html: copy.innerHTML };
  }
  return prerendered?.pathname === pathname ? prerendered.html : undefined;
}

/** A Suspense fallback: the prerendered screen on the page's first visit, else `children` (the skeleton). */
export function PrerenderedFallback({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const html = prerenderedScreen(pathname);
  if (html !== undefined) return <div aria-busy="true" data-prerendered-path={pathname} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
  return children;
}
