/**
 * The screen the static server prerendered into the page (issue 17, decision 026: tools/first-screens.mjs), read
 * out of #root before React renders into it. The shell renders into the root anew (it does not hydrate: see the
 * decision), and until the route's remote has rendered its screen it shows this markup in the remote's place
 * instead of the loading skeleton: the visitor keeps seeing the page that was painted first, where it was.
 */
let kept: { pathname: string; html: string } | undefined;

/** Keeps the prerendered screen of the page, when the server wrote one into `root`. */
export function keepPrerenderedScreen(root: HTMLElement, pathname: string): void {
  const screen = root.hasAttribute('data-prerendered') ? root.querySelector('[data-prerendered-screen]') : null;
  kept = screen ? { pathname, html: screen.innerHTML } : undefined;
}

/** The kept screen, only for the address it was rendered for (a navigation before the remote arrives shows the skeleton). */
export function prerenderedScreen(pathname: string): string | undefined {
  return kept?.pathname === pathname ? kept.html : undefined;
}

/** The remote has rendered its own screen: the copy is no longer needed. */
export function forgetPrerenderedScreen(): void {
  kept = undefined;
}
