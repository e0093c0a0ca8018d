import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts/api';
import { renderScreen } from 'ui-kit/testing';
import type EnrolmentScreenType from './enrolment-screen';
import { fillIn } from './testing/fill-in';

// The problem alert is a chunk of its own (issue 17): a failed Enrol whose alert code does not arrive still says what
// went wrong, keeps what was typed, and the next failure loads the alert again.
describe('the enrolment form when the code of its problem alert does not load', () => {
  afterEach(() => jest.resetModules());
  jest.setTimeout(20_000);

  it('says the problem in text with the alert role, keeps the answers, and shows the alert once its code loads', async () => {
    let offline = true;
    const registerInductionOnly = jest.fn(() => Promise.reject(new Error('the server did not answer')));
    jest.doMock('./register-induction-only', () => ({ registerInductionOnly }));
    jest.doMock('./load-issuing-bodies', () => ({ loadCardIssuingBodies: () => Promise.resolve([]) }));
    jest.doMock('./problem-alert', () => {
      if (offline) throw new Error('Loading chunk enrolment-problem failed');
      return { ProblemAlert: ({ children }: { children: string }) => <div role="alert" data-testid="problem-alert">{children}</div> };
    });
    const { default: EnrolmentScreen } = (await import('./enrolment-screen')) as { default: typeof EnrolmentScreenType };
    const user = userEvent.setup({ delay: null });
    renderScreen(<EnrolmentScreen />, { path: '/induction-enrolment', pattern: '/induction-enrolment' });
    await screen.findByLabelText('First name', {}, { timeout: 10_000 });
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    const text = await screen.findByRole('alert');
    expect(text).toHaveTextContent(MESSAGES.unknownError);
    expect(screen.queryByTestId('problem-alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Mere');
    expect(registerInductionOnly).toHaveBeenCalledTimes(1);

    offline = false;
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(within(await screen.findByTestId('problem-alert')).getByText(MESSAGES.unknownError)).toBeInTheDocument();
    expect(registerInductionOnly).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('MSIC number')).toHaveValue('QPA1234567');
  });
});
