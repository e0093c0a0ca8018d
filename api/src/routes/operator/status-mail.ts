import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db';
import { href } from 'shared-contracts';
import { companySite } from '../../lib/site';
import { cardTypeOf, trackingNumberOf, type PersonRow } from '../../lib/people-record';
import type { OperatorAction } from 'shared-contracts/staff';

/**
 * Tells the applicant that their application moved (the decision, the dispatch) without putting any of it in the
 * mail: the details stay behind the verified login of the status page. Written through `tx`, the transaction of
 * the action, so the mail exists exactly when the action does.
 */
export async function mailStatusUpdate(app: FastifyInstance, tx: Queryable, person: PersonRow, action: OperatorAction): Promise<void> {
  if (action.action !== 'decision' && action.action !== 'dispatch') return;
  const site = companySite(app, person.company);
  const { company } = site;
  const tracking = trackingNumberOf(person);
  const what = action.action === 'dispatch' ? 'Your card is on its way.' : 'The background check of your application has been processed.';
  await app.mail.send(
    {
      kind: 'notification',
      company: company.id,
      to: person.email,
      subject: `Update on your ${cardTypeOf(person)} application ${tracking}`,
      text: [
        `Dear ${person.firstname},`,
        '',
        what,
        `See the details on the status page: ${site.link(href('track'))}`,
        `Sign in with your tracking number ${tracking} and your date of birth; we will email you a verification code.`,
        '',
        company.name,
      ].join('\n'),
    },
    tx,
  );
}
