import { getCompany, sessionStore } from 'shared-contracts';
import type { InductionCertificate } from 'shared-contracts/induction';

/** The time zone a certificate is dated in: its variant's (issue 39), else the site's. */
export const zoneOf = (certificate: Pick<InductionCertificate, 'Company'>): string => getCompany(certificate.Company ?? sessionStore.getState().company).timeZone;
