import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { NavigationContext } from 'ui-kit/router';

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** an address of the site, from its root (`href('faq')`): never relative */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** Whether a click on a link is the page's to handle: the main button, no modifier, this window (as the router's Link). */
const followsInPage = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) && (!target || target === '_self');

/**
 * A link of the site's frame (header and footer) to a fixed address: the router's `Link` without its subscription to
 * the location. The router's `Link` reads the current location to resolve relative addresses, so every one renders
 * again on every navigation; the frame's dozen links did so on each wizard step move (issue 15). This one reads
 * only the router's history, which does not change, and renders once. A click navigates in the page as `Link`'s
 * does (a click on the page already shown replaces its history entry); a modified click, or another target, is
 * left to the browser.
 */
export function SiteLink({ to, onClick, target, ref, ...rest }: SiteLinkProps) {
  const { basename, navigator } = useContext(NavigationContext);
  const href = basename && basename !== '/' ? `${basename.replace(/\/$/, '')}${to}` : to;
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!followsInPage(event, target)) return;
        event.preventDefault();
        const { pathname, search, hash } = window.location;
        if (`${pathname}${search}${hash}` === href) navigator.replace(to);
        else navigator.push(to);
      }}
    />
  );
}
