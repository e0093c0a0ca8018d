import { getCompany, sessionStore } from 'shared-contracts';
import type { InductionCertificate } from 'shared-contracts/induction';

export const zoneOf = (certificate: Pick<InductionCertificate, 'Company'>): string => getCompany(certificate.Company ?? sessionStore.getState().company).timeZone;
