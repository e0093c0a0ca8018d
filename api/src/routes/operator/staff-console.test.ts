import { queueStageOf, STAFF_MESSAGES, staffEndpoints, type QueueStage, type StaffEndpointName } from 'shared-contracts/staff';
import { idToTrackingNumber } from 'shared-contracts/tracking';
import type { InjectOptions } from 'fastify';
import { randomToken } from '../../lib/secrets';
import { STAGE_SQL } from '../../repositories/people-queue';
import { countRows, useTestApp } from '../../test/app';
import { engines } from '../../test/engines';
import { insertApplicant, loginAs, type ApplicantFixture } from '../../test/people-fixtures';
import { addEnrolledStaff, signIn, STAFF_ORIGIN } from '../../test/staff-fixtures';

const CI_TOKEN = `ci-${'c'.repeat(40)}`;
const ROBOT_TOKEN = `robot-${'r'.repeat(40)}`;

type Caller = Record<string, string>;
type Call = (a: ApplicantFixture, mailId: number) => InjectOptions;

/** Every call of the staff table behind a session, and how to make it for applicant `a`. */
const CALLS: Partial<Record<StaffEndpointName, { officerOnly: boolean; call: Call }>> = {
  staffQueue: { officerOnly: false, call: () => ({ method: 'GET', url: '/api/operator/applications?stage=awaiting-payment' }) },
  staffApplication: { officerOnly: false, call: (a) => ({ method: 'GET', url: `/api/operator/people/${a.id}` }) },
  staffDocument: { officerOnly: false, call: (a) => ({ method: 'GET', url: `/api/operator/people/${a.id}/documents/application-form` }) },
  staffAction: { officerOnly: true, call: (a) => ({ method: 'POST', url: `/api/operator/people/${a.id}/actions`, payload: { action: 'interview', at: '2026-11-03' } }) },
  staffResendMail: { officerOnly: true, call: (a, mailId) => ({ method: 'POST', url: `/api/operator/people/${a.id}/mail/${mailId}/resend` }) },
};
/** The calls that need no session, with the reason; every other call of the table must be in CALLS. */
const OPEN: Partial<Record<StaffEndpointName, string>> = {
  staffSignIn: 'the credentials themselves (routes/staff/staff.test.ts)',
  staffEnrolment: 'the enrolment token is the credential (staff.test.ts)',
  staffEnrol: 'the enrolment token is the credential (staff.test.ts)',
  staffSession: 'answers the session it is given (staff.test.ts)',
  staffSignOut: 'ends the session it is given (staff.test.ts)',
};

async function insertSentMail(t: { db: { query: (sql: string, params: unknown[]) => Promise<unknown[]> } }, to: string, state: 'sent' | 'failed' | 'pending'): Promise<number> {
  const [row] = (await t.db.query(
    `INSERT INTO mail_outbox (kind, company, to_address, subject, text_body, sent_at, failed_at, attempts, error)
     VALUES ('notification', 'msic', $1, 'Update on your application', 'Dear applicant', $2, $3, $4, $5) RETURNING id`,
    [to, state === 'sent' ? new Date().toISOString() : null, state === 'failed' ? new Date().toISOString() : null, state === 'pending' ? 0 : 7, state === 'failed' ? 'mailbox unavailable' : null],
  )) as { id: number | string }[];
  return Number(row!.id);
}

