import type { ReactNode } from 'react';
import type { RouteId } from 'shared-contracts';
import { ApiEventEffects, RouteEffects } from './route-effects';

/** Wraps every routed screen with the navigation effects of the host. */
export function RouteFrame({ routeId, siteName, children }: { routeId: RouteId; siteName: string; children: ReactNode }) {
  return (
    <>
      <RouteEffects routeId={routeId} siteName={siteName} />
      <ApiEventEffects routeId={routeId} />
      {children}
    </>
  );
}
