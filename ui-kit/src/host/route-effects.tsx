import { useEffect, useRef } from 'react';
import { COMPANIES, ROUTES, href, isAuthenticated, routeMeta, sessionStore, tokenState, type RouteId } from 'shared-contracts';
import { isSameScreen, keepsScreen, useLocation, useNavigate, useNavigationType } from 'ui-kit/router';
import { setPageMeta } from 'ui-kit';
import { PAGE_HEADING_ID } from 'ui-kit';
import { onApiEvent } from './configure-runtime';

const HEADING_WAIT_MS = 5000;
/** Calls whose 401 answers are messages for the screen that made them, not an ended session. */
const SCREEN_HANDLED_401: ReadonlySet<string> = new Set(['login', 'logout']);
/**
 * Saves made in the background while the applicant types (the wizard's autosave): their 503 is not a page load, so
 * it does not send the applicant home (spec §8); the autosave keeps them on their step and retries
 * (docs/decisions/024).
 */
const BACKGROUND_SAVES: ReadonlySet<string> = new Set(['createForm', 'updateForm', 'saveSignature']);

/** Whether a 503 answer sends the browser to the root (spec §8): every call but a background save. */
export const maintenanceGoesHome = (event: { endpoint?: string }): boolean => !(event.endpoint && BACKGROUND_SAVES.has(event.endpoint));

/** Moves focus to the page's h1 once the (possibly lazily loaded) screen has rendered it. */
function focusHeadingWhenReady(): () => void {
  let cancelled = false;
  const started = Date.now();
  const tryFocus = () => {
    if (cancelled) return;
    const heading = document.getElementById(PAGE_HEADING_ID);
    if (heading) {
      heading.focus({ preventScroll: true });
      return;
    }
    if (Date.now() - started < HEADING_WAIT_MS) window.setTimeout(tryFocus, 50);
  };
  tryFocus();
  return () => {
    cancelled = true;
  };
}

/**
 * What happens on every navigation, the same in the shell and in a remote running on its own (spec §2, §6):
 * title and description, scroll to top (except on a single FAQ item), a `key` query parameter stored as the
 * form key, focus moved to the page heading, an expired token raising the token-expired event, protected
 * routes sending an unauthenticated visitor to the track screen.
 */
export function RouteEffects({ routeId, siteName }: { routeId: RouteId; siteName: string }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const firstRender = useRef(true);
  const route = ROUTES[routeId];

  useEffect(() => {
    // in the company's card wording: an ASIC site's titles never say MSIC (issue 18). Another page of a screen the
    // host keeps (a wizard step) has its title from that screen, which sets it on each of its pages: the route's
    // own title in between would be a second title change for the browser on every step move (issue 15)
    if (!keepsScreen(location.state)) {
      const meta = routeMeta(routeId, COMPANIES[sessionStore.getState().company]);
      setPageMeta(meta.title, meta.description, siteName);
    }

    const key = new URLSearchParams(location.search).get('key');
    if (key) sessionStore.getState().setFormKey(key);

    // an expired token raises token-expired (spec §4); one that cannot be decoded is dropped quietly: it never was
    // a session (issue 16: it must not blank the page)
    const stored = tokenState(sessionStore.getState().token);
    if (stored === 'expired' || stored === 'unreadable') sessionStore.getState().clearToken();
    if (stored === 'expired') window.dispatchEvent(new CustomEvent('token-expired'));
    if ('requiresLogin' in route && route.requiresLogin) {
      if (!isAuthenticated(sessionStore.getState())) {
        navigate(href('track'), { replace: true });
        return;
      }
    }

    // the same screen at a new address (SAME_SCREEN): focus and scroll stay where the user is typing
    const sameScreen = isSameScreen(location.state);
    const keepScroll = 'keepScroll' in route && route.keepScroll;
    if (!keepScroll && !sameScreen && navigationType !== 'POP') window.scrollTo({ top: 0, left: 0 });

    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (sameScreen) return;
    return focusHeadingWhenReady();
    // location.key changes on every navigation, including to the same path with another query
  }, [location.key, routeId]); // eslint-disable-line react-hooks/exhaustive-deps

  return null;
}

/**
 * The §8 reactions to API events: 503 → root (except a background save's); 401 → unauthenticated, then the track screen when the page
 * needs a login, else '/'.
 */
export function ApiEventEffects({ routeId }: { routeId: RouteId }) {
  const navigate = useNavigate();
  const routeRef = useRef(routeId);
  routeRef.current = routeId;
  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.type === 'maintenance') {
          if (maintenanceGoesHome(event)) navigate('/', { replace: true });
        } else if (event.type === 'unauthenticated') {
          // the login's own 401s (wrong or expired code, redacted, person not found) are shown by the track
          // screen (spec §8); they are not a session ending
          if (event.endpoint && SCREEN_HANDLED_401.has(event.endpoint)) return;
          // a session already ended (a second call of the same page refused too) needs no second redirect: it
          // would take the applicant on from the track screen to '/'
          const hadToken = sessionStore.getState().token !== undefined;
          sessionStore.getState().markUnauthenticated();
          if (!hadToken) return;
          const route = ROUTES[routeRef.current];
          navigate('requiresLogin' in route && route.requiresLogin ? href('track') : '/', { replace: true });
        }
      }),
    [navigate],
  );
  return null;
}
