import { resolveCompany, type RuntimeConfig } from '../remotes';
import { COMPANY_IDS, DEFAULT_COMPANY, isCompanyId, type CompanyId } from './company';

/**
 * The company a page's host name selects (spec §1: one deployment serves every variant), through the runtime
 * configuration: an exact `COMPANY_HOSTS` rule, then `<company>.<domain>` when `COMPANY_SUBDOMAINS` is on, then
 * `DEFAULT_COMPANY`. A configured value that names no company (a typo in the environment) never reaches the
 * screens: the next rule applies, and in the end the product's own company.
 */
export function companyForHost(hostname: string, resolution: RuntimeConfig['companyResolution']): CompanyId {
  const safe = {
    ...resolution,
    hosts: Object.fromEntries(Object.entries(resolution.hosts).filter(([, company]) => isCompanyId(company))),
    default: isCompanyId(resolution.default) ? resolution.default : DEFAULT_COMPANY,
  };
  const company = resolveCompany(hostname, safe, COMPANY_IDS);
  return isCompanyId(company) ? company : DEFAULT_COMPANY;
}
