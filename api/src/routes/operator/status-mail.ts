import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db';
import { getCompany, href, PRODUCT_NAME } from 'shared-contracts';
import { trackingNumberOf, type PersonRow } from '../../lib/people-record';
import type { OperatorAction } from 'shared-contracts/staff';

/**
 * Tells the applicant that their application moved (the decision, the dispatch) without putting any of it in the
 * mail: the details stay behind the verified login of the status page. Written through `tx`, the transaction of
 * the action, so the mail exists exactly when the action does.
 */
export async function mailStatusUpdate(app: FastifyInstance, tx: Queryable, person: PersonRow, action: OperatorAction): Promise<void> {
  if (action.action !== 'decision' && action.action !== 'dispatch') return;
  const company = getCompany(person.company);
  const tracking = trackingNumberOf(person);
  const what = action.action === 'dispatch' ? 'Your card is on its way.' : 'The background check of your application has been processed.';
  await app.mail.send(
    {
      kind: 'notification',
      company: company.id,
      to: person.email,
      subject: `Update on your ${PRODUCT_NAME} application ${tracking}`,
      text: [
        `Dear ${person.firstname},`,
        '',
        what,
        `See the details on the status page: ${app.env.PUBLIC_SITE_URL}${href('track')}`,
        `Sign in with your tracking number ${tracking} and your date of birth; we will email you a verification code.`,
        '',
        company.name,
      ].join('\n'),
    },
    tx,
  );
}
