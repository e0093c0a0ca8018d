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

/** The contracts major a build was made with: the shell refuses a remote of another major (ARCHITECTURE.md). */
export const CONTRACTS_VERSION = '2.0.0';
export const CONTRACTS_MAJOR = Number(CONTRACTS_VERSION.split('.')[0]);

/** Where a remote is: its manifest, and informationally the version the registry points at. */
export interface RemoteEntryConfig {
  /** URL of the remote's mf-manifest.json */
  manifest: string;
  version?: string | undefined;
}

/**
 * The runtime configuration the shell (and a remote running on its own) reads from `/config.json` at start-up, so
 * that remotes can be moved, released or rolled back without rebuilding the shell. The kernel carries no zod: the
 * schema that checks the file is rules/runtime-config.ts, which the compiler holds to this type.
 */
export interface RuntimeConfig {
  /** origin (and optional path) of the API, without trailing slash, e.g. http://localhost:8080 */
  apiBase: string;
  /** origins, besides the API's, that may receive the bearer token (spec §6 whitelisted domains) */
  tokenAllowlist: string[];
  /** which company a host name selects; `default` when no rule matches */
  companyResolution: {
    default: string;
    /** exact host name (without port) to company value */
    hosts: Record<string, string>;
    /** when true, `<company>.localhost` or `<company>.<anything>` selects the company named by the first label */
    subdomain: boolean;
  };
  /** the website type header value (spec §7 WebsiteType) */
  websiteType: string;
  remotes: Record<string, RemoteEntryConfig>;
  /** idle timeout override in seconds (tests shorten it); the spec's 1800 s when absent */
  idleTimeoutSeconds?: number | undefined;
  /** the share of page loads (0 to 1) whose shell reports real-user health (issue 42, decision 092); all when absent. Read by shell/src/features/health. */
  rumSampleRate?: number | undefined;
}

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
