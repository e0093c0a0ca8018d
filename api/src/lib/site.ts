import type { FastifyInstance } from 'fastify';
import { companySiteUrl, formatDate, getCompany, parseCompanyHosts, type Company, type SiteAddressing } from 'shared-contracts';
import type { Env } from '../env';

/**
 * A variant as the mails and documents of one of its records speak of it (issue 39): its registry entry, its own
 * site's address for every link, and its time zone for every date. Mails and PDFs take all three from here, from
 * the record's company, never from the default site nor the server's clock zone.
 */
export interface CompanySite {
  company: Company;
  /** the variant's site origin (`COMPANY_HOSTS`, else `<company>.<domain>`, else `PUBLIC_SITE_URL`) */
  origin: string;
  /** an absolute link to a path of the variant's site */
  link(path: string): string;
  /** `formatDate` in the variant's time zone: a calendar date as it is, an instant as the day it was there */
  date(value: string | Date | null | undefined): string;
}

const addressings = new WeakMap<Env, SiteAddressing>();

/** The front ends' host rules as the API's environment gives them. */
export function siteAddressing(env: Env): SiteAddressing {
  let addressing = addressings.get(env);
  if (!addressing) {
    addressing = { publicSiteUrl: env.PUBLIC_SITE_URL, hosts: parseCompanyHosts(env.COMPANY_HOSTS), subdomains: env.COMPANY_SUBDOMAINS, defaultCompany: env.DEFAULT_COMPANY };
    addressings.set(env, addressing);
  }
  return addressing;
}

/** The site of a record's company (an unknown value is the default company's, as everywhere). */
export function companySite(app: Pick<FastifyInstance, 'env'>, companyId: string | null | undefined): CompanySite {
  const company = getCompany(companyId);
  const origin = companySiteUrl(company.id, siteAddressing(app.env));
  return {
    company,
    origin,
    link: (path) => `${origin}${path.startsWith('/') ? path : `/${path}`}`,
    date: (value) => formatDate(value, company.timeZone),
  };
}
