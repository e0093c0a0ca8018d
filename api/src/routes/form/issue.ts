import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { REGIONAL_PORTS, SITE, cardWords, href, withArticle, type Company, type CompanyId, hasFieldErrors } from 'shared-contracts';
import { FIELD_MESSAGES, type ApplicantDraft, type OperationalNeed, abnLookupProblem, cardKindOf, needsApplicantSignature, validateApplication } from 'shared-contracts/form';
import type { Queryable } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { MESSAGES } from '../../lib/messages';
import { hashSecret, randomToken } from '../../lib/secrets';
import { serverLocalities } from '../../lib/localities';
import { companySite } from '../../lib/site';
import { queueConversionMails } from '../../services/mail/applicant-mails';
import type { DraftFormRow } from './access';
import { derivedDraft } from './derive';

/** The conversion code logs the applicant in straight away (spec §4 confirm); it is short-lived. */
const CONVERSION_CODE_MINUTES = 15;
/** How long the employer's signing link stays open. */
const OPERATIONAL_NEED_LINK_DAYS = 30;

export interface Issuable {
  /** the draft as it is issued: the draft model's on this day, with the register's answer asked again */
  draft: ApplicantDraft;
  operationalNeeds: OperationalNeed[];
}

/**
 * Whether the stored draft can be issued, and as what (spec §4 confirm, issues 15 and 40): the draft model again
 * with the server's clock and reference data, the ABN register asked again (spec §5: not found or not active is
 * invalid), then every step rule. A 400 with the field errors when it cannot. The payment asks this before it
 * charges and the conversion before it converts: one question, so a charge is only taken for what can be issued.
 */
export async function issuableDraft(app: FastifyInstance, tx: Queryable, row: DraftFormRow, company: Company): Promise<Issuable> {
  const signature = await app.draftForms.signatureOf(row.id, tx);
  const issuingBodies = await app.issuingBodies.list(tx);
  const operationalNeeds = await app.operationalNeeds.all(tx);
  const accessFrequencies = await app.accessFrequencies.list(tx);
  // the record issued is the draft model's on this day (issue 15), whatever the browser saved or sent
  const sent: ApplicantDraft = { ...row.data, _signatureFile: row.data._signatureFile ?? signature };
  const draft = await derivedDraft(app, tx, company, sent, row.data, { operationalNeeds, freshAbnCheck: true });
  const errors = validateApplication(draft, company, { issuingBodies, operationalNeeds, accessFrequencies, today: app.now(), localities: serverLocalities });
  if (draft._abn && !errors._abn?.length) {
    const problem = abnLookupProblem(draft._abr);
    if (problem) errors._abn = [problem === 'not-found' ? FIELD_MESSAGES.abnNotFound : FIELD_MESSAGES.abnNotActive];
  }
  if (hasFieldErrors(errors)) throw new HttpError(400, MESSAGES.invalidFields, { fieldErrors: errors });
  return { draft, operationalNeeds };
}

export interface IssuedApplication {
  peopleId: number;
  code: string;
}

/**
 * Issues the application of an issuable draft in the caller's transaction: the people record, the draft marked
 * with its id (the stored draft is the one issued: the application form, the invoice and the status page read it),
 * a hashed conversion code and, when an employer must sign the operational need, their signing request and its
 * mail, then the confirmation and the receipt. A failure leaves nothing half made.
 */
export async function issueApplication(
  app: FastifyInstance,
  tx: Queryable,
  { formId, companyId, company, issuable, paidAt }: { formId: number; companyId: CompanyId; company: Company; issuable: Issuable; paidAt: string | Date | null },
): Promise<IssuedApplication> {
  const { draft, operationalNeeds } = issuable;
  const need = operationalNeeds.find((n) => n.Id === draft.OperationalNeedId);
  const peopleId = await app.people.createApplicant(
    {
      formId,
      company: companyId,
      site: draft.Site ?? company.defaultSite,
      firstname: draft.Firstname!.trim(),
      middlenames: draft.Middlenames?.trim() || null,
      surname: draft.Surname?.trim() || draft.Firstname!.trim(),
      birthdate: draft.Birthdate,
      email: draft.Email!.trim(),
      extraData: { ...(draft.ExtraData ?? {}), cardType: cardKindOf(draft, company), Apptype: draft.Apptype, Appsubtype: draft.Appsubtype },
      operationalNeedPublic: need?.ShortReason ?? null,
      basedOnAsic: draft.Apptype === 'A',
      paidAt: paidAt === null ? null : paidAt instanceof Date ? paidAt.toISOString() : paidAt,
    },
    tx,
  );
  await app.draftForms.markConverted(formId, peopleId, draft, tx);
  const code = await issueConversionCode(app, tx, peopleId);

  if (draft.Site !== SITE.assetJobReady && !needsApplicantSignature(draft) && draft.Employeremail && draft.OperationalNeedId !== undefined) {
    const refId = randomToken();
    const regional = (REGIONAL_PORTS as readonly string[]).includes(draft.ExtraData?.PortAccess ?? '');
    await app.operationalNeedRequests.open({ peopleId, refId, regional, employerEmail: draft.Employeremail.trim(), days: OPERATIONAL_NEED_LINK_DAYS }, tx);
    const applicant = [draft.Firstname, draft.Surname].filter(Boolean).join(' ');
    // the variant's own site (issue 39): the signer sees the applicant's company, its brand and its card words
    const link = companySite(app, companyId).link(href('operationalNeedForm', { id: peopleId, refId }));
    // the signing request and its mail in one transaction (issue 16: no mail lost)
    await app.mail.send(
      {
        kind: 'operational-need',
        company: companyId,
        to: draft.Employeremail.trim(),
        subject: `Please confirm the operational need of ${applicant}`,
        text:
          `${applicant} has applied for ${withArticle(cardKindOf(draft, company) ?? cardWords(company).cards)} through ${company.name} and named you as their employer or sponsor.\n\n` +
          `Please confirm why they need the card and sign the operational need form:\n${link}\n\n` +
          `The link stays open for ${OPERATIONAL_NEED_LINK_DAYS} days. If you do not know this person, you can ignore this email.\n\n${company.name}`,
      },
      tx,
    );
  }
  // the confirmation and, after an online payment, the receipt (issue 18), in this transaction
  await queueConversionMails(app, tx, { peopleId, formId, company: companyId, draft });
  return { peopleId, code };
}

/** A fresh 6-digit conversion code of the person, stored hashed (spec §4: convert, then log in with it). */
export async function issueConversionCode(app: FastifyInstance, tx: Queryable, peopleId: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await app.verificationCodes.add({ peopleId, codeHash: hashSecret(code, app.env.APP_SECRET), purpose: 'conversion', minutes: CONVERSION_CODE_MINUTES }, tx);
  return code;
}
