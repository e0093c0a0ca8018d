import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signingEndpoints } from 'shared-contracts/signing';
import { HttpError } from '../../lib/http-error';
import { route } from '../../lib/route';
import { employerLetter, signatureOf, signedLetterOf } from '../../lib/operational-need-letter';
import { requirePerson } from '../../lib/person-access';
import { loadSigningRequest } from '../../lib/signing-request';
import { operationalNeedLetterPdf, type OperationalNeedLetterInput } from '../../services/pdf/operational-need-letter-pdf';

/** A signing link's reference as the signing form's paths take it (`/api/people/operational-need-form/:id/:refId`). */
const SigningReference = signingEndpoints.getOperationalNeedForm.params.shape.refId;

export const NO_SIGNED_LETTER = 'There is no signed operational need letter for this application yet.';

/** The `ref` query parameter: the signing link's reference, which lets the signer download what they signed. */
function referenceOf(request: FastifyRequest): string | undefined {
  const ref = (request.query as Record<string, unknown> | undefined)?.ref;
  if (ref === undefined) return undefined;
  const parsed = SigningReference.safeParse(ref);
  if (!parsed.success) throw new HttpError(400, 'Please check the highlighted fields', { fieldErrors: { ref: ['Expected a reference'] }, in: 'query' });
  return parsed.data;
}

/**
 * GET /api/download/operational-need-signed/{peopleId}: the signed operational-need letter as a PDF, with the
 * signature drawn in it. Who may download it:
 * - the applicant, with their status-page token (spec §6: the bearer token; another applicant's token gets 403);
 * - the signer, with the signing link's reference as `?ref=`, while the link is open (30 days): the link is
 *   what let them sign, and it shows them nothing they did not type themselves besides the applicant's name.
 * Without a signed letter the answer is 404.
 */
export default async function operationalNeedSignedRoutes(app: FastifyInstance) {
  route(app, signingEndpoints.downloadOperationalNeedSigned, async (request, reply) => {
    const peopleId = request.params.id;
    const ref = referenceOf(request);
    let letter: OperationalNeedLetterInput | null;
    if (ref !== undefined) {
      const row = await loadSigningRequest(app, peopleId, ref);
      const signature = signatureOf(row);
      if (!row.signed_at || !signature) throw new HttpError(404, NO_SIGNED_LETTER, { code: 'not_signed' });
      letter = await employerLetter(app, row, signature, await app.draftForms.answersOf(row.incomplete_form_id));
    } else {
      letter = await signedLetterOf(app, await requirePerson(app, request, peopleId));
    }
    if (!letter) throw new HttpError(404, NO_SIGNED_LETTER, { code: 'not_signed' });
    const pdf = await operationalNeedLetterPdf(letter);
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `attachment; filename="operational-need-letter-${letter.tracking}.pdf"`);
    return pdf;
  });
}
