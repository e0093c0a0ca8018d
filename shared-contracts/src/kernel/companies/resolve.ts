import { resolveCompany, type RuntimeConfig } from '../remotes';
import { COMPANY_IDS, DEFAULT_COMPANY, isCompanyId, type CompanyId } from './company';

/** A configured value that names no company (a typo) never reaches the screens: the next rule applies. */
export function companyForHost(hostname: string, resolution: RuntimeConfig['companyResolution']): CompanyId {
  const safe = {
    ...resolution,
    hosts: Object.fromEntries(Object.entries(resolution.hosts).filter(([, company]) => isCompanyId(company))),
    default: isCompanyId(resolution.default) ? resolution.default : DEFAULT_COMPANY,
  };
  const company = resolveCompany(hostname, safe, COMPANY_IDS);
  return isCompanyId(company) ? company : DEFAULT_COMPANY;
}
