import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureTestApi, jsonReply, renderScreen } from 'ui-kit/testing';
import EnrolmentScreen from './enrolment-screen';
import { registerInductionOnly } from './register-induction-only';
import { fillIn } from './testing/fill-in';

// The enrolment reads its issuing bodies without the API layer and checks them with the endpoint's schema
// (shared-contracts/issuing-bodies); the contract's schema of the registration and its call (the API layer) come
// when the participant comes to the form, and Enrol waits for them (issue 17, decision 062).
const bodies = [
  { Id: 1, Code: 'VEP', Cardtype: 'MSIC', Name: 'Veridex Pty Ltd' },
  { Id: 4, Code: 'AVS', Cardtype: 'ASIC', Name: 'Airside Vetting Services' },
  { Id: 9, Code: 'OTHER', Cardtype: 'MSIC', Name: 'Another issuing body' },
];

const mockCallsLoaded = jest.fn();
jest.mock('./enrolment-calls', () => {
  mockCallsLoaded();
  return jest.requireActual('./enrolment-calls');
});
jest.mock('./register-induction-only', () => ({ registerInductionOnly: jest.fn() }));

function renderEnrolment(answer: unknown) {
  const fetch = jest.fn(async (input: RequestInfo | URL) => (String(input).endsWith('/api/issuing-body/list') ? jsonReply(200, answer) : jsonReply(404, {})));
  configureTestApi(fetch as unknown as typeof globalThis.fetch);
  renderScreen(<EnrolmentScreen />, { path: '/induction-enrolment', pattern: '/induction-enrolment' });
  return fetch;
}

jest.setTimeout(20_000);

describe('the enrolment and the API layer (decision 062)', () => {
  // in this order: the check and the call, once loaded, stay loaded (loadOnce) for the module's life

  it('shows the MSIC issuing bodies the schema accepts, without loading the check and the call', async () => {
    const fetch = renderEnrolment(bodies);
    const field = await screen.findByLabelText('Issuing body of your card (optional)', {}, { timeout: 10_000 });
    expect(within(field).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose the issuing body', 'Veridex Pty Ltd', 'Another issuing body']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(mockCallsLoaded).not.toHaveBeenCalled();
  });

  it('leaves out the issuing-body field when the answer does not match the endpoint’s schema', async () => {
    renderEnrolment([{ ...bodies[0], Cardtype: 'PASS' }]);
    expect(await screen.findByLabelText('First name', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Issuing body of your card (optional)')).not.toBeInTheDocument();
  });

  it('loads the check and the call when the participant comes to a field, then checks and sends on Enrol', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(registerInductionOnly).mockResolvedValue({ result: true, foreign: true, err: null, data: { Id: 41, RandomId: 'abc_DEF-1', IncompleteFormId: null } });
    renderEnrolment(bodies);
    await screen.findByLabelText('Issuing body of your card (optional)', {}, { timeout: 10_000 });
    screen.getByRole('heading', { level: 1 }).focus();
    expect(mockCallsLoaded).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('First name'));
    await waitFor(() => expect(mockCallsLoaded).toHaveBeenCalled());
    // the contract's schema refuses a bad card number before anything is sent
    await fillIn(user, { 'MSIC number': '12AB' });
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent('MSIC number:');
    expect(registerInductionOnly).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('MSIC number'));
    await user.type(screen.getByLabelText('MSIC number'), 'QPA1234567');
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/induction-status/41/abc_DEF-1'));
    expect(registerInductionOnly).toHaveBeenCalledWith(expect.objectContaining({ Msicnum: 'QPA1234567', Inductions: [1] }));
  });

});
