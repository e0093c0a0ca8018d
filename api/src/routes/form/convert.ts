import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { COMPANIES, REGIONAL_PORTS, SITE, cardWords, href, isCompanyId, paysOnlineNow, withArticle } from 'shared-contracts';
import { endpoints, type ApplicantDraft, type IssuingBody } from 'shared-contracts/api';
import { cardKindOf, hasFieldErrors, needsApplicantSignature, validateApplication } from 'shared-contracts/validators';
import type { Queryable } from '../../db/types';
import { HttpError } from '../../lib/http-error';
import { MESSAGES } from '../../lib/messages';
import { route } from '../../lib/route';
import { companySite } from '../../lib/site';
import { serverLocalities } from '../../lib/localities';
import { hashSecret, randomToken } from '../../lib/secrets';
import { loadOwnedForm } from './access';
import { derivedDraft, loadOperationalNeeds } from './derive';
import { queueConversionMails } from '../../services/mail/applicant-mails';

/** The conversion code logs the applicant in straight away (spec §4 confirm); it is short-lived. */
const CONVERSION_CODE_MINUTES = 15;
/** How long the employer's signing link stays open. */
const OPERATIONAL_NEED_LINK_DAYS = 30;

interface Converted {
  peopleId: number;
  code: string;
  company: string;
}

/**
 * POST /api/form/{id}/people (spec §4 confirm): the server runs the draft model again (issue 15) and re-applies
 * every step rule to its draft (an address history with a gap is a 400 on `_address`), then in one transaction
 * creates the people record, marks the draft with its id, stores a hashed conversion code and, when an employer
 * must sign the operational need, opens their signing request. A failure leaves nothing half made. A form that is
 * already converted answers its people id with a fresh code ("if the person already exists, go straight to status").
 */
export default async function convertRoute(app: FastifyInstance) {
  route(app, endpoints.convertForm, async (request) => {
    const { id } = request.params;
    const converted = await app.db.transaction(async (tx) => {
      const row = await loadOwnedForm(app, request, id, { forUpdate: true }, tx);
      if (row.people_id !== null) return { peopleId: row.people_id, code: await issueCode(app, tx, row.people_id), company: row.company } satisfies Converted;

      const companyId = isCompanyId(row.company) ? row.company : request.company;
      const company = COMPANIES[companyId];
      const signature = await app.draftForms.signatureOf(id, tx);
      const issuingBodies = await tx.query<IssuingBody>(`SELECT id AS "Id", code AS "Code", card_type AS "Cardtype", name AS "Name" FROM issuing_body`);
      const operationalNeeds = await loadOperationalNeeds(tx);
      // the record converted is the draft model's on this day (issue 15), whatever the browser saved or sent
      const sent: ApplicantDraft = { ...row.data, _signatureFile: row.data._signatureFile ?? signature };
      const draft = await derivedDraft(app, tx, company, sent, row.data, operationalNeeds);
      const errors = validateApplication(draft, company, { issuingBodies, operationalNeeds, today: app.now(), localities: serverLocalities });
      if (hasFieldErrors(errors)) throw new HttpError(400, MESSAGES.invalidFields, { fieldErrors: errors });

      // a variant that pays online is paid before it is submitted; at a post office the applicant pays there
      const paysNow = paysOnlineNow(company, draft);
      const [payment] = await tx.query<{ created_at: string }>(
        `SELECT created_at FROM form_payment WHERE draft_form_id = $1 AND status = 'paid' ORDER BY id DESC LIMIT 1`,
        [id],
      );
      if (paysNow && !payment) throw new HttpError(402, 'Please pay for your application before you submit it', { code: 'payment_required' });

      const need = operationalNeeds.find((n) => n.Id === draft.OperationalNeedId);
      const peopleId = await app.people.createApplicant(
        {
          formId: id,
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
          paidAt: payment?.created_at ?? null,
        },
        tx,
      );
      // the stored draft is the one converted: the application form, the invoice and the status page read it
      await app.draftForms.markConverted(id, peopleId, draft, tx);
      const code = await issueCode(app, tx, peopleId);

      const result: Converted = { peopleId, code, company: companyId };
      if (draft.Site !== SITE.assetJobReady && !needsApplicantSignature(draft) && draft.Employeremail && draft.OperationalNeedId !== undefined) {
        const refId = randomToken();
        const regional = (REGIONAL_PORTS as readonly string[]).includes(draft.ExtraData?.PortAccess ?? '');
        await app.operationalNeedRequests.open({ peopleId, refId, regional, employerEmail: draft.Employeremail.trim(), days: OPERATIONAL_NEED_LINK_DAYS }, tx);
        const applicant = [draft.Firstname, draft.Surname].filter(Boolean).join(' ');
        // the variant's own site (issue 39): the signer sees the applicant's company, its brand and its card words
        const site = companySite(app, companyId);
        const link = site.link(href('operationalNeedForm', { id: peopleId, refId }));
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
      await queueConversionMails(app, tx, { peopleId, formId: id, company: companyId, draft });
      return result;
    });

    return { Id: converted.peopleId, VerificationCode: converted.code };
  });
}

async function issueCode(app: FastifyInstance, tx: Queryable, peopleId: number): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.query(
    `INSERT INTO verification_code (people_id, code_hash, purpose, expires_at) VALUES ($1, $2, 'conversion', now() + interval '${CONVERSION_CODE_MINUTES} minutes')`,
    [peopleId, hashSecret(code, app.env.APP_SECRET)],
  );
  return code;
}

