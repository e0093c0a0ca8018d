import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureTestApi } from 'shared-contracts/testing';
import { renderScreen } from 'ui-kit/testing';
import { SignInForm } from './sign-in-form';

const officer = { email: 'officer@staff.localhost', name: 'Olive Officer', role: 'officer' as const };

function answer(status: number, body: unknown) {
  // jsdom has no Response: what the client reads of one
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>().mockResolvedValue({ ok: status < 400, status, text: () => Promise.resolve(JSON.stringify(body)) } as Response);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, code = '123456') {
  await user.type(screen.getByLabelText(/Email address/), officer.email);
  await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
  await user.type(screen.getByLabelText(/Code from your authenticator app/), code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const renderForm = (onSignedIn = jest.fn()) => {
  renderScreen(<SignInForm onSignedIn={onSignedIn} />, { path: '/staff', pattern: '/staff' });
  return onSignedIn;
};

jest.setTimeout(20_000);

describe('staff sign-in (issue 19)', () => {
  it('checks the form before any call: the error summary names each field and takes the focus', async () => {
    const fetch = answer(200, officer);
    configureTestApi({ fetch });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    expect(summary).toHaveTextContent(/enter your staff email address/i);
    expect(summary).toHaveTextContent(/enter the 6-digit code from your authenticator app/i);
    await waitFor(() => expect(summary).toHaveFocus());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for the code as a one-time code typed on a numeric keypad', () => {
    configureTestApi({ fetch: answer(200, officer) });
    renderForm();
    const code = screen.getByLabelText(/Code from your authenticator app/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
  });

  it('signs in with the cookie: credentials included, no bearer token, and the member passed on', async () => {
    const fetch = answer(200, officer);
    configureTestApi({ fetch, getToken: () => 'an-applicant-token' });
    const user = userEvent.setup({ delay: null });
    const onSignedIn = renderForm();
    await fillIn(user);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(officer));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/staff/session');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(JSON.parse(String(init?.body))).toEqual({ email: officer.email, password: 'correct horse battery', code: '123456' });
  });

  it('shows the refusal of a wrong email, password or code as the API words it, and empties the code', async () => {
    configureTestApi({ fetch: answer(401, { message: 'Email, password or code is wrong.' }) });
    const user = userEvent.setup({ delay: null });
    const onSignedIn = renderForm();
    await fillIn(user, '000000');
    expect(await screen.findByText('Email, password or code is wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Code from your authenticator app/)).toHaveValue('');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the lockout message as returned (429)', async () => {
    configureTestApi({ fetch: answer(429, { message: 'Too many failed sign-ins. Try again in 15 minutes.' }) });
    const user = userEvent.setup({ delay: null });
    renderForm();
    await fillIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-ins. Try again in 15 minutes.');
  });
});
