import type { RouteId } from './routes';
import type { RuntimeConfig } from './schemas/runtime-config';

/**
 * The six remotes the shell loads at run time. The name is the federation container name (a JS identifier);
 * the package is the workspace folder; the port is the default local origin.
 */
export const REMOTES = {
  application: { container: 'mfe_application', package: 'mfe-application', port: 3001, label: 'Application' },
  statusTracking: { container: 'mfe_status_tracking', package: 'mfe-status-tracking', port: 3002, label: 'Status and tracking' },
  induction: { container: 'mfe_induction', package: 'mfe-induction', port: 3003, label: 'Induction' },
  opneedSigning: { container: 'mfe_opneed_signing', package: 'mfe-opneed-signing', port: 3004, label: 'Operational-need signing' },
  content: { container: 'mfe_content', package: 'mfe-content', port: 3005, label: 'Information pages' },
  staffConsole: { container: 'mfe_staff_console', package: 'mfe-staff-console', port: 3006, label: 'Staff console' },
} as const;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Every remote exposes this module path; its default export is a {@link RemoteApp}. */
export const REMOTE_EXPOSED_MODULE = './App' as const;

/**
 * What the shell passes to a remote's exposed App. The shell owns routing: it matches the URL against
 * ROUTES (routes.ts), then renders the owning remote's App with the matched route id. The remote renders
 * the screen for that id and reads params and query through react-router-dom, which is a shared singleton,
 * so the remote sees the shell's router.
 */
export interface RemoteAppProps {
  routeId: RouteId;
}

/** The contracts major a build was made with: the shell refuses a remote of another major (ARCHITECTURE.md). */
export const CONTRACTS_VERSION = '1.0.0';
export const CONTRACTS_MAJOR = Number(CONTRACTS_VERSION.split('.')[0]);

// The runtime configuration's schema is in schemas/runtime-config.ts (shared-contracts/api): the core entry is
// loaded on every first visit and carries no zod. Its type is here for the hosts.
export type { RemoteEntryConfig, RuntimeConfig } from './schemas/runtime-config';

/**
 * Which company a host name selects (one deployment serves every variant): an exact host rule first, then,
 * when `subdomain` is on, the first label of the host if it names a known company
 * (`toll.localhost` → toll), else the default.
 */
export function resolveCompany(
  hostname: string,
  resolution: RuntimeConfig['companyResolution'],
  knownCompanies: readonly string[],
): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const exact = resolution.hosts[host];
  if (exact) return exact;
  if (resolution.subdomain) {
    const first = host.split('.')[0] ?? '';
    if (host.includes('.') && knownCompanies.includes(first)) return first;
  }
  return resolution.default;
}
