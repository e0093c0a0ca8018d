import { ROUTES, ROUTE_IDS, type RouteId } from 'shared-contracts';

export { ROUTES, ROUTE_IDS };

/** The route of spec §2 a path belongs to (react-router patterns: `:param` segments, `*` for the rest). */
export function matchRoutePath(pathname: string): RouteId | undefined {
  const segments = (p: string) => p.split('/').filter(Boolean);
  const path = segments(pathname);
  return ROUTE_IDS.find((id) => {
    const pattern = segments(ROUTES[id].path);
    if (ROUTES[id].path === '*') return false;
    return pattern.length === path.length && pattern.every((part, i) => part.startsWith(':') || part === path[i]);
  });
}
