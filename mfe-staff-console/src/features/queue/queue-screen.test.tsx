import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-contracts';
import { staffApi, type QueuePage } from 'shared-contracts/staff';
import { renderScreen } from 'ui-kit/testing';
import { staffSessionStore } from '../session/staff-session-store';
import QueueScreen from './queue-screen';

const loadQueue = jest.spyOn(staffApi, 'staffQueue');
const signIn = jest.spyOn(staffApi, 'staffSignIn');

const officer = { email: 'officer@staff.localhost', name: 'Olive Officer', role: 'officer' as const };

const page = (items: QueuePage['items'], total = items.length): QueuePage => ({ items, total, page: 1, pageSize: 25 });
const jane = { trackingNumber: 'VEP0001501', name: 'Jane Citizen', email: 'jane@example.com', birthDate: '1990-01-31', company: 'msic', stage: 'awaiting-payment' as const, submittedAt: '2026-11-20T01:00:00.000Z' };

const renderQueue = (path = '/staff') => renderScreen(<QueueScreen />, { path, pattern: '/staff' });

jest.setTimeout(20_000);

beforeEach(() => {
  jest.mocked(loadQueue).mockReset();
  staffSessionStore.getState().signedIn(officer);
});

describe('the queue (issue 19)', () => {
  it('searches by what the staff member typed, keeps the search in the address and links each result to its record', async () => {
    jest.mocked(loadQueue).mockResolvedValueOnce(page([], 0)).mockResolvedValueOnce(page([jane]));
    const user = userEvent.setup({ delay: null });
    renderQueue();
    expect(await screen.findByText('No applications match.')).toBeInTheDocument();
    expect(screen.getByTestId('staff-member')).toHaveTextContent('Olive Officer (officer@staff.localhost) · Officer');

    await user.type(screen.getByRole('searchbox', { name: /Search/ }), ' vep0001501 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(loadQueue).toHaveBeenLastCalledWith({ query: { q: 'vep0001501' }, signal: expect.any(AbortSignal) }));
    expect(screen.getByTestId('location')).toHaveTextContent('/staff?q=vep0001501');
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(within(table).getByRole('link', { name: 'VEP0001501' })).toHaveAttribute('href', '/staff/applications/VEP0001501');
    expect(within(table).getByText('Awaiting payment')).toBeInTheDocument();
    expect(screen.getByText('1 application')).toBeInTheDocument();
  });

  it('shows a stage chosen in the list, from its first page', async () => {
    jest.mocked(loadQueue).mockResolvedValue(page([jane], 60));
    const user = userEvent.setup({ delay: null });
    renderQueue('/staff?page=2');
    await screen.findByText('60 applications');
    await user.selectOptions(screen.getByLabelText('Stage'), 'Background check');
    await waitFor(() => expect(loadQueue).toHaveBeenLastCalledWith({ query: { stage: 'background-check' }, signal: expect.any(AbortSignal) }));
    expect(screen.getByRole('navigation', { name: 'Pages of the queue' })).toHaveTextContent('Page 1 of 3');
  });

  it('returns to sign-in when the session ends, then back to the same search once signed in again', async () => {
    jest.mocked(loadQueue).mockRejectedValueOnce(new ApiError({ kind: 'http', status: 401, message: 'Please sign in.' })).mockResolvedValue(page([jane]));
    jest.mocked(signIn).mockResolvedValue(officer);
    const user = userEvent.setup({ delay: null });
    renderQueue('/staff?q=jane');
    expect(await screen.findByText('Your session has ended. Sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in to the staff console');

    await user.type(screen.getByLabelText(/Email address/), officer.email);
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.type(screen.getByLabelText(/Code from your authenticator app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('link', { name: 'VEP0001501' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/staff?q=jane');
    expect(loadQueue).toHaveBeenLastCalledWith({ query: { q: 'jane' }, signal: expect.any(AbortSignal) });
  });
});