/** Issue 19: the console's operator calls: roles, the Origin check, the access log and audit, the queue, documents and resend. */
describe.each(engines)('staff console calls on $name', (engine) => {
  const t = useTestApp(engine, { env: { OPERATOR_TOKENS: `ci=${CI_TOKEN},robot:viewer=${ROBOT_TOKEN}` } });
  const as: Record<'officer' | 'viewer', Caller> & { officerEmail: string; viewerEmail: string } = { officer: {}, viewer: {}, officerEmail: '', viewerEmail: '' };
  beforeAll(async () => {
    const officer = await addEnrolledStaff(t.app, 'officer');
    const viewer = await addEnrolledStaff(t.app, 'viewer');
    as.officer = await signIn(t.app, officer);
    as.viewer = await signIn(t.app, viewer);
    as.officerEmail = officer.email;
    as.viewerEmail = viewer.email;
  });
  const call = (options: InjectOptions, headers: Caller) => t.app.inject({ ...options, headers: { ...(options.headers ?? {}), ...headers } });

  it('covers every call of the staff table: behind a session, or open with a reason', () => {
    expect(Object.keys(staffEndpoints).sort()).toEqual([...Object.keys(CALLS), ...Object.keys(OPEN)].sort());
  });

  it.each(Object.entries(CALLS))('%s: 401 without a session or with an applicant token; a viewer reads only; an officer and the static tokens by their role', async (_, { officerOnly, call: make }) => {
    const a = await insertApplicant(t.db);
    const mailId = await insertSentMail(t, a.email, 'failed');
    const options = make(a, mailId);
    expect((await call(options, {})).statusCode).toBe(401);
    expect((await call(options, { authorization: `Bearer ${await loginAs(t.app, a)}` })).statusCode).toBe(401);
    expect((await call(options, { cookie: 'msic_staff=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', ...STAFF_ORIGIN })).statusCode).toBe(401);
    const viewer = await call(options, as.viewer);
    const robot = await call(options, { authorization: `Bearer ${ROBOT_TOKEN}` });
    if (officerOnly) {
      expect(viewer.statusCode).toBe(403);
      expect(viewer.json()).toEqual({ message: STAFF_MESSAGES.roleRefused });
      expect(robot.statusCode).toBe(403);
      expect((await call(options, as.officer)).statusCode).toBe(200);
    } else {
      expect(viewer.statusCode).toBe(200);
      expect(robot.statusCode).toBe(200);
      expect((await call(options, as.officer)).statusCode).toBe(200);
    }
    // the static officer token (name=token) on an application of its own, since an action is recorded once
    const fresh = await insertApplicant(t.db);
    const byToken = await call(make(fresh, await insertSentMail(t, fresh.email, 'failed')), { authorization: `Bearer ${CI_TOKEN}` });
    expect(byToken.statusCode).toBe(200);
  });

  it('checks the caller before the request (issue 40): without a session a bad query or body is a 401 that names no stage or field; a viewer\'s bad action a 403', async () => {
    const a = await insertApplicant(t.db);
    for (const options of [
      { method: 'GET', url: '/api/operator/applications?stage=nonsense&page=0x10' },
      { method: 'GET', url: '/api/operator/people/not-a-reference' },
      { method: 'POST', url: `/api/operator/people/${a.id}/actions`, payload: { action: 'fly' } },
      { method: 'POST', url: `/api/operator/people/${a.id}/mail/1e3/resend` },
    ] as InjectOptions[]) {
      const res = await call(options, {});
      expect({ url: options.url, status: res.statusCode, body: res.json() }).toEqual({ url: options.url, status: 401, body: { message: STAFF_MESSAGES.signedOut } });
    }
    const viewerAction = await call({ method: 'POST', url: `/api/operator/people/${a.id}/actions`, payload: { action: 'fly' } }, as.viewer);
    expect(viewerAction.statusCode).toBe(403);
    // signed in, the same query is a 400 with its field errors
    const signedIn = await call({ method: 'GET', url: '/api/operator/applications?stage=nonsense' }, as.viewer);
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json()).toMatchObject({ in: 'query', fieldErrors: { stage: [expect.any(String)] } });
    expect((await call({ method: 'GET', url: '/api/operator/applications?page=0x10' }, as.viewer)).statusCode).toBe(400);
  });

  it('refuses an unsafe call with the cookie unless its Origin is a staff front end (403); a static token needs none', async () => {
    const a = await insertApplicant(t.db);
    const act = (headers: Caller) => t.app.inject({ method: 'POST', url: `/api/operator/people/${a.id}/actions`, headers, payload: { action: 'payment' } });
    const { origin: _origin, ...cookieOnly } = as.officer;
    expect((await act(cookieOnly)).statusCode).toBe(403);
    const foreign = await act({ ...cookieOnly, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: STAFF_MESSAGES.originRefused });
    expect(await countRows(t.db, `operator_audit_log WHERE people_id = ${a.id}`)).toBe(0);
    expect((await act({ authorization: `Bearer ${CI_TOKEN}` })).statusCode).toBe(200);
    // a read with the cookie needs no Origin: SameSite=Strict keeps other sites from sending it
    expect((await t.app.inject({ method: 'GET', url: `/api/operator/people/${a.id}`, headers: cookieOnly })).statusCode).toBe(200);
  });

  it('writes who looked at what to the access log, shows it newest first, and audits each action with the officer\'s email', async () => {
    const a = await insertApplicant(t.db);
    expect((await call({ method: 'GET', url: `/api/operator/people/${a.id}` }, as.viewer)).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: `/api/operator/people/${idToTrackingNumber(a.id)}/documents/invoice` }, as.officer)).statusCode).toBe(200);
    const acted = await call({ method: 'POST', url: `/api/operator/people/${a.id}/actions`, payload: { action: 'payment', at: '2026-11-02' } }, as.officer);
    expect(acted.statusCode).toBe(200);
    const view = (await call({ method: 'GET', url: `/api/operator/people/${a.id}` }, as.officer)).json();
    expect(view.views.map((v: { staff: string; what: string }) => `${v.staff} ${v.what}`)).toEqual([
      `${as.officerEmail} record`,
      `${as.officerEmail} document:invoice`,
      `${as.viewerEmail} record`,
    ]);
    expect(view.audit).toEqual([expect.objectContaining({ action: 'payment', operator: as.officerEmail, details: { at: '2026-11-02' } })]);
    expect(await countRows(t.db, `staff_access_log WHERE people_id = ${a.id}`)).toBe(3);
    // nothing is logged for a record that does not exist
    expect((await call({ method: 'GET', url: '/api/operator/people/999999' }, as.viewer)).statusCode).toBe(404);
    // a queue page lists names, emails and birth dates: each person listed is logged as seen in the queue
    const listed = (await call({ method: 'GET', url: `/api/operator/applications?q=${idToTrackingNumber(a.id)}` }, as.viewer)).json();
    expect(listed.total).toBe(1);
    const after = (await call({ method: 'GET', url: `/api/operator/people/${a.id}` }, as.officer)).json();
    expect(after.views.slice(0, 2).map((v: { staff: string; what: string }) => `${v.staff} ${v.what}`)).toEqual([`${as.officerEmail} record`, `${as.viewerEmail} queue`]);
  });

  it('shows the record: stage, documents, induction, mail and the actions the order of steps allows (none for a viewer)', async () => {
    const a = await insertApplicant(t.db);
    await insertSentMail(t, a.email, 'sent');
    const officerView = (await call({ method: 'GET', url: `/api/operator/people/${a.id}` }, as.officer)).json();
    expect(officerView).toMatchObject({ trackingNumber: idToTrackingNumber(a.id), name: 'Jane Citizen', email: a.email, stage: 'awaiting-payment', redacted: false, induction: null });
    expect(officerView.person).toMatchObject({ Id: a.id, Firstname: 'Jane', _paidAt: null });
    expect(officerView.actions).toEqual(['interview', 'payment', 'ops-approval', 'redact']);
    expect(officerView.documents).toEqual([
      { kind: 'application-form', label: 'Application form', available: true },
      { kind: 'invoice', label: 'Tax invoice', available: true },
      { kind: 'operational-need-letter', label: 'Signed operational-need letter', available: false },
      { kind: 'certificate', label: 'Certificate', available: false },
    ]);
    expect(officerView.mail).toEqual([expect.objectContaining({ to: a.email, status: 'sent', attempts: 7, lastError: null })]);
    expect((await call({ method: 'GET', url: `/api/operator/people/${a.id}` }, as.viewer)).json().actions).toEqual([]);
    const pdf = await call({ method: 'GET', url: `/api/operator/people/${a.id}/documents/application-form` }, as.viewer);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call({ method: 'GET', url: `/api/operator/people/${a.id}/documents/certificate` }, as.viewer)).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `/api/operator/people/${a.id}/documents/passport` }, as.viewer)).statusCode).toBe(400);
  });

  it('resends a sent or failed mail of the record as a new pending mail, audited; not a pending one (409) nor another person\'s (404)', async () => {
    const a = await insertApplicant(t.db);
    const other = await insertApplicant(t.db);
    const failed = await insertSentMail(t, a.email, 'failed');
    const pending = await insertSentMail(t, a.email, 'pending');
    const othersMail = await insertSentMail(t, other.email, 'sent');
    const resend = (id: number) => call({ method: 'POST', url: `/api/operator/people/${a.id}/mail/${id}/resend` }, as.officer);
    const copy = await resend(failed);
    expect(copy.statusCode).toBe(200);
    expect(copy.json()).toMatchObject({ to: a.email, subject: 'Update on your application', status: 'pending', attempts: 0, lastError: null, sentAt: null });
    expect(copy.json().id).not.toBe(failed);
    expect((await resend(pending)).statusCode).toBe(409);
    expect((await resend(othersMail)).statusCode).toBe(404);
    const view = (await call({ method: 'GET', url: `/api/operator/people/${a.id}` }, as.officer)).json();
    expect(view.mail.map((m: { status: string }) => m.status)).toEqual(['pending', 'pending', 'failed']);
    expect(view.audit).toEqual([expect.objectContaining({ action: 'resend-mail', operator: as.officerEmail, details: { mailId: failed, copyId: copy.json().id, subject: 'Update on your application' } })]);
  });

  it('lists the queue by stage, oldest first, and finds an application by tracking number, name, email or birth date', async () => {
    const surname = `Queue${randomToken(6).replace(/[^A-Za-z]/g, '')}x`;
    const unpaid = await insertApplicant(t.db, { Surname: surname, Birthdate: '1971-02-03' });
    const paid = await insertApplicant(t.db, { Surname: surname, Firstname: 'Ada' });
    await t.db.query("UPDATE people SET paid_at = now() WHERE id = $1", [paid.id]);
    const queue = async (query: string) => (await call({ method: 'GET', url: `/api/operator/applications?${query}` }, as.viewer)).json();

    const both = await queue(`q=${surname}`);
    expect(both).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(both.items.map((i: { trackingNumber: string; stage: string }) => `${i.trackingNumber} ${i.stage}`)).toEqual([
      `${idToTrackingNumber(unpaid.id)} awaiting-payment`,
      `${idToTrackingNumber(paid.id)} operational-need`,
    ]);
    expect(both.items[0]).toMatchObject({ name: `Jane ${surname}`, email: unpaid.email, birthDate: '1971-02-03', company: 'msic' });
    expect((await queue(`stage=operational-need&q=${surname}`)).items.map((i: { email: string }) => i.email)).toEqual([paid.email]);
    expect((await queue(`q=${idToTrackingNumber(paid.id).toLowerCase()}`)).items.map((i: { email: string }) => i.email)).toEqual([paid.email]);
    expect((await queue(`q=${encodeURIComponent(`ada ${surname.toLowerCase()}`)}`)).total).toBe(1);
    expect((await queue(`q=${encodeURIComponent(unpaid.email.toUpperCase())}`)).items.map((i: { email: string }) => i.email)).toEqual([unpaid.email]);
    for (const date of ['03/02/1971', '1971-02-03', '3/2/1971']) {
      expect((await queue(`q=${encodeURIComponent(date)}`)).items.map((i: { email: string }) => i.email)).toContain(unpaid.email);
    }
    // a wildcard typed in the search is a character, not a pattern
    expect((await queue('q=%25')).total).toBe(0);
    expect(await queue(`q=${surname}&page=2`)).toMatchObject({ items: [], total: 2, page: 2 });
    expect((await call({ method: 'GET', url: '/api/operator/applications?stage=lost' }, as.viewer)).statusCode).toBe(400);
  });

  it('the queue\'s SQL places every combination of steps where queueStageOf does', async () => {
    const ids: { id: number; expected: QueueStage }[] = [];
    const at = '2026-11-02T12:00:00.000Z';
    for (const paid of [false, true])
      for (const ops of [false, true])
        for (const interviewed of [false, true])
          for (const lodged of [false, true])
            for (const decision of [null, 'Y', 'N'] as const)
              for (const dispatched of [false, true]) {
                const a = await insertApplicant(t.db);
                await t.db.query(
                  'UPDATE people SET paid_at = $2, ops_approved_at = $3, interviewed_at = $4, auscheck_uploaded_at = $5, auscheck_decision = $6, dispatched = $7, posted_date = $8 WHERE id = $1',
                  [a.id, paid ? at : null, ops ? at : null, interviewed ? at : null, lodged ? at : null, decision, dispatched, dispatched ? '2026-11-20' : null],
                );
                const expected = queueStageOf({
                  _paidAt: paid ? at : null,
                  _opsApproved: ops ? at : null,
                  _interviewedAt: interviewed ? at : null,
                  _ausCheckUploaded: lodged ? at : null,
                  _ausCheckDecision: decision ? { Decision: decision, Certdate: null } : null,
                  _msicPosted: dispatched ? { Dispatch: 'Posted', PostedDate: '2026-11-20' } : null,
                });
                ids.push({ id: a.id, expected });
              }
    const rows = await t.db.query<{ id: number; stage: string }>(`SELECT p.id, ${STAGE_SQL} AS stage FROM people p WHERE p.id = ANY($1::int[]) ORDER BY p.id`, [ids.map((i) => i.id)]);
    expect(rows.map((r) => r.stage)).toEqual(ids.map((i) => i.expected));
    expect(new Set(ids.map((i) => i.expected)).size).toBe(7);
  }, 60_000);
});
