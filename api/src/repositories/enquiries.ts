import type { Db, Queryable } from '../db/types';

export interface NewEnquiry {
  enquiryType: string;
  company: string;
  firstname: string;
  surname: string;
  email: string;
  phone: string | null;
  message: string;
  cardNum: string | null;
  organisation: string | null;
  cardsRequired: number | null;
}

/** The contact enquiries (enquiry, migration 014), written with their two mails in one transaction. */
export function createEnquiryRepository(db: Db) {
  return {
    /** Records an enquiry; answers its id (its reference is made from it). */
    async record(enquiry: NewEnquiry, q: Queryable = db): Promise<number> {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO enquiry (enquiry_type, company, firstname, surname, email, phone, message, card_num, organisation, cards_required)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [enquiry.enquiryType, enquiry.company, enquiry.firstname, enquiry.surname, enquiry.email, enquiry.phone, enquiry.message, enquiry.cardNum, enquiry.organisation, enquiry.cardsRequired],
      );
      return Number(row!.id);
    },

    /** The outbox mail that took the enquiry to the office. */
    async setOfficeMail(id: number, mailId: number, q: Queryable = db): Promise<void> {
      await q.query('UPDATE enquiry SET office_mail_id = $2 WHERE id = $1', [id, mailId]);
    },
  };
}

export type EnquiryRepository = ReturnType<typeof createEnquiryRepository>;
