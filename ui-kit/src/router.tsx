// One federation singleton, so every build sees the same router context (docs/decisions/002).
import { useContext, useMemo, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router-dom';

export { BrowserRouter, MemoryRouter, Routes, Route, Navigate, useParams, useSearchParams, useLocation, useNavigationType, useRoutes } from 'react-router-dom';
export type { Location } from 'react-router-dom';
// the router's history: it never changes while the router is mounted
export { NavigationContext };

// Every address of the site is written from its root (`href` of shared-contracts; the site runs at the host's root,
// with no basename), so a link and a navigation need
// the router's history only, never the location: the router's own Link and useNavigate read the location (to
// resolve a relative address), and every component holding one rendered again on each navigation, a wizard step
// move included (issue 41).

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

/** Goes to an address of the site, as the router's navigate does; the function stays the same across navigations. */
export function useNavigate(): NavigateFunction {
  const { navigator } = useContext(NavigationContext);
  return useMemo(() => (to, { replace = false, state } = {}) => (replace ? navigator.replace(to, state) : navigator.push(to, state)), [navigator]);
}

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** from the site's root: never relative */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** As the router's Link decides. */
const followsInPage = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) && (!target || target === '_self');

/** A link of the site: followed in the page, as the router's Link is; the same address again replaces the entry. */
export function Link({ to, onClick, target, ref, ...rest }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!followsInPage(event, target)) return;
        event.preventDefault();
        const { pathname, search, hash } = window.location;
        navigate(to, { replace: `${pathname}${search}${hash}` === to });
      }}
    />
  );
}

/** A new address of the screen shown: focus and scroll stay, so typing is not interrupted (WCAG 3.2.2). */
export const SAME_SCREEN = { sameScreen: true } as const;

export const isSameScreen = (state: unknown): boolean => typeof state === 'object' && state !== null && (state as { sameScreen?: unknown }).sameScreen === true;

/** Another page of the screen shown (a wizard step): the host keeps the screen mounted (docs/decisions/050). */
export const NEXT_PAGE_OF_SCREEN = { keepScreen: true } as const;

export const keepsScreen = (state: unknown): boolean => isSameScreen(state) || (typeof state === 'object' && state !== null && (state as { keepScreen?: unknown }).keepScreen === true);
