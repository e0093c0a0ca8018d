import type { FastifyInstance } from 'fastify';
import { href } from 'shared-contracts';
import { type InductionOnlyRegistration, type InductionOnlyRegistrationResponse, inductionEndpoints } from 'shared-contracts/induction';
import { parseTrackingNumber, personReferenceToId, type TrackingPrefix } from 'shared-contracts/tracking';
import type { Queryable } from '../../db';
import { route } from '../../lib/route';
import { companySite } from '../../lib/site';
import type { CardHolder } from '../../repositories/people';

/** Enrolment checks a card number against a name and birth date: more than this a minute from one address is someone guessing. */
const REGISTER_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** The prefix of the MSIC tracking numbers we issue (spec §5: VEP plus 7 digits, the people id plus the offset). */
const OWN_CARD_PREFIX: TrackingPrefix = 'VEP';

export const NOT_OUR_NUMBER = 'An MSIC number issued by us is VEP followed by 7 digits. Check the number on the front of your card.';

/** The mail's opening line, in the singular for one induction and the plural for two (issue 20). */
export function enrolmentSentence(count: number): string {
  return count === 1
    ? 'You are enrolled in the following online induction. The link takes you to your own place in it; you can leave and come back at any time.'
    : 'You are enrolled in the following online inductions. Each link takes you to your own place in it; you can leave and come back at any time.';
}

/** A card of another issuing body: the holder enrolled before with the same number, or a new people record. */
async function foreignCardHolder(app: FastifyInstance, tx: Queryable, body: InductionOnlyRegistration, msicnum: string, company: string): Promise<CardHolder | 'name-mismatch'> {
  const holders = await app.people.findByForeignCard(msicnum, body, tx);
  if (holders.length) return holders.find((h) => h.matches) ?? 'name-mismatch';
  const extra = {
    inductionOnly: true,
    Msicnum: msicnum,
    Mobilephonenumber: body.Mobilephonenumber,
    ...(body.Issuingbodyid !== undefined ? { Issuingbodyid: body.Issuingbodyid } : {}),
    ...(body.PortAccess ? { PortAccess: body.PortAccess } : {}),
  };
  return app.people.createCardHolder(
    { company, firstname: body.Firstname.trim(), middlenames: body.Middlenames?.trim() || null, surname: body.Surname.trim(), birthdate: body.Birthdate, email: body.Email.trim(), extraData: extra },
    tx,
  );
}

/**
 * Induction-only enrolment (spec §2 /induction-enrolment, §3, §7, §8): a card holder who needs only the induction.
 * A VEP number must be one of our applications under the same name and birth date; another issuing body's number
 * makes (or finds) a foreign-card record. Either way the person is enrolled in the chosen inductions in one
 * transaction and mailed the links. A refusal answers `result: false` with the server's text when it has one.
 */
export default async function registerRoutes(app: FastifyInstance) {
  route(
    app,
    inductionEndpoints.registerInductionOnly,
    async (request): Promise<InductionOnlyRegistrationResponse> => {
      const body = request.body;
      const msicnum = body.Msicnum.trim().toUpperCase();
      // a card we issued: our MSIC tracking number, read by the one parser of shared-contracts (the people id it
      // names, null for a number below the offset); any other number starting with our prefix names nobody
      const ownCardId = parseTrackingNumber(msicnum)?.prefix === OWN_CARD_PREFIX ? personReferenceToId(msicnum) : null;
      if (ownCardId === null && msicnum.startsWith(OWN_CARD_PREFIX)) return { result: false, foreign: false, err: NOT_OUR_NUMBER, data: null };

      // the site the participant enrolled on (issue 39): its address in every link, its name in the mail
      const site = companySite(app, request.company);
      const outcome = await app.db.transaction(async (tx) => {
        // a card we issued: the people record whose tracking number it is, when the name and birth date match the
        // application (spec §8: "make sure your full legal name above matches the name submitted in your application")
        const person = ownCardId !== null ? await app.people.findCardHolder(ownCardId, body, tx) : await foreignCardHolder(app, tx, body, msicnum, request.company);
        if (!person || person === 'name-mismatch') return undefined;
        await app.inductions.enrol(person.id, body.Inductions, request.company, tx);
        // the participant's way back is the induction status page, not an application's (issue 39)
        await app.inductions.markInductionOnly(person.id, body.Inductions, tx);
        const links = await app.inductions.enrolmentsIn(person.id, body.Inductions, tx);
        const statusLink = site.link(href('inductionStatus', { id: person.id, randomId: person.random_id }));
        const lines = links.map((l) => `- ${l.name}: ${site.link(href('induction', { inductionId: l.access_key }))}`);
        // the enrolment and the mail with its links in one transaction (issue 16: no mail lost)
        await app.mail.send(
          {
            kind: 'notification',
            company: request.company,
            to: body.Email.trim(),
            subject: `Your online induction enrolment with ${site.company.name}`,
            text: [
              `Hello ${body.Firstname.trim()},`,
              '',
              enrolmentSentence(links.length),
              '',
              ...lines,
              '',
              `See which inductions you have completed: ${statusLink}`,
              '',
              `If you did not ask for this, please call us on ${site.company.supportPhone}.`,
              '',
              site.company.name,
            ].join('\n'),
          },
          tx,
        );
        return person;
      });
      if (!outcome) return { result: false, foreign: ownCardId === null, err: null, data: null };

      const person = outcome;
      return { result: true, foreign: ownCardId === null, err: null, data: { Id: person.id, RandomId: person.random_id, IncompleteFormId: person.incomplete_form_id } };
    },
    { config: REGISTER_RATE_LIMIT },
  );
}
