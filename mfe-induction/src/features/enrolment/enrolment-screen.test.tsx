import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANIES } from 'shared-contracts';
import { MESSAGES } from 'shared-contracts/api';
import { renderScreen } from 'ui-kit/testing';
import EnrolmentScreen from './enrolment-screen';
import { loadCardIssuingBodies } from './load-issuing-bodies';
import { registerInductionOnly } from './register-induction-only';
import { fillIn } from './testing/fill-in';

jest.mock('./register-induction-only', () => ({ registerInductionOnly: jest.fn() }));
jest.mock('./load-issuing-bodies', () => ({ loadCardIssuingBodies: jest.fn() }));

const bodies = [
  { Id: 1, Code: 'VEP', Cardtype: 'MSIC' as const, Name: 'Veridex Pty Ltd' },
  { Id: 9, Code: 'OTHER', Cardtype: 'MSIC' as const, Name: 'Another issuing body' },
];

// typing a whole form through user-event takes a few seconds on a busy machine
jest.setTimeout(20_000);

const renderEnrolment = (company: 'msic' | 'spa' = 'msic') => renderScreen(<EnrolmentScreen />, { path: '/induction-enrolment', pattern: '/induction-enrolment', company });

beforeEach(() => {
  jest.mocked(loadCardIssuingBodies).mockResolvedValue(bodies);
  jest.mocked(registerInductionOnly).mockReset();
});

describe('induction-only enrolment (spec §2, §3, §8)', () => {
  it('loads its search data first, then enrols and goes to the induction status page', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(registerInductionOnly).mockResolvedValue({ result: true, foreign: true, err: null, data: { Id: 41, RandomId: 'abc_DEF-1', IncompleteFormId: null } });
    renderEnrolment();
    expect(await screen.findByLabelText('Issuing body of your card (optional)')).toBeInTheDocument();
    await fillIn(user);
    await user.selectOptions(screen.getByLabelText('Issuing body of your card (optional)'), 'Another issuing body');
    await user.click(screen.getByRole('checkbox', { name: /Southern Ports induction/ }));
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/induction-status/41/abc_DEF-1'));
    expect(registerInductionOnly).toHaveBeenCalledWith(expect.objectContaining({ Firstname: 'Mere', Msicnum: 'QPA1234567', Issuingbodyid: 9, Inductions: [1, 7], Birthdate: '1988-04-12' }));
  });

  it('shows each error next to its field and in the error summary, without sending', async () => {
    const user = userEvent.setup({ delay: null });
    renderEnrolment();
    await screen.findByLabelText('First name');
    await fillIn(user, { 'First name': '', 'MSIC number': '12AB' });
    await user.click(screen.getByRole('checkbox', { name: /security awareness induction/ }));
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: /^First name:/ })).toHaveAttribute('href', '#enrolment-Firstname');
    expect(within(summary).getByRole('link', { name: /^MSIC number:/ })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Inductions: Choose at least one induction' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(registerInductionOnly).not.toHaveBeenCalled();
  });

  it('marks the MSIC number invalid with the spec §8 text when the server gives none', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(registerInductionOnly).mockResolvedValue({ result: false, foreign: true, err: null, data: null });
    renderEnrolment();
    await screen.findByLabelText('First name');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText(MESSAGES.invalidEnrolmentCardNumber)).toBeInTheDocument();
    expect(screen.getByLabelText('MSIC number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s own text when it sends one', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(registerInductionOnly).mockResolvedValue({ result: false, foreign: false, err: 'An MSIC number issued by us is VEP followed by 7 digits.', data: null });
    renderEnrolment();
    await screen.findByLabelText('First name');
    await fillIn(user, { 'MSIC number': 'VEP12345' });
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText('An MSIC number issued by us is VEP followed by 7 digits.')).toBeInTheDocument();
  });

  it('has its own screen for spa: the port, the port induction first and the phone-contact sentence', async () => {
    const user = userEvent.setup({ delay: null });
    jest.mocked(registerInductionOnly).mockResolvedValue({ result: false, foreign: true, err: null, data: null });
    renderEnrolment('spa');
    expect(await screen.findByRole('heading', { level: 1, name: `${COMPANIES.spa.name} induction enrolment` })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Southern Ports induction/ })).toBeChecked();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findAllByText(/Choose the port you will work at/)).not.toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('Port you will work at'), 'Port of Albany');
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText(`${MESSAGES.invalidEnrolmentCardNumber} If you need help, please call us on ${COMPANIES.spa.supportPhone}.`)).toBeInTheDocument();
    expect(registerInductionOnly).toHaveBeenCalledWith(expect.objectContaining({ PortAccess: 'Albany', Inductions: [7] }));
  });
});
