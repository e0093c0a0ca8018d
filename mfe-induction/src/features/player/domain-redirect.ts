import { COMPANIES, type CompanyId } from 'shared-contracts';

export function domainRedirect(company: CompanyId, domain: string, location: Pick<Location, 'protocol' | 'hostname' | 'port' | 'pathname' | 'search'>): string | null {
  if (COMPANIES[company].inductionOnly) return null;
  if (!domain || domain.toLowerCase() === location.hostname.toLowerCase()) return null;
  return `${location.protocol}//${domain}${location.port ? `:${location.port}` : ''}${location.pathname}${location.search}`;
}
