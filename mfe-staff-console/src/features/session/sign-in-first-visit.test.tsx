import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureTestApi } from 'shared-contracts/testing';
import { renderScreen } from 'ui-kit/testing';
import QueueScreen from '../queue/queue-screen';
import { staffSessionStore } from './staff-session-store';

// Issue 17: a signed-out first visit to a console route asks who is signed in with a light call and shows the sign-in
// form without the API layer and the staff contract (zod with them); the form's check and call load when the staff
// member comes to the form. Until a test allows them, requiring either fails, as a chunk that does not arrive would.
let mockOnline = false;
jest.mock('shared-contracts/api', () => {
  if (!mockOnline) throw new Error('Loading chunk shared-contracts/api failed');
  return jest.requireActual('shared-contracts/api');
});
jest.mock('shared-contracts/staff', () => {
  if (!mockOnline) throw new Error('Loading chunk shared-contracts/staff failed');
  return jest.requireActual('shared-contracts/staff');
});
// the queue itself is not under test here
jest.mock('../queue/load-queue', () => ({ loadQueue: jest.fn().mockResolvedValue({ items: [], total: 0, page: 1, pageSize: 25 }) }));

const officer = { email: 'officer@staff.localhost', name: 'Olive Officer', role: 'officer' };

type Call = { url: string; init: RequestInit };

function api(signedIn: boolean, member: unknown = officer) {
  const calls: Call[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const method = init.method ?? 'GET';
    const ok = method === 'POST' || signedIn;
    const body = ok ? member : { message: 'Please sign in.' };
    return { ok, status: ok ? 200 : 401, text: () => Promise.resolve(JSON.stringify(body)) } as Response;
  });
  configureTestApi({ fetch: fetch as typeof globalThis.fetch, getToken: () => 'an-applicant-token' });
  return calls;
}

jest.setTimeout(30_000);

beforeEach(() => {
  mockOnline = false;
  staffSessionStore.setState({ session: { status: 'unknown' } });
});

describe('the staff console on a signed-out first visit (issue 17)', () => {
  it('asks who is signed in as the typed client did, and shows the sign-in form without the API layer or the staff contract', async () => {
    const calls = api(false);
    renderScreen(<QueueScreen />, { path: '/staff', pattern: '/staff' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the staff console' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://api.test/api/staff/session');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(new Headers(calls[0]!.init.headers).has('Authorization')).toBe(false);
    expect(new Headers(calls[0]!.init.headers).get('Company')).toBe('msic');
  });

  it('keeps what was typed when the code of the sign-in does not arrive, says so, and loads it again on the next press', async () => {
    const calls = api(false);
    const user = userEvent.setup({ delay: null });
    renderScreen(<QueueScreen />, { path: '/staff', pattern: '/staff' });
    await user.type(await screen.findByLabelText(/Email address/), officer.email);
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.type(screen.getByLabelText(/Code from your authenticator app/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You are not signed inWe could not sign you in. Check your connection and try again.');
    // nothing judged without the rules, nothing sent, nothing lost
    expect(screen.queryByText('There is a problem')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveValue(officer.email);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('correct horse battery');
    expect(screen.getByLabelText(/Code from your authenticator app/)).toHaveValue('123 456');
    expect(calls).toHaveLength(1);

    mockOnline = true;
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('staff-member', {}, { timeout: 10_000 })).toHaveTextContent('Olive Officer (officer@staff.localhost) · Officer');
    const signIn = calls[1]!;
    expect(signIn.init.method).toBe('POST');
    expect(JSON.parse(String(signIn.init.body))).toEqual({ email: officer.email, password: 'correct horse battery', code: '123456' });
    expect(signIn.init.credentials).toBe('include');
    // the queue's heading stays the one the screen drew: focus given to it after the sign-in is not lost to the view's load
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByText('No applications match.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('checks a field when it is left, with the rules it started loading when the staff member came to the form', async () => {
    api(false);
    mockOnline = true;
    const user = userEvent.setup({ delay: null });
    renderScreen(<QueueScreen />, { path: '/staff', pattern: '/staff' });
    await user.type(await screen.findByLabelText(/Email address/), 'not an email');
    await user.tab();
    expect(await screen.findByText('Enter your staff email address', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('checks the signed-in member’s answer with the contract before trusting it', async () => {
    mockOnline = true;
    api(true);
    renderScreen(<QueueScreen />, { path: '/staff', pattern: '/staff' });
    expect(await screen.findByTestId('staff-member', {}, { timeout: 10_000 })).toHaveTextContent('Olive Officer');
    await waitFor(() => expect(staffSessionStore.getState().session).toEqual({ status: 'signed-in', member: officer }));
  });

  it('treats an answer that is not a staff member as signed out', async () => {
    mockOnline = true;
    api(true, { email: 'officer@staff.localhost', role: 'superuser' });
    renderScreen(<QueueScreen />, { path: '/staff', pattern: '/staff' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the staff console' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(staffSessionStore.getState().session).toEqual({ status: 'signed-out', ended: false });
  });
});
