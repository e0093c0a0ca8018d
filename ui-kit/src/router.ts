// One federation singleton, so every build sees the same router context (docs/decisions/002).
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
  // never changes while the router is mounted: SiteLink reads it without rendering on every navigation (issue 15)
  UNSAFE_NavigationContext as NavigationContext,
} from 'react-router-dom';
export type { NavigateFunction, Location, LinkProps } from 'react-router-dom';

/** A new address of the screen shown: focus and scroll stay, so typing is not interrupted (WCAG 3.2.2). */
export const SAME_SCREEN = { sameScreen: true } as const;

export const isSameScreen = (state: unknown): boolean => typeof state === 'object' && state !== null && (state as { sameScreen?: unknown }).sameScreen === true;

/** Another page of the screen shown (a wizard step): the host keeps the screen mounted (docs/decisions/050). */
export const NEXT_PAGE_OF_SCREEN = { keepScreen: true } as const;

export const keepsScreen = (state: unknown): boolean => isSameScreen(state) || (typeof state === 'object' && state !== null && (state as { keepScreen?: unknown }).keepScreen === true);
