import type { CertificateRecord } from '../../repositories/inductions';

export type { CertificateRecord };

/** The participant's full name as the certificate prints it. */
export const participantName = (row: Pick<CertificateRecord, 'firstname' | 'middlenames' | 'surname'>) =>
  [row.firstname, row.middlenames, row.surname].map((part) => part?.trim()).filter(Boolean).join(' ');
