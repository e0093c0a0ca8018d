import { isCompanyId, type CompanyId } from '../kernel/companies/company';
import { companyForHost } from '../kernel/companies/resolve';

/** The settings PUBLIC_SITE_URL, COMPANY_HOSTS, COMPANY_SUBDOMAINS and DEFAULT_COMPANY. */
export interface SiteAddressing {
  publicSiteUrl: string;
  hosts: Readonly<Record<string, string>>;
  subdomains: boolean;
  defaultCompany: string;
}

/** `host=company,host=company`, read as tools/runtime-config.mjs reads it. */
export function parseCompanyHosts(setting: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (setting ?? '')
      .split(',')
      .map((pair) => pair.split('=').map((s) => s.trim().toLowerCase()))
      .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1])),
  );
}

/** A variant's own origin, kept only where the front ends' rule (`companyForHost`) opens that variant. */
export function companySiteUrl(company: CompanyId, addressing: SiteAddressing): string {
  const site = new URL(addressing.publicSiteUrl);
  const resolution = { hosts: addressing.hosts, subdomain: addressing.subdomains, default: addressing.defaultCompany };
  const opens = (host: string) => companyForHost(host, resolution) === company;
  const originOf = (host: string) => `${site.protocol}//${host}${site.port ? `:${site.port}` : ''}`;

  const ruled = Object.keys(addressing.hosts).find((host) => addressing.hosts[host] === company && opens(host));
  if (ruled) return originOf(ruled);
  if (opens(site.hostname)) return site.origin;
  // an address (IPv4, or IPv6 in brackets) has no sub-domains
  if (addressing.subdomains && !/^[\d.]+$|^\[/.test(site.hostname)) {
    const labels = site.hostname.split('.');
    const first = labels[0] ?? '';
    const domain = labels.length > 1 && (first === 'www' || isCompanyId(first)) ? labels.slice(1).join('.') : site.hostname;
    const host = `${company}.${domain}`;
    if (opens(host)) return originOf(host);
  }
  return site.origin;
}
