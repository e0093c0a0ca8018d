import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { staffRecordApi } from 'shared-contracts/staff';
import { renderScreen } from 'ui-kit/testing';
import { staffSessionStore } from '../session/staff-session-store';
import { FIELD_MESSAGES, today } from './action-values';
import { recordFixture } from './testing/record-fixture';
import RecordScreen from './record-screen';

const loadRecord = jest.spyOn(staffRecordApi, 'staffApplication');
const recordAction = jest.spyOn(staffRecordApi, 'staffAction');

const officer = { email: 'officer@staff.localhost', name: 'Olive Officer', role: 'officer' as const };
const viewer = { email: 'viewer@staff.localhost', name: 'Vic Viewer', role: 'viewer' as const };

const renderRecord = () => renderScreen(<RecordScreen />, { path: '/staff/applications/VEP0001501', pattern: '/staff/applications/:ref' });

jest.setTimeout(20_000);

beforeEach(() => {
  jest.mocked(loadRecord).mockReset();
  jest.mocked(recordAction).mockReset();
});

describe('the application record (issue 19)', () => {
  it('records an action only after its confirmation dialog, which names what will be recorded', async () => {
    staffSessionStore.getState().signedIn(officer);
    jest.mocked(loadRecord).mockResolvedValue(recordFixture());
    jest.mocked(recordAction).mockResolvedValue(recordFixture({ stage: 'operational-need', actions: ['interview', 'ops-approval', 'redact'], person: { ...recordFixture().person, _paidAt: `${today()}T00:00:00.000Z` } }));
    const user = userEvent.setup({ delay: null });
    renderRecord();
    expect(await screen.findByRole('heading', { level: 1, name: 'VEP0001501: Jane Citizen' })).toBeInTheDocument();
    expect(loadRecord).toHaveBeenCalledWith({ params: { ref: 'VEP0001501' }, signal: expect.any(AbortSignal) });

    await user.click(screen.getByRole('button', { name: 'Record the payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the payment' });
    expect(dialog).toHaveTextContent('This records for Jane Citizen (VEP0001501) that the payment for this application was received on the date below.');
    expect(within(dialog).getByLabelText('Date it happened')).toHaveValue(today());
    expect(recordAction).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(recordAction).toHaveBeenCalledWith({ params: { ref: 'VEP0001501' }, body: { action: 'payment', at: today() } }));
    expect(await screen.findByText('Recorded: the payment.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record the payment' })).not.toBeInTheDocument();
    expect(screen.getByTestId('record-stage')).toHaveTextContent('Operational need');
  });

  it("shows the server's refusal of an action (409) in the dialog, and records nothing", async () => {
    staffSessionStore.getState().signedIn(officer);
    jest.mocked(loadRecord).mockResolvedValue(recordFixture({ stage: 'decision', actions: ['decision', 'redact'] }));
    jest.mocked(recordAction).mockRejectedValue(new ApiError({ kind: 'http', status: 409, message: 'The decision is already recorded.', serverMessage: 'The decision is already recorded.' }));
    const user = userEvent.setup({ delay: null });
    renderRecord();
    await user.click(await screen.findByRole('button', { name: 'Record the background check decision' }));
    const dialog = await screen.findByRole('dialog');
    // an approval needs its certificate date, which the form asks for once Approved is chosen
    await user.selectOptions(within(dialog).getByLabelText(/^Decision/), 'Approved');
    await user.click(within(dialog).getByRole('button', { name: 'Record the decision' }));
    expect(await within(dialog).findByRole('link', { name: /enter the certificate date/i })).toBeInTheDocument();
    expect(recordAction).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/^Certificate date/), '2026-11-20');
    await user.click(within(dialog).getByRole('button', { name: 'Record the decision' }));
    expect(await within(dialog).findByText('The decision is already recorded.')).toBeInTheDocument();
    expect(recordAction).toHaveBeenCalledWith({ params: { ref: 'VEP0001501' }, body: { action: 'decision', decision: 'Y', certdate: '2026-11-20' } });
  });

  it('asks for the tracking number to be typed before a redaction', async () => {
    staffSessionStore.getState().signedIn(officer);
    jest.mocked(loadRecord).mockResolvedValue(recordFixture());
    jest.mocked(recordAction).mockResolvedValue(recordFixture({ redacted: true, actions: ['interview', 'payment', 'ops-approval'] }));
    const user = userEvent.setup({ delay: null });
    renderRecord();
    await user.click(await screen.findByRole('button', { name: 'Redact this record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redact this record' });
    await user.type(within(dialog).getByLabelText(/Type the tracking number/), 'VEP0009999');
    await user.click(within(dialog).getByRole('button', { name: 'Redact the record' }));
    expect(await within(dialog).findByRole('link', { name: /type VEP0001501 to confirm the redaction/i })).toBeInTheDocument();
    expect(recordAction).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText(/Type the tracking number/));
    await user.type(within(dialog).getByLabelText(/Type the tracking number/), 'vep0001501');
    await user.click(within(dialog).getByRole('button', { name: 'Redact the record' }));
    await waitFor(() => expect(recordAction).toHaveBeenCalledWith({ params: { ref: 'VEP0001501' }, body: { action: 'redact' } }));
    expect(await screen.findByText('Redacted')).toBeInTheDocument();
  });

  it('shows a viewer every part of the record and no action or resend button', async () => {
    staffSessionStore.getState().signedIn(viewer);
    jest.mocked(loadRecord).mockResolvedValue(recordFixture({ actions: [] }));
    renderRecord();
    expect(await screen.findByRole('heading', { level: 1, name: 'VEP0001501: Jane Citizen' })).toBeInTheDocument();
    for (const section of ['Application', 'Documents', 'Induction', 'Audit log', 'Who looked at this record', 'Mail to the applicant']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByText('Employed by an organisation')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Application form (PDF)' })).toBeInTheDocument();
    expect(screen.getByText('Certificate: not available yet')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Record |Redact/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
    expect(screen.getByText('You can read this record. Your role does not record actions.')).toBeInTheDocument();
  });

  it('issue 39: the answers are words, not stored codes; the decision is one sentence; a date is asked for without a format', async () => {
    staffSessionStore.getState().signedIn(officer);
    const person = { ...recordFixture().person, ExtraData: { OpNeedType: 'employer' as const, lodgementOption: 'inperson' as const, OpNeedAccessFreq: 1 }, AccessFrequency: 'Daily' };
    jest.mocked(loadRecord).mockResolvedValue(recordFixture({ person, actions: ['decision', 'payment'] }));
    const user = userEvent.setup({ delay: null });
    renderRecord();
    await screen.findByRole('heading', { level: 1, name: 'VEP0001501: Jane Citizen' });
    const main = document.body;
    expect(main).toHaveTextContent('Application routeStandard, with an operational need');
    expect(main).toHaveTextContent('Lodgement optionIn person');
    expect(main).toHaveTextContent('How often in a secure areaDaily');
    // the variant by its name, not its code
    expect(main).toHaveTextContent('jane@example.com · MSIC Card Online');
    expect(main).not.toHaveTextContent(/Site\s*0|Access frequency \(option\)|Website id/);

    await user.click(screen.getByRole('button', { name: 'Record the background check decision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the background check decision' });
    expect(dialog).toHaveTextContent("This records for Jane Citizen (VEP0001501) the background check's decision you choose below. An application has one decision: it cannot be changed once recorded.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // the date picker shows dates in the browser's own format: the messages ask for a date, in no format
    for (const message of Object.values(FIELD_MESSAGES)) expect(message).not.toMatch(/yyyy|mm|dd/);
  });
});
