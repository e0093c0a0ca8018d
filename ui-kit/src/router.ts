// The narrow router layer, shared as one federation singleton (docs/decisions/002). The shell owns the
// router; remotes read params and navigate through these, so every build sees the same router context.
// Add an export here when a screen needs it; never import react-router-dom elsewhere (lint enforces it).
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  Navigate,
  useNavigate,
  useParams,
  useSearchParams,
  useLocation,
  useNavigationType,
  useRoutes,
  // the router's history, which never changes while the router is mounted: a link to a fixed address of the site
  // reads it without re-rendering on every navigation (ui-kit/host SiteLink, issue 15)
  UNSAFE_NavigationContext as NavigationContext,
} from 'react-router-dom';
export type { NavigateFunction, Location, LinkProps } from 'react-router-dom';

/**
 * Navigation state for a new address of the screen already shown (a new form getting its id): the route effects
 * leave the focus and the scroll position where the user is, so typing is not interrupted (WCAG 3.2.2).
 * `navigate(to, { replace: true, state: SAME_SCREEN })`
 */
export const SAME_SCREEN = { sameScreen: true } as const;

/** Whether a location's state marks a same-screen navigation (see SAME_SCREEN). */
export const isSameScreen = (state: unknown): boolean => typeof state === 'object' && state !== null && (state as { sameScreen?: unknown }).sameScreen === true;

/**
 * Navigation state for another page of the screen already shown (a wizard's next or previous step): the host keeps
 * the remote's screen mounted, with its state and what it rendered ahead (docs/decisions/050), while the route
 * effects run as for any new page (title, scroll to the top, focus on the heading).
 * `navigate(to, { state: NEXT_PAGE_OF_SCREEN })`
 */
export const NEXT_PAGE_OF_SCREEN = { keepScreen: true } as const;

/** Whether the host keeps the screen mounted across a navigation to this location (SAME_SCREEN, NEXT_PAGE_OF_SCREEN). */
export const keepsScreen = (state: unknown): boolean => isSameScreen(state) || (typeof state === 'object' && state !== null && (state as { keepScreen?: unknown }).keepScreen === true);
