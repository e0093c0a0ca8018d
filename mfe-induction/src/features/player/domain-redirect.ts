import { COMPANIES, type CompanyId } from 'shared-contracts';

/**
 * Where the player must go to be on the induction's own site (spec §4: "Unless the company is tasports or spa,
 * the user is redirected to the induction's domain"), or null when it is already there. The port-authority
 * induction variants (the registry's `inductionOnly`) take their inductions where they are. The port and path are
 * kept, so the standalone app and the shell each stay themselves on the other host.
 */
export function domainRedirect(company: CompanyId, domain: string, location: Pick<Location, 'protocol' | 'hostname' | 'port' | 'pathname' | 'search'>): string | null {
  if (COMPANIES[company].inductionOnly) return null;
  if (!domain || domain.toLowerCase() === location.hostname.toLowerCase()) return null;
  return `${location.protocol}//${domain}${location.port ? `:${location.port}` : ''}${location.pathname}${location.search}`;
}
