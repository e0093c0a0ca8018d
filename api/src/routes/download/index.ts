import type { FastifyInstance, FastifyReply } from 'fastify';
import { trackingEndpoints } from 'shared-contracts/tracking';
import { HttpError } from '../../lib/http-error';
import { route } from '../../lib/route';
import { applicationFormOf, certificateOf, invoiceOf, type PersonDocument } from '../../lib/person-documents';
import { requirePerson } from '../../lib/person-access';
import operationalNeedSignedRoutes from './operational-need-signed';

export const DOWNLOAD_MESSAGES = {
  noSuchForm: 'No such document for this application.',
  certificateNotReady: 'The certificate is available once your background check has been approved.',
} as const;

function sendPdf(reply: FastifyReply, { fileName, pdf }: PersonDocument): Buffer {
  reply.header('content-type', 'application/pdf');
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  return pdf;
}

/**
 * Downloads of the status page (spec §7): real PDFs generated on request from the stored record, for the token's
 * own person only (401/403 otherwise, lib/person-access.ts), and for that person's own form id (404 otherwise).
 * The signed operational-need letter is the signing feature's.
 */
export default async function downloadRoutes(app: FastifyInstance) {
  const personWithForm = async (request: Parameters<typeof requirePerson>[1], id: number, formId: number) => {
    const person = await requirePerson(app, request, id);
    if (person.incomplete_form_id !== formId) throw new HttpError(404, DOWNLOAD_MESSAGES.noSuchForm);
    return person;
  };

  route(app, trackingEndpoints.downloadApplicationForm, async (request, reply) => {
    const person = await personWithForm(request, request.params.id, request.params.formId);
    return sendPdf(reply, await applicationFormOf(app, person));
  });

  route(app, trackingEndpoints.downloadInvoice, async (request, reply) => {
    const person = await personWithForm(request, request.params.id, request.params.formId);
    return sendPdf(reply, await invoiceOf(app, person));
  });

  route(app, trackingEndpoints.downloadCertificate, async (request, reply) => {
    const person = await personWithForm(request, request.params.id, request.params.formId);
    const certificate = await certificateOf(person);
    if (!certificate) throw new HttpError(404, DOWNLOAD_MESSAGES.certificateNotReady);
    return sendPdf(reply, certificate);
  });

  // GET /api/download/operational-need-signed/{id}: the signed letter, in a file of its own
  await operationalNeedSignedRoutes(app);
}
