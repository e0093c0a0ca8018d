import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { NavigationContext } from 'ui-kit/router';

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** from the site's root: never relative */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** As the router's Link decides. */
const followsInPage = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) && (!target || target === '_self');

// the router's Link renders again on every navigation, as the frame's dozen links did on each step move (issue 15)
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
