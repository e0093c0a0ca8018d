import { formatDateTime as formatInZone, getCompany } from 'shared-contracts';

export function formatDateTime(value: string, company: string): string {
  return formatInZone(value, getCompany(company).timeZone) || value;
}
