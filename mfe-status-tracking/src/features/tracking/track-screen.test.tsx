import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { href, sessionStore, VERIFICATION_CODE_ATTEMPTS, VERIFICATION_RESEND_SECONDS } from 'shared-contracts';
import { MESSAGES } from 'shared-contracts/tracking';
import { MantineProvider } from 'ui-kit';
import { MemoryRouter, Route, Routes } from 'ui-kit/router';
import TrackScreen from './track-screen';
import { configureTestApi } from 'shared-contracts/testing';

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply[]>;
let requests: { path: string; body: Record<string, unknown> }[];

function fakeFetch(url: string | URL | Request, init?: RequestInit): Promise<Response> {
  const path = new URL(String(url)).pathname;
  const body = init?.body ? JSON.parse(String(init.body)) : {};
  requests.push({ path, body });
  const key = path === '/api/login' ? (body.verificationCode ? 'verify' : 'code') : path;
  const reply = replies[key]?.shift() ?? { status: 500, body: { message: 'unexpected' } };
  return Promise.resolve({
    ok: reply.status < 400,
    status: reply.status,
    text: () => Promise.resolve(JSON.stringify(reply.body)),
    blob: () => Promise.resolve(new Blob()),
  } as Response);
}

const TOKEN = `e30.${btoa(JSON.stringify({ sub: 12, exp: 4_102_444_800 })).replace(/=+$/, '')}.sig`;

function renderTrack() {
  return render(
    <MantineProvider>
      <MemoryRouter initialEntries={[href('track')]}>
        <Routes>
          <Route path={href('track')} element={<TrackScreen />} />
          <Route path="/status/:peopleId" element={<h1>Status page</h1>} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

async function submitTracking(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Tracking number/), 'vep0001512');
  await user.type(screen.getByLabelText(/Date of birth/), '1985-04-12');
  await user.click(screen.getByRole('button', { name: 'Track application' }));
}

describe('issue 40 item 8: the track screen speaks of the variant\'s own card', () => {
  afterEach(() => sessionStore.getState().setCompany('msic'));
  it.each([
    ['msic', 'Track your MSIC application'],
    ['asic', 'Track your ASIC application'],
    ['bne', 'Track your ASIC application'],
    ['toll', 'Track your MSIC or ASIC application'],
  ] as const)('%s: "%s"', (company, heading) => {
    sessionStore.getState().setCompany(company);
    renderTrack();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });
});

