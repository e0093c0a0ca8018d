import { useEffect, useRef } from 'react';
import { COMPANIES, ROUTES, href, isAuthenticated, routeMeta, sessionStore, tokenState, type RouteId } from 'shared-contracts';
import { isSameScreen, keepsScreen, useLocation, useNavigate, useNavigationType } from 'ui-kit/router';
import { PAGE_HEADING_ID, setPageMeta } from 'ui-kit';
import { onApiEvent } from './configure-runtime';

const HEADING_WAIT_MS = 5000;
/** Their 401s are the track screen's messages (spec §8), not an ended session. */
const SCREEN_HANDLED_401: ReadonlySet<string> = new Set(['login', 'logout']);
/** The autosave's 503 keeps the applicant on their step (docs/decisions/024). */
const BACKGROUND_SAVES: ReadonlySet<string> = new Set(['createForm', 'updateForm', 'saveSignature']);

export const maintenanceGoesHome = (event: { endpoint?: string }): boolean => !(event.endpoint && BACKGROUND_SAVES.has(event.endpoint));

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

// every navigation's effects (spec §2, §6), the same in the shell and in a remote running on its own
export function RouteEffects({ routeId, siteName }: { routeId: RouteId; siteName: string }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const firstRender = useRef(true);
  const route = ROUTES[routeId];

  useEffect(() => {
    // a screen the host keeps sets its own title on each of its pages: the route's would be a second change (issue 15)
    if (!keepsScreen(location.state)) {
      const meta = routeMeta(routeId, COMPANIES[sessionStore.getState().company]);
      setPageMeta(meta.title, meta.description, siteName);
    }

    const key = new URLSearchParams(location.search).get('key');
    if (key) sessionStore.getState().setFormKey(key);

    // an unreadable token never was a session: dropped quietly (issue 16)
    const stored = tokenState(sessionStore.getState().token);
    if (stored === 'expired' || stored === 'unreadable') sessionStore.getState().clearToken();
    if (stored === 'expired') window.dispatchEvent(new CustomEvent('token-expired'));
    if ('requiresLogin' in route && route.requiresLogin) {
      if (!isAuthenticated(sessionStore.getState())) {
        navigate(href('track'), { replace: true });
        return;
      }
    }

    // focus and scroll stay where the user is typing
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

/** The §8 reactions to API events. */
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
          if (event.endpoint && SCREEN_HANDLED_401.has(event.endpoint)) return;
          // a second redirect would take the applicant on from the track screen to '/'
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
