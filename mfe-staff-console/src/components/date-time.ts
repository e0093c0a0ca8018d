import { formatDateTime as formatInZone, getCompany } from 'shared-contracts';

/**
 * A timestamp as the logs show it: its date and time of day in the time zone of the record's variant (issue 39:
 * one date function for the site, the API, mails and PDFs), the zone every page of the record uses.
 */
export function formatDateTime(value: string, company: string): string {
  return formatInZone(value, getCompany(company).timeZone) || value;
}
