import { FIELD_MESSAGES, type OperationalNeedFormSubmission, isSignatureDataUrl, localityProblem, validateOperationalNeedForm } from 'shared-contracts/signing';
import { type ApplicantDraft, airportsError } from 'shared-contracts/form';
import { serverLocalities } from '../../lib/localities';
import { type CardKind, createFieldErrors, mergeFieldErrors, type FieldErrorMap } from 'shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { minimumAirports } from './prefill';
import { isAcceptableSignature, parseSignature } from '../../lib/signature-svg';

/**
 * What only the server can check of a submitted form, beyond its schema: the regional port field, the need and
 * the access frequency against the reference tables, the applicant's airports (spec §5 count and ASA rules), the
 * signature as an image of strokes over 50 px, and the ABN in the register (looked up before the transaction:
 * the register may be outside, and PGlite's one connection must not wait on itself).
 */
export async function submissionErrors(
  tables: Pick<FastifyInstance, 'operationalNeeds' | 'accessFrequencies'>,
  db: Queryable,
  form: OperationalNeedFormSubmission,
  context: { regional: boolean; draft: ApplicantDraft; cards: readonly CardKind[]; abnProblem: string | null; abnNameProblem?: string | null },
): Promise<FieldErrorMap> {
  const c = createFieldErrors();
  const need = await tables.operationalNeeds.find(form.OperationalNeedId, db);
  if (!need) c.add('OperationalNeedId', FIELD_MESSAGES.operationalNeed);
  else if (need.adminOnly) c.add('OperationalNeedId', FIELD_MESSAGES.operationalNeedAdminOnly);
  // a reason for the card applied for (issue 39): the signer of an airport's applicant confirms an aviation reason
  else if (!context.cards.includes(need.cardType)) c.add('OperationalNeedId', FIELD_MESSAGES.operationalNeedOfCard(context.cards.join(' or ')));
  // spec §4: a white need has no access frequency; every other need says how often
  if (need && need.Colour !== 'white') {
    const frequency = form.OpNeedAccessFreq;
    const known = frequency ? await tables.accessFrequencies.find(frequency, db) : undefined;
    if (!known) c.add('OpNeedAccessFreq', FIELD_MESSAGES.accessFrequency);
  }

  const offered = context.draft.Airports ?? [];
  const chosen = form.airports ?? [];
  if (offered.length > 0) {
    const offeredIds = new Set(offered.map((a) => a.Id));
    const problem = chosen.some((a) => !offeredIds.has(a.Id)) ? FIELD_MESSAGES.airports : airportsError(chosen, minimumAirports(context.draft));
    if (problem) c.add('airports', problem);
  } else if (chosen.length > 0) {
    c.add('airports', FIELD_MESSAGES.airports);
  }

  if (context.abnNameProblem) c.add('Organisation', context.abnNameProblem);
  // the organisation's suburb is one of its state's, with its postcode (issue 39: "South Towns" was printed)
  const place = localityProblem(serverLocalities, form.State, form.Suburb, form.Postcode);
  if (place) c.add(place.field === 'suburb' ? 'Suburb' : 'Postcode', place.message);

  // a drawn signature is measured from its strokes; a typed one is checked against the name by the shared rule
  if (form._signatureMethod !== 'typed' && isSignatureDataUrl(form._signature) && !isAcceptableSignature(parseSignature(form._signature!))) {
    c.add('_signature', FIELD_MESSAGES.signature);
  }

  if (context.abnProblem) c.add('Abn', context.abnProblem);

  return mergeFieldErrors(validateOperationalNeedForm(form, { regional: context.regional }), c.errors);
}
