// shown in the remote's place instead of the skeleton until the remote renders: the page painted first stays (decision 026)
let kept: { pathname: string; html: string } | undefined;

export function keepPrerenderedScreen(root: HTMLElement, pathname: string): void {
  const screen = root.hasAttribute('data-prerendered') ? root.querySelector('[data-prerendered-screen]') : null;
  kept = screen ? { pathname, html: screen.innerHTML } : undefined;
}

export function prerenderedScreen(pathname: string): string | undefined {
  return kept?.pathname === pathname ? kept.html : undefined;
}

export function forgetPrerenderedScreen(): void {
  kept = undefined;
}
