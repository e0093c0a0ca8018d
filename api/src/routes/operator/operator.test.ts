import { idToTrackingNumber } from 'shared-contracts/tracking';
import { DEV_OPERATOR_TOKEN, parseEnv } from '../../env';
import { countRows, useTestApp } from '../../test/app';
import { engines } from '../../test/engines';
import { insertApplicant, loginAs } from '../../test/people-fixtures';
import { operatorCredentials } from '../../lib/staff-auth/operator-tokens';

/** The operator API (issue 4): authenticated, moves an application through the states of spec §4, audited. */
describe.each(engines)('operator API on $name', (engine) => {
  const t = useTestApp(engine);
  const operator = { authorization: `Bearer ${DEV_OPERATOR_TOKEN}` };
  const act = (id: number, payload: object, headers: Record<string, string> = operator) =>
    t.app.inject({ method: 'POST', url: `/api/operator/people/${id}/actions`, headers, payload });

  it('refuses requests without operator credentials, and an applicant token (401)', async () => {
    const a = await insertApplicant(t.db);
    const applicantToken = await loginAs(t.app, a);
    expect((await t.app.inject({ method: 'GET', url: `/api/operator/people/${a.id}` })).statusCode).toBe(401);
    expect((await act(a.id, { action: 'payment' }, { authorization: `Bearer ${applicantToken}` })).statusCode).toBe(401);
    expect((await act(a.id, { action: 'payment' }, { authorization: 'Bearer not-the-token' })).statusCode).toBe(401);
    expect(await countRows(t.db, `operator_audit_log WHERE people_id = ${a.id}`)).toBe(0);
  });

  it('records each step once, in order, with an audit row per action; the status page reads the result', async () => {
    const a = await insertApplicant(t.db);
    expect((await act(a.id, { action: 'payment', at: '2026-11-02' })).statusCode).toBe(200);
    expect((await act(a.id, { action: 'interview', at: '2026-11-03' })).statusCode).toBe(200);
    // the background check needs operations approval first
    expect((await act(a.id, { action: 'auscheck-upload' })).statusCode).toBe(409);
    expect((await act(a.id, { action: 'ops-approval', at: '2026-11-04' })).statusCode).toBe(200);
    expect((await act(a.id, { action: 'auscheck-upload', at: '2026-11-05' })).statusCode).toBe(200);
    // a dispatch needs an approval; an approval needs its certificate date
    expect((await act(a.id, { action: 'dispatch', method: 'Registered post', postedDate: '2026-11-20' })).statusCode).toBe(409);
    expect((await act(a.id, { action: 'decision', decision: 'Y' })).statusCode).toBe(400);
    expect((await act(a.id, { action: 'decision', decision: 'Y', certdate: '2026-11-10' })).statusCode).toBe(200);
    const dispatched = await act(a.id, { action: 'dispatch', method: 'Registered post', postedDate: '2026-11-20' });
    expect(dispatched.statusCode).toBe(200);
    const view = dispatched.json();
    expect(view.person).toMatchObject({
      _ausCheckDecision: { Decision: 'Y', Certdate: '2026-11-10' },
      _msicPosted: { Dispatch: 'Registered post', PostedDate: '2026-11-20' },
    });
    expect(view.person._paidAt.slice(0, 10)).toBe('2026-11-02');
    expect(view.person._ausCheckUploaded.slice(0, 10)).toBe('2026-11-05');
    expect(view.audit.map((e: { action: string; operator: string }) => `${e.operator}:${e.action}`)).toEqual([
      'developer:payment',
      'developer:interview',
      'developer:ops-approval',
      'developer:auscheck-upload',
      'developer:decision',
      'developer:dispatch',
    ]);
    // recorded once: a second payment is a conflict and writes no audit row
    expect((await act(a.id, { action: 'payment' })).statusCode).toBe(409);
    expect(await countRows(t.db, `operator_audit_log WHERE people_id = ${a.id}`)).toBe(6);
    // the applicant is told that the decision and the dispatch happened, without the details
    const mails = (await t.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(a.email)}` })).json() as { kind: string; subject: string; text: string }[];
    const updates = mails.filter((m) => m.kind === 'notification');
    expect(updates).toHaveLength(2);
    expect(updates[0]!.text).toContain('Your card is on its way.');
    expect(updates[0]!.text).not.toContain('Registered post');
    // the same record by its tracking number (any case), as the CLI accepts it
    const byNumber = await t.app.inject({ method: 'GET', url: `/api/operator/people/${view.trackingNumber.toLowerCase()}`, headers: operator });
    expect(byNumber.json()).toMatchObject({ trackingNumber: idToTrackingNumber(a.id), name: 'Jane Citizen', redacted: false });
  });

  it('refuses malformed actions with 400 and writes nothing; an unknown person is 404', async () => {
    const a = await insertApplicant(t.db);
    for (const payload of [{}, { action: 'teleport' }, { action: 'decision', decision: 'maybe' }, { action: 'dispatch', method: '', postedDate: '2026-11-20' }, { action: 'payment', at: '2026-13-01' }]) {
      expect((await act(a.id, payload)).statusCode).toBe(400);
    }
    expect(await countRows(t.db, `operator_audit_log WHERE people_id = ${a.id}`)).toBe(0);
    const [row] = await t.db.query<{ paid_at: unknown }>('SELECT paid_at FROM people WHERE id = $1', [a.id]);
    expect(row!.paid_at).toBeNull();
    expect((await act(999_999, { action: 'payment' })).statusCode).toBe(404);
  });

  it('reads operator credentials from OPERATOR_TOKENS with their role (name=token is an officer), and has none in production unless set', () => {
    const creds = operatorCredentials({ NODE_ENV: 'production', OPERATOR_TOKENS: `alice=${'a'.repeat(32)}, bob:viewer=${'b'.repeat(40)},carol:officer=${'c'.repeat(32)}` });
    expect(creds.map((c) => `${c.name}:${c.role}`)).toEqual(['alice:officer', 'bob:viewer', 'carol:officer']);
    expect(operatorCredentials({ NODE_ENV: 'production', OPERATOR_TOKENS: undefined })).toEqual([]);
    expect(operatorCredentials({ NODE_ENV: 'development', OPERATOR_TOKENS: undefined }).map((c) => `${c.name}:${c.role}`)).toEqual(['developer:officer']);
    expect(() => parseEnv({ OPERATOR_TOKENS: `dave:admin=${'d'.repeat(32)}` })).toThrow(/OPERATOR_TOKENS/);
    expect(parseEnv({ OPERATOR_TOKENS: `dave:viewer=${'d'.repeat(32)}` }).OPERATOR_TOKENS).toBe(`dave:viewer=${'d'.repeat(32)}`);
  });
});
