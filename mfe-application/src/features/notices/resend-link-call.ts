import { errorMessage, getApi } from 'shared-contracts/api';

/**
 * POST /api/mail/form-saved (spec §2, §8): mails the applicant a new link to their form, named by its link's random
 * id (spec §6). Rejects with the message to show: 'Too many requests, please try again in a minute' on 429, else the
 * server's message or 'Unknown error'.
 */
export async function resendLink(randomId: string): Promise<void> {
  try {
    await getApi().call('mailFormSaved', { body: { randomId } });
  } catch (error) {
    throw new Error(errorMessage(error), { cause: error });
  }
}