describe('the track screen (spec §4 tracking, §8 login errors)', () => {
  beforeEach(() => {
    requests = [];
    replies = {};
    localStorage.clear();
    sessionStore.getState().clearToken();
    configureTestApi({
      getToken: () => sessionStore.getState().token,
      fetch: fakeFetch as typeof fetch,
      pageOrigin: 'http://localhost',
    });
  });

  it('checks the tracking number and birth date before calling, with errors by the fields and in a summary', async () => {
    const user = userEvent.setup();
    renderTrack();
    await user.type(screen.getByLabelText(/Tracking number/), 'VEP');
    await user.click(screen.getByRole('button', { name: 'Track application' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    // by each field, and in the summary named by the field's label, each a link to its field
    expect(screen.getByText('Enter your tracking number: VEP or VEA followed by 7 digits')).toBeInTheDocument();
    expect(screen.getByText('Enter your date of birth')).toBeInTheDocument();
    expect(Array.from(summary.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Tracking number: enter your tracking number: VEP or VEA followed by 7 digits', '#field-number'],
      ['Date of birth: enter your date of birth', '#field-birthdate'],
    ]);
    expect(screen.getByLabelText(/Tracking number/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('tracks, asks for the emailed code with a 30-second resend countdown, then stores the token and goes to status', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      replies = { '/api/people/tracker': [{ status: 200, body: { Id: 12 } }], code: [{ status: 200, body: { useVerification: true, method: 'email' } }, { status: 200, body: { useVerification: true } }], verify: [{ status: 200, body: { token: TOKEN } }] };
      renderTrack();
      await submitTracking(user);
      expect(await screen.findByLabelText(/Verification code/)).toBeInTheDocument();
      expect(requests[0]).toEqual({ path: '/api/people/tracker', body: { VepNumber: 'VEP0001512', Birthday: '1985-04-12' } });
      expect(requests[1]).toEqual({ path: '/api/login', body: { username: '12', password: '1985-04-12' } });
      const resend = screen.getByRole('button', { name: 'Send a new code' });
      expect(resend).toBeDisabled();
      expect(screen.getByText(`You can ask for a new code in ${VERIFICATION_RESEND_SECONDS} seconds.`)).toBeInTheDocument();
      // the countdown ticks every 250 ms from when it last re-rendered: a new code may be asked for one tick after
      // the 30 s (checking on the dot races the tick on a busy machine)
      await act(async () => jest.advanceTimersByTime(VERIFICATION_RESEND_SECONDS * 1000 + 250));
      expect(resend).toBeEnabled();
      await user.type(screen.getByLabelText(/Verification code/), '999');
      await user.click(resend);
      expect(requests[2]?.body).toMatchObject({ resend: true });
      expect(await screen.findByText(/We have emailed you a new code/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
      // what was typed for the old code is gone, and the field has the focus for the new one
      expect(screen.getByLabelText(/Verification code/)).toHaveValue('');
      expect(screen.getByLabelText(/Verification code/)).toHaveFocus();
      expect(screen.getByLabelText(/Verification code/)).toHaveAccessibleDescription(`The code works for ${VERIFICATION_CODE_ATTEMPTS} tries. After that, or once it has expired, ask for a new code.`);

      await user.type(screen.getByLabelText(/Verification code/), '123456');
      await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
      expect(await screen.findByRole('heading', { name: 'Status page' })).toBeInTheDocument();
      expect(sessionStore.getState().token).toBe(TOKEN);
      expect(localStorage.getItem('token')).toBe(TOKEN);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    ['invalid_verification', 401, MESSAGES.invalidVerification],
    ['expired_verification', 401, MESSAGES.expiredVerification],
  ])('shows the %s message by the code field', async (code, status, message) => {
    const user = userEvent.setup();
    replies = { '/api/people/tracker': [{ status: 200, body: { Id: 12 } }], code: [{ status: 200, body: { useVerification: true } }], verify: [{ status, body: { message: 'server text', code } }] };
    renderTrack();
    await submitTracking(user);
    await user.type(await screen.findByLabelText(/Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Verification code/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the code on submit, not when it is left: a press of "Send a new code" moves nothing under the pointer', async () => {
    const user = userEvent.setup();
    replies = { '/api/people/tracker': [{ status: 200, body: { Id: 12 } }], code: [{ status: 200, body: { useVerification: true } }], verify: [{ status: 401, body: { message: 'x', code: 'invalid_verification' } }] };
    renderTrack();
    await submitTracking(user);
    const code = await screen.findByLabelText(/Verification code/);
    await user.tab();
    expect(code).not.toHaveAttribute('aria-invalid');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByText(MESSAGES.invalidVerification)).toBeInTheDocument();
    // leaving the field keeps the server's error where it is
    await user.tab();
    expect(screen.getByText(MESSAGES.invalidVerification)).toBeInTheDocument();
   }, 20_000);

  it('shows the server message of a 429 (too many wrong codes)', async () => {
    const user = userEvent.setup();
    replies = { '/api/people/tracker': [{ status: 200, body: { Id: 12 } }], code: [{ status: 200, body: { useVerification: true } }], verify: [{ status: 429, body: { message: 'Too many wrong codes were entered. Ask for a new code and try again.' } }] };
    renderTrack();
    await submitTracking(user);
    await user.type(await screen.findByLabelText(/Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong codes were entered. Ask for a new code and try again.');
  });

  it('shows person not found for an unknown number (tracker 404) and for another 401 of the login', async () => {
    const user = userEvent.setup();
    replies = { '/api/people/tracker': [{ status: 404, body: { message: 'x', code: 'not_found' } }, { status: 200, body: { Id: 12 } }], code: [{ status: 401, body: { message: 'x', code: 'not_found' } }] };
    renderTrack();
    await submitTracking(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.personNotFound);
    await user.click(screen.getByRole('button', { name: 'Track application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.personNotFound);
  });

  it('says the service could not be reached when the call does not reach it, keeps the answers, and tries again on the next press', async () => {
    const user = userEvent.setup();
    const offline = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    configureTestApi({ getToken: () => sessionStore.getState().token, fetch: offline as unknown as typeof fetch, pageOrigin: 'http://localhost' });
    renderTrack();
    await submitTracking(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.networkProblem);
    expect(screen.getByLabelText(/Tracking number/)).toHaveValue('vep0001512');
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('1985-04-12');
    await user.click(screen.getByRole('button', { name: 'Track application' }));
    await waitFor(() => expect(offline).toHaveBeenCalledTimes(2));
  });

  it('shows the redacted screen for 401 redacted', async () => {
    const user = userEvent.setup();
    replies = { '/api/people/tracker': [{ status: 200, body: { Id: 12 } }], code: [{ status: 401, body: { message: 'x', code: 'redacted' } }] };
    renderTrack();
    await submitTracking(user);
    expect(await screen.findByRole('heading', { name: 'The details of this application are not available online' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Track another application' }));
    expect(screen.getByLabelText(/Tracking number/)).toHaveValue('vep0001512');
  });

  it('shows the loading error when tracking succeeds but local storage is unavailable', async () => {
    const user = userEvent.setup();
    replies = { '/api/people/tracker': [{ status: 200, body: { Id: 12 } }], code: [{ status: 200, body: { useVerification: true } }], verify: [{ status: 200, body: { token: TOKEN } }] };
    renderTrack();
    await submitTracking(user);
    await user.type(await screen.findByLabelText(/Verification code/), '123456');
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.storageUnavailable);
      expect(screen.queryByRole('heading', { name: 'Status page' })).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });
});
