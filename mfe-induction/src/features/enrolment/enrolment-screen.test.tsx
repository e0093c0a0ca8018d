import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, COMPANIES } from 'shared-contracts';
import { inductionApi, MESSAGES } from 'shared-contracts/induction';
import { renderScreen } from 'ui-kit/testing';
import EnrolmentScreen from './enrolment-screen';
import { fillIn, labelled } from './testing/fill-in';

// the induction domain's calls, answered here
jest.mock('shared-contracts/induction', () => {
  const actual = jest.requireActual('shared-contracts/induction');
  return { ...actual, inductionApi: { ...actual.inductionApi, registerInductionOnly: jest.fn(), issuingBodies: jest.fn() } };
});
const registerInductionOnly = jest.mocked(inductionApi.registerInductionOnly);

const bodies = [
  { Id: 1, Code: 'VEP', Cardtype: 'MSIC' as const, Name: 'Veridex Pty Ltd' },
  { Id: 9, Code: 'OTHER', Cardtype: 'MSIC' as const, Name: 'Another issuing body' },
];

// typing a whole form through user-event takes a few seconds on a busy machine
jest.setTimeout(20_000);

const renderEnrolment = (company: 'msic' | 'spa' = 'msic') => renderScreen(<EnrolmentScreen />, { path: '/induction-enrolment', pattern: '/induction-enrolment', company });

beforeEach(() => {
  // the list has other cards' bodies too: the form offers the product's only
  jest.mocked(inductionApi.issuingBodies).mockResolvedValue([...bodies, { Id: 4, Code: 'ASX', Cardtype: 'ASIC' as const, Name: 'An ASIC issuing body' }]);
  registerInductionOnly.mockReset();
});

describe('induction-only enrolment (spec §2, §3, §8)', () => {
  it('loads its search data first, then enrols and goes to the induction status page', async () => {
    const user = userEvent.setup({ delay: null });
    registerInductionOnly.mockResolvedValue({ result: true, foreign: true, err: null, data: { Id: 41, RandomId: 'abc_DEF-1', IncompleteFormId: null } });
    renderEnrolment();
    expect(await screen.findByLabelText(labelled('Issuing body of your card (optional)'))).toBeInTheDocument();
    await fillIn(user);
    await user.selectOptions(screen.getByLabelText(labelled('Issuing body of your card (optional)')), 'Another issuing body');
    await user.click(screen.getByRole('checkbox', { name: /Southern Ports induction/ }));
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/induction-status/41/abc_DEF-1'));
    expect(registerInductionOnly).toHaveBeenCalledWith({ body: expect.objectContaining({ Firstname: 'Mere', Msicnum: 'QPA1234567', Issuingbodyid: 9, Inductions: [1, 7], Birthdate: '1988-04-12' }) });
    expect(screen.queryByRole('option', { name: 'An ASIC issuing body' })).not.toBeInTheDocument();
  });

  it('shows each error next to its field and in the error summary, without sending', async () => {
    const user = userEvent.setup({ delay: null });
    renderEnrolment();
    await screen.findByLabelText(labelled('First name'));
    await fillIn(user, { 'First name': '', 'MSIC number': '12AB' });
    await user.click(screen.getByRole('checkbox', { name: /security awareness induction/ }));
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: /^First name:/ })).toHaveAttribute('href', '#field-Firstname');
    expect(within(summary).getByRole('link', { name: /^MSIC number:/ })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Inductions: choose at least one induction' })).toBeInTheDocument();
    expect(screen.getByLabelText(labelled('First name'))).toHaveAttribute('aria-invalid', 'true');
    expect(registerInductionOnly).not.toHaveBeenCalled();
  });

  it('marks the MSIC number invalid with the spec §8 text when the server gives none', async () => {
    const user = userEvent.setup({ delay: null });
    registerInductionOnly.mockResolvedValue({ result: false, foreign: true, err: null, data: null });
    renderEnrolment();
    await screen.findByLabelText(labelled('First name'));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText(MESSAGES.invalidEnrolmentCardNumber)).toBeInTheDocument();
    expect(screen.getByLabelText(labelled('MSIC number'))).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s own text when it sends one', async () => {
    const user = userEvent.setup({ delay: null });
    registerInductionOnly.mockResolvedValue({ result: false, foreign: false, err: 'An MSIC number issued by us is VEP followed by 7 digits.', data: null });
    renderEnrolment();
    await screen.findByLabelText(labelled('First name'));
    await fillIn(user, { 'MSIC number': 'VEP12345' });
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText('An MSIC number issued by us is VEP followed by 7 digits.')).toBeInTheDocument();
  });

  it('has its own screen for spa: the port, the port induction first and the phone-contact sentence', async () => {
    const user = userEvent.setup({ delay: null });
    registerInductionOnly.mockResolvedValue({ result: false, foreign: true, err: null, data: null });
    renderEnrolment('spa');
    expect(await screen.findByRole('heading', { level: 1, name: `${COMPANIES.spa.name} induction enrolment` })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Southern Ports induction/ })).toBeChecked();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findAllByText(/Choose the port you will work at/)).not.toHaveLength(0);
    await user.selectOptions(screen.getByLabelText(labelled('Port you will work at')), 'Port of Albany');
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText(`${MESSAGES.invalidEnrolmentCardNumber} If you need help, please call us on ${COMPANIES.spa.supportPhone}.`)).toBeInTheDocument();
    expect(registerInductionOnly).toHaveBeenCalledWith({ body: expect.objectContaining({ PortAccess: 'Albany', Inductions: [7] }) });
  });

  it('says a failure no field holds above the form, and keeps what was typed (spec §8)', async () => {
    const user = userEvent.setup({ delay: null });
    registerInductionOnly.mockRejectedValue(new ApiError({ kind: 'http', status: 500, message: 'down' }));
    renderEnrolment();
    await screen.findByLabelText(labelled('First name'));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByText(MESSAGES.unknownError)).toBeInTheDocument();
    expect(screen.getByLabelText(labelled('First name'))).toHaveValue('Mere');
  });

  it('puts the server’s 400 field errors on their fields', async () => {
    const user = userEvent.setup({ delay: null });
    registerInductionOnly.mockRejectedValue(new ApiError({ kind: 'http', status: 400, message: 'invalid', fieldErrors: { Email: ['Enter an email address we can reach'] } }));
    renderEnrolment();
    await screen.findByLabelText(labelled('First name'));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Enrol' }));
    expect(await screen.findByRole('link', { name: 'Email address: enter an email address we can reach' })).toBeInTheDocument();
    expect(screen.getByLabelText(labelled('Email address'))).toHaveAttribute('aria-invalid', 'true');
  });
});
