import type { FastifyInstance } from 'fastify';
import type { ApplicantDraft } from 'shared-contracts/form';
import { hashReference, randomToken } from '../lib/secrets';
import type { Db } from '../db';

export interface ApplicantFixture {
  id: number;
  formId: number;
  birthdate: string;
  email: string;
  firstname: string;
  surname: string;
}

let counter = 0;

/** A complete applicant draft of a self-employed blue-card applicant, as the wizard's conversion stores it. */
export function sampleDraft(overrides: Partial<ApplicantDraft> = {}): ApplicantDraft {
  return {
    Firstname: 'Jane',
    Surname: 'Citizen',
    Birthdate: '1985-04-12',
    Gender: 'F',
    Email: 'jane@example.com',
    Prefcontact: 'M',
    Mobilephonenumber: '0412 345 678',
    Citizenship: 'Australia',
    Birthcountry: 'Australia',
    Birthplace: 'Hobart',
    Birthstate: 'TAS',
    _idDocument: { Id: 4, Details: { GivenNames: 'Jane', FamilyName: 'Citizen', RegistrationState: 'TAS', RegistrationNumber: '1234567', RegistrationDate: '1985-05-01' } },
    _address: [{ Country: 'Australia', Line1: '1 Harbour Road', Localityname: 'Hobart', State: 'TAS', Postcode: '7000', FromDate: '2010-01-01' }],
    _postalSame: true,
    Apptype: 'S',
    Appsubtype: '2',
    Site: 0,
    Company: 'Y',
    OperationalNeedId: 1,
    _cardType: 'MSIC',
    ExtraData: { OpNeedType: 'self employed', OpNeedOccupation: 'I repair engines on fishing vessels moored at the port every week of the year', lodgementOption: 'inperson' },
    _stepCompleted: 4,
    ...overrides,
  };
}

/**
 * A people record made the way the wizard's conversion makes it (a draft form, then the people row pointing at
 * it). API tests insert rows directly (the coordination note of issue 4).
 */
export async function insertApplicant(db: Db, overrides: Partial<ApplicantDraft> & { company?: string } = {}): Promise<ApplicantFixture> {
  counter += 1;
  const { company = 'msic', ...draftOverrides } = overrides;
  const draft = sampleDraft({ Email: `applicant${counter}.${randomToken(4)}@example.com`, ...draftOverrides });
  const [form] = await db.query<{ id: number }>(
    `INSERT INTO draft_form (form_key_hash, random_id, company, data, step_completed) VALUES ($1, $2, $3, $4, 4) RETURNING id`,
    ['hash', randomToken(), company, JSON.stringify(draft)],
  );
  const [person] = await db.query<{ id: number }>(
    `INSERT INTO people (incomplete_form_id, random_id, company, site, firstname, surname, birthdate, email, extra_data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [form!.id, randomToken(), company, draft.Site ?? 0, draft.Firstname, draft.Surname, draft.Birthdate, draft.Email, JSON.stringify(draft.ExtraData ?? {})],
  );
  await db.query('UPDATE draft_form SET people_id = $1 WHERE id = $2', [person!.id, form!.id]);
  return { id: person!.id, formId: form!.id, birthdate: draft.Birthdate!, email: draft.Email!, firstname: draft.Firstname!, surname: draft.Surname! };
}

/** The latest code mailed to an address, read from the development mailbox as Playwright does. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(email)}` });
  const [mail] = res.json() as { text: string }[];
  const code = /verification code is (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No verification code mailed to ${email}`);
  return code;
}

/** Logs in as the applicant (code by mail) and returns the bearer token. */
export async function loginAs(app: FastifyInstance, applicant: ApplicantFixture): Promise<string> {
  const ask = await app.inject({ method: 'POST', url: '/api/login', payload: { username: String(applicant.id), password: applicant.birthdate } });
  if (ask.statusCode !== 200) throw new Error(`login failed: ${ask.statusCode} ${ask.body}`);
  const code = await latestCode(app, applicant.email);
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username: String(applicant.id), password: applicant.birthdate, verificationCode: code } });
  const token = (res.json() as { token?: string }).token;
  if (!token) throw new Error(`no token: ${res.statusCode} ${res.body}`);
  return token;
}

/** An applicant holding every credential an endpoint of spec §7 asks for, and the ids those credentials open. */
export interface CredentialedApplicant {
  /** a draft form of theirs (POST /api/form) and its form key */
  formId: number;
  formKey: string;
  /** their people record, the draft it was converted from, and a bearer token for it */
  peopleId: number;
  peopleFormId: number;
  token: string;
  /** the reference of their employer's signing link (an open operational-need request) */
  refId: string;
  /** the random id of their mailed links (foreign card) */
  randomId: string;
  firstname: string;
  surname: string;
  email: string;
}

/** A draft form, a converted applicant signed in, and an open signing request: what the security tests call with. */
export async function credentialedApplicant(app: FastifyInstance, db: Db, firstname: string, surname: string): Promise<CredentialedApplicant> {
  const created = await app.inject({ method: 'POST', url: '/api/form', headers: { company: 'msic' }, payload: { Firstname: firstname, Surname: surname, _stepCompleted: 0 } });
  const { id: formId, key } = created.json() as { id: number; key: string };
  const applicant = await insertApplicant(db, { Firstname: firstname, Surname: surname });
  const refId = randomToken();
  await db.query(`INSERT INTO operational_need_request (people_id, ref_id_hash, employer_email, expires_at) VALUES ($1, $2, 'boss@example.com', now() + interval '30 days')`, [
    applicant.id,
    hashReference(refId),
  ]);
  const [row] = await db.query<{ random_id: string }>('SELECT random_id FROM people WHERE id = $1', [applicant.id]);
  return {
    formId,
    formKey: key,
    peopleId: applicant.id,
    peopleFormId: applicant.formId,
    token: await loginAs(app, applicant),
    refId,
    randomId: row!.random_id,
    firstname,
    surname,
    email: applicant.email,
  };
}
