import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts/rules';
import { renderScreen } from 'ui-kit/testing';
import type EnrolmentScreenType from './enrolment-screen';

// The enrolment's calls come with the API layer when the participant comes to the form (decision 059): a press of
// Enrol whose calls' code does not arrive says the network problem, keeps what was typed, and the next press loads
// the code again and enrols.
describe('the enrolment form when the code of its calls does not load', () => {
  afterEach(() => jest.resetModules());
  jest.setTimeout(30_000);

  it('says MESSAGES.networkProblem, keeps the answers, and enrols on the next press once the code loads', async () => {
    let offline = true;
    const requested = jest.fn();
    const registerInductionOnly = jest.fn(() => Promise.resolve({ result: true, foreign: true, err: null, data: { Id: 41, RandomId: 'abc_DEF-1', IncompleteFormId: null } }));
    jest.doMock('./register-induction-only', () => ({ registerInductionOnly }));
    jest.doMock('./load-issuing-bodies', () => ({ loadCardIssuingBodies: () => Promise.resolve([]) }));
    jest.doMock('./enrolment-calls', () => {
      requested();
      if (offline) throw new Error('Loading chunk enrolment-calls failed');
      return jest.requireActual('./enrolment-calls');
    });
    const { default: EnrolmentScreen } = (await import('./enrolment-screen')) as { default: typeof EnrolmentScreenType };
    const user = userEvent.setup({ delay: null });
    renderScreen(<EnrolmentScreen />, { path: '/induction-enrolment', pattern: '/induction-enrolment' });
    await screen.findByLabelText('First name', {}, { timeout: 10_000 });
    expect(requested).not.toHaveBeenCalled();
    const values: Record<string, string> = {
      'First name': 'Mere',
      Surname: 'Tawhiri',
      'Date of birth': '1988-04-12',
      'Email address': 'mere@example.com',
      'Mobile phone number': '0412 345 678',
      'MSIC number': 'QPA1234567',
    };
    for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
    // coming to the form started the load
    expect(requested).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText(MESSAGES.networkProblem, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(registerInductionOnly).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First name')).toHaveValue('Mere');
    expect(screen.getByRole('button', { name: 'Enrol' })).toBeEnabled();

    offline = false;
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/induction-status/41/abc_DEF-1'), { timeout: 10_000 });
    expect(registerInductionOnly).toHaveBeenCalledWith(expect.objectContaining({ Firstname: 'Mere', Msicnum: 'QPA1234567', Inductions: [1] }));
  });
});
