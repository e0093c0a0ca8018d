import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts/light-read';
import { configureTestApi, renderScreen } from 'ui-kit/testing';
import type EnrolmentScreenType from './enrolment-screen';
import { fillIn } from './testing/fill-in';

// The enrolment's check and call are a chunk loaded on intent (issue 17, decision 062): when it does not arrive, Enrol
// says the service could not be reached, sends nothing, keeps what was typed, and the next press loads it again.
describe('the enrolment form when the code of its check and call does not load', () => {
  afterEach(() => jest.resetModules());
  jest.setTimeout(20_000);

  it('says the service could not be reached, keeps the answers, and loads again on the next press', async () => {
    let offline = true;
    const callsLoaded = jest.fn();
    const registerInductionOnly = jest.fn(() => Promise.resolve({ result: false, foreign: true, err: null, data: null }));
    jest.doMock('./register-induction-only', () => ({ registerInductionOnly }));
    jest.doMock('./enrolment-calls', () => {
      callsLoaded();
      if (offline) throw new Error('Loading chunk enrolment-calls failed');
      return jest.requireActual('./enrolment-calls');
    });
    const bodies = [{ Id: 1, Code: 'VEP', Cardtype: 'MSIC', Name: 'Veridex Pty Ltd' }];
    configureTestApi((async () => ({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(bodies)) }) as Response) as typeof fetch);
    const { default: EnrolmentScreen } = (await import('./enrolment-screen')) as { default: typeof EnrolmentScreenType };
    const user = userEvent.setup({ delay: null });
    renderScreen(<EnrolmentScreen />, { path: '/induction-enrolment', pattern: '/induction-enrolment' });
    await screen.findByLabelText('Issuing body of your card (optional)', {}, { timeout: 10_000 });
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    const problem = await screen.findByText(MESSAGES.networkProblem);
    expect(problem.closest('[role="alert"]')).not.toBeNull();
    expect(registerInductionOnly).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First name')).toHaveValue('Mere');
    expect(screen.getByRole('button', { name: 'Enrol' })).toBeEnabled();

    offline = false;
    const before = callsLoaded.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText(MESSAGES.invalidEnrolmentCardNumber)).toBeInTheDocument();
    expect(callsLoaded.mock.calls.length).toBeGreaterThan(before);
    expect(registerInductionOnly).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(MESSAGES.networkProblem)).not.toBeInTheDocument();
    expect(screen.getByLabelText('MSIC number')).toHaveValue('QPA1234567');
  });
});
