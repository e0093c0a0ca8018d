import { getCompany, sessionStore, type AustralianTimeZone } from 'shared-contracts';
import type { InductionCertificate } from 'shared-contracts/induction';

export const zoneOf = (certificate: Pick<InductionCertificate, 'Company'>): AustralianTimeZone => getCompany(certificate.Company ?? sessionStore.getState().company).timeZone;
