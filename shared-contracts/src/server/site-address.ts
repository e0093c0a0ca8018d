import { COMPANY_IDS, DEFAULT_COMPANY, isCompanyId, type CompanyId } from '../kernel/companies/company';
import { companyForHost } from '../kernel/companies/resolve';

/**
 * How host names select variants (the front ends' `COMPANY_HOSTS`, `COMPANY_SUBDOMAINS` and `DEFAULT_COMPANY`), and
 * the public address of the default site (`PUBLIC_SITE_URL`): what the API needs to write a variant's own address
 * into a mail or a document.
 */
export interface SiteAddressing {
  /** the public site's address (`PUBLIC_SITE_URL`), e.g. https://www.example.com.au */
  publicSiteUrl: string;
  /** exact host to company rules (`COMPANY_HOSTS`) */
  hosts: Readonly<Record<string, string>>;
  /** `<company>.<domain>` selects the company (`COMPANY_SUBDOMAINS`, on unless `false`) */
  subdomains: boolean;
  /** the company of a host no rule selects (`DEFAULT_COMPANY`) */
  defaultCompany: string;
}

/**
 * `host=company,host=company` (`COMPANY_HOSTS`, the setting the static server reads too): host names in lower case,
 * pairs that are not `host=company` left out, as tools/runtime-config.mjs reads them.
 */
export function parseCompanyHosts(setting: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (setting ?? '')
      .split(',')
      .map((pair) => pair.split('=').map((s) => s.trim().toLowerCase()))
      .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1])),
  );
}

/**
 * The origin of a variant's own site (issue 39: every link of a mail or a document opens the variant of its record,
 * never the default site): the host a `COMPANY_HOSTS` rule gives it, else `<company>.<domain>` when sub-domains
 * select variants (the domain is the public site's host without a leading `www.` or company label), else the public
 * site itself. The scheme and port are the public site's. A candidate is kept only if the front ends' own rule
 * (`companyForHost`) would open that variant there, so a link never lands on another variant.
 */
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

/** Every variant's site origin, for a settings check or a listing. */
export const companySiteUrls = (addressing: SiteAddressing): Record<CompanyId, string> =>
  Object.fromEntries(COMPANY_IDS.map((id) => [id, companySiteUrl(id, addressing)])) as Record<CompanyId, string>;

/** The addressing of a deployment that sets nothing but the public site: sub-domains on, the product's company as default. */
export const defaultAddressing = (publicSiteUrl: string): SiteAddressing => ({ publicSiteUrl, hosts: {}, subdomains: true, defaultCompany: DEFAULT_COMPANY });
