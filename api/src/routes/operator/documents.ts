import type { FastifyInstance } from 'fastify';
import type { StaffDocumentKind } from 'shared-contracts/staff';
import { signedLetterOf } from '../../lib/operational-need-letter';
import type { PersonRow } from '../../lib/people-record';
import { applicationFormOf, certificateDateOf, certificateOf, invoiceOf, operationalNeedLetterOf, type PersonDocument } from '../../lib/person-documents';

/** A document of the application as the applicant's downloads make it; null when it does not exist (yet). */
export function documentOf(app: FastifyInstance, person: PersonRow, kind: StaffDocumentKind): Promise<PersonDocument | null> {
  // the application form and the invoice exist for every converted form; induction-only holders have neither
  const converted = person.incomplete_form_id !== null;
  switch (kind) {
    case 'application-form':
      return converted ? applicationFormOf(app, person) : Promise.resolve(null);
    case 'invoice':
      return converted ? invoiceOf(app, person) : Promise.resolve(null);
    case 'certificate':
      return certificateOf(person);
    case 'operational-need-letter':
      return operationalNeedLetterOf(app, person);
  }
}

/** Which documents exist, without drawing any PDF. */
export async function availableDocuments(app: FastifyInstance, person: PersonRow): Promise<Record<StaffDocumentKind, boolean>> {
  const converted = person.incomplete_form_id !== null;
  return {
    'application-form': converted,
    invoice: converted,
    'operational-need-letter': (await signedLetterOf(app, person)) !== null,
    certificate: certificateDateOf(person) !== null,
  };
}
