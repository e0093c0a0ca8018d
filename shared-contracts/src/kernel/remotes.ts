/** The container is the federation container name; the port is the default local origin. */
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

export interface RemoteEntryConfig {
  /** URL of the remote's mf-manifest.json */
  manifest: string;
  /** informational: the version the registry points at */
  version?: string | undefined;
}

/** `/config.json`: remotes move, release and roll back without a new shell. Zod: rules/runtime-config.ts. */
export interface RuntimeConfig {
  /** without trailing slash */
  apiBase: string;
  /** spec §6 whitelisted domains */
  tokenAllowlist: string[];
  companyResolution: {
    default: string;
    hosts: Record<string, string>;
    /** `<company>.<anything>` selects the company named by the first label */
    subdomain: boolean;
  };
  websiteType: string;
  remotes: Record<string, RemoteEntryConfig>;
  /** tests shorten it */
  idleTimeoutSeconds?: number | undefined;
  /** the share of page loads (0 to 1) that report real-user health; all when absent */
  rumSampleRate?: number | undefined;
}

/** An exact host rule, then (`subdomain`) a first label that names a known company, else the default. */
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
