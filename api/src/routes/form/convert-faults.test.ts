// Issue 10, faults: a double-clicked confirm. Two (or more) conversions of one form arriving together create one
// people record: the conversion locks the form's row (SELECT ... FOR UPDATE) in its transaction, so the later
// request waits, then finds the people id the first one wrote and answers it.
import { useTestApp } from '../../test/app';
import { engines } from '../../test/engines';
import { completeDraft } from './complete-draft';

const card = { cardName: 'Jane O Brien', cardNumber: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2099, cvc: '123' };

describe.each(engines)('a confirm sent several times at once on $name (issue 10 faults)', (engine) => {
  const t = useTestApp(engine);

  async function paidCompleteForm(email: string): Promise<{ id: number; key: string }> {
    const created = await t.app.inject({ method: 'POST', url: '/api/form', headers: { company: 'msic' }, payload: { Firstname: 'Jane', _stepCompleted: 0 } });
    expect(created.statusCode).toBe(200);
    const { id, key } = created.json() as { id: number; key: string };
    const saved = await t.app.inject({ method: 'PUT', url: `/api/form/${id}`, headers: { formkey: key }, payload: completeDraft({ _version: 1, Email: email, _confirmEmail: email }) });
    expect(saved.statusCode).toBe(200);
    const paid = await t.app.inject({ method: 'POST', url: `/api/form/${id}/payment`, headers: { formkey: key }, payload: card });
    expect(paid.statusCode).toBe(200);
    return { id, key };
  }

  const convert = (id: number, key: string) => t.app.inject({ method: 'POST', url: `/api/form/${id}/people`, headers: { formkey: key } });

  it.each([2, 4])('%i conversions of one form at the same moment make one people record and all answer its id', async (times) => {
    const { id, key } = await paidCompleteForm(`double.${times}@example.com`);
    const answers = await Promise.all(Array.from({ length: times }, () => convert(id, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(times).fill(200));
    const ids = new Set(answers.map((a) => (a.json() as { Id: number }).Id));
    expect(ids.size).toBe(1);
    const [peopleId] = [...ids];

    const people = await t.db.query<{ id: number }>('SELECT id FROM people WHERE incomplete_form_id = $1', [id]);
    expect(people).toEqual([{ id: peopleId }]);
    const [form] = await t.db.query<{ people_id: number }>('SELECT people_id FROM draft_form WHERE id = $1', [id]);
    expect(form!.people_id).toBe(peopleId);
    // the employer is asked to sign once, not once per click
    const requests = await t.db.query('SELECT id FROM operational_need_request WHERE people_id = $1', [peopleId]);
    expect(requests).toHaveLength(1);
    // every answer carries a code that logs in (each request issued its own)
    for (const answer of answers) {
      const { VerificationCode } = answer.json() as { VerificationCode: string };
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: String(peopleId), password: '1985-04-12', verificationCode: VerificationCode, resend: false },
      });
      expect(login.statusCode).toBe(200);
    }
  });
});
