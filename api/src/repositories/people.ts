import type { InductionOnlyRegistration } from 'shared-contracts/induction';
import type { Db, Queryable } from '../db/types';
import { randomToken } from '../lib/secrets';
import type { DraftFormRepository } from './draft-forms';
import { queuePage, type QueueFilter } from './people-queue';

/** The people row with what the status page, the downloads and the operator side read from it. */
export interface PersonRow extends Record<string, unknown> {
  id: number;
  incomplete_form_id: number | null;
  random_id: string;
  company: string;
  site: number;
  website_id: number | null;
  firstname: string;
  middlenames: string | null;
  surname: string;
  birthdate: string;
  email: string;
  extra_data: unknown;
  based_on_asic: boolean;
  interviewed_at: Date | string | null;
  paid_at: Date | string | null;
  ops_approved_at: Date | string | null;
  auscheck_uploaded_at: Date | string | null;
  auscheck_decision: string | null;
  auscheck_certdate: string | null;
  dispatched: boolean;
  posted_date: string | null;
  dispatch_method: string | null;
  redacted_at: Date | string | null;
  tokens_valid_after: Date | string | null;
  created_at: Date | string;
  /** the converted draft form's answers, opened (null when the form is gone) */
  form_data: unknown;
}

/** What the login and the tracker check of a person before anything else. */
export interface PersonLogin extends Record<string, unknown> {
  id: number;
  birthdate: string;
  email: string;
  company: string;
  redacted_at: unknown;
  /** what the card type and tracking number are read from (people-record cardTypeOf) */
  extra_data: unknown;
  form_data: unknown;
}

/** A card holder as induction-only enrolment finds or makes them. */
export interface CardHolder extends Record<string, unknown> {
  id: number;
  random_id: string;
  incomplete_form_id: number | null;
}

export interface ForeignCardRow extends Record<string, unknown> {
  id: number;
  random_id: string;
  firstname: string;
  surname: string;
  msicnum: string | null;
}

export interface NewApplicant {
  formId: number;
  company: string;
  site: number;
  firstname: string;
  middlenames: string | null;
  surname: string;
  birthdate: string | undefined;
  email: string;
  extraData: Record<string, unknown>;
  operationalNeedPublic: string | null;
  basedOnAsic: boolean;
  paidAt: string | Date | null;
}

/** The steps of an application the operator records with a date (spec §4 status page), by their column. */
export const RECORDED_STEPS = { interview: 'interviewed_at', payment: 'paid_at', 'ops-approval': 'ops_approved_at', 'auscheck-upload': 'auscheck_uploaded_at' } as const;
export type RecordedStep = keyof typeof RECORDED_STEPS;

/** A date the operator gives is stored at noon UTC, so that it reads as that calendar day in every Australian zone. */
const AT = `COALESCE(($2::date + time '12:00') AT TIME ZONE 'UTC', now())`;

const SAME_NAME_AND_BIRTH = 'lower(trim(firstname)) = lower(trim($2)) AND lower(trim(surname)) = lower(trim($3)) AND birthdate = $4';

/**
 * The people aggregate (people: an applicant once converted, or an induction-only card holder): its SQL. The
 * converted draft it joins is opened by the draft form repository, the one place that holds the key.
 * Each method runs on `q` when given (the caller's transaction), else on the database.
 */
export function createPeopleRepository(db: Db, draftForms: Pick<DraftFormRepository, 'open'>) {
  return {
    /** The person with their converted draft; undefined when there is none. */
    async find(id: number, q: Queryable = db): Promise<PersonRow | undefined> {
      const [row] = await q.query<PersonRow>(`SELECT p.*, f.data AS form_data FROM people p LEFT JOIN draft_form f ON f.id = p.incomplete_form_id WHERE p.id = $1`, [id]);
      return row && { ...row, form_data: draftForms.open(row.form_data as Record<string, unknown> | null) };
    },

    /** Locks the person for the rest of the transaction; false when there is none. */
    async lock(id: number, tx: Queryable): Promise<boolean> {
      const [row] = await tx.query<{ id: number }>('SELECT id FROM people WHERE id = $1 FOR UPDATE', [id]);
      return row !== undefined;
    },

    /** What the login and the tracker compare (birth date) and need (mail, company, redaction). */
    async findLogin(id: number, q: Queryable = db): Promise<PersonLogin | undefined> {
      const [row] = await q.query<PersonLogin>(
        `SELECT p.id, p.birthdate, p.email, p.company, p.redacted_at, p.extra_data, d.data AS form_data
         FROM people p LEFT JOIN draft_form d ON d.id = p.incomplete_form_id WHERE p.id = $1`,
        [id],
      );
      return row;
    },

    /** Ends every token of the person issued up to now (checked on each protected call). */
    async endTokens(id: number, q: Queryable = db): Promise<void> {
      await q.query(`UPDATE people SET tokens_valid_after = date_trunc('second', now()) + interval '1 second' WHERE id = $1`, [id]);
    },

    /** The people record of a converted draft form. Answers its id. */
    async createApplicant(person: NewApplicant, q: Queryable = db): Promise<number> {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO people (incomplete_form_id, random_id, company, site, firstname, middlenames, surname, birthdate, email, extra_data,
           operational_need_public, based_on_asic, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [
          person.formId,
          randomToken(),
          person.company,
          person.site,
          person.firstname,
          person.middlenames,
          person.surname,
          person.birthdate,
          person.email,
          JSON.stringify(person.extraData),
          person.operationalNeedPublic,
          person.basedOnAsic,
          person.paidAt,
        ],
      );
      return row!.id;
    },

    /** The holder of a card we issued, when the name and birth date match the application. */
    async findCardHolder(id: number, who: Pick<InductionOnlyRegistration, 'Firstname' | 'Surname' | 'Birthdate'>, q: Queryable = db): Promise<CardHolder | undefined> {
      const [row] = await q.query<CardHolder>(`SELECT id, random_id, incomplete_form_id FROM people WHERE id = $1 AND ${SAME_NAME_AND_BIRTH}`, [
        id,
        who.Firstname,
        who.Surname,
        who.Birthdate,
      ]);
      return row;
    },

    /** The people records enrolled before with another issuing body's card number, and whether each matches the name and birth date. */
    async findByForeignCard(msicnum: string, who: Pick<InductionOnlyRegistration, 'Firstname' | 'Surname' | 'Birthdate'>, q: Queryable = db) {
      return q.query<CardHolder & { matches: boolean }>(
        `SELECT id, random_id, incomplete_form_id, (${SAME_NAME_AND_BIRTH}) AS matches FROM people WHERE extra_data->>'Msicnum' = $1 ORDER BY id`,
        [msicnum, who.Firstname, who.Surname, who.Birthdate],
      );
    },

    /** A people record for a card holder who needs only the induction. */
    async createCardHolder(
      holder: { company: string; firstname: string; middlenames: string | null; surname: string; birthdate: string; email: string; extraData: Record<string, unknown> },
      q: Queryable = db,
    ): Promise<CardHolder> {
      const [row] = await q.query<CardHolder>(
        `INSERT INTO people (random_id, company, firstname, middlenames, surname, birthdate, email, extra_data)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) RETURNING id, random_id, incomplete_form_id`,
        [randomToken(), holder.company, holder.firstname, holder.middlenames, holder.surname, holder.birthdate, holder.email, JSON.stringify(holder.extraData)],
      );
      return row!;
    },

    /** A card holder reached by both ids (the random id is the key); undefined when either is wrong. */
    async findForeignCard(id: number, randomId: string, q: Queryable = db): Promise<ForeignCardRow | undefined> {
      const [row] = await q.query<ForeignCardRow>(
        `SELECT id, random_id, firstname, surname, extra_data->>'Msicnum' AS msicnum FROM people WHERE id = $1 AND random_id = $2`,
        [id, randomId],
      );
      return row;
    },

    /** A dated step of the application (the operator's date, else now). */
    async recordStep(id: number, step: RecordedStep, at: string | null, q: Queryable = db): Promise<void> {
      await q.query(`UPDATE people SET ${RECORDED_STEPS[step]} = ${AT} WHERE id = $1`, [id, at]);
    },

    async recordDecision(id: number, decision: string, certdate: string | null, q: Queryable = db): Promise<void> {
      await q.query('UPDATE people SET auscheck_decision = $2, auscheck_certdate = $3 WHERE id = $1', [id, decision, certdate]);
    },

    async recordDispatch(id: number, method: string, postedDate: string, q: Queryable = db): Promise<void> {
      await q.query('UPDATE people SET dispatched = true, dispatch_method = $2, posted_date = $3 WHERE id = $1', [id, method, postedDate]);
    },

    /** The staff console's queue: applications of a stage or a search, a page at a time (people-queue.ts). */
    queue: (filter: QueueFilter, q: Queryable = db) => queuePage(q, filter),

    /** The record's personal data is withheld from online access from now on. */
    async redact(id: number, q: Queryable = db): Promise<void> {
      await q.query('UPDATE people SET redacted_at = now() WHERE id = $1', [id]);
    },
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
